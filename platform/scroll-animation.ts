// The one scroll animation of the code that ships (hash links, back to top): eased in and out, one
// step per frame, instant steps so the browser's own smooth scrolling does not add its time.

/** Ease in and out (a cubic): slow at both ends, so the page neither jerks off nor slams to a stop. */
export const easeInOut = (progress: number): number =>
  progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;

/** Where the page stands `elapsedMs` into a move from `from` to `to` that takes `durationMs`. */
export function easedPosition(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return Math.round(from + (to - from) * easeInOut(Math.max(0, elapsedMs) / durationMs));
}

/** What ends a scroll the visitor takes over: the page then stays where they leave it. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `view` to `top` over `durationMs`. With `yieldToVisitor`, a wheel, touch, key or pointer
 * press stops it where it is. Resolves true once there, false when the visitor took over.
 */
export function animateScroll(
  view: Window,
  top: number,
  durationMs: number,
  { yieldToVisitor = false }: { yieldToVisitor?: boolean } = {},
): Promise<boolean> {
  const from = view.scrollY;
  const began = view.performance.now();
  let takenOver = false;
  const takeOver = () => (takenOver = true);
  if (yieldToVisitor) for (const type of TAKE_OVER_EVENTS) view.addEventListener(type, takeOver, { passive: true });
  return new Promise((resolve) => {
    const step = (now: number) => {
      if (!takenOver) view.scrollTo({ top: easedPosition(from, top, now - began, durationMs), behavior: 'instant' });
      if (!takenOver && now - began < durationMs) {
        view.requestAnimationFrame(step);
        return;
      }
      for (const type of TAKE_OVER_EVENTS) view.removeEventListener(type, takeOver);
      resolve(!takenOver);
    };
    view.requestAnimationFrame(step);
  });
}
