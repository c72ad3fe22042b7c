// The rules of <ws-scroll-sections>, pure (no DOM, no React): the product's numbers
// (docs/RULES.md#scroll-sections), when the sections are stepped, which section a scroll position
// shows, where a step goes (and when it leaves the element to the page instead: never a trap), when
// a wheel event is a new gesture, the keys, the sections' names and the hash. Positions are offsets
// in px from the element's top, as the page scrolls: the page's scroll position is the one source
// of truth.
import type { Language } from '../../platform/environment.ts';
import { readPositive, type Warn } from '../../platform/values.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import type { scrollSectionsAttributes } from './schema.ts';

// ---------------------------------------------------------------------------------------------
// The product's numbers (docs/RULES.md#scroll-sections)

/** "Scroll sections: sensitivity 450 ms": after a step, wheel input is ignored this long, so one gesture is one step.
 */
export const SCROLL_SECTIONS_SENSITIVITY_MS = 450;
/** "Container break point 1051 px": narrower windows get the sections as ordinary content. */
export const SCROLL_SECTIONS_BREAK_POINT_PX = 1051;
/** "Height 100vh per element": each section is one screen high (less a sticky site header). */
export const SECTION_HEIGHT_VH = 100;
/** "Plus 50vh": the last section stays this long before the page below comes (the container is 100vh per element plus
 * 50vh). */
export const DWELL_VH = 50;
/** "Hundred percent height on mobile" is an option, off unless the page asks. */
export const FULL_HEIGHT_MOBILE_DEFAULT = false;

/** A sensitivity above this swallows a visitor's next deliberate gesture: the element would feel stuck. */
export const MAX_SENSITIVITY_MS = 2000;
/** Scroll positions come in fractions of a pixel: closer than this counts as there. */
export const EDGE_TOLERANCE_PX = 2;
/**
 * How long after load (and after the element's code arrived) a section named by the address on
 * arrival holds its place: the browser's own smooth jump to the anchor, blind to sticky sections,
 * takes up to about a second and re-aims as the page's layout changes.
 */
export const ARRIVAL_HOLD_MS = 1000;
/** Wheel silence that ends a gesture: trackpad inertia sends an event every frame (~16 ms), a wheel flick's notches
 * come within ~100 ms. */
export const WHEEL_GESTURE_GAP_MS = 200;
/** An event this much stronger than the one before is a new swipe during the last one's inertia (which only ever
 * fades). */
export const WHEEL_ACCELERATION = 1.5;
/** A smooth step that never reports its end (scrollend) is taken as over after this long. */
export const MAX_STEP_SCROLL_MS = 1500;

// ---------------------------------------------------------------------------------------------
// Settings

/** The attributes as the schema types them. */
export type ScrollSectionsAttributes = ParsedAttributes<typeof scrollSectionsAttributes>;

export interface ScrollSectionsSettings {
  breakPointPx: number;
  sensitivityMs: number;
  fullHeightMobile: boolean;
}

/** The attributes checked once per change: a bad value warns and reads as the default. */
export function scrollSectionsSettings(attributes: ScrollSectionsAttributes, warn: Warn): ScrollSectionsSettings {
  const breakPointPx = readPositive(
    'attribute "break-point"',
    attributes.breakPoint,
    SCROLL_SECTIONS_BREAK_POINT_PX,
    warn,
    true,
  );
  let sensitivityMs = readPositive(
    'attribute "sensitivity"',
    attributes.sensitivity,
    SCROLL_SECTIONS_SENSITIVITY_MS,
    warn,
  );
  if (sensitivityMs > MAX_SENSITIVITY_MS) {
    warn(
      `attribute "sensitivity" above ${MAX_SENSITIVITY_MS} ms ignores a visitor's next gesture, got ` +
        `${sensitivityMs}; using ${MAX_SENSITIVITY_MS}`,
    );
    sensitivityMs = MAX_SENSITIVITY_MS;
  }
  return { breakPointPx, sensitivityMs, fullHeightMobile: attributes.fullHeightMobile };
}

export type SectionsMode = 'stepped' | 'flow';

/**
 * Stepped only on a wide window where motion is allowed (platform/motion.ts: reduced motion, the site's
 * animation status), and with something to step through; otherwise ordinary content in the flow.
 */
export function sectionsMode({
  wide,
  motionAllowed,
  count,
}: {
  wide: boolean;
  motionAllowed: boolean;
  count: number;
}): SectionsMode {
  return wide && motionAllowed && count >= 2 ? 'stepped' : 'flow';
}

/** How tall each section is at least: a screen when wide, the small viewport on a phone with the option, else its
 * content. */
export type SectionHeight = 'screen' | 'small-screen' | 'content';

export function sectionHeight(wide: boolean, fullHeightMobile: boolean): SectionHeight {
  return wide ? 'screen' : fullHeightMobile ? 'small-screen' : 'content';
}

// ---------------------------------------------------------------------------------------------
// Geometry: offsets from the element's top in px (0: its top at the line where sections stick)

export interface SectionsGeometry {
  /** Each section's top in the flow. */
  tops: number[];
  heights: number[];
  /** One screen: what a section shows at once (the viewport less a sticky header). */
  unit: number;
  /** The room after the last section (50vh). */
  dwell: number;
}

/** The sections laid out one after another (no margins between them in stepped mode). */
export function geometryOf(heights: readonly number[], unit: number, dwell: number): SectionsGeometry {
  const tops: number[] = [];
  let top = 0;
  for (const height of heights) {
    tops.push(top);
    top += height;
  }
  return { tops, heights: [...heights], unit, dwell };
}

/** The container: every section at least a screen high, plus the dwell (100vh per element plus 50vh). */
export function containerHeight(heights: readonly number[], unit: number, dwell: number): number {
  return heights.reduce((sum, height) => sum + Math.max(height, unit), 0) + dwell;
}

/** Where section `index` shows its end (its start for one that fits a screen): it reads on from its top to here. */
export function sectionEnd(index: number, { tops, heights, unit }: SectionsGeometry): number {
  return tops[index]! + Math.max(0, heights[index]! - unit);
}

/** The section shown at `offset`: the last whose top has crossed the middle of the screen. */
export function sectionAt(offset: number, geometry: SectionsGeometry): number {
  let shown = 0;
  geometry.tops.forEach((top, index) => {
    if (top <= offset + geometry.unit / 2) shown = index;
  });
  return shown;
}

/** The sections cover the whole screen: from the first sticking until the last leaves after the dwell. */
export function fillsViewport(offset: number, geometry: SectionsGeometry): boolean {
  const last = geometry.tops.length - 1;
  if (last < 0) return false;
  return offset >= -EDGE_TOLERANCE_PX && offset <= sectionEnd(last, geometry) + geometry.dwell + EDGE_TOLERANCE_PX;
}

export type StepAction = 'next' | 'previous' | 'first' | 'last';

export interface StepTarget {
  index: number;
  offset: number;
}

/**
 * Where a step goes from `offset`, or undefined: the step leaves the element, and the page's own
 * scrolling takes over (before the first section, after the last: never a trap). A section taller
 * than a screen is read a screen at a time before the next comes.
 */
export function stepTarget(action: StepAction, offset: number, geometry: SectionsGeometry): StepTarget | undefined {
  const count = geometry.tops.length;
  if (count === 0) return undefined;
  const { tops, unit } = geometry;
  const index = sectionAt(offset, geometry);
  const end = sectionEnd(index, geometry);
  const last = count - 1;
  switch (action) {
    case 'next':
      if (offset < end - EDGE_TOLERANCE_PX) return { index, offset: Math.min(offset + unit, end) };
      return index < last ? { index: index + 1, offset: tops[index + 1]! } : undefined;
    case 'previous': {
      // Past where the section rests (the next one sliding in): back to it. The last rests through the dwell.
      const rest = end + (index === last ? geometry.dwell : 0);
      if (offset > rest + EDGE_TOLERANCE_PX) return { index, offset: end };
      const reading = Math.min(offset, end);
      if (reading > tops[index]! + EDGE_TOLERANCE_PX) return { index, offset: Math.max(tops[index]!, reading - unit) };
      return index > 0 ? { index: index - 1, offset: sectionEnd(index - 1, geometry) } : undefined;
    }
    case 'first':
      return index === 0 && offset <= tops[0]! + EDGE_TOLERANCE_PX ? undefined : { index: 0, offset: tops[0]! };
    case 'last':
      return index === last && offset >= tops[last]! - EDGE_TOLERANCE_PX
        ? undefined
        : { index: last, offset: tops[last]! };
  }
}

/** The keys that move the page a screen (Page Down, Page Up, Space): arriving by them is `arrivalTarget`'s. */
export function isPageKey(key: string): boolean {
  return key === 'PageDown' || key === 'PageUp' || key === ' ' || key === 'Spacebar';
}

/**
 * Arriving by a page key from the page above (or below): when the page's own step of about a screen
 * would carry past where the first section rests (the last, from below), the step stops there, so
 * the first step is shown whole instead of half covered by the second. Undefined: the page scrolls.
 */
export function arrivalTarget(action: StepAction, offset: number, geometry: SectionsGeometry): StepTarget | undefined {
  const last = geometry.tops.length - 1;
  if (last < 0) return undefined;
  const first = geometry.tops[0]!;
  if (action === 'next' && offset < first - EDGE_TOLERANCE_PX && first - offset < geometry.unit)
    return { index: 0, offset: first };
  const lastRest = sectionEnd(last, geometry);
  const leaves = lastRest + geometry.dwell;
  if (action === 'previous' && offset > leaves + EDGE_TOLERANCE_PX && offset - leaves < geometry.unit)
    return { index: last, offset: lastRest };
  return undefined;
}

/** Where the page goes when focus lands in section `index`: that section shown, as little moved as possible. */
export function focusOffset(index: number, offset: number, geometry: SectionsGeometry): number {
  return Math.min(Math.max(offset, geometry.tops[index]!), sectionEnd(index, geometry));
}

// ---------------------------------------------------------------------------------------------
// Input

export interface WheelMoment {
  /** When this event came (ms). */
  now: number;
  deltaY: number;
  /** The previous wheel event's time and delta (-Infinity and 0 before the first). */
  lastWheelAt: number;
  lastDeltaY: number;
}

/**
 * A wheel event starts a new gesture after a silence, in the other direction, or much stronger than
 * the one before (a new swipe during inertia). Everything else continues the gesture it belongs to.
 */
export function startsWheelGesture({ now, deltaY, lastWheelAt, lastDeltaY }: WheelMoment): boolean {
  if (now - lastWheelAt >= WHEEL_GESTURE_GAP_MS) return true;
  if (Math.sign(deltaY) !== Math.sign(lastDeltaY)) return true;
  return Math.abs(deltaY) > Math.abs(lastDeltaY) * WHEEL_ACCELERATION;
}

/** A new gesture may step once the sensitivity has passed since the last step. */
export function wheelMayStep(moment: WheelMoment, lastStepAt: number, sensitivityMs: number): boolean {
  return moment.now - lastStepAt >= sensitivityMs && startsWheelGesture(moment);
}

/** The keys the element answers: Page Down/Up, arrows Down/Up, Space and Shift+Space, Home and End. */
export function keyAction(key: string, shift: boolean): StepAction | undefined {
  if (key === ' ' || key === 'Spacebar') return shift ? 'previous' : 'next';
  if (shift) return undefined;
  const actions: Record<string, StepAction> = {
    PageDown: 'next',
    ArrowDown: 'next',
    PageUp: 'previous',
    ArrowUp: 'previous',
    Home: 'first',
    End: 'last',
  };
  return actions[key];
}

// ---------------------------------------------------------------------------------------------
// Names and the address

/** What a section says about its name, read from its markup. */
export interface SectionNaming {
  dataName?: string | null | undefined;
  ariaLabel?: string | null | undefined;
  heading?: string | null | undefined;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The name in the dot navigation: `data-name`, else `aria-label`, else its heading, else "Abschnitt n". */
export function sectionName(naming: SectionNaming, index: number, texts: ScrollSectionsTexts): string {
  return clean(naming.dataName) || clean(naming.ariaLabel) || clean(naming.heading) || texts.section(index);
}

/**
 * The section a hash names: its id compared as a string (decoded and as written), never put into a
 * selector. -1: none of ours.
 */
export function sectionForHash(hash: string, ids: readonly string[]): number {
  const raw = hash.replace(/^#/, '');
  if (!raw) return -1;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A lone "%" is not an escape: the id is compared as written.
  }
  const index = ids.findIndex((id) => id !== '' && (id === decoded || id === raw));
  return index;
}

export interface ScrollSectionsTexts {
  nav: string;
  section: (index: number) => string;
}

export const SCROLL_SECTIONS_TEXTS: Record<Language, ScrollSectionsTexts> = {
  de: { nav: 'Abschnitte', section: (index) => `Abschnitt ${index + 1}` },
  en: { nav: 'Sections', section: (index) => `Section ${index + 1}` },
};
