// The consent bus: one consent state for the page. The shell starts it before any element; page
// scripts use these exports (from dist/shell.js) or window.wsConsent.
import { Observable } from 'rxjs';
import { installBridges } from './bridges.ts';
import { startBlocker, type Blocker } from './blocker.ts';
import { createConsentBus, type ConsentBus } from './bus.ts';
import type { Choices, ConsentEnvironment, ConsentState } from './rules.ts';
import { readPageSettings } from './settings.ts';

export type { ConsentState, Choices } from './rules.ts';
export type { Category } from './categories.ts';

/** The channel every tab of the site listens on for "the choice changed". */
export const TAB_CHANNEL = 'ws-consent';

let bus: ConsentBus | undefined;
let blocker: Blocker | undefined;

function browserEnvironment(doc: Document): ConsentEnvironment {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return {
    doNotTrack: nav.doNotTrack === '1' || (window as Window & { doNotTrack?: string }).doNotTrack === '1',
    globalPrivacyControl: nav.globalPrivacyControl === true,
    cookiesEnabled: nav.cookieEnabled,
    tcfContainer: doc.getElementById('cmplz-tcf-container') !== null,
  };
}

/** document.cookie, read and written defensively: a browser that refuses cookies must not break the page. */
function documentCookies(doc: Document) {
  return {
    read: () => {
      try {
        return doc.cookie;
      } catch {
        return '';
      }
    },
    write: (cookie: string) => {
      try {
        doc.cookie = cookie;
      } catch (error) {
        console.warn('ws consent: could not write a cookie', error);
      }
    },
  };
}

export interface StartOptions {
  /** The page's CSP nonce (marked scripts must carry it). */
  nonce?: string;
  doc?: Document;
}

export function startConsentBus(options: StartOptions = {}): ConsentBus {
  if (bus) return bus;
  const doc = options.doc ?? document;
  const settings = readPageSettings(doc.getElementById('ws-consent-settings')?.textContent, (field, problem) =>
    console.error(`ws consent: settings field "${field}" ${problem}`),
  );
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : undefined;
  bus = createConsentBus({
    settings,
    environment: browserEnvironment(doc),
    cookies: documentCookies(doc),
    secure: location.protocol === 'https:',
    reload: () => location.reload(),
    channel,
  });
  installBridges(bus, doc);
  blocker = startBlocker(bus, doc, { nonce: options.nonce });
  return bus;
}

export function consentBusRunning(): boolean {
  return bus !== undefined;
}

/** The running bus (started on first use if the shell has not started it yet). */
function running(): ConsentBus {
  return bus ?? startConsentBus();
}

// Not rxjs' defer(): it brings every kind of input conversion into the shell.
export const consent$: Observable<ConsentState> = new Observable((subscriber) => running().consent$.subscribe(subscriber));
export const getConsent = (): ConsentState => running().getConsent();
export const hasConsent = (category: string): boolean => running().hasConsent(category);
export const acceptAll = (): void => running().acceptAll();
export const denyAll = (): void => running().denyAll();
export const saveChoices = (choices: Choices): void => running().saveChoices(choices);
export const revoke = (): void => running().revoke();

/** Resolves when marked content released so far has loaded (for tests and benchmarks). */
export const consentReleasesSettled = (): Promise<void> => blocker?.settled() ?? Promise.resolve();
