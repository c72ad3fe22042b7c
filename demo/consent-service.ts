// The WordPress-compatible consent endpoints of the demo: banner settings, A/B tracking and consent
// records, and the manage-consent text. `{url}` of the settings is CONSENT_API_BASE.
import { siteCategories } from '../consent-bus/categories.ts';
import { CONSENT_ACTIONS } from '../consent-bus/service.ts';
import { CONSENT_TYPES } from '../consent-bus/settings.ts';
import { consentSettings } from './consent-settings.ts';
import { escapeHtml } from './html.ts';

export const CONSENT_API_BASE = '/wp-json/complianz';

/** What the banner service answers: the page settings plus the German texts of the banner. */
export function bannerAnswer(): Record<string, unknown> {
  return {
    ...consentSettings,
    banner_version: 2,
    message_optin:
      'Wir verwenden Cookies und ähnliche Techniken, um unsere Website zuverlässig zu betreiben, Ihre Einstellungen zu speichern, Besuche zu zählen und Videos sowie Karten einzubinden. Sie entscheiden, welche Kategorien Sie zulassen; Ihre Wahl können Sie jederzeit auf der Seite Datenschutz ändern.',
    accept_all: 'Alle akzeptieren',
    deny: 'Ablehnen',
    save_preferences: 'Auswahl speichern',
    manage_consent: 'Einwilligung verwalten',
    category_functional: 'Funktional',
    category_preferences: 'Präferenzen',
    category_statistics: 'Statistiken',
    category_marketing: 'Marketing',
    colorpalette_background_color: '#ffffff',
    colorpalette_text_color: '#1d2327',
    colorpalette_button_accept_background_color: '#b3261e',
    colorpalette_button_accept_text_color: '#ffffff',
  };
}

export function manageConsentHtml(): string {
  return [
    '<p>Hier sehen Sie, in welche Kategorien Sie eingewilligt haben, und können Ihre Wahl jederzeit ändern.',
    ' Funktionale Cookies sind für den Betrieb der Website nötig und immer aktiv.</p>',
    `<p>Mehr dazu lesen Sie in unserer <a href="/datenschutz/">${escapeHtml('Datenschutzerklärung')}</a>.</p>`,
  ].join('');
}

/** What POST /v1/track took: A/B testing's two fields, or a whole consent record (docs/REFERENCE.md, "Endpoints"). */
export interface TrackRecord {
  token: string;
  /** When it came, ISO 8601 in UTC, to the second. */
  time: string;
  consented_categories: string[];
  consenttype: string;
  consent_id?: string;
  action?: string;
  denied_categories?: string[];
  region?: string;
  policy_id?: string;
  banner_version?: string;
}

/** What POST /v1/track received, newest last (read by the tests through /__demo__/track-log). */
export const trackLog: TrackRecord[] = [];
/** Enough to see what a test did; older entries fall off. */
const TRACK_LOG_LIMIT = 200;
/** A track body is a few hundred bytes: anything above this is refused before it is read. */
export const TRACK_BODY_LIMIT = 10 * 1024;
/** The categories the demo site uses (no tag-manager categories). */
const SITE_CATEGORIES: readonly string[] = siteCategories({ tm_categories: false, cat_num: 0 });
/** A consent id as the front end writes its cookie (consent-bus/cookies.ts reads the same). */
const CONSENT_ID = /^[\w-]{1,64}$/;

/** A five-letter token, as the front end sends with every banner-service call. */
export function validToken(token: string | null): boolean {
  return token !== null && /^[a-z]{5}$/i.test(token);
}

export function validConsentId(id: string | null): id is string {
  return id !== null && CONSENT_ID.test(id);
}

/** The current time as a record keeps it: "2026-11-26T10:14:03Z". */
const utcSeconds = (now: Date) => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A track body the endpoint refuses: its message is the answer's (status 400). */
export class TrackBodyProblem extends Error {}

function categoryList(fields: Record<string, unknown>, field: string): string[] {
  const list = fields[field];
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    throw new TrackBodyProblem(`${field} must be a list of category names`);
  const unknown = list.filter((category) => !SITE_CATEGORIES.includes(category));
  if (unknown.length) throw new TrackBodyProblem(`${field}: unknown categories ${unknown.join(', ')}`);
  return list;
}

function text(fields: Record<string, unknown>, field: string, allowed?: readonly string[]): string {
  const value = fields[field];
  if (typeof value !== 'string') throw new TrackBodyProblem(`${field} must be a string`);
  if (allowed && !allowed.includes(value)) throw new TrackBodyProblem(`${field} must be one of ${allowed.join(', ')}`);
  return value;
}

/**
 * Reads a track body: A/B testing's `{ consented_categories, consenttype }`, or with `consent_id` a
 * whole consent record. Every field is checked; a TrackBodyProblem names the first bad one.
 */
export function readTrackBody(token: string, body: string, now = new Date()): TrackRecord {
  let fields: unknown;
  try {
    fields = JSON.parse(body);
  } catch {
    throw new TrackBodyProblem('the body is not JSON');
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    throw new TrackBodyProblem('the body must be a JSON object');
  const payload = fields as Record<string, unknown>;
  const record: TrackRecord = {
    token,
    time: utcSeconds(now),
    consented_categories: categoryList(payload, 'consented_categories'),
    consenttype: text(payload, 'consenttype', CONSENT_TYPES),
  };
  if (!('consent_id' in payload)) return record;
  const consentId = payload.consent_id;
  if (typeof consentId !== 'string' || !validConsentId(consentId))
    throw new TrackBodyProblem('consent_id must be 1 to 64 letters, digits, _ or -');
  const denied = categoryList(payload, 'denied_categories');
  const both = denied.filter((category) => record.consented_categories.includes(category));
  if (both.length) throw new TrackBodyProblem(`categories both consented and denied: ${both.join(', ')}`);
  return {
    ...record,
    consent_id: consentId,
    action: text(payload, 'action', CONSENT_ACTIONS),
    denied_categories: denied,
    region: text(payload, 'region'),
    policy_id: text(payload, 'policy_id'),
    banner_version: text(payload, 'banner_version'),
  };
}

/** Keeps a track body in the log; the problem when it is refused. */
export function recordTrack(token: string, body: string): string | undefined {
  let record: TrackRecord;
  try {
    record = readTrackBody(token, body);
  } catch (error) {
    if (error instanceof TrackBodyProblem) return error.message;
    throw error;
  }
  trackLog.push(record);
  if (trackLog.length > TRACK_LOG_LIMIT) trackLog.shift();
  return undefined;
}

/** GET /v1/consent_record: the newest record of a consent id, as the privacy page shows it. */
export function consentRecord(
  consentId: string,
): { consent_id: string; time: string; action: string; consented_categories: string[] } | undefined {
  const record = trackLog.findLast((entry) => entry.consent_id === consentId);
  if (!record) return undefined;
  return {
    consent_id: consentId,
    time: record.time,
    action: record.action!,
    consented_categories: record.consented_categories,
  };
}
