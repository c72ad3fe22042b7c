// The manage-consent container: where its server text comes from and what its switches say. Pure.
import type { Language } from '../kit/environment.ts';
import { readUrl, type Warn } from '../kit/values.ts';

/** The switches and their names are the bus's (CHOOSABLE_CATEGORIES, CATEGORY_NAMES), shared with the banner. */
export const MANAGE_TEXTS: Record<Language, { heading: string; accepted: string; denied: string; alwaysActive: string; loadFailed: string }> = {
  de: {
    heading: 'Ihre Cookie-Einstellungen',
    accepted: 'Akzeptiert',
    denied: 'Abgelehnt',
    alwaysActive: 'Immer aktiv',
    loadFailed: 'Der Erklärungstext konnte nicht geladen werden.',
  },
  en: {
    heading: 'Your cookie settings',
    accepted: 'Accepted',
    denied: 'Denied',
    alwaysActive: 'Always active',
    loadFailed: 'The explanation could not be loaded.',
  },
};

/**
 * Where to fetch manage_consent_html: `src` when it is a safe URL, else the banner service of the
 * settings when `src` is present but empty (an unsafe `src` warns). A token goes with every banner-service call.
 */
export function manageConsentUrl(src: string | undefined, serviceBase: string, token: string, warn: Warn = () => undefined): string | undefined {
  if (src === undefined) return undefined;
  const base = src.trim() === '' ? `${serviceBase}/v1/manage_consent_html` : readUrl('attribute "src"', src, warn);
  if (!base) return undefined;
  return `${base}${base.includes('?') ? '&' : '?'}token=${token}`;
}

/** The answer is a JSON string (WordPress REST) or plain HTML; anything else is no text. */
export function manageConsentText(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return body.trim().startsWith('<') ? body : undefined;
  }
}
