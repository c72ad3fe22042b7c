// What the banner shows and where: pure functions over the settings, tested without a browser.
import type { BaseCategory, NamedCategory } from '../../consent-bus/categories.ts';
import type { Language } from '../../platform/environment.ts';
import { safeUrl } from '../../platform/urls.ts';
import { MAX_WAIT_MS, readOneOf, type Warn } from '../../platform/values.ts';

/**
 * The banner hides this long after allow or dismiss, showing that the choice was saved
 * (docs/RULES.md#the-consent-banner).
 */
export const BANNER_HIDE_DELAY_MS = 1000;

/**
 * Until when the first frame shows "saved" (epoch ms), kept on the host: the element, arriving within
 * that second, shows it for the rest of it instead of closing at once (a registry symbol, because
 * the first frame and the element are separate files).
 */
const SAVED_UNTIL = Symbol.for('ws.consent-banner.saved-until');
type SavedHost = { [SAVED_UNTIL]?: number };

export function markSavedUntil(host: object, until: number | undefined): void {
  (host as SavedHost)[SAVED_UNTIL] = until;
}

/** How long the first frame's "saved" still has to show, in ms (0 when none). */
export function savedTimeLeft(host: object, now: number): number {
  return Math.max(0, ((host as SavedHost)[SAVED_UNTIL] ?? 0) - now);
}

/**
 * What the visitor set in the first frame and has not answered yet (the switches, and whether the
 * second layer is open), kept on the host: the element starts from it, so a switch ticked before
 * the take-over is not lost on the way to "Auswahl speichern".
 */
const FIRST_FRAME_DRAFT = Symbol.for('ws.consent-banner.first-frame-draft');
export interface BannerDraft {
  choices: Record<string, boolean>;
  expanded: boolean;
}
type DraftHost = { [FIRST_FRAME_DRAFT]?: BannerDraft };

export function keepDraft(host: object, draft: BannerDraft | undefined): void {
  (host as DraftHost)[FIRST_FRAME_DRAFT] = draft;
}

/** The first frame's draft for these categories, taken once (a banner shown again later starts from the bus), or
 * undefined when there is none. */
export function takeDraft<Name extends string>(
  host: object,
  categories: readonly Name[],
): { choices: Record<Name, boolean>; expanded: boolean } | undefined {
  const draft = (host as DraftHost)[FIRST_FRAME_DRAFT];
  if (!draft) return undefined;
  keepDraft(host, undefined);
  const choices = {} as Record<Name, boolean>;
  for (const name of categories) choices[name] = draft.choices[name] === true;
  return { choices, expanded: draft.expanded === true };
}

/** Default banner width (docs/RULES.md#the-consent-banner). */
export const BANNER_WIDTH_PX = 468;
/** The revoke button peeks out when the pointer comes this close to the window edge. */
export const REVOKE_EDGE_PX = 20;

/** Whether the pointer at (x, y) is near the left or bottom window edge, where the revoke button peeks out. */
export function nearRevokeEdge(x: number, y: number, windowHeight: number): boolean {
  return x <= REVOKE_EDGE_PX || y >= windowHeight - REVOKE_EDGE_PX;
}

/** Room kept free above the open banner for a focused control's outline and a little air, in px. */
export const BANNER_ROOM_MARGIN_PX = 8;

/**
 * How much of the screen's bottom the page keeps free while the banner shows there: the banner's
 * height from its top edge to the screen's bottom, and a margin. 0 for a banner that does not sit on
 * the bottom edge, or that fills the screen (nothing would be left to scroll to), or for nonsense
 * (docs/ACCESSIBILITY.md, "Focus never under the banner").
 */
export function bannerRoomBelow(top: number, bottom: number, viewportHeight: number): number {
  if (![top, bottom, viewportHeight].every(Number.isFinite) || viewportHeight <= 0) return 0;
  const onBottomEdge = bottom >= viewportHeight - 2 * BANNER_ROOM_MARGIN_PX;
  if (!onBottomEdge || top <= 0 || top >= viewportHeight) return 0;
  return Math.ceil(viewportHeight - top) + BANNER_ROOM_MARGIN_PX;
}
/** Auto-dismiss by time-out waits this long unless the settings say `dismiss_timeout`. */
export const DEFAULT_DISMISS_TIMEOUT_MS = 10_000;

export const POSITIONS = ['bottom', 'bottom-left', 'bottom-right', 'top', 'centered'] as const;
export type BannerPosition = (typeof POSITIONS)[number];
export const LAYOUTS = ['basic', 'categories'] as const;
export type BannerLayout = (typeof LAYOUTS)[number];
export const THEMES = ['light', 'dark'] as const;
export type BannerTheme = (typeof THEMES)[number];

/** How a warning names the value: the attribute when it is set, else the settings field it came from. */
const source = (attribute: string | undefined, name: string) =>
  attribute !== undefined ? `attribute "${name}"` : `setting "${name}"`;

/** Complianz writes "center"; we call it centered. The attribute wins over the settings. */
export function bannerPosition(attribute: string | undefined, settingsValue: unknown, warn: Warn): BannerPosition {
  const normalize = (value: string) => (value === 'center' ? 'centered' : value);
  return readOneOf(source(attribute, 'position'), attribute ?? settingsValue, POSITIONS, 'bottom', warn, normalize);
}

/** Categories layout when the settings show categories (use_categories "visible" or "legacy"). */
export function bannerLayout(attribute: string | undefined, useCategories: string, warn: Warn): BannerLayout {
  if (attribute !== undefined) return readOneOf('attribute "layout"', attribute, LAYOUTS, 'basic', warn);
  return useCategories === 'visible' || useCategories === 'legacy' ? 'categories' : 'basic';
}

/**
 * The banner's classes, the same in the first frame and the element: the layout and whether the
 * second layer (the switches, opened by "Einstellungen") is open decide what the styles show.
 */
export function bannerClassName(
  position: BannerPosition,
  theme: BannerTheme,
  layout: BannerLayout,
  expanded: boolean,
): string {
  return `banner position-${position} theme-${theme} layout-${layout}${expanded ? ' expanded' : ''}`;
}

/** The id of the switches' fieldset, which "Einstellungen" shows and hides. */
export const CATEGORIES_ID = 'categories';

/**
 * "Einstellungen" is a disclosure: it says whether the switches show, and names them while they do
 * (docs/ACCESSIBILITY.md, "Einstellungen").
 */
export function preferencesDisclosure(expanded: boolean): {
  'aria-expanded': 'true' | 'false';
  'aria-controls'?: string;
} {
  return expanded ? { 'aria-expanded': 'true', 'aria-controls': CATEGORIES_ID } : { 'aria-expanded': 'false' };
}

export function bannerTheme(attribute: string | undefined, settingsValue: unknown, warn: Warn): BannerTheme {
  return readOneOf(source(attribute, 'theme'), attribute ?? settingsValue, THEMES, 'light', warn);
}

export interface BannerTexts {
  title: string;
  message: string;
  accept: string;
  deny: string;
  save: string;
  preferences: string;
  saved: string;
  readMore: string;
  revoke: string;
  /** Closes the banner a visitor reopened, leaving the choice as it was. */
  close: string;
  categories: Record<BannerCategory, string>;
  /** The name of the switches' group: not the banner's title again (docs/ACCESSIBILITY.md, "Einstellungen"). */
  categoriesLabel: string;
  /** One short line per category: what it is for (shown under its switch, read as its description). */
  purposes: Record<BannerCategory, string>;
  alwaysActive: string;
  /** Introduces the services a category releases, after its purpose ("Dienste: YouTube, Vimeo"). */
  services: string;
}

export type BannerCategory = BaseCategory;

/** The category names come from the bus (one table for every consent text), so they are not here. */
export const DEFAULT_TEXTS: Record<Language, Omit<BannerTexts, 'categories'>> = {
  de: {
    title: 'Cookie-Einstellungen',
    message:
      'Wir verwenden Cookies und ähnliche Techniken. Einige sind für den Betrieb der Website nötig, andere ' +
      'helfen uns, die Website zu verbessern, oder laden Inhalte anderer Anbieter. Sie entscheiden, was ' +
      'Sie zulassen.',
    accept: 'Alle akzeptieren',
    deny: 'Ablehnen',
    save: 'Auswahl speichern',
    preferences: 'Einstellungen',
    saved: 'Ihre Auswahl wurde gespeichert.',
    readMore: 'Datenschutzerklärung',
    revoke: 'Einwilligung verwalten',
    close: 'Schließen',
    purposes: {
      functional: 'Nötig, damit die Website funktioniert.',
      preferences: 'Merkt sich Ihre Einstellungen, etwa Schriften.',
      statistics: 'Zählt Besuche, damit wir die Website verbessern.',
      marketing: 'Lädt Videos, Karten und Inhalte anderer Anbieter.',
    },
    alwaysActive: 'immer aktiv',
    categoriesLabel: 'Kategorien',
    services: 'Dienste',
  },
  en: {
    title: 'Cookie settings',
    message:
      'We use cookies and similar techniques. Some are needed to run the site, others help us improve it ' +
      'or load content from other providers. You decide what you allow.',
    accept: 'Accept all',
    deny: 'Deny',
    save: 'Save choices',
    preferences: 'Preferences',
    saved: 'Your choice has been saved.',
    readMore: 'Privacy policy',
    revoke: 'Manage consent',
    close: 'Close',
    purposes: {
      functional: 'Needed for the site to work.',
      preferences: 'Remembers your settings, such as fonts.',
      statistics: 'Counts visits so we can improve the site.',
      marketing: 'Loads videos, maps and other providers’ content.',
    },
    alwaysActive: 'always active',
    categoriesLabel: 'Categories',
    services: 'Services',
  },
};

/** Settings fields (Complianz names) that replace a default text when they hold a non-empty string. */
const TEXT_FIELDS: Array<[keyof Omit<BannerTexts, 'categories' | 'purposes'>, string[]]> = [
  ['title', ['header', 'title']],
  ['accept', ['accept_all', 'accept']],
  ['deny', ['deny', 'dismiss']],
  ['save', ['save_preferences']],
  ['preferences', ['view_preferences']],
  ['readMore', ['readmore_text']],
  ['revoke', ['manage_consent', 'revoke']],
];

/** A settings value is text for people: a list longer than this is cut (the plugin sends at most 300). */
const MAX_SERVICES_TEXT = 320;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The banner texts: the settings' own, else German (English on an English page). The category
 * names are the bus's `CATEGORY_NAMES`, passed in: the first frame may not import the bus.
 */
export function bannerTexts(
  extra: Record<string, unknown>,
  consentType: string,
  language: Language,
  categoryNames: Record<Language, Record<NamedCategory, string>>,
): BannerTexts {
  const defaults = DEFAULT_TEXTS[language];
  const { functional, preferences, statistics, marketing } = categoryNames[language];
  const texts: BannerTexts = {
    ...defaults,
    categories: { functional, preferences, statistics, marketing },
    purposes: { ...defaults.purposes },
  };
  texts.message =
    text(extra[consentType === 'optout' ? 'message_optout' : 'message_optin']) ?? text(extra.message) ?? texts.message;
  for (const [key, fields] of TEXT_FIELDS) {
    const value = fields.map((field) => text(extra[field])).find(Boolean);
    if (value) texts[key] = value;
  }
  for (const category of Object.keys(texts.categories) as BannerCategory[]) {
    texts.categories[category] = text(extra[`category_${category}`]) ?? texts.categories[category];
    // The services the site owner's scan found for this switch (docs/WORDPRESS.md "Settings").
    const services = text(extra[`services_${category}`]);
    if (services)
      texts.purposes[category] =
        `${texts.purposes[category]} ${texts.services}: ${services.slice(0, MAX_SERVICES_TEXT)}`;
  }
  return texts;
}

/** The read-more link of the visitor's region (readmore_optin, readmore_eu, readmore_us …), if safe. */
export function readMoreUrl(extra: Record<string, unknown>, region: string, consentType: string): string | undefined {
  return (
    safeUrl(extra[`readmore_${region}`]) ?? safeUrl(extra[`readmore_${consentType}`]) ?? safeUrl(extra.readmore_url)
  );
}

/** Colour settings that are plain colours (no url(), no expressions) map to --ws-* properties. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
const PALETTE: Array<[string, string]> = [
  ['colorpalette_background_color', '--ws-banner-background'],
  ['colorpalette_text_color', '--ws-banner-text'],
  ['colorpalette_button_accept_background_color', '--ws-banner-accept-background'],
  ['colorpalette_button_accept_text_color', '--ws-banner-accept-text'],
  ['colorpalette_button_deny_background_color', '--ws-banner-deny-background'],
  ['colorpalette_button_deny_text_color', '--ws-banner-deny-text'],
];

export function paletteProperties(extra: Record<string, unknown>): Array<[string, string]> {
  return PALETTE.flatMap(([field, property]): Array<[string, string]> => {
    const value = extra[field];
    return typeof value === 'string' && COLOR.test(value.trim()) ? [[property, value.trim()]] : [];
  });
}

/** How long the time-out auto-dismiss waits: at most MAX_WAIT_MS (docs/REFERENCE.md "Durations"). */
export function dismissTimeout(extra: Record<string, unknown>): number {
  const value = Number(extra.dismiss_timeout);
  return Number.isFinite(value) && value > 0 ? Math.min(value, MAX_WAIT_MS) : DEFAULT_DISMISS_TIMEOUT_MS;
}
