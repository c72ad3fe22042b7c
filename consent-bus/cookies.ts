// Consent cookies: names, tolerant reading, and the exact attributes they are written with.
// Only the bus reads these; garbled or unknown values read as "no choice yet", never as consent.
import { isCategory, type Category } from './categories.ts';
import type { ConsentSettings } from './settings.ts';

export type ConsentStatus = 'allow' | 'deny' | 'dismiss';
export type CategoryValue = 'allow' | 'deny';

/** What the cookies say about the visitor's consent. */
export interface StoredConsent {
  status?: ConsentStatus;
  /** A choice was made (the `choice` cookie). */
  choice: boolean;
  policyId?: string;
  categories: Partial<Record<Category, CategoryValue>>;
  /** A/B testing visitor id. */
  id?: string;
}

export const NO_STORED_CONSENT: StoredConsent = { choice: false, categories: {} };

/** `choice` holds this once the visitor decided (as Complianz writes it). */
const CHOICE_MADE = 'set';
const SECONDS_PER_DAY = 86_400;

/**
 * document.cookie as a name → values map, every value of a name in the browser's order (the same
 * name on several paths or domains); a value that does not decode is kept as written.
 */
export function parseCookieHeader(header: string): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A stray % is garbage from someone else; read it as written.
    }
    if (name) cookies.set(name, [...(cookies.get(name) ?? []), value]);
  }
  return cookies;
}

/** The names of every consent cookie of a site with these categories. */
export function consentCookieNames(prefix: string, categories: readonly Category[]): string[] {
  return ['consent_status', 'choice', 'policy_id', 'id', ...categories].map((name) => `${prefix}${name}`);
}

/** Consent cookies present more than once (another path or domain): their most restrictive value counts. */
export function duplicatedConsentCookies(
  cookies: Map<string, string[]>,
  prefix: string,
  categories: readonly Category[],
): string[] {
  return consentCookieNames(prefix, categories).filter((name) => new Set(cookies.get(name) ?? []).size > 1);
}

/** Statuses from the most restrictive to the least: a duplicate "deny" beats an "allow". */
const STATUS_STRICTNESS: readonly ConsentStatus[] = ['deny', 'dismiss', 'allow'];

/**
 * The consent cookies as the bus reads them. `currentPolicyId`: when any copy of policy_id carries
 * it, that one counts, so a copy tossed in by a sibling subdomain on a longer path (listed first by
 * the browser) cannot make the visitor's choice look outdated and get it deleted.
 */
export function readStoredConsent(
  cookies: Map<string, string[]>,
  prefix: string,
  categories: readonly Category[],
  currentPolicyId = '',
): StoredConsent {
  const values = (name: string) => cookies.get(`${prefix}${name}`) ?? [];
  const first = (name: string, valid: RegExp) => values(name).find((value) => valid.test(value));
  const stored: StoredConsent = { choice: values('choice').includes(CHOICE_MADE), categories: {} };
  const status = STATUS_STRICTNESS.find((candidate) => values('consent_status').includes(candidate));
  if (status) stored.status = status;
  const policyId =
    currentPolicyId !== '' && values('policy_id').includes(currentPolicyId)
      ? currentPolicyId
      : first('policy_id', /^[\w.-]{1,64}$/);
  if (policyId !== undefined) stored.policyId = policyId;
  const id = first('id', /^[\w-]{1,64}$/);
  if (id !== undefined) stored.id = id;
  for (const category of categories) {
    const found = values(category);
    if (found.includes('deny')) stored.categories[category] = 'deny';
    else if (found.includes('allow')) stored.categories[category] = 'allow';
  }
  return stored;
}

/** Whether the cookies read back hold the choice that was written (status and every category). */
export function choiceStored(written: StoredConsent, readBack: StoredConsent): boolean {
  if (written.status !== readBack.status || written.choice !== readBack.choice) return false;
  return Object.entries(written.categories).every(
    ([category, value]) => readBack.categories[category as Category] === value,
  );
}

export interface CookieOptions {
  expiryDays: number;
  domain: string;
  path: string;
  secure: boolean;
}

/** The cookie-name prefix a browser accepts only from this very host, over https, on path "/". */
export const HOST_ONLY_PREFIX = '__Host-';

/**
 * Expiry, domain and path from the settings; Secure on https. On the root: path "/". A prefix
 * starting with `__Host-` (docs/REFERENCE.md "Cookies") writes host-only cookies on "/" whatever
 * the settings say: no sibling subdomain can then set or overwrite them.
 */
export function cookieOptions(settings: ConsentSettings, secure: boolean): CookieOptions {
  const hostOnly = settings.prefix.startsWith(HOST_ONLY_PREFIX);
  return {
    expiryDays: settings.cookie_expiry,
    domain: hostOnly ? '' : settings.cookie_domain,
    path: hostOnly || settings.set_cookies_on_root ? '/' : settings.cookie_path || '/',
    secure,
  };
}

/** One Set-Cookie string for document.cookie, SameSite=Lax always. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(options.expiryDays * SECONDS_PER_DAY)}`,
    `Path=${options.path}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The string that deletes a cookie written with the same options. */
export function deletionCookie(name: string, options: CookieOptions): string {
  return serializeCookie(name, '', { ...options, expiryDays: 0 });
}

/** The cookie name/value pairs that record a choice. */
export function consentCookies(prefix: string, stored: StoredConsent): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (stored.status) pairs.push([`${prefix}consent_status`, stored.status]);
  if (stored.choice) pairs.push([`${prefix}choice`, CHOICE_MADE]);
  if (stored.policyId !== undefined) pairs.push([`${prefix}policy_id`, stored.policyId]);
  if (stored.id !== undefined) pairs.push([`${prefix}id`, stored.id]);
  for (const [category, value] of Object.entries(stored.categories)) {
    if (isCategory(category) && value) pairs.push([`${prefix}${category}`, value]);
  }
  return pairs;
}

/**
 * Everything a choice writes, in order: first every consent cookie the choice may not mention is
 * deleted (the id stays), so nothing stale remains, then the choice's own. The bus writes these to
 * document.cookie; the consent endpoint sends them as Set-Cookie for an answer made without script.
 */
export function choiceCookies(
  prefix: string,
  categories: readonly Category[],
  next: StoredConsent,
  options: CookieOptions,
): string[] {
  const deletions = consentCookieNames(prefix, categories)
    .filter((name) => name !== `${prefix}id`)
    .map((name) => deletionCookie(name, options));
  return [...deletions, ...consentCookies(prefix, next).map(([name, value]) => serializeCookie(name, value, options))];
}
