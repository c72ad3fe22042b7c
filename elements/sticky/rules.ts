// The rules of <ws-sticky>, pure (no DOM, no React): the states stuck, unstuck and bottomed, the
// resize debounce of 350 ms, and the error when no parent is found (docs/RULES.md#page-helpers).

/** docs/RULES.md#page-helpers: the offset is measured again this long after the last resize. */
export const STICKY_RESIZE_DEBOUNCE_MS = 350;

export const STICKY_STATES = ['unstuck', 'stuck', 'bottomed'] as const;
export type StickyState = (typeof STICKY_STATES)[number];

/** Where the element and its parent are now, in viewport px, and where it sticks (its top). */
export interface StickyGeometry {
  top: number;
  bottom: number;
  parentBottom: number;
  /** The `top` it sticks at: its offset plus what covers the top of the window. */
  stickAt: number;
}

/** Half a pixel either way is the same place (sub-pixel layout). */
const SAME = 0.5;

/**
 * `unstuck` at its own place in the flow (below the line it sticks at), `stuck` held at that line,
 * `bottomed` when its parent's end pushes it up (it cannot go further down).
 */
export function stickyState({ top, bottom, parentBottom, stickAt }: StickyGeometry): StickyState {
  if (top > stickAt + SAME) return 'unstuck';
  // Above the line, or at it with the parent ending right under it: the parent's end holds it.
  if (top < stickAt - SAME || parentBottom - bottom < SAME) return 'bottomed';
  return 'stuck';
}

/** The parent it sticks within, or why there is none: `<body>` and `<html>` are the page, not a parent. */
export function stickyParentProblem(parentTag: string | undefined): string | undefined {
  if (parentTag === undefined) return 'has no parent to stick within';
  if (parentTag === 'body' || parentTag === 'html')
    return `has no parent to stick within (it sits directly in <${parentTag}>)`;
  return undefined;
}
