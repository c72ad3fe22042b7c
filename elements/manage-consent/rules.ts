// The manage-consent container: where its server text and the visitor's consent record come from,
// and what its switches say. Pure.
import { CHOOSABLE_CATEGORIES, isCategory, type ChoosableCategory } from '../../consent-bus/categories.ts';
import { CONSENT_ACTIONS, endpointUrl, withQuery } from '../../consent-bus/service.ts';
import type { Language } from '../../platform/environment.ts';
import { readUrl, type Warn } from '../../platform/values.ts';
import { MANAGE_HEADINGS } from './reserve.ts';

interface ManageTexts {
  heading: string;
  accepted: string;
  denied: string;
  alwaysActive: string;
  loadFailed: string;
  consentId: string;
  recordedOn: string;
  /** Said with a switch whose category's scripts ran: switching it off reloads the page. */
  reloadsWhenOff: string;
  /** After that reload, beside the switch that caused it. */
  savedAfterReload: string;
}

/** The switches and their names are the bus's (CHOOSABLE_CATEGORIES, CATEGORY_NAMES), shared with the banner. */
export const MANAGE_TEXTS: Record<Language, ManageTexts> = {
  de: {
    heading: MANAGE_HEADINGS.de,
    accepted: 'Akzeptiert',
    denied: 'Abgelehnt',
    alwaysActive: 'Immer aktiv',
    loadFailed: 'Der Erklärungstext konnte nicht geladen werden.',
    consentId: 'Ihre Einwilligungs-ID:',
    recordedOn: 'Gespeichert am:',
    reloadsWhenOff: 'Akzeptiert. Beim Ausschalten lädt die Seite neu.',
    savedAfterReload: 'Ihre Auswahl wurde gespeichert. Die Seite wurde dafür neu geladen.',
  },
  en: {
    heading: MANAGE_HEADINGS.en,
    accepted: 'Accepted',
    denied: 'Denied',
    alwaysActive: 'Always active',
    loadFailed: 'The explanation could not be loaded.',
    consentId: 'Your consent ID:',
    recordedOn: 'Recorded on:',
    reloadsWhenOff: 'Accepted. Switching it off reloads the page.',
    savedAfterReload: 'Your choice was saved. The page was reloaded for it.',
  },
};

/** Where the switch that reloads the page is remembered for the page after the reload (this tab only). */
export const RELOAD_RETURN_KEY = 'ws-manage-consent-reloaded';

/** The category the stored text names, if it is a switch of the container; anything else is ignored. */
export function readReloadReturn(stored: string | null): ChoosableCategory | undefined {
  return CHOOSABLE_CATEGORIES.find((category) => category === stored);
}

/**
 * Where to fetch manage_consent_html: `src` when it is a safe URL, else the banner service of the
 * settings when `src` is present but empty (an unsafe `src` warns). A token goes with every banner-service call.
 */
export function manageConsentUrl(
  src: string | undefined,
  serviceBase: string,
  token: string,
  warn: Warn = () => undefined,
): string | undefined {
  if (src === undefined) return undefined;
  if (src.trim() === '') return endpointUrl(serviceBase, 'manage_consent_html', { token });
  const url = readUrl('attribute "src"', src, warn);
  return url === undefined ? undefined : withQuery(url, { token });
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

/** Where the newest consent record of an id is asked for (docs/REFERENCE.md, "Endpoints"). */
/**
 * Whether a link of the server text leads to the page it is shown on (the privacy page links to
 * itself): the same address, apart from an empty fragment. A link to a part of the page is a real link.
 */
export function linksToPageItself(href: string, pageUrl: string): boolean {
  try {
    const target = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    return (
      target.hash.length <= 1 &&
      target.origin === page.origin &&
      target.pathname === page.pathname &&
      target.search === page.search
    );
  } catch {
    return false;
  }
}

export function consentRecordUrl(serviceBase: string, consentId: string, token: string): string {
  return endpointUrl(serviceBase, 'consent_record', { consent_id: consentId, token });
}

/** A time as the back end writes it (ISO 8601 with seconds and a zone); anything looser is refused. */
const RECORD_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/** The record's time when it is one: the browser would read 30 February as 2 March. */
function recordTime(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? RECORD_TIME.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  const time = new Date(value as string);
  return calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day && !Number.isNaN(time.getTime())
    ? time
    : undefined;
}

export type ConsentRecordReading = { time: Date } | { problem: string };

/**
 * The consent_record answer, read strictly: the id asked for, a time that parses, a known action
 * and a list of categories. Else the problem, for the console (the value itself is never shown).
 */
export function readConsentRecord(answer: unknown, askedId: string): ConsentRecordReading {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer))
    return { problem: 'the answer is not a record object' };
  const record = answer as Record<string, unknown>;
  if (record.consent_id !== askedId) return { problem: 'the record is not of the consent id asked for' };
  const time = recordTime(record.time);
  if (!time) return { problem: "the record's time is not an ISO 8601 time" };
  if (!(CONSENT_ACTIONS as readonly unknown[]).includes(record.action))
    return { problem: "the record's action is unknown" };
  const categories = record.consented_categories;
  if (!Array.isArray(categories) || !categories.every(isCategory))
    return { problem: "the record's consented_categories are not a list of categories" };
  return { time };
}

/** How a record's time reads in each language: "26. November 2026, 10:14 Uhr", "26 November 2026, 10:14". */
const RECORD_TIME_STYLE: Record<Language, { locale: string; clock: (time: string) => string }> = {
  de: { locale: 'de-DE', clock: (time) => `${time} Uhr` },
  en: { locale: 'en-GB', clock: (time) => time },
};

/** A record's time for the visitor, in their time zone (`timeZone` pins it, for tests). */
export function formatRecordTime(time: Date, language: Language, timeZone?: string): string {
  const { locale, clock } = RECORD_TIME_STYLE[language];
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    time,
  );
  const hour = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(time);
  return `${day}, ${clock(hour)}`;
}
