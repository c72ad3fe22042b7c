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
const STATUSES: readonly ConsentStatus[] = ['allow', 'deny', 'dismiss'];
const SECONDS_PER_DAY = 86_400;

/** document.cookie as a name → value map; a value that does not decode is kept as written. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
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
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** The names of every consent cookie of a site with these categories. */
export function consentCookieNames(prefix: string, categories: readonly Category[]): string[] {
  return ['consent_status', 'choice', 'policy_id', 'id', ...categories].map((name) => `${prefix}${name}`);
}

export function readStoredConsent(cookies: Map<string, string>, prefix: string, categories: readonly Category[]): StoredConsent {
  const stored: StoredConsent = { choice: cookies.get(`${prefix}choice`) === CHOICE_MADE, categories: {} };
  const status = cookies.get(`${prefix}consent_status`);
  if (status !== undefined && (STATUSES as readonly string[]).includes(status)) stored.status = status as ConsentStatus;
  const policyId = cookies.get(`${prefix}policy_id`);
  if (policyId !== undefined && /^[\w.-]{1,64}$/.test(policyId)) stored.policyId = policyId;
  const id = cookies.get(`${prefix}id`);
  if (id !== undefined && /^[\w-]{1,64}$/.test(id)) stored.id = id;
  for (const category of categories) {
    const value = cookies.get(`${prefix}${category}`);
    if (value === 'allow' || value === 'deny') stored.categories[category] = value;
  }
  return stored;
}

export interface CookieOptions {
  expiryDays: number;
  domain: string;
  path: string;
  secure: boolean;
}

/** Expiry, domain and path from the settings; Secure on https. On the root: path "/". */
export function cookieOptions(settings: ConsentSettings, secure: boolean): CookieOptions {
  return {
    expiryDays: settings.cookie_expiry,
    domain: settings.cookie_domain,
    path: settings.set_cookies_on_root ? '/' : settings.cookie_path || '/',
    secure,
  };
}

/** One Set-Cookie string for document.cookie, SameSite=Lax always. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.round(options.expiryDays * SECONDS_PER_DAY)}`, `Path=${options.path}`];
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
