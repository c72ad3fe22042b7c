// Gestures every element reads the same way (the lightbox's stage, the slider's viewport): pure, no DOM.

/** A swipe moves at least this far along its axis; less is a tap or a wobble. */
export const SWIPE_MIN_PX = 50;

export type SwipeAxis = 'horizontal' | 'vertical';

/**
 * Where a swipe goes: along the axis, far enough, and more along it than across it. A swipe to the
 * left (or up) shows the next item, as a page turns. Undefined: no swipe.
 */
export function swipeDirection(dx: number, dy: number, axis: SwipeAxis): 'next' | 'previous' | undefined {
  if (![dx, dy].every(Number.isFinite)) return undefined;
  const along = axis === 'horizontal' ? dx : dy;
  const across = axis === 'horizontal' ? dy : dx;
  if (Math.abs(along) < SWIPE_MIN_PX || Math.abs(along) <= Math.abs(across)) return undefined;
  return along < 0 ? 'next' : 'previous';
}
