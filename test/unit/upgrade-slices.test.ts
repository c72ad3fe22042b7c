import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  definingSliceBudget,
  definingSliceFloor,
  RENDERS_PER_SLICE_AT_LEAST,
  UPGRADE_COST_MS,
  UPGRADE_SLICE_MS,
} from '../../elements/kit/upgrade-slices.ts';

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

describe('the renders the task that defines a tag has room for at least', () => {
  it('is the floor for a page of a few hundred elements: a few always render at once', () => {
    assert.equal(definingSliceFloor(1), RENDERS_PER_SLICE_AT_LEAST);
    assert.equal(definingSliceFloor(300), RENDERS_PER_SLICE_AT_LEAST);
  });

  it('is none once the upgrade alone takes half the slice: every render waits for a later slice', () => {
    const half = Math.ceil(UPGRADE_SLICE_MS / 2 / UPGRADE_COST_MS);
    assert.equal(definingSliceFloor(half - 1), RENDERS_PER_SLICE_AT_LEAST);
    assert.equal(definingSliceFloor(half), 0);
    assert.equal(definingSliceFloor(2000), 0);
  });
});
