// The consent bus: one consent state for the page. The shell starts it before any element; page
// scripts use these exports (from dist/shell.js) or window.wsConsent.
import { Observable } from 'rxjs';
import { installBridges } from './bridges.ts';
import { startBlocker, type Blocker } from './blocker.ts';
import { createConsentBus, type ConsentBus } from './bus.ts';
import type { Category } from './categories.ts';
import type { Choices, ConsentEnvironment, ConsentState } from './rules.ts';
import { pageSettingsElement, readPageSettings, type ConsentSettings } from './settings.ts';

export type { ConsentState, Choices } from './rules.ts';
export type { ConsentAction } from './service.ts';
export type { Category, ChoosableCategory, NamedCategory } from './categories.ts';
// What the banner, manage-consent and the placeholders share: one list, one reading, one table.
export { CATEGORY_NAMES, CHOOSABLE_CATEGORIES, categoryName, choicesFrom, SCRIPTS_RAN_EVENT } from './categories.ts';
export type { ConsentSettings } from './settings.ts';

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

/**
 * document.cookie, read and written defensively: a browser that refuses cookies must not break the
 * page. Through Document.prototype's accessor: `<img name="cookie">` shadows document.cookie itself.
 */
function documentCookies(doc: Document) {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  return {
    read: () => {
      try {
        return String(cookie?.get?.call(doc) ?? '');
      } catch {
        return '';
      }
    },
    write: (value: string) => {
      try {
        cookie?.set?.call(doc, value);
      } catch (error) {
        console.warn('ws consent: could not write a cookie', error);
      }
    },
  };
}

/** One reload, however many reasons arrive together (a revoke that also withdraws ran scripts). */
function reloadOnce(): () => void {
  let reloading = false;
  return () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
}

export interface StartOptions {
  /** The page's CSP nonce (marked scripts must carry it). */
  nonce?: string;
  doc?: Document;
}

const reportSettings = (field: string, problem: string) =>
  console.error(`ws consent: settings field "${field}" ${problem}`);

export function startConsentBus(options: StartOptions = {}): ConsentBus {
  if (bus) return bus;
  const doc = options.doc ?? document;
  const settings = readPageSettings(pageSettingsElement(doc, reportSettings)?.textContent, reportSettings);
  const environment = browserEnvironment(doc);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : undefined;
  const reload = reloadOnce();
  bus = createConsentBus({
    settings,
    environment,
    cookies: documentCookies(doc),
    secure: location.protocol === 'https:',
    reload,
    channel,
    history: window,
    onChoice: (state, current, action) => {
      // Consent records (proof of consent) and A/B testing both report to the track endpoint (docs/REFERENCE.md,
      // "Endpoints").
      if (current.record_consent || current.a_b_testing) {
        import('./service.ts')
          .then((service) => service.sendChoice(state, current, action, doc))
          .catch((error: unknown) =>
            console.error(`ws consent: tracking the choice failed: ${(error as Error).message}`),
          );
      }
    },
  });
  installBridges(bus, doc);
  blocker = startBlocker(bus, doc, {
    nonce: options.nonce,
    runScriptsAddedLater: settings.run_scripts_added_later,
    reload,
  });
  if (settings.geoip) {
    const running = bus;
    // A failing chunk or a broken answer leaves the page's own settings in force, with one error.
    import('./service.ts')
      .then((service) => service.applyVisitorSettings(running, environment, reportSettings))
      .catch((error: unknown) =>
        console.error(`ws consent: the banner service settings could not be applied: ${(error as Error).message}`),
      );
  }
  return bus;
}

/** The running bus (started on first use if the shell has not started it yet). */
function running(): ConsentBus {
  return bus ?? startConsentBus();
}

// Not rxjs' defer(): it brings every kind of input conversion into the shell.
export const consent$: Observable<ConsentState> = new Observable((subscriber) =>
  running().consent$.subscribe(subscriber),
);
export const getConsent = (): ConsentState => running().getConsent();
export const hasConsent = (category: string): boolean => running().hasConsent(category);
export const acceptAll = (): void => running().acceptAll();
export const denyAll = (): void => running().denyAll();
export const saveChoices = (choices: Choices): void => running().saveChoices(choices);
/** Accepts one more category and keeps the others (what a placeholder's button does). */
export const acceptCategory = (category: Category): void => running().acceptCategory(category);
export const revoke = (): void => running().revoke();
/** Whether withdrawing `category` now reloads the page: a marked script of it ran here, and its effects would stay
 * otherwise. */
export const withdrawalReloads = (category: Category): boolean => {
  running();
  return blocker?.withdrawalReloads(category) ?? false;
};
/** The settings in force (page settings, merged with the banner service's answer once it came). */
export const getConsentSettings = (): ConsentSettings => running().settings();
