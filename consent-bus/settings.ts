// The consent settings a page carries (#ws-consent-settings) and the banner service may update.
// Bad fields never break the page: each one is reported by name and replaced by a safe default.
import { matchOneOf, yesNoWord } from '../platform/values.ts';

export type ConsentType = 'optin' | 'optout' | 'optinstats' | 'other';
export type UseCategories = 'no' | 'hidden' | 'visible' | 'legacy';

export interface ConsentSettings {
  prefix: string;
  region: string;
  consenttype: ConsentType;
  use_categories: UseCategories;
  cookie_expiry: number;
  cookie_domain: string;
  cookie_path: string;
  set_cookies_on_root: boolean;
  current_policy_id: string;
  soft_cookiewall: boolean;
  dismiss_on_scroll: boolean;
  dismiss_on_timeout: boolean;
  tm_categories: boolean;
  cat_num: number;
  tcf_active: boolean;
  geoip: boolean;
  a_b_testing: boolean;
  /** Proof of consent: every choice goes to the track endpoint with the visitor's consent id (docs/REFERENCE.md,
   * "Endpoints"). */
  record_consent: boolean;
  do_not_track: boolean;
  forceEnableStats: boolean;
  version: string;
  banner_version: string;
  url: string;
  /** The page opts in to running marked scripts added after its parse (see the README's threat model). */
  run_scripts_added_later: boolean;
  /** Colours, texts, readmore_* and whatever else the banner reads: passed through as given. */
  extra: Record<string, unknown>;
}

/** Safe defaults: opt-in, banner shown, nothing but functional until the visitor chooses. */
export const DEFAULT_SETTINGS: ConsentSettings = {
  prefix: 'cmplz_',
  region: 'eu',
  consenttype: 'optin',
  use_categories: 'visible',
  cookie_expiry: 365,
  cookie_domain: '',
  cookie_path: '/',
  set_cookies_on_root: false,
  current_policy_id: '',
  soft_cookiewall: false,
  dismiss_on_scroll: false,
  dismiss_on_timeout: false,
  tm_categories: false,
  cat_num: 0,
  tcf_active: false,
  geoip: false,
  a_b_testing: false,
  record_consent: false,
  do_not_track: false,
  forceEnableStats: false,
  version: '',
  banner_version: '',
  url: '/wp-json/complianz',
  run_scripts_added_later: false,
  extra: {},
};

export const CONSENT_TYPES: readonly ConsentType[] = ['optin', 'optout', 'optinstats', 'other'];
const USE_CATEGORIES: readonly UseCategories[] = ['no', 'hidden', 'visible', 'legacy'];
/** The most tag-manager event categories we accept: more is a broken setting, not a site. */
export const MAX_EVENT_CATEGORIES = 50;

export type Report = (field: string, problem: string) => void;

type Reader<T> = (value: unknown) => T | undefined;

// The kit's one yes/no table; "" is no here, as WordPress writes an unticked box into JSON.
const asBoolean: Reader<boolean> = (value) => yesNoWord(value, false);
const asString: Reader<string> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const asCount =
  (max: number): Reader<number> =>
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
  };
const asOneOf =
  <T extends string>(allowed: readonly T[]): Reader<T> =>
  (value) =>
    matchOneOf(value, allowed);
/** Cookie attribute values: no separators that could add attributes of their own. */
const asCookieAttribute: Reader<string> = (value) =>
  typeof value === 'string' && !/[;,\s]/.test(value) ? value : undefined;
const asPrefix: Reader<string> = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{0,32}$/.test(value) ? value : undefined;
/** The banner service base: a same-site path or an http(s) URL, never javascript: or data:. */
const asServiceUrl: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '');
  return /^https?:\/\/[^\s]+$/i.test(value) ? value.replace(/\/+$/, '') : undefined;
};

const READERS: { [K in Exclude<keyof ConsentSettings, 'extra'>]: Reader<ConsentSettings[K]> } = {
  prefix: asPrefix,
  region: asString,
  consenttype: asOneOf(CONSENT_TYPES),
  use_categories: (value) => (value === true ? 'visible' : value === false ? 'no' : asOneOf(USE_CATEGORIES)(value)),
  cookie_expiry: asCount(3650),
  cookie_domain: asCookieAttribute,
  cookie_path: (value) => (typeof value === 'string' && value.startsWith('/') ? asCookieAttribute(value) : undefined),
  set_cookies_on_root: asBoolean,
  current_policy_id: asString,
  soft_cookiewall: asBoolean,
  dismiss_on_scroll: asBoolean,
  dismiss_on_timeout: asBoolean,
  tm_categories: asBoolean,
  cat_num: asCount(MAX_EVENT_CATEGORIES),
  tcf_active: asBoolean,
  geoip: asBoolean,
  a_b_testing: asBoolean,
  record_consent: asBoolean,
  do_not_track: asBoolean,
  forceEnableStats: asBoolean,
  version: asString,
  banner_version: asString,
  url: asServiceUrl,
  run_scripts_added_later: asBoolean,
};

/** Names that would reach an object's prototype rather than a field of ours. */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** Reads a settings object field by field over `base`; unknown fields go to `extra`. */
export function normalizeSettings(
  raw: unknown,
  report: Report,
  base: ConsentSettings = DEFAULT_SETTINGS,
): ConsentSettings {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    if (raw !== undefined) report('(settings)', 'must be a JSON object; using safe defaults');
    return { ...base, extra: { ...base.extra } };
  }
  const settings: ConsentSettings = { ...base, extra: { ...base.extra } };
  const fields = settings as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(raw)) {
    if (PROTOTYPE_NAMES.has(field)) {
      report(field, 'is not a settings field; ignored');
      continue;
    }
    // Own fields only: "hasOwnProperty" or "toString" must not find Object.prototype's functions.
    const read = Object.hasOwn(READERS, field)
      ? (READERS[field as keyof typeof READERS] as Reader<unknown>)
      : undefined;
    if (!read) {
      settings.extra[field] = value;
      continue;
    }
    if (value === null || value === undefined) continue;
    const parsed = read(value);
    if (parsed === undefined)
      report(field, `has an invalid value ${JSON.stringify(value)}; using ${JSON.stringify(fields[field])}`);
    else fields[field] = parsed;
  }
  return settings;
}

/** The settings of the page: the JSON of #ws-consent-settings, or safe defaults. */
export function readPageSettings(text: string | null | undefined, report: Report): ConsentSettings {
  if (!text?.trim()) return normalizeSettings(undefined, report);
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (error) {
    report('(settings)', `is not valid JSON (${(error as Error).message}); using safe defaults`);
    return normalizeSettings(undefined, report);
  }
  return normalizeSettings(raw, report);
}

/** Every element with the settings' id (through the prototype: a named element may shadow querySelectorAll). */
export const settingsCandidates = (doc: Document): Element[] => [
  ...Document.prototype.querySelectorAll.call(doc, '[id="ws-consent-settings"]'),
];

/** Settings are data in a JSON script, never another element that carries the id. */
export const isSettingsScript = (element: Element): element is HTMLScriptElement =>
  element instanceof HTMLScriptElement && element.type.trim().toLowerCase() === 'application/json';

/**
 * The page's settings element: only a `<script type="application/json" id="ws-consent-settings">`.
 * Another element with that id (injected markup placed before the real one) is named and ignored.
 */
export function pageSettingsElement(doc: Document, report: Report): HTMLScriptElement | undefined {
  const candidates = settingsCandidates(doc);
  const scripts = candidates.filter(isSettingsScript);
  if (candidates.length > scripts.length)
    report('(settings)', `element #ws-consent-settings that is not a <script type="application/json"> ignored`);
  if (scripts.length > 1)
    report('(settings)', `appears ${scripts.length} times; the first <script type="application/json"> counts`);
  return scripts[0];
}
