// The consent bus: one consent state for the page. The shell starts it before any element; page
// scripts use these exports (from dist/shell.js) or window.wsConsent.
import { Observable } from 'rxjs';
import { installBridges } from './bridges.ts';
import { startBlocker } from './blocker.ts';
import { createConsentBus, type ConsentBus } from './bus.ts';
import type { Choices, ConsentEnvironment, ConsentState } from './rules.ts';
import { readPageSettings, type ConsentSettings } from './settings.ts';

export type { ConsentState, Choices } from './rules.ts';
export type { Category } from './categories.ts';
export type { ConsentSettings } from './settings.ts';

/** The channel every tab of the site listens on for "the choice changed". */
export const TAB_CHANNEL = 'ws-consent';

let bus: ConsentBus | undefined;

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

const reportSettings = (field: string, problem: string) => console.error(`ws consent: settings field "${field}" ${problem}`);

/** sessionStorage, or nothing where the browser blocks it. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** With geoip: the banner service's settings (cached per session) and the visitor's country. */
async function applyVisitorSettings(running: ConsentBus, environment: ConsentEnvironment): Promise<void> {
  const service = await import('./service.ts');
  const merged = await service.loadBannerSettings(running.settings(), fetch, sessionStore(), reportSettings);
  let country: string | undefined;
  const services = service.countryServices(merged);
  if (services.length) {
    try {
      country = await service.lookupCountry(services, fetch);
    } catch (error) {
      console.warn(`ws consent: country lookup: ${(error as Error).message}`);
    }
  }
  running.update(merged, country ? { ...environment, country } : environment);
}

export function startConsentBus(options: StartOptions = {}): ConsentBus {
  if (bus) return bus;
  const doc = options.doc ?? document;
  const settings = readPageSettings(doc.getElementById('ws-consent-settings')?.textContent, reportSettings);
  const environment = browserEnvironment(doc);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : undefined;
  bus = createConsentBus({
    settings,
    environment,
    cookies: documentCookies(doc),
    secure: location.protocol === 'https:',
    reload: () => location.reload(),
    channel,
    onChoice: (state, current) => {
      if (current.a_b_testing) void import('./service.ts').then((service) => service.trackChoice(state, current, fetch));
    },
  });
  installBridges(bus, doc);
  startBlocker(bus, doc, { nonce: options.nonce });
  if (settings.geoip) void applyVisitorSettings(bus, environment);
  return bus;
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
/** The settings in force (page settings, merged with the banner service's answer once it came). */
export const getConsentSettings = (): ConsentSettings => running().settings();
