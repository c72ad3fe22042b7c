import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { definingSliceBudget, UPGRADE_COST_MS, UPGRADE_SLICE_MS } from '../../elements/kit/upgrade-slices.ts';

describe('the render time left to the task that defines a tag', () => {
  it('is the whole slice for a page of a few elements', () => {
    assert.equal(definingSliceBudget(0), UPGRADE_SLICE_MS);
    assert.ok(definingSliceBudget(20) > UPGRADE_SLICE_MS - 1);
  });

  it('shrinks by the browser’s own upgrade of each element', () => {
    assert.equal(definingSliceBudget(1000), UPGRADE_SLICE_MS - 1000 * UPGRADE_COST_MS);
    assert.ok(definingSliceBudget(1000) < definingSliceBudget(500));
  });

  it('is nothing, never less, when the upgrade alone fills the slice', () => {
    assert.equal(definingSliceBudget(2000), 0);
    assert.equal(definingSliceBudget(1_000_000), 0);
  });
});
