// platform/motion.ts, the one motion decision of every moving element: the pure rule
// `motionAllowedBy` over every combination, and `readAnimationStatus` for the <html> attribute.
// Other motion helpers may append their own test(...) blocks below.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ANIMATION_STATUSES,
  DEFAULT_ANIMATION_STATUS,
  motionAllowedBy,
  readAnimationStatus,
  type AnimationStatus,
} from '../../platform/motion.ts';

describe('motionAllowedBy', () => {
  it('the whole table: reduced motion and off stop everything; desktop stops phones only; desktop_and_mobile runs everywhere', () => {
    const expected: Record<AnimationStatus, { phone: boolean; desktop: boolean }> = {
      off: { phone: false, desktop: false },
      desktop: { phone: false, desktop: true },
      desktop_and_mobile: { phone: true, desktop: true },
    };
    for (const status of ANIMATION_STATUSES) {
      for (const phone of [true, false]) {
        assert.equal(
          motionAllowedBy({ reducedMotion: false, phone, status }),
          expected[status][phone ? 'phone' : 'desktop'],
          `${status} phone=${phone}`,
        );
        assert.equal(
          motionAllowedBy({ reducedMotion: true, phone, status }),
          false,
          `${status} phone=${phone} reduced`,
        );
      }
    }
  });
});

describe('readAnimationStatus', () => {
  it('no attribute: the default (desktop_and_mobile), silently', () => {
    assert.equal(readAnimationStatus(null, assert.fail), DEFAULT_ANIMATION_STATUS);
    assert.equal(DEFAULT_ANIMATION_STATUS, 'desktop_and_mobile');
  });

  it('each status, in any case and spacing', () => {
    for (const status of ANIMATION_STATUSES) {
      assert.equal(readAnimationStatus(status, assert.fail), status);
      assert.equal(readAnimationStatus(`  ${status.toUpperCase()} `, assert.fail), status);
    }
  });

  it('an empty attribute reads as the default without a warning', () => {
    assert.equal(readAnimationStatus('', assert.fail), DEFAULT_ANIMATION_STATUS);
    assert.equal(readAnimationStatus('   ', assert.fail), DEFAULT_ANIMATION_STATUS);
  });

  it('anything else warns once, naming the attribute and the value, and reads as the default', () => {
    for (const raw of ['mobile', 'desktop-and-mobile', 'yes', '<img src=x>', 'offf']) {
      const warnings: string[] = [];
      assert.equal(
        readAnimationStatus(raw, (message) => warnings.push(message)),
        DEFAULT_ANIMATION_STATUS,
        raw,
      );
      assert.equal(warnings.length, 1, raw);
      assert.ok(
        warnings[0]!.includes('data-ws-animations') && warnings[0]!.includes(JSON.stringify(raw.trim().toLowerCase())),
        warnings[0],
      );
    }
  });
});
