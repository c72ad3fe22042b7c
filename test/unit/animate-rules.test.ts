// <ws-animate> rules (elements/animate/rules.ts): settings and their limits, the offset and its root
// margin, and the phase rules (waiting only with motion and not yet played; start in view after load).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ANIMATE_ANIMATIONS,
  ANIMATE_DIRECTIONS,
  animateDelayMs,
  animateDurationMs,
  animateSettings,
  DEFAULT_ANIMATE_DURATION_MS,
  endsAtOnce,
  MAX_ANIMATE_DELAY_MS,
  MAX_ANIMATE_DURATION_MS,
  mayStart,
  phaseAtUpgrade,
  readOffset,
  rootMarginFor,
  type AnimatePhase,
} from '../../elements/animate/rules.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

describe('animate settings', () => {
  it('defaults: fade, up, 600 ms, no delay, 10% offset, no warning', () => {
    assert.deepEqual(animateSettings({}, assert.fail), {
      animation: 'fade',
      direction: 'up',
      durationMs: DEFAULT_ANIMATE_DURATION_MS,
      delayMs: 0,
      offset: { value: 10, unit: '%' },
    });
  });

  it('every animation and direction, in any case', () => {
    for (const animation of ANIMATE_ANIMATIONS)
      for (const direction of ANIMATE_DIRECTIONS) {
        const settings = animateSettings(
          { animation: ` ${animation.toUpperCase()}`, direction: direction.toUpperCase() },
          assert.fail,
        );
        assert.equal(`${settings.animation} ${settings.direction}`, `${animation} ${direction}`);
      }
  });

  it('unknown words warn and read as the defaults', () => {
    const { warnings, warn } = collect();
    const settings = animateSettings({ animation: 'spin', direction: 'north' }, warn);
    assert.equal(`${settings.animation} ${settings.direction}`, 'fade up');
    assert.deepEqual(warnings, [
      'attribute "animation" has the unknown value "spin"; using "fade"',
      'attribute "direction" has the unknown value "north"; using "up"',
    ]);
  });

  it('duration: above 0, capped at 5000 ms (WCAG 2.2.2)', () => {
    assert.equal(animateDurationMs(undefined, assert.fail), DEFAULT_ANIMATE_DURATION_MS);
    assert.equal(animateDurationMs(250, assert.fail), 250);
    assert.equal(animateDurationMs(MAX_ANIMATE_DURATION_MS, assert.fail), MAX_ANIMATE_DURATION_MS);
    for (const [raw, expected] of [
      [0, DEFAULT_ANIMATE_DURATION_MS],
      [-1, DEFAULT_ANIMATE_DURATION_MS],
      [MAX_ANIMATE_DURATION_MS + 1, MAX_ANIMATE_DURATION_MS],
    ] as const) {
      const { warnings, warn } = collect();
      assert.equal(animateDurationMs(raw, warn), expected, String(raw));
      assert.equal(warnings.length, 1);
      assert.ok(warnings[0]!.includes('"duration"'));
    }
  });

  it('delay: 0 to 3000 ms', () => {
    assert.equal(animateDelayMs(undefined, assert.fail), 0);
    assert.equal(animateDelayMs(0, assert.fail), 0);
    assert.equal(animateDelayMs(MAX_ANIMATE_DELAY_MS, assert.fail), MAX_ANIMATE_DELAY_MS);
    const { warnings, warn } = collect();
    assert.equal(animateDelayMs(-20, warn), 0);
    assert.equal(animateDelayMs(MAX_ANIMATE_DELAY_MS + 1, warn), MAX_ANIMATE_DELAY_MS);
    assert.equal(warnings.length, 2);
  });
});

describe('animate offset', () => {
  it('pixels and percentages, with or without a unit', () => {
    assert.deepEqual(readOffset('120', assert.fail), { value: 120, unit: 'px' });
    assert.deepEqual(readOffset(' 120PX ', assert.fail), { value: 120, unit: 'px' });
    assert.deepEqual(readOffset('25%', assert.fail), { value: 25, unit: '%' });
    assert.deepEqual(readOffset('12.5 %', assert.fail), { value: 12.5, unit: '%' });
    assert.deepEqual(readOffset('0', assert.fail), { value: 0, unit: 'px' });
    assert.deepEqual(readOffset(undefined, assert.fail), { value: 10, unit: '%' });
    assert.deepEqual(readOffset('', assert.fail), { value: 10, unit: '%' });
  });

  it('anything else warns and reads as 10%; above 90% warns and reads as 90%', () => {
    for (const raw of ['-20px', '10em', 'calc(10px)', '1e3', '10px 0', 'oben', '0px 0px -5000px 0px']) {
      const { warnings, warn } = collect();
      assert.deepEqual(readOffset(raw, warn), { value: 10, unit: '%' }, raw);
      assert.equal(warnings.length, 1, raw);
    }
    const { warnings, warn } = collect();
    assert.deepEqual(readOffset('150%', warn), { value: 90, unit: '%' });
    assert.equal(warnings.length, 1);
  });

  it("root margin: the view's bottom edge moved up; pixels at most 90% of the view", () => {
    assert.equal(rootMarginFor({ value: 25, unit: '%' }, 800), '0px 0px -25% 0px');
    assert.equal(rootMarginFor({ value: 120, unit: 'px' }, 800), '0px 0px -120px 0px');
    assert.equal(rootMarginFor({ value: 2000, unit: 'px' }, 600), '0px 0px -540px 0px');
    assert.equal(rootMarginFor({ value: 0, unit: 'px' }, 600), '0px 0px -0px 0px');
  });
});

describe('animate phases', () => {
  it('waiting only with motion and not yet played; otherwise done (nothing hidden)', () => {
    assert.equal(phaseAtUpgrade(true, false), 'waiting');
    assert.equal(phaseAtUpgrade(false, false), 'done');
    assert.equal(phaseAtUpgrade(true, true), 'done');
    assert.equal(phaseAtUpgrade(false, true), 'done');
  });

  it('starts only while waiting, in view and after the 300 ms after load', () => {
    for (const phase of ['waiting', 'running', 'done'] as AnimatePhase[]) {
      for (const inView of [true, false])
        for (const afterLoad of [true, false]) {
          assert.equal(
            mayStart({ phase, inView, afterLoad }),
            phase === 'waiting' && inView && afterLoad,
            `${phase} ${inView} ${afterLoad}`,
          );
        }
    }
  });

  it('motion no longer allowed or focus inside end a waiting or running animation at once', () => {
    for (const phase of ['waiting', 'running', 'done'] as AnimatePhase[]) {
      assert.equal(endsAtOnce({ phase, motionAllowed: true, focusInside: false }), false);
      assert.equal(endsAtOnce({ phase, motionAllowed: false, focusInside: false }), phase !== 'done');
      assert.equal(endsAtOnce({ phase, motionAllowed: true, focusInside: true }), phase !== 'done');
    }
  });
});
