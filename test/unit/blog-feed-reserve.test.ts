import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { MASONRY_ONE_COLUMN_BELOW_PX } from '../../elements/blog-feed/reserve.ts';
import { fittingColumns } from '../../elements/blog-feed/rules.ts';

describe('blog feed before its code loads', () => {
  it('shows masonry items only below the width where the feed has one column (there masonry and the grid agree)', () => {
    // The feed is never wider than the viewport, so one column below the breakpoint holds for any feed.
    assert.equal(fittingColumns(6, MASONRY_ONE_COLUMN_BELOW_PX - 1), 1);
    assert.equal(fittingColumns(6, MASONRY_ONE_COLUMN_BELOW_PX), 2);
  });
});
