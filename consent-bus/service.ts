// The banner service of the back end (docs/REFERENCE.md#endpoints) and the country lookup. Loaded only
// when the settings ask for them (geoip, A/B testing, consent records), so most pages never download this code.
import { browserStore, type TextStore } from '../platform/storage.ts';
import type { ConsentBus } from './bus.ts';
import { normalizeSettings, type ConsentSettings, type Report } from './settings.ts';
import type { ConsentEnvironment, ConsentState } from './rules.ts';

/** sessionStorage key of the banner settings fetched in this browser session. */
export const BANNER_CACHE_KEY = 'ws-consent-banner';
/** Each country service gets this long before the next one is tried (docs/RULES.md#country-lookup). */
export const GEO_TIMEOUT_MS = 5000;

type Fetch = typeof fetch;

/** Five random lowercase letters: every banner-service call carries one as `token`. */
export function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) => String.fromCharCode(97 + (byte % 26))).join(
    '',
  );
}

/** The banner service's endpoints (docs/REFERENCE.md, "Endpoints"). */
export type ServiceEndpoint = 'banner' | 'track' | 'manage_consent_html' | 'consent_record';

// Here, not in rules.ts: a value an element imports from a shell module is built into the shell.
/** What a consent record says happened (docs/REFERENCE.md, "Endpoints"): the visitor's command, or the browser's
 * signal. */
export const CONSENT_ACTIONS = ['accept_all', 'deny', 'save', 'revoke', 'do_not_track', 'gpc'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** `url` with `query` added: after `?`, or after `&` when the URL carries a query already. */
export function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

/**
 * `{base}/v1/{endpoint}` with `query`. A base that holds a query (WordPress without pretty
 * permalinks: `/index.php?rest_route=/ws`) keeps the path inside its route, the query follows after `&`.
 */
export function endpointUrl(base: string, endpoint: ServiceEndpoint, query: Record<string, string>): string {
  return withQuery(`${base}/v1/${endpoint}`, query);
}

export function serviceUrl(settings: ConsentSettings, endpoint: ServiceEndpoint): string {
  return endpointUrl(settings.url, endpoint, { token: randomToken() });
}

/**
 * What only the page decides: where consent cookies live and under which policy, where the
 * services are, what the bus records and what it runs. A banner answer (the visitor's region, its
 * consent type, texts, colours) never changes them, and neither does the session cache, where any
 * script of the site could have written (docs/REFERENCE.md "Endpoints").
 */
const PAGE_OWNED_FIELDS: ReadonlyArray<keyof ConsentSettings> = [
  'prefix',
  'cookie_expiry',
  'cookie_domain',
  'cookie_path',
  'set_cookies_on_root',
  'current_policy_id',
  'url',
  'version',
  'geoip',
  'a_b_testing',
  'record_consent',
  'do_not_track',
  'forceEnableStats',
  'run_scripts_added_later',
  'tm_categories',
  'cat_num',
  'tcf_active',
];

/** A banner answer (fresh or cached) read over the page settings, without the page's own fields. */
function readBannerAnswer(answer: unknown, report: Report, page: ConsentSettings): ConsentSettings {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer))
    return normalizeSettings(answer, report, page);
  const allowed = Object.fromEntries(
    Object.entries(answer).filter(([field]) => !(PAGE_OWNED_FIELDS as readonly string[]).includes(field)),
  );
  return normalizeSettings(allowed, report, page);
}

/** Consent types from the strictest to the loosest. */
const CONSENT_TYPE_STRICTNESS = ['optin', 'optinstats', 'optout', 'other'];

/**
 * The cached answer for this settings version, unless it would loosen the page's consent type: any
 * script of the site can write sessionStorage, so an answer that asks less of the visitor than
 * the page does is asked of the server again on every page, never taken from the cache.
 */
function readCache(storage: TextStore, page: ConsentSettings): unknown {
  try {
    const cached = JSON.parse(storage.read(BANNER_CACHE_KEY) ?? 'null') as {
      version?: unknown;
      settings?: { consenttype?: unknown };
    } | null;
    if (!cached || cached.version !== page.version || !cached.settings) return undefined;
    const type = cached.settings.consenttype;
    const rank = CONSENT_TYPE_STRICTNESS.indexOf(String(type));
    if (type !== undefined && (rank < 0 || rank > CONSENT_TYPE_STRICTNESS.indexOf(page.consenttype))) return undefined;
    return cached.settings;
  } catch {
    return undefined;
  }
}

/**
 * With geoip on: the banner settings of this visitor, merged over the page settings. From the
 * session cache when its version matches, else from GET {url}/v1/banner. A failed or malformed
 * answer keeps the page settings and says so.
 */
export async function loadBannerSettings(
  page: ConsentSettings,
  fetcher: Fetch,
  storage: TextStore,
  report: Report,
): Promise<ConsentSettings> {
  const cached = readCache(storage, page);
  if (cached !== undefined) return readBannerAnswer(cached, report, page);
  let answer: unknown;
  try {
    const response = await fetcher(serviceUrl(page, 'banner'), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    answer = await response.json();
    if (!answer || typeof answer !== 'object' || Array.isArray(answer))
      throw new Error('the answer is not a settings object');
  } catch (error) {
    console.error(`ws consent: the banner service failed (${(error as Error).message}); keeping the page settings`);
    return page;
  }
  // A full or blocked sessionStorage only costs a request next time.
  storage.write(BANNER_CACHE_KEY, JSON.stringify({ version: page.version, settings: answer }));
  return readBannerAnswer(answer, report, page);
}

/** The document event that says a consent record was stored; manage-consent shows its date. */
export const CONSENT_RECORDED_EVENT = 'ws-consent-recorded';

/** What `ws-consent-recorded` carries. */
export interface ConsentRecordedDetail {
  consentId: string;
  action: ConsentAction;
}

declare global {
  interface DocumentEventMap {
    'ws-consent-recorded': CustomEvent<ConsentRecordedDetail>;
  }
}

/**
 * The body of POST {url}/v1/track (docs/REFERENCE.md, "Endpoints"): with record_consent the whole
 * consent record, else A/B testing's two fields as they always were. Every category of the site is
 * named once, consented (functional always) or denied.
 */
export function trackBody(
  state: ConsentState,
  settings: ConsentSettings,
  action: ConsentAction,
): Record<string, unknown> {
  const categories = Object.entries(state.categories);
  const consented = categories.filter(([, allowed]) => allowed).map(([category]) => category);
  if (!settings.record_consent) return { consented_categories: consented, consenttype: state.consentType };
  return {
    consent_id: state.consentId,
    action,
    consented_categories: consented,
    denied_categories: categories.filter(([, allowed]) => !allowed).map(([category]) => category),
    consenttype: state.consentType,
    region: settings.region,
    policy_id: settings.current_policy_id,
    banner_version: settings.banner_version,
  };
}

/**
 * POST {url}/v1/track after a choice; keepalive, so it goes out even as the page hides. True when
 * the back end took it.
 */
export function trackChoice(
  state: ConsentState,
  settings: ConsentSettings,
  action: ConsentAction,
  fetcher: Fetch,
): Promise<boolean> {
  return fetcher(serviceUrl(settings, 'track'), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(trackBody(state, settings, action)),
  }).then(
    (response) => {
      if (!response.ok) console.warn(`ws consent: tracking answered ${response.status}`);
      return response.ok;
    },
    (error: unknown) => {
      console.warn('ws consent: tracking failed', error);
      return false;
    },
  );
}

/** Tracks a choice; a stored consent record is announced on the document as `ws-consent-recorded`. */
export async function sendChoice(
  state: ConsentState,
  settings: ConsentSettings,
  action: ConsentAction,
  doc: Document,
): Promise<void> {
  const stored = await trackChoice(state, settings, action, fetch);
  if (!stored || !settings.record_consent || state.consentId === undefined) return;
  const detail: ConsentRecordedDetail = { consentId: state.consentId, action };
  doc.dispatchEvent(new CustomEvent(CONSENT_RECORDED_EVENT, { detail }));
}

/** A country service: where to ask and which field of its JSON answer holds the ISO country code. */
export interface CountryService {
  url: string;
  field: string;
}

/** Reads `geo_services` from the settings: [{ url, field }] with http(s) or same-site URLs. */
export function countryServices(settings: ConsentSettings): CountryService[] {
  const raw = settings.extra.geo_services;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (service): service is CountryService =>
      !!service &&
      typeof service.url === 'string' &&
      typeof service.field === 'string' &&
      (/^https?:\/\//i.test(service.url) || (service.url.startsWith('/') && !service.url.startsWith('//'))),
  );
}

/** Tries each service in order, GEO_TIMEOUT_MS each; the errors are the product's (docs/RULES.md#country-lookup). */
export async function lookupCountry(
  services: CountryService[],
  fetcher: Fetch,
  timeoutMs = GEO_TIMEOUT_MS,
): Promise<string> {
  if (!services.length) throw new Error('No services to run');
  for (const service of services) {
    try {
      const response = await fetcher(service.url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
      const answer = (await response.json()) as Record<string, unknown>;
      const country = answer?.[service.field];
      if (!response.ok || typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country))
        throw new Error('Invalid response');
      return country.toUpperCase();
    } catch (error) {
      console.warn(`ws consent: country service ${service.url}: ${(error as Error).message}`);
    }
  }
  throw new Error('All services failed');
}

/** With geoip: the banner service's settings (cached per session) and the visitor's country. */
export async function applyVisitorSettings(
  running: ConsentBus,
  environment: ConsentEnvironment,
  report: Report,
): Promise<void> {
  const merged = await loadBannerSettings(running.settings(), fetch, browserStore('sessionStorage'), report);
  let country: string | undefined;
  const services = countryServices(merged);
  if (services.length) {
    try {
      country = await lookupCountry(services, fetch);
    } catch (error) {
      console.warn(`ws consent: country lookup: ${(error as Error).message}`);
    }
  }
  running.update(merged, country ? { ...environment, country } : environment);
}
