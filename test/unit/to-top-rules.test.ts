import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { easedPosition, easeInOut } from '../../platform/scroll-animation.ts';
import { scrollMove, TO_TOP_SCROLL_MS, TO_TOP_SHOW_AFTER_PX, toTopShown } from '../../elements/to-top/rules.ts';

describe('<ws-to-top> rules', () => {
  it('has the values of docs/RULES.md#page-helpers: beyond 200 px, 1200 ms', () => {
    assert.equal(TO_TOP_SHOW_AFTER_PX, 200);
    assert.equal(TO_TOP_SCROLL_MS, 1200);
  });

  it('shows beyond 200 px; with scroll-down-only only after a downward move; never over an open layer', () => {
    const at = (scrollY: number, lastMove: 'down' | 'up' | 'none', scrollDownOnly = false, coveredLayerOpen = false) =>
      toTopShown({ scrollY, lastMove, scrollDownOnly, coveredLayerOpen });
    assert.equal(at(200, 'down'), false, 'at 200 px: not yet ("more than 200 px")');
    assert.equal(at(201, 'none'), true, 'arrived further down (a reload): shown');
    assert.equal(at(5000, 'up'), true);
    assert.equal(at(5000, 'up', true), false, 'scroll-down-only: hidden while going up');
    assert.equal(at(5000, 'none', true), false, 'scroll-down-only: not before a move down');
    assert.equal(at(5000, 'down', true), true);
    assert.equal(at(5000, 'down', false, true), false, 'a banner or panel is open');
  });

  it('a move under a pixel keeps the last direction', () => {
    assert.equal(scrollMove(100, 300, 'none'), 'down');
    assert.equal(scrollMove(300, 100, 'down'), 'up');
    assert.equal(scrollMove(300, 300.5, 'up'), 'up');
  });

  it('the page reaches the top in exactly 1200 ms, easing in and out, never past it', () => {
    const scrollPositionAt = (startY: number, elapsedMs: number) =>
      easedPosition(startY, 0, elapsedMs, TO_TOP_SCROLL_MS);
    assert.equal(scrollPositionAt(3000, 0), 3000);
    assert.equal(scrollPositionAt(3000, TO_TOP_SCROLL_MS / 2), 1500);
    assert.equal(scrollPositionAt(3000, TO_TOP_SCROLL_MS), 0);
    assert.equal(scrollPositionAt(3000, TO_TOP_SCROLL_MS * 2), 0);
    assert.equal(scrollPositionAt(3000, -50), 3000);
    // Slow at both ends: the first and the last tenth move less than a tenth of the way.
    assert.ok(3000 - scrollPositionAt(3000, TO_TOP_SCROLL_MS / 10) < 300);
    assert.ok(scrollPositionAt(3000, (TO_TOP_SCROLL_MS * 9) / 10) < 300);
    let before = 3000;
    for (let ms = 0; ms <= TO_TOP_SCROLL_MS; ms += 16) {
      const now = scrollPositionAt(3000, ms);
      assert.ok(now <= before, `moves only up (${ms} ms)`);
      before = now;
    }
    assert.equal(easeInOut(0), 0);
    assert.equal(easeInOut(1), 1);
  });
});
