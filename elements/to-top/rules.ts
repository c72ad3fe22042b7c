// The rules of <ws-to-top>, pure (no DOM, no React): when the link shows, how the page moves to the
// top, and its texts (docs/RULES.md#page-helpers): the link shows after more than 200 px of
// scrolling (with scroll-down-only, only while scrolling down) and the scroll up takes 1200 ms; its
// settings are status, position and scroll-down-only.
import type { Language } from '../../platform/environment.ts';
import { TO_TOP_SHOW_AFTER_PX } from './code-wanted.ts';

export { TO_TOP_SHOW_AFTER_PX };
/** The scroll to the top takes this long (instant under reduced motion). */
export const TO_TOP_SCROLL_MS = 1200;

export const TO_TOP_POSITIONS = ['right', 'left'] as const;
export type ToTopPosition = (typeof TO_TOP_POSITIONS)[number];
export const DEFAULT_TO_TOP_POSITION: ToTopPosition = 'right';

export interface ToTopSituation {
  /** The page's scroll position now, in px. */
  scrollY: number;
  /** The direction of the last scroll movement. */
  lastMove: 'down' | 'up' | 'none';
  scrollDownOnly: boolean;
  /** A consent banner asks, or a panel is open: the link never lies over them. */
  coveredLayerOpen: boolean;
}

/** Shown beyond 200 px (with scroll-down-only, only after a downward movement), never over an open layer. */
export function toTopShown({ scrollY, lastMove, scrollDownOnly, coveredLayerOpen }: ToTopSituation): boolean {
  if (coveredLayerOpen || scrollY <= TO_TOP_SHOW_AFTER_PX) return false;
  return !scrollDownOnly || lastMove === 'down';
}

/** The direction of a movement from `before` to `now` (a movement under a pixel is no movement). */
export function scrollMove(
  before: number,
  now: number,
  previous: ToTopSituation['lastMove'],
): ToTopSituation['lastMove'] {
  if (now - before >= 1) return 'down';
  if (before - now >= 1) return 'up';
  return previous;
}

export interface ToTopTexts {
  label: string;
}

export const TO_TOP_TEXTS: Record<Language, ToTopTexts> = {
  de: { label: 'Nach oben' },
  en: { label: 'Back to top' },
};
