// The manage-consent container: where its server text comes from and what its switches say. Pure.
import type { Language } from '../kit/environment.ts';
import { safeUrl } from '../kit/urls.ts';

export const MANAGED_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
export type ManagedCategory = (typeof MANAGED_CATEGORIES)[number];

export const MANAGE_TEXTS: Record<Language, { heading: string; functional: string; accepted: string; denied: string; alwaysActive: string; categories: Record<ManagedCategory, string>; loadFailed: string }> = {
  de: {
    heading: 'Ihre Cookie-Einstellungen',
    functional: 'Funktional',
    accepted: 'Akzeptiert',
    denied: 'Abgelehnt',
    alwaysActive: 'Immer aktiv',
    categories: { preferences: 'Präferenzen', statistics: 'Statistiken', marketing: 'Marketing' },
    loadFailed: 'Der Erklärungstext konnte nicht geladen werden.',
  },
  en: {
    heading: 'Your cookie settings',
    functional: 'Functional',
    accepted: 'Accepted',
    denied: 'Denied',
    alwaysActive: 'Always active',
    categories: { preferences: 'Preferences', statistics: 'Statistics', marketing: 'Marketing' },
    loadFailed: 'The explanation could not be loaded.',
  },
};

/**
 * Where to fetch manage_consent_html: `src` when it is a safe URL, else the banner service of the
 * settings when `src` is present but empty. A token goes with every banner-service call.
 */
export function manageConsentUrl(src: string | undefined, serviceBase: string, token: string): string | undefined {
  if (src === undefined) return undefined;
  const base = src.trim() === '' ? `${serviceBase}/v1/manage_consent_html` : safeUrl(src);
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
