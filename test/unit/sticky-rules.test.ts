import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STICKY_RESIZE_DEBOUNCE_MS, stickyParentProblem, stickyState } from '../../elements/sticky/rules.ts';

describe('<ws-sticky> rules', () => {
  it('has a resize debounce of 350 ms', () => assert.equal(STICKY_RESIZE_DEBOUNCE_MS, 350));

  it("unstuck below the line, stuck at it, bottomed when the parent's end holds it", () => {
    const at = (top: number, bottom: number, parentBottom: number) =>
      stickyState({ top, bottom, parentBottom, stickAt: 77 });
    assert.equal(at(300, 500, 2000), 'unstuck');
    assert.equal(at(77.3, 277, 2000), 'stuck', 'sub-pixel is the same place');
    assert.equal(at(77, 277, 277), 'bottomed', 'at the line with the parent ending right under it');
    assert.equal(at(-40, 160, 160), 'bottomed', 'pushed up by the parent');
  });

  it('no parent to stick within: none, or the page itself', () => {
    assert.equal(stickyParentProblem('aside'), undefined);
    assert.match(stickyParentProblem(undefined)!, /no parent/);
    assert.match(stickyParentProblem('body')!, /directly in <body>/);
    assert.match(stickyParentProblem('html')!, /directly in <html>/);
  });
});
