// The rules of <ws-animate>, pure (no DOM, no React): which animations and directions exist, the
// timing limits, how an offset ("how far into the view") becomes the IntersectionObserver's margin,
// and when the animation may start. The element and the tests use these.
import { readOneOf, readPositive, type Warn } from '../../platform/values.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import type { animateAttributes } from './schema.ts';

export const ANIMATE_ANIMATIONS = ['fade', 'slide', 'zoom', 'bounce', 'flip'] as const;
export type AnimateAnimation = (typeof ANIMATE_ANIMATIONS)[number];
/** The quietest entrance: nothing moves across the page. */
export const DEFAULT_ANIMATE_ANIMATION: AnimateAnimation = 'fade';

/**
 * Where the content comes from, in animate.css's names (the page builder uses them): `up` rises from
 * below, `left` comes in from the left.
 */
export const ANIMATE_DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type AnimateDirection = (typeof ANIMATE_DIRECTIONS)[number];
/** Content rising into place is what a reader scrolling down expects. */
export const DEFAULT_ANIMATE_DIRECTION: AnimateDirection = 'up';

/** The slide animation (600 ms, docs/RULES.md#motion): one speed for content moving into place. */
export const DEFAULT_ANIMATE_DURATION_MS = 600;
/** WCAG 2.2.2: motion longer than 5 s needs a pause control; an entrance never gets that long. */
export const MAX_ANIMATE_DURATION_MS = 5000;
/** Content in the view waits for its animation no longer than this: it is there to be read. */
export const MAX_ANIMATE_DELAY_MS = 3000;

/** The content's top must be a tenth of the view above its bottom edge: the visitor sees it move, not only its first
 * row of pixels. */
export const DEFAULT_ANIMATE_OFFSET = '10%';
/** At most this share of the view: a larger offset would leave the line the content must cross outside the view, and it
 * would never start. */
export const MAX_OFFSET_SHARE = 0.9;

export interface AnimateOffset {
  value: number;
  unit: 'px' | '%';
}

const OFFSET_PATTERN = /^(\d+(?:\.\d+)?|\.\d+)\s*(px|%)?$/i;

/** `120`, `120px` or `25%`: how far into the view the content's top must come. Anything else warns and reads as the
 * default. */
export function readOffset(raw: string | undefined, warn: Warn): AnimateOffset {
  const fallback = parseOffset(DEFAULT_ANIMATE_OFFSET)!;
  if (raw === undefined || raw.trim() === '') return fallback;
  const offset = parseOffset(raw.trim());
  if (!offset) {
    warn(
      'attribute "offset" expects pixels or a percentage of the view (120, 120px, 25%), got ' +
        `${JSON.stringify(raw.slice(0, 40))}; using ${DEFAULT_ANIMATE_OFFSET}`,
    );
    return fallback;
  }
  const maxPercent = MAX_OFFSET_SHARE * 100;
  if (offset.unit === '%' && offset.value > maxPercent) {
    warn(`attribute "offset" above ${maxPercent}% would never be reached, got ${raw.trim()}; using ${maxPercent}%`);
    return { value: maxPercent, unit: '%' };
  }
  return offset;
}

function parseOffset(text: string): AnimateOffset | undefined {
  const match = OFFSET_PATTERN.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return Number.isFinite(value) ? { value, unit: match[2] === '%' ? '%' : 'px' } : undefined;
}

/**
 * The IntersectionObserver's root margin for an offset: the view's bottom edge moved up by it. Pixels
 * are capped at MAX_OFFSET_SHARE of the view's height now (a phone's view is short).
 */
export function rootMarginFor(offset: AnimateOffset, viewHeight: number): string {
  const inset =
    offset.unit === '%'
      ? `${offset.value}%`
      : `${Math.round(Math.min(offset.value, MAX_OFFSET_SHARE * Math.max(0, viewHeight)))}px`;
  return `0px 0px -${inset} 0px`;
}

/** Milliseconds above 0, at most MAX_ANIMATE_DURATION_MS. */
export function animateDurationMs(raw: number | undefined, warn: Warn): number {
  const duration = readPositive('attribute "duration"', raw, DEFAULT_ANIMATE_DURATION_MS, warn);
  if (duration <= MAX_ANIMATE_DURATION_MS) return duration;
  warn(
    `attribute "duration" above ${MAX_ANIMATE_DURATION_MS} ms would need a pause button (WCAG 2.2.2), got ` +
      `${duration}; using ${MAX_ANIMATE_DURATION_MS}`,
  );
  return MAX_ANIMATE_DURATION_MS;
}

/** Milliseconds from 0 to MAX_ANIMATE_DELAY_MS. */
export function animateDelayMs(raw: number | undefined, warn: Warn): number {
  if (raw === undefined || raw === 0) return 0;
  if (raw < 0) {
    warn(`attribute "delay" must not be below 0, got ${raw}; using 0`);
    return 0;
  }
  if (raw <= MAX_ANIMATE_DELAY_MS) return raw;
  warn(
    `attribute "delay" above ${MAX_ANIMATE_DELAY_MS} ms keeps content in view hidden too long, got ${raw}; ` +
      `using ${MAX_ANIMATE_DELAY_MS}`,
  );
  return MAX_ANIMATE_DELAY_MS;
}

/** The attributes as the schema types them; a test may give only those it checks. */
export type AnimateAttributes = Partial<ParsedAttributes<typeof animateAttributes>>;

export interface AnimateSettings {
  animation: AnimateAnimation;
  direction: AnimateDirection;
  durationMs: number;
  delayMs: number;
  offset: AnimateOffset;
}

const spell = (value: string) => value.trim().toLowerCase();

/** Every attribute checked once per change, each problem warned once per element. */
export function animateSettings(attributes: AnimateAttributes, warn: Warn): AnimateSettings {
  return {
    animation: readOneOf(
      'attribute "animation"',
      attributes.animation,
      ANIMATE_ANIMATIONS,
      DEFAULT_ANIMATE_ANIMATION,
      warn,
      spell,
    ),
    direction: readOneOf(
      'attribute "direction"',
      attributes.direction,
      ANIMATE_DIRECTIONS,
      DEFAULT_ANIMATE_DIRECTION,
      warn,
      spell,
    ),
    durationMs: animateDurationMs(attributes.duration, warn),
    delayMs: animateDelayMs(attributes.delay, warn),
    offset: readOffset(attributes.offset, warn),
  };
}

/**
 * - `waiting`: the element's code holds the content invisible (in place) until it enters the view.
 * - `running`: the animation plays.
 * - `done`: the final state, as without script; nothing ever hides it again.
 */
export type AnimatePhase = 'waiting' | 'running' | 'done';

/**
 * The phase at the upgrade: content that may move waits (invisible, in place) for the view; without
 * motion (reduced motion, the status) or once played, it is in its final state and stays so.
 */
export function phaseAtUpgrade(motionAllowed: boolean, played: boolean): AnimatePhase {
  return motionAllowed && !played ? 'waiting' : 'done';
}

/** The animation starts once the content is in the view and the page's first 300 ms after load are over. */
export function mayStart({
  phase,
  inView,
  afterLoad,
}: {
  phase: AnimatePhase;
  inView: boolean;
  afterLoad: boolean;
}): boolean {
  return phase === 'waiting' && inView && afterLoad;
}

/**
 * What happens to a waiting or running animation when something outside it changes: motion no
 * longer allowed, or focus arriving inside (a keyboard visitor must see where focus is). Both end
 * it at once in the final state.
 */
export function endsAtOnce({
  phase,
  motionAllowed,
  focusInside,
}: {
  phase: AnimatePhase;
  motionAllowed: boolean;
  focusInside: boolean;
}): boolean {
  return phase !== 'done' && (!motionAllowed || focusInside);
}
