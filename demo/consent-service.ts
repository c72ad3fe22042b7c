// The WordPress-compatible consent endpoints of the demo: banner settings, A/B tracking, and the
// manage-consent text. `{url}` of the settings is CONSENT_API_BASE.
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
    manage_consent: 'Zustimmung verwalten',
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
    '<p>Hier sehen Sie, welchen Kategorien Sie zugestimmt haben, und können Ihre Wahl jederzeit ändern.',
    ' Funktionale Cookies sind für den Betrieb der Website nötig und immer aktiv.</p>',
    `<p>Mehr dazu lesen Sie in unserer <a href="/datenschutz/">${escapeHtml('Datenschutzerklärung')}</a>.</p>`,
  ].join('');
}

export interface TrackRecord {
  token: string;
  consented_categories: unknown;
  consenttype: unknown;
}

/** What POST /v1/track received, newest last (read by the tests through /__demo__/track-log). */
export const trackLog: TrackRecord[] = [];
/** Enough to see what a test did; older entries fall off. */
const TRACK_LOG_LIMIT = 200;

/** A five-letter token, as the front end sends with every banner-service call. */
export function validToken(token: string | null): boolean {
  return token !== null && /^[a-z]{5}$/i.test(token);
}

export function recordTrack(token: string, body: string): boolean {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return false;
  }
  if (!payload || typeof payload !== 'object' || !Array.isArray((payload as TrackRecord).consented_categories)) return false;
  const { consented_categories, consenttype } = payload as TrackRecord;
  trackLog.push({ token, consented_categories, consenttype });
  if (trackLog.length > TRACK_LOG_LIMIT) trackLog.shift();
  return true;
}
