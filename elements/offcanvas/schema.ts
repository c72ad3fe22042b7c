// The attributes of <ws-offcanvas>, every field of its configuration (camelCase prop -> type; the
// attribute is its kebab-case form, the config JSON uses snake_case). No React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import { FIELD_DEFAULTS } from './rules.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  ANIMATIONS,
  ARRIVALS,
  CSS_ANIMATION_STATUSES,
  DIRECTIONS,
  FREQUENCIES,
  PANEL_TYPES,
  POSITIONS,
  SCROLL_DIRECTIONS,
  SCROLL_TARGETS,
  TRANSITIONS,
} from './rules.ts';

export const offcanvasAttributes = {
  type: { type: 'string', default: FIELD_DEFAULTS.type },
  // Its default depends on the type (center for popups, bottom for sliding bars): the rules decide.
  position: 'string',
  height: { type: 'string', default: FIELD_DEFAULTS.height },
  transition: { type: 'string', default: FIELD_DEFAULTS.transition },
  enterAnimation: { type: 'string', default: FIELD_DEFAULTS.enterAnimation },
  enterAnimationDirection: { type: 'string', default: FIELD_DEFAULTS.enterAnimationDirection },
  enterAnimationSpeed: { type: 'number', default: FIELD_DEFAULTS.enterAnimationSpeed },
  exitAnimation: { type: 'string', default: FIELD_DEFAULTS.exitAnimation },
  exitAnimationDirection: { type: 'string', default: FIELD_DEFAULTS.exitAnimationDirection },
  exitAnimationSpeed: { type: 'number', default: FIELD_DEFAULTS.exitAnimationSpeed },
  // Its default depends on the type (yes for popups, no for sliding bars): the rules decide.
  overlay: 'yesno',
  overlayPageScrollbar: { type: 'yesno', default: FIELD_DEFAULTS.overlayPageScrollbar },
  statusCssAnimations: { type: 'string', default: FIELD_DEFAULTS.statusCssAnimations },
  isMobile: { type: 'yesno', default: FIELD_DEFAULTS.isMobile },
  closeOnEsc: { type: 'yesno', default: FIELD_DEFAULTS.closeOnEsc },
  overlayCloseOnClick: { type: 'yesno', default: FIELD_DEFAULTS.overlayCloseOnClick },
  onClick: { type: 'yesno', default: FIELD_DEFAULTS.onClick },
  onClickElement: 'string',
  frequency: { type: 'string', default: FIELD_DEFAULTS.frequency },
  frequencyXtimes: { type: 'number', default: FIELD_DEFAULTS.frequencyXtimes },
  frequencyXdays: { type: 'number', default: FIELD_DEFAULTS.frequencyXdays },
  afterXPageViews: { type: 'yesno', default: FIELD_DEFAULTS.afterXPageViews },
  numberOfPageViews: { type: 'number', default: FIELD_DEFAULTS.numberOfPageViews },
  afterXSessions: { type: 'yesno', default: FIELD_DEFAULTS.afterXSessions },
  numberOfSessions: { type: 'number', default: FIELD_DEFAULTS.numberOfSessions },
  whenArrivingFrom: 'list',
  offCanvasState: { type: 'string', default: FIELD_DEFAULTS.offCanvasState },
  isOpened: { type: 'yesno', default: FIELD_DEFAULTS.isOpened },
  onPageLoad: { type: 'yesno', default: FIELD_DEFAULTS.onPageLoad },
  timeOnPage: { type: 'yesno', default: FIELD_DEFAULTS.timeOnPage },
  timeOnPageDuration: { type: 'number', default: FIELD_DEFAULTS.timeOnPageDuration },
  onScroll: { type: 'yesno', default: FIELD_DEFAULTS.onScroll },
  scrollDirection: { type: 'string', default: FIELD_DEFAULTS.scrollDirection },
  scrollTo: { type: 'string', default: FIELD_DEFAULTS.scrollTo },
  scrollElement: 'string',
  scrollPosition: 'string',
  exitIntent: { type: 'yesno', default: FIELD_DEFAULTS.exitIntent },
  afterInactivity: { type: 'yesno', default: FIELD_DEFAULTS.afterInactivity },
  inactivityDuration: { type: 'number', default: FIELD_DEFAULTS.inactivityDuration },
  label: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-offcanvas> beyond its schema (scripts/manifest.ts). */
export const offcanvasDescription = {
  tag: 'ws-offcanvas',
  schema: offcanvasAttributes,
  summary:
    'A popup (modal dialog) or sliding bar, opened by triggers, hash links, a configured element or ' +
    'script, and kept in check by display rules. Needs an `id`.',
  attributes: {
    type: { description: 'Popup or sliding bar.', values: PANEL_TYPES },
    position: { description: 'Where it sits.', values: POSITIONS, default: 'center (popup), bottom (sliding bar)' },
    height: { description: 'Height of a top or bottom bar.', values: ['auto', 'full'] },
    transition: { description: 'Sliding bars: `push` moves the page aside.', values: TRANSITIONS },
    enterAnimation: { description: 'Opening animation.', values: ANIMATIONS },
    enterAnimationDirection: { description: 'Direction of the opening animation.', values: DIRECTIONS },
    enterAnimationSpeed: { description: 'Duration of the opening animation, in seconds.' },
    exitAnimation: { description: 'Closing animation.', values: ANIMATIONS },
    exitAnimationDirection: { description: 'Direction of the closing animation.', values: DIRECTIONS },
    exitAnimationSpeed: { description: 'Duration of the closing animation, in seconds.' },
    overlay: { description: 'yes/no: a dimmed layer behind the panel.', default: 'yes (popup), no (sliding bar)' },
    overlayPageScrollbar: { description: 'yes/no: the page keeps its scrollbar while open (no: scroll lock).' },
    statusCssAnimations: {
      description: 'Where animations play (`desktop`: none below 640 px or with `is-mobile`).',
      values: CSS_ANIMATION_STATUSES,
    },
    isMobile: { description: 'yes/no: treat the visitor as on a phone.' },
    closeOnEsc: { description: 'yes/no: Escape closes it.' },
    overlayCloseOnClick: { description: 'yes/no: a click on the overlay closes it.' },
    onClick: { description: 'yes/no: the click trigger.' },
    onClickElement: { description: 'CSS selector of what opens it on click (a link that opens it does not navigate).' },
    frequency: {
      description: 'Display rule (`day` 24 h, `week` 7 days, `month` one calendar month).',
      values: FREQUENCIES,
    },
    frequencyXtimes: { description: 'Times it may open, with `frequency="xtimes"`.' },
    frequencyXdays: { description: 'Days between openings, with `frequency="xdays"`.' },
    afterXPageViews: { description: 'yes/no: shown only after a number of page views.' },
    numberOfPageViews: { description: 'The page views for `after-xpage-views`.' },
    afterXSessions: { description: 'yes/no: suppressed while the session count is at or below a number.' },
    numberOfSessions: { description: 'The sessions for `after-xsessions`.' },
    whenArrivingFrom: { description: 'Comma list: show only to visitors arriving from these.', values: ARRIVALS },
    offCanvasState: { description: '`opened`: open on load.', values: ['closed', 'opened'] },
    isOpened: { description: 'yes/no: open on load.' },
    onPageLoad: { description: 'yes/no: open 100 ms after load.' },
    timeOnPage: { description: 'yes/no: open after some time on the page.' },
    timeOnPageDuration: { description: 'Seconds for `time-on-page`.' },
    onScroll: { description: 'yes/no: open on scrolling.' },
    scrollDirection: { description: 'Scroll direction for `on-scroll`.', values: SCROLL_DIRECTIONS },
    scrollTo: { description: 'What the scroll must reach: a position or an element.', values: SCROLL_TARGETS },
    scrollElement: { description: 'CSS selector, with `scroll-to="element"`.' },
    scrollPosition: { description: 'Pixels or a percentage (`300`, `40%`), with `scroll-to="position"`.' },
    exitIntent: { description: 'yes/no: open when the pointer leaves through the top of the window (once per page).' },
    afterInactivity: { description: 'yes/no: open after the visitor was inactive.' },
    inactivityDuration: { description: 'Seconds for `after-inactivity`.' },
    label: {
      description: 'The accessible name.',
      default: 'the first heading in the content, else Hinweis / Hinweisleiste',
    },
  },
  extraAttributes: {
    id: { type: 'string', description: "Required: hash links and the display rules' counters use it." },
    config: {
      type: 'string',
      description:
        'Every field as one JSON object, with the snake_case field names of docs/RULES.md#settings-field-names; ' +
        'single attributes win.',
    },
  },
  properties: {
    state: { description: '`closed`, `open` or `closing`.' },
    suppressedBecause: { description: 'The display rule keeping the triggers off, or `null`.' },
  },
  methods: {
    open: { description: 'Opens the panel (no-op when open); `lockScroll: false` opens without the scroll lock.' },
    close: { description: 'Closes with the exit animation; resolves when closed.' },
    toggle: { description: 'Opens or closes.' },
  },
  events: {
    'ws-offcanvas-open': 'When the panel opens, with what opened it.',
    'ws-offcanvas-close': 'When the panel starts closing, with what closed it.',
  },
  slots: { '': "The panel's content." },
  cssParts: {
    panel: 'The dialog or bar.',
    content: 'Wraps the content.',
    'close-button': 'The close button.',
    overlay: 'The overlay of a sliding bar.',
  },
  cssProperties: {
    '--ws-offcanvas-background': { description: 'Panel background.', default: 'var(--ws-color-surface)' },
    '--ws-offcanvas-width': { description: 'Width of a popup.', default: '32rem' },
    '--ws-offcanvas-bar-size': { description: 'Width of a left or right bar.', default: '22rem' },
    '--ws-offcanvas-overlay-opacity': { description: 'Opacity of the overlay.', default: '0.6' },
    '--ws-offcanvas-z-index': {
      description: 'Stacking layer of a sliding bar (above the consent banner).',
      default: '2147483500',
    },
  },
} as const satisfies ElementDescription<typeof offcanvasAttributes>;
