// The consent rules (docs/RULES.md#consent), as pure functions: what is accepted, what
// the banner does, and what each command writes. Tested table by table without a browser.
import { categoryRank, type Category } from './categories.ts';
import type { CategoryValue, ConsentStatus, StoredConsent } from './cookies.ts';
import type { ConsentAction } from './service.ts';
import type { ConsentSettings, ConsentType } from './settings.ts';

/** Countries where the visitor must act: no auto-dismiss by scroll or time-out. */
export const EXPLICIT_ACTION_COUNTRIES = ['HR', 'IT', 'ES'];
/** Countries whose visitors get a revoke button. */
export const REVOKABLE_COUNTRIES = ['HR', 'CY', 'DK', 'EE', 'FR', 'DE', 'LV', 'LT', 'NL', 'PT', 'ES'];
/** Countries with a cookie law (EU, EEA, UK, Switzerland): elsewhere no banner and every category fires. */
export const COOKIE_LAW_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
];

/** What the browser and page say, apart from cookies and settings. */
export interface ConsentEnvironment {
  doNotTrack: boolean;
  globalPrivacyControl: boolean;
  cookiesEnabled: boolean;
  /** The page has a TCF container (#cmplz-tcf-container or similar). */
  tcfContainer: boolean;
  /** ISO country code from the country lookup, when there is one. */
  country?: string;
}

export type BannerReason =
  'needs-choice' | 'choice-made' | 'do-not-track' | 'cookies-disabled' | 'no-cookie-law' | 'tcf';

export interface BannerDecision {
  show: boolean;
  reason: BannerReason;
  /** Offer the small revoke button once a choice exists. */
  revokable: boolean;
  /** Dismiss by scroll or time-out is allowed (never for opt-in, nor in explicit-action countries). */
  autoDismiss: boolean;
}

export interface ConsentState {
  status: ConsentStatus | null;
  categories: Record<Category, boolean>;
  policyId: string;
  choiceMade: boolean;
  /** The highest accepted category. */
  level: Category;
  consentType: ConsentType;
  banner: BannerDecision;
  /** Grows when the settings change (banner service answer): texts may differ with the same consent. */
  settingsRevision: number;
  /** With record_consent: the id the visitor's consent records carry (docs/REFERENCE.md, "Cookies"). */
  consentId?: string;
}

const isOptIn = (type: ConsentType) => type === 'optin' || type === 'optinstats';

function levelOf(categories: Record<Category, boolean>): Category {
  let level: Category = 'functional';
  for (const [category, allowed] of Object.entries(categories) as Array<[Category, boolean]>) {
    if (allowed && categoryRank(category) > categoryRank(level)) level = category;
  }
  return level;
}

/** The consent state of a page, from its settings, the cookies and the browser. */
export function deriveConsentState(
  settings: ConsentSettings,
  categoryList: readonly Category[],
  stored: StoredConsent,
  environment: ConsentEnvironment,
  settingsRevision = 0,
): ConsentState {
  const type = settings.consenttype;
  const country = environment.country?.toUpperCase();
  const choiceMade = stored.choice;
  const privacySignal = settings.do_not_track && (environment.doNotTrack || environment.globalPrivacyControl);
  const noCookieLaw = type === 'other' || (country !== undefined && !COOKIE_LAW_COUNTRIES.includes(country));

  let reason: BannerReason;
  if (!environment.cookiesEnabled) reason = 'cookies-disabled';
  else if (choiceMade) reason = 'choice-made';
  else if (privacySignal) reason = 'do-not-track';
  else if (noCookieLaw) reason = 'no-cookie-law';
  else if (settings.tcf_active && environment.tcfContainer) reason = 'tcf';
  else reason = 'needs-choice';

  const status: ConsentStatus | null = reason === 'cookies-disabled' ? 'deny' : (stored.status ?? null);

  const allowed = (category: Category): boolean => {
    if (category === 'functional') return true;
    if (reason === 'cookies-disabled' || reason === 'do-not-track') return false;
    if (reason === 'no-cookie-law') return true;
    const value: CategoryValue | undefined = stored.categories[category];
    if (value !== undefined && choiceMade) return value === 'allow';
    if (status === 'deny') return false;
    // Statistics that need no consent (forceEnableStats) fire unless the visitor said no.
    if ((category === 'statistics' || category === 'statistics-anonymous') && settings.forceEnableStats)
      return value !== 'deny';
    if (category === 'statistics-anonymous' && choiceMade) return stored.categories.statistics === 'allow';
    // Opt-out: everything fires until the visitor denies; opt-in: nothing until the visitor accepts.
    return !isOptIn(type);
  };

  const categories = Object.fromEntries(categoryList.map((category) => [category, allowed(category)])) as Record<
    Category,
    boolean
  >;
  return {
    // An A/B testing id is no consent id: the state names it only when records are kept.
    ...(settings.record_consent && stored.id !== undefined && { consentId: stored.id }),
    status,
    categories,
    policyId: settings.current_policy_id,
    choiceMade,
    level: levelOf(categories),
    consentType: type,
    settingsRevision,
    banner: {
      show: reason === 'needs-choice',
      reason,
      revokable: choiceMade && (country === undefined || REVOKABLE_COUNTRIES.includes(country)),
      autoDismiss:
        !isOptIn(type) &&
        (settings.dismiss_on_scroll || settings.dismiss_on_timeout) &&
        !(country !== undefined && EXPLICIT_ACTION_COUNTRIES.includes(country)),
    },
  };
}

/**
 * The answer the browser gave for the visitor (do-not-track, or Global Privacy Control alone), when
 * it decides the state: a consent record names it like a choice (docs/REFERENCE.md, "Endpoints").
 */
export function automaticAnswer(state: ConsentState, environment: ConsentEnvironment): ConsentAction | undefined {
  if (state.banner.reason !== 'do-not-track') return undefined;
  return environment.doNotTrack ? 'do_not_track' : 'gpc';
}

/** A cookie policy that changed since the visitor chose: every consent cookie must go. */
export function policyChanged(stored: StoredConsent, settings: ConsentSettings): boolean {
  return (
    stored.policyId !== undefined && settings.current_policy_id !== '' && stored.policyId !== settings.current_policy_id
  );
}

function choice(
  status: ConsentStatus,
  categoryList: readonly Category[],
  valueOf: (category: Category) => CategoryValue,
  settings: ConsentSettings,
  previous: StoredConsent,
): StoredConsent {
  const categories: StoredConsent['categories'] = {};
  for (const category of categoryList) categories[category] = category === 'functional' ? 'allow' : valueOf(category);
  const stored: StoredConsent = { status, choice: true, policyId: settings.current_policy_id, categories };
  if (previous.id !== undefined) stored.id = previous.id;
  return stored;
}

/** Accept all: allow, every category on. */
export function acceptAllChoice(
  categoryList: readonly Category[],
  settings: ConsentSettings,
  previous: StoredConsent,
): StoredConsent {
  return choice('allow', categoryList, () => 'allow', settings, previous);
}

/** Deny: only functional stays on. */
export function denyAllChoice(
  categoryList: readonly Category[],
  settings: ConsentSettings,
  previous: StoredConsent,
): StoredConsent {
  return choice('deny', categoryList, () => 'deny', settings, previous);
}

export type Choices = Partial<Record<Exclude<Category, 'functional'>, boolean>>;

/** Save preferences: dismiss, then allow or deny per category (anonymous statistics follow statistics). */
export function saveChoicesChoice(
  categoryList: readonly Category[],
  choices: Choices,
  settings: ConsentSettings,
  previous: StoredConsent,
): StoredConsent {
  const valueOf = (category: Category): CategoryValue => {
    const picked =
      category === 'statistics-anonymous'
        ? (choices['statistics-anonymous'] ?? choices.statistics)
        : choices[category as keyof Choices];
    return picked === true ? 'allow' : 'deny';
  };
  return choice('dismiss', categoryList, valueOf, settings, previous);
}

/** Revoke: deny, every category unchecked, and the choice forgotten so the banner asks again. */
export function revokeChoice(
  categoryList: readonly Category[],
  settings: ConsentSettings,
  previous: StoredConsent,
): StoredConsent {
  return { ...denyAllChoice(categoryList, settings, previous), choice: false };
}

/** Revoking reloads the page when more than functional was active or categories are not used, unless TCF is on. */
export function revokeReloads(before: ConsentState, settings: ConsentSettings): boolean {
  if (settings.tcf_active) return false;
  return categoryRank(before.level) > categoryRank('functional') || settings.use_categories === 'no';
}
