import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  anchoredStyles,
  insideViewport,
  placementOf,
  TOOLTIP_DELAY_MS,
  TOOLTIP_GAP_PX,
  tooltipPosition,
} from '../../elements/tooltip/rules.ts';

const viewport = { width: 400, height: 800 };
const tip = { width: 200, height: 40 };

describe('<ws-tooltip> rules', () => {
  it('shows 150 ms after the pointer rests (docs/RULES.md#page-helpers)', () => assert.equal(TOOLTIP_DELAY_MS, 150));

  it('centred on the wanted side, the gap between', () => {
    assert.deepEqual(tooltipPosition({ left: 150, top: 300, width: 100, height: 20 }, tip, viewport, 'top'), {
      left: 100,
      top: 300 - TOOLTIP_GAP_PX - 40,
      placement: 'top',
    });
    assert.deepEqual(tooltipPosition({ left: 150, top: 300, width: 100, height: 20 }, tip, viewport, 'bottom'), {
      left: 100,
      top: 320 + TOOLTIP_GAP_PX,
      placement: 'bottom',
    });
    assert.deepEqual(
      tooltipPosition({ left: 10, top: 300, width: 50, height: 20 }, { width: 100, height: 40 }, viewport, 'right'),
      { left: 68, top: 290, placement: 'right' },
    );
  });

  it("flips to the other side at the viewport's edge, and stays inside it", () => {
    assert.equal(
      tooltipPosition({ left: 150, top: 10, width: 100, height: 20 }, tip, viewport, 'top').placement,
      'bottom',
    );
    assert.equal(
      tooltipPosition({ left: 150, top: 770, width: 100, height: 20 }, tip, viewport, 'bottom').placement,
      'top',
    );
    assert.equal(
      tooltipPosition({ left: 5, top: 300, width: 40, height: 20 }, tip, viewport, 'left').placement,
      'right',
    );
    // Near the right edge: pushed in, 4 px from it.
    assert.equal(
      tooltipPosition({ left: 360, top: 300, width: 30, height: 20 }, tip, viewport, 'top').left,
      400 - 200 - 4,
    );
    // No room on either side: the wanted side, kept inside.
    const cramped = tooltipPosition(
      { left: 100, top: 10, width: 100, height: 20 },
      { width: 200, height: 790 },
      viewport,
      'top',
    );
    assert.equal(`${cramped.placement} ${cramped.top}`, 'top 4');
  });

  it('anchored: the side asked for with the flip to the opposite one, the gap as margin', () => {
    assert.deepEqual(anchoredStyles('--a', 'top'), {
      'position-anchor': '--a',
      'position-area': 'top',
      'position-try-fallbacks': 'flip-block',
      margin: '8px',
    });
    assert.equal(anchoredStyles('--a', 'left')['position-try-fallbacks'], 'flip-inline');
  });

  it('reads the side it ended on from the boxes, and whether it lies inside the viewport (4 px from the edges)', () => {
    const anchor = { left: 100, top: 100, width: 50, height: 20 };
    assert.equal(placementOf({ left: 90, top: 60, width: 80, height: 32 }, anchor), 'top');
    assert.equal(placementOf({ left: 90, top: 128, width: 80, height: 32 }, anchor), 'bottom');
    assert.equal(placementOf({ left: 10, top: 94, width: 82, height: 32 }, anchor), 'left');
    assert.equal(placementOf({ left: 158, top: 94, width: 82, height: 32 }, anchor), 'right');
    const viewport = { width: 400, height: 300 };
    assert.equal(insideViewport({ left: 4, top: 4, width: 392, height: 292 }, viewport), true);
    assert.equal(insideViewport({ left: 3, top: 10, width: 50, height: 20 }, viewport), false);
    assert.equal(insideViewport({ left: 360, top: 10, width: 40, height: 20 }, viewport), false);
  });
});
