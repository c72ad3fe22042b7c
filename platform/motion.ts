// Whether an element may move: the visitor's reduced-motion wish, the site's animation status
// (the animation status: off, desktop, desktop_and_mobile; docs/RULES.md#motion) and the screen's width.
// Every motion element (video background, parallax, animate, title, scroll sections) asks here.
import { REDUCED_MOTION_MEDIA } from './environment.ts';
import { readOneOf, type Warn } from './values.ts';

export const ANIMATION_STATUSES = ['off', 'desktop', 'desktop_and_mobile'] as const;
export type AnimationStatus = (typeof ANIMATION_STATUSES)[number];

/** The site-wide setting is an attribute of `<html>`: the WordPress host writes its "Animations status" there. */
export const ANIMATION_STATUS_ATTRIBUTE = 'data-ws-animations';

/** Without the attribute, animations run everywhere (the most permissive status). */
export const DEFAULT_ANIMATION_STATUS: AnimationStatus = 'desktop_and_mobile';

/**
 * A phone or small tablet: at or below the medium breakpoint (1024 px,
 * docs/RULES.md#breakpoints-and-widths), as site.css draws it.
 */
export const PHONE_MEDIA = '(max-width: 64em)';

/** Animations start 300 ms after load (docs/RULES.md#motion). */
export const ANIMATIONS_START_AFTER_LOAD_MS = 300;

/** What the motion decision depends on, read from the page (pure input for `motionAllowedBy`). */
export interface MotionContext {
  reducedMotion: boolean;
  phone: boolean;
  status: AnimationStatus;
}

/** The rule: reduced motion stops everything; `off` stops everything; `desktop` stops it on phones. */
export function motionAllowedBy({ reducedMotion, phone, status }: MotionContext): boolean {
  if (reducedMotion || status === 'off') return false;
  return status === 'desktop_and_mobile' || !phone;
}

/** The `<html>` attribute read as a status; a value that is none warns and reads as the default. */
export function readAnimationStatus(raw: string | null, warn: Warn): AnimationStatus {
  if (raw === null) return DEFAULT_ANIMATION_STATUS;
  return readOneOf(
    ANIMATION_STATUS_ATTRIBUTE,
    raw.trim().toLowerCase(),
    ANIMATION_STATUSES,
    DEFAULT_ANIMATION_STATUS,
    warn,
  );
}

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/** The page's motion context now. */
export function currentMotionContext(warn: Warn): MotionContext {
  return {
    reducedMotion: matches(REDUCED_MOTION_MEDIA),
    phone: matches(PHONE_MEDIA),
    status: readAnimationStatus(document.documentElement.getAttribute(ANIMATION_STATUS_ATTRIBUTE), warn),
  };
}

/** True when this element may move now. */
export function motionAllowed(warn: Warn): boolean {
  return motionAllowedBy(currentMotionContext(warn));
}

/**
 * Calls `onChange` whenever the answer may have changed: the reduced-motion wish, the width crossing
 * the phone breakpoint, or the `<html>` attribute. Returns the unsubscribe.
 */
export function watchMotion(onChange: () => void): () => void {
  const queries = typeof matchMedia === 'function' ? [matchMedia(REDUCED_MOTION_MEDIA), matchMedia(PHONE_MEDIA)] : [];
  for (const query of queries) query.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ANIMATION_STATUS_ATTRIBUTE] });
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/** Resolves 300 ms after the page's load event (what is left of them, when it fired earlier). */
export function afterLoadDelay(delayMs = ANIMATIONS_START_AFTER_LOAD_MS): Promise<void> {
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
  if (document.readyState !== 'complete')
    return new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true })).then(() =>
      wait(delayMs),
    );
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadedAt = navigation?.loadEventEnd || performance.now();
  return wait(loadedAt + delayMs - performance.now());
}
