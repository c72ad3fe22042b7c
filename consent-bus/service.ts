// The banner service of the back end (CONTRACT.md section 5) and the country lookup. Loaded only
// when the settings ask for them (geoip, A/B testing), so most pages never download this code.
import type { ConsentBus } from './bus.ts';
import { normalizeSettings, type ConsentSettings, type Report } from './settings.ts';
import type { ConsentEnvironment, ConsentState } from './rules.ts';

/** sessionStorage key of the banner settings fetched in this browser session. */
export const BANNER_CACHE_KEY = 'ws-consent-banner';
/** Each country service gets this long before the next one is tried (specification, section 9). */
export const GEO_TIMEOUT_MS = 5000;

type Fetch = typeof fetch;

/** Five random lowercase letters: every banner-service call carries one as `token`. */
export function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

export function serviceUrl(settings: ConsentSettings, endpoint: 'banner' | 'track' | 'manage_consent_html'): string {
  return `${settings.url}/v1/${endpoint}?token=${randomToken()}`;
}

/** Storage that may be full, blocked or hold garbage: failures read as "nothing stored". */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readCache(storage: SessionStore | undefined, version: string): unknown {
  try {
    const cached = JSON.parse(storage?.getItem(BANNER_CACHE_KEY) ?? 'null') as { version?: unknown; settings?: unknown } | null;
    return cached && cached.version === version ? cached.settings : undefined;
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
  storage: SessionStore | undefined,
  report: Report,
): Promise<ConsentSettings> {
  const cached = readCache(storage, page.version);
  if (cached !== undefined) return normalizeSettings(cached, report, page);
  let answer: unknown;
  try {
    const response = await fetcher(serviceUrl(page, 'banner'), { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    answer = await response.json();
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new Error('the answer is not a settings object');
  } catch (error) {
    console.error(`ws consent: the banner service failed (${(error as Error).message}); keeping the page settings`);
    return page;
  }
  try {
    storage?.setItem(BANNER_CACHE_KEY, JSON.stringify({ version: page.version, settings: answer }));
  } catch {
    // A full or blocked sessionStorage only costs a request next time.
  }
  return normalizeSettings(answer, report, page);
}

/** A/B testing: POST {url}/v1/track after a choice; keepalive, so it goes out even as the page hides. */
export function trackChoice(state: ConsentState, settings: ConsentSettings, fetcher: Fetch): Promise<void> {
  const consented = Object.entries(state.categories)
    .filter(([, allowed]) => allowed)
    .map(([category]) => category);
  return fetcher(serviceUrl(settings, 'track'), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consented_categories: consented, consenttype: state.consentType }),
  }).then(
    (response) => {
      if (!response.ok) console.warn(`ws consent: tracking answered ${response.status}`);
    },
    (error: unknown) => console.warn('ws consent: tracking failed', error),
  );
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

/** Tries each service in order, GEO_TIMEOUT_MS each; the errors are the specification's words. */
export async function lookupCountry(services: CountryService[], fetcher: Fetch, timeoutMs = GEO_TIMEOUT_MS): Promise<string> {
  if (!services.length) throw new Error('No services to run');
  for (const service of services) {
    try {
      const response = await fetcher(service.url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
      const answer = (await response.json()) as Record<string, unknown>;
      const country = answer?.[service.field];
      if (!response.ok || typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) throw new Error('Invalid response');
      return country.toUpperCase();
    } catch (error) {
      console.warn(`ws consent: country service ${service.url}: ${(error as Error).message}`);
    }
  }
  throw new Error('All services failed');
}

/** sessionStorage, or nothing where the browser blocks it. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** With geoip: the banner service's settings (cached per session) and the visitor's country. */
export async function applyVisitorSettings(running: ConsentBus, environment: ConsentEnvironment, report: Report): Promise<void> {
  const merged = await loadBannerSettings(running.settings(), fetch, sessionStore(), report);
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
