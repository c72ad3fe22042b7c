// The rules of <ws-offcanvas>, pure (no DOM): its configuration with defaults, the display rules of
// docs/RULES.md#display-rules, and the arrival classifier. The element and the tests both use these.
import type { ParsedAttributes } from '../kit/attributes.ts';
import {
  atMost,
  matchOneOf,
  MAX_TRANSITION_MS,
  MAX_WAIT_MS,
  readOneOf,
  readPositive,
  type Warn,
} from '../../platform/values.ts';
import type { offcanvasAttributes } from './schema.ts';

/** The defaults of the fields with a fixed one (docs/RULES.md#off-canvas); schema.ts declares them with these. */
export const FIELD_DEFAULTS = {
  type: 'popup',
  height: 'auto',
  transition: 'overlap',
  enterAnimation: 'fade',
  enterAnimationDirection: 'static',
  enterAnimationSpeed: 1,
  exitAnimation: 'fade',
  exitAnimationDirection: 'static',
  exitAnimationSpeed: 1,
  overlayPageScrollbar: true,
  statusCssAnimations: 'desktop_and_mobile',
  isMobile: false,
  closeOnEsc: true,
  overlayCloseOnClick: true,
  onClick: false,
  frequency: 'none',
  frequencyXtimes: 1,
  frequencyXdays: 1,
  afterXPageViews: false,
  numberOfPageViews: 0,
  afterXSessions: false,
  numberOfSessions: 0,
  offCanvasState: 'closed',
  isOpened: false,
  onPageLoad: false,
  timeOnPage: false,
  timeOnPageDuration: 10,
  onScroll: false,
  scrollDirection: 'down',
  scrollTo: 'position',
  exitIntent: false,
  afterInactivity: false,
  inactivityDuration: 30,
} as const;
export const PAGE_LOAD_DELAY_MS = 100;
export const DAY_MS = 864e5;
export const WEEK_MS = 6048e5;

export const PANEL_TYPES = ['popup', 'sliding-bar'] as const;
export const POSITIONS = ['left', 'right', 'top', 'bottom', 'center'] as const;
export const TRANSITIONS = ['overlap', 'push'] as const;
export const ANIMATIONS = ['none', 'fade', 'slide', 'zoom'] as const;
export const DIRECTIONS = ['static', 'up', 'down', 'left', 'right'] as const;
export const CSS_ANIMATION_STATUSES = ['off', 'desktop', 'desktop_and_mobile'] as const;
export const FREQUENCIES = ['none', 'close', 'once', 'xtimes', 'session', 'day', 'week', 'month', 'xdays'] as const;
export const ARRIVALS = ['internal', 'external', 'search'] as const;
export const SCROLL_TARGETS = ['position', 'element'] as const;
export const SCROLL_DIRECTIONS = ['down', 'up'] as const;
const HEIGHTS = ['auto', 'full'] as const;
const STATES = ['closed', 'opened'] as const;

type PanelType = (typeof PANEL_TYPES)[number];
type Position = (typeof POSITIONS)[number];
export type Animation = (typeof ANIMATIONS)[number];
export type Direction = (typeof DIRECTIONS)[number];
type Frequency = (typeof FREQUENCIES)[number];
type Arrival = (typeof ARRIVALS)[number];

/** A scroll position: pixels from the top, or a percentage of the scrollable height. */
export interface ScrollPosition {
  value: number;
  unit: 'px' | '%';
}

export interface OffcanvasConfig {
  type: PanelType;
  position: Position;
  fullHeight: boolean;
  transition: (typeof TRANSITIONS)[number];
  enter: { animation: Animation; direction: Direction; speedMs: number };
  exit: { animation: Animation; direction: Direction; speedMs: number };
  overlay: boolean;
  /** The page keeps its scrollbar while the panel is open (no scroll lock). */
  pageScrollbar: boolean;
  cssAnimations: (typeof CSS_ANIMATION_STATUSES)[number];
  isMobile: boolean;
  closeOnEsc: boolean;
  closeOnOverlayClick: boolean;
  startsOpen: boolean;
  label: string | undefined;
  triggers: {
    pageLoad: boolean;
    /** ms after load, or undefined when off. */
    timeOnPageMs: number | undefined;
    scroll:
      | { direction: (typeof SCROLL_DIRECTIONS)[number]; to: 'position'; position: ScrollPosition }
      | { direction: (typeof SCROLL_DIRECTIONS)[number]; to: 'element'; selector: string }
      | undefined;
    exitIntent: boolean;
    inactivityMs: number | undefined;
    clickSelector: string | undefined;
  };
  rules: {
    frequency: Frequency;
    xtimes: number;
    xdays: number;
    /** Shown only once the page-view count is above this (undefined: no rule). */
    pageViews: number | undefined;
    /** Suppressed while the session count is at or below this (undefined: no rule). */
    sessions: number | undefined;
    /** Allowed arrival classes (empty: any). */
    arrivingFrom: Arrival[];
  };
}

/** What the element's attributes (or config JSON) hold, typed by the kit, before the rules read them; absent fields
 * take the schema's defaults. */
export type OffcanvasFields = Partial<ParsedAttributes<typeof offcanvasAttributes>>;

/** The settings' snake_case field name of a prop, for warnings a page author can search for. */
const fieldName = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const field = (prop: string) => `field "${fieldName(prop)}"`;
// "sliding_bar" and "desktop-and-mobile" are what people type too.
const spelling = (prop: string) => (raw: string) => {
  const spoken = raw.trim().toLowerCase();
  return prop === 'statusCssAnimations' ? spoken.replace(/-/g, '_') : spoken.replace(/_/g, '-');
};
const fieldOneOf = <T extends string>(
  prop: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
  warn: Warn,
): T => readOneOf(field(prop), raw, allowed, fallback, warn, spelling(prop));
const fieldPositive = (prop: string, raw: number | undefined, fallback: number, warn: Warn) =>
  readPositive(field(prop), raw, fallback, warn);
/** A duration field in seconds as milliseconds, at most `maxMs` (docs/REFERENCE.md "Durations"). */
const fieldSecondsMs = (prop: string, raw: number | undefined, fallback: number, maxMs: number, warn: Warn) =>
  atMost(field(prop), fieldPositive(prop, raw, fallback, warn), maxMs / 1000, warn, 's') * 1000;

/** "300", "300px" or "40%". */
function parseScrollPosition(raw: string | undefined, warn: Warn): ScrollPosition {
  // Trimmed first: two runs of \s* around an optional unit backtracked for seconds on long blanks.
  const match = /^(\d{1,15}(?:\.\d{1,15})?)\s*(px|%)?$/.exec((raw ?? '').trim());
  if (match) return { value: Number(match[1]), unit: match[2] === '%' ? '%' : 'px' };
  warn(`field "scroll_position" expects pixels or a percentage, got ${JSON.stringify(raw ?? '')}; using "0"`);
  return { value: 0, unit: 'px' };
}

/** Reads every field with its default; each bad value warns once with field, value and default. */
export function offcanvasConfig(given: OffcanvasFields, warn: Warn): OffcanvasConfig {
  // Absent (or undefined) fields take the schema's default.
  const fields = {
    ...FIELD_DEFAULTS,
    ...(Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as OffcanvasFields),
  };
  const type = fieldOneOf('type', fields.type, PANEL_TYPES, FIELD_DEFAULTS.type, warn);
  const position = fieldOneOf('position', fields.position, POSITIONS, type === 'popup' ? 'center' : 'bottom', warn);
  const transition = fieldOneOf('transition', fields.transition, TRANSITIONS, FIELD_DEFAULTS.transition, warn);
  if (transition === 'push' && type !== 'sliding-bar')
    warn('field "transition" "push" is for sliding bars only; using "overlap"');
  const speed = (prop: 'enterAnimationSpeed' | 'exitAnimationSpeed') =>
    fieldSecondsMs(prop, fields[prop], FIELD_DEFAULTS[prop], MAX_TRANSITION_MS, warn);
  const direction = (prop: 'enterAnimationDirection' | 'exitAnimationDirection') =>
    fieldOneOf(prop, fields[prop], DIRECTIONS, FIELD_DEFAULTS[prop] as Direction, warn);
  const scrollTo = fieldOneOf('scrollTo', fields.scrollTo, SCROLL_TARGETS, FIELD_DEFAULTS.scrollTo, warn);
  const scrollDirection = fieldOneOf(
    'scrollDirection',
    fields.scrollDirection,
    SCROLL_DIRECTIONS,
    FIELD_DEFAULTS.scrollDirection,
    warn,
  );
  const { onScroll } = fields;
  let scroll: OffcanvasConfig['triggers']['scroll'];
  if (onScroll && scrollTo === 'element') {
    if (fields.scrollElement?.trim())
      scroll = { direction: scrollDirection, to: 'element', selector: fields.scrollElement.trim() };
    else warn('field "scroll_element" is empty; the scroll trigger is off');
  } else if (onScroll) {
    scroll = { direction: scrollDirection, to: 'position', position: parseScrollPosition(fields.scrollPosition, warn) };
  }
  const { onClick } = fields;
  if (onClick && !fields.onClickElement?.trim()) warn('field "on_click_element" is empty; the click trigger is off');
  const frequency = fieldOneOf('frequency', fields.frequency, FREQUENCIES, FIELD_DEFAULTS.frequency, warn);
  const arrivingFrom = (fields.whenArrivingFrom ?? []).filter((value): value is Arrival => {
    if (matchOneOf(value, ARRIVALS)) return true;
    warn(`field "when_arriving_from" has the unknown value ${JSON.stringify(value)}; ignoring it`);
    return false;
  });
  return {
    type,
    position,
    fullHeight: fieldOneOf('height', fields.height, HEIGHTS, FIELD_DEFAULTS.height, warn) === 'full',
    transition: transition === 'push' && type === 'sliding-bar' ? 'push' : 'overlap',
    enter: {
      animation: fieldOneOf('enterAnimation', fields.enterAnimation, ANIMATIONS, FIELD_DEFAULTS.enterAnimation, warn),
      direction: direction('enterAnimationDirection'),
      speedMs: speed('enterAnimationSpeed'),
    },
    exit: {
      animation: fieldOneOf('exitAnimation', fields.exitAnimation, ANIMATIONS, FIELD_DEFAULTS.exitAnimation, warn),
      direction: direction('exitAnimationDirection'),
      speedMs: speed('exitAnimationSpeed'),
    },
    overlay: fields.overlay ?? type === 'popup',
    pageScrollbar: fields.overlayPageScrollbar,
    cssAnimations: fieldOneOf(
      'statusCssAnimations',
      fields.statusCssAnimations,
      CSS_ANIMATION_STATUSES,
      FIELD_DEFAULTS.statusCssAnimations,
      warn,
    ),
    isMobile: fields.isMobile,
    closeOnEsc: fields.closeOnEsc,
    closeOnOverlayClick: fields.overlayCloseOnClick,
    startsOpen:
      fieldOneOf('offCanvasState', fields.offCanvasState, STATES, FIELD_DEFAULTS.offCanvasState, warn) === 'opened' ||
      fields.isOpened,
    label: fields.label?.trim() || undefined,
    triggers: {
      pageLoad: fields.onPageLoad,
      timeOnPageMs: fields.timeOnPage
        ? fieldSecondsMs(
            'timeOnPageDuration',
            fields.timeOnPageDuration,
            FIELD_DEFAULTS.timeOnPageDuration,
            MAX_WAIT_MS,
            warn,
          )
        : undefined,
      scroll,
      exitIntent: fields.exitIntent,
      inactivityMs: fields.afterInactivity
        ? fieldSecondsMs(
            'inactivityDuration',
            fields.inactivityDuration,
            FIELD_DEFAULTS.inactivityDuration,
            MAX_WAIT_MS,
            warn,
          )
        : undefined,
      clickSelector: onClick ? fields.onClickElement?.trim() || undefined : undefined,
    },
    rules: {
      frequency,
      xtimes:
        frequency === 'xtimes'
          ? Math.floor(fieldPositive('frequencyXtimes', fields.frequencyXtimes, FIELD_DEFAULTS.frequencyXtimes, warn))
          : 1,
      xdays:
        frequency === 'xdays'
          ? fieldPositive('frequencyXdays', fields.frequencyXdays, FIELD_DEFAULTS.frequencyXdays, warn)
          : 1,
      pageViews: fields.afterXPageViews ? Math.max(0, fields.numberOfPageViews) : undefined,
      sessions: fields.afterXSessions ? Math.max(0, fields.numberOfSessions) : undefined,
      arrivingFrom,
    },
  };
}

/** The per-panel counters kept in browser storage (docs/RULES.md#settings-field-names). */
export interface PanelCounters {
  open_count: number;
  close_count: number;
  closed: boolean;
  page_views: number;
  sessions: number;
  /** ms since the epoch, or null before the first opening. */
  last_open_date: number | null;
}

export const FIRST_VISIT: PanelCounters = {
  open_count: 0,
  close_count: 0,
  closed: false,
  page_views: 0,
  sessions: 0,
  last_open_date: null,
};

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** Whatever storage held (nothing, garbage, a half-written object): counters that make sense. */
export function readCounters(stored: string | null): PanelCounters {
  if (!stored) return { ...FIRST_VISIT };
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return { ...FIRST_VISIT };
  }
  if (!data || typeof data !== 'object') return { ...FIRST_VISIT };
  const record = data as Record<string, unknown>;
  const last = record.last_open_date;
  return {
    open_count: count(record.open_count),
    close_count: count(record.close_count),
    closed: record.closed === true,
    page_views: count(record.page_views),
    sessions: count(record.sessions),
    last_open_date: typeof last === 'number' && Number.isFinite(last) && last > 0 ? last : null,
  };
}

export const afterOpening = (counters: PanelCounters, now: number): PanelCounters => ({
  ...counters,
  open_count: counters.open_count + 1,
  last_open_date: now,
});
export const afterClosing = (counters: PanelCounters): PanelCounters => ({
  ...counters,
  close_count: counters.close_count + 1,
  closed: true,
});

/** The same day of the next month, or that month's last day when it is shorter (31 Jan -> 28/29 Feb). */
export function oneCalendarMonthAfter(time: number): number {
  const date = new Date(time);
  const next = new Date(date);
  next.setDate(1);
  next.setMonth(date.getMonth() + 1);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(date.getDate(), lastDay));
  return next.getTime();
}

export interface RuleContext {
  counters: PanelCounters;
  now: number;
  openedThisSession: boolean;
  arrival: Arrival;
}

/** Why the display rules keep the panel from opening automatically, or null when they allow it. */
export function suppression(
  rules: OffcanvasConfig['rules'],
  { counters, now, openedThisSession, arrival }: RuleContext,
): string | null {
  const last = counters.last_open_date;
  // How long an opening keeps the panel shut, for the time-based frequencies.
  const shutFor: Partial<Record<Frequency, number>> = { day: DAY_MS, week: WEEK_MS, xdays: rules.xdays * DAY_MS };
  const frequency = rules.frequency;
  const until =
    last === null
      ? undefined
      : frequency === 'month'
        ? oneCalendarMonthAfter(last)
        : shutFor[frequency] !== undefined
          ? last + shutFor[frequency]!
          : undefined;
  if (
    (frequency === 'close' && counters.closed) ||
    (frequency === 'once' && counters.open_count > 0) ||
    (frequency === 'xtimes' && counters.open_count >= rules.xtimes) ||
    (frequency === 'session' && openedThisSession) ||
    (until !== undefined && now < until)
  ) {
    return (
      `frequency ${frequency}: opened ${counters.open_count} times${counters.closed ? ', closed' : ''}` +
      `${openedThisSession ? ', this session too' : ''}`
    );
  }
  if (rules.pageViews !== undefined && counters.page_views <= rules.pageViews)
    return `after ${rules.pageViews} page views: this is view ${counters.page_views}`;
  if (rules.sessions !== undefined && counters.sessions <= rules.sessions)
    return `after ${rules.sessions} sessions: this is session ${counters.sessions}`;
  if (rules.arrivingFrom.length && !rules.arrivingFrom.includes(arrival))
    return `arriving from ${arrival}, allowed: ${rules.arrivingFrom.join(', ')}`;
  return null;
}

// The banner's hold on triggers (and on the panels' code) lives in banner-wait.ts, which the shell's
// small waiting chunk shares without this file.
export { bannerHoldsTriggers, CONSENT_GRACE_MS, type BannerSituation } from './banner-wait.ts';

type Triggers = OffcanvasConfig['triggers'];

/** The triggers that fire by themselves (they wait for the banner), apart from the visitor's click (it never waits). */
export function splitTriggers(triggers: Triggers): { automatic: Triggers; click: Triggers } {
  const none: Triggers = {
    pageLoad: false,
    timeOnPageMs: undefined,
    scroll: undefined,
    exitIntent: false,
    inactivityMs: undefined,
    clickSelector: undefined,
  };
  return {
    automatic: { ...triggers, clickSelector: undefined },
    click: { ...none, clickSelector: triggers.clickSelector },
  };
}

/** Hosts of the common search engines (any country domain). */
const SEARCH_ENGINES =
  /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|baidu|yandex|startpage|qwant|ask|aol|web|t-online|metager)\.[a-z.]+$/;

/** The arrival class of a visit: the same site, a search engine, or anywhere else (including none). */
export function classifyArrival(referrer: string, ownHost: string): Arrival {
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return 'external';
  }
  if (host === ownHost) return 'internal';
  return SEARCH_ENGINES.test(host) ? 'search' : 'external';
}
