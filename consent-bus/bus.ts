// The consent bus: one consent state for the page, published as consent$. Commands write the
// cookies and publish the new state; other tabs of the site hear of it at once.
import { BehaviorSubject, type Observable } from 'rxjs';
import { isCategory, siteCategories, type Category } from './categories.ts';
import {
  choiceCookies,
  choiceStored,
  consentCookieNames,
  duplicatedConsentCookies,
  cookieOptions,
  deletionCookie,
  NO_STORED_CONSENT,
  parseCookieHeader,
  readStoredConsent,
  serializeCookie,
  type StoredConsent,
} from './cookies.ts';
import {
  acceptAllChoice,
  automaticAnswer,
  denyAllChoice,
  deriveConsentState,
  policyChanged,
  revokeChoice,
  revokeReloads,
  saveChoicesChoice,
  type Choices,
  type ConsentEnvironment,
  type ConsentState,
} from './rules.ts';
import type { ConsentAction } from './service.ts';
import type { ConsentSettings } from './settings.ts';

/** document.cookie, or a stand-in in tests. */
export interface CookieStore {
  read(): string;
  write(cookie: string): void;
}

/** When a tab hears of another tab's choice, it reads the cookies at once and again after these delays. */
export const TAB_REREAD_DELAYS_MS = [50, 250, 1000];

/** The messages tabs exchange: only "look again", the cookies carry the choice. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
}

export interface ConsentBusOptions {
  settings: ConsentSettings;
  environment: ConsentEnvironment;
  cookies: CookieStore;
  secure: boolean;
  reload: () => void;
  channel?: TabChannel;
  /**
   * The window, for `pageshow`: a page restored from the back/forward cache reads the cookies
   * again, so a choice changed on another page (withdrawn, say) holds here too.
   */
  history?: { addEventListener(type: 'pageshow', listener: (event: PageTransitionEvent) => void): void };
  /**
   * Called after each choice of the visitor, and once for the do-not-track or GPC answer when
   * consent records are kept: the track endpoint hears of it (docs/REFERENCE.md, "Endpoints").
   */
  onChoice?: (state: ConsentState, settings: ConsentSettings, action: ConsentAction) => void;
}

export interface ConsentBus {
  consent$: Observable<ConsentState>;
  getConsent(): ConsentState;
  hasConsent(category: string): boolean;
  acceptAll(): void;
  denyAll(): void;
  saveChoices(choices: Choices): void;
  /** Accept one more category, keeping the others as they are (the placeholder's button). */
  acceptCategory(category: Category): void;
  /** Set one category (the Complianz and WordPress set_consent calls). */
  setCategory(category: Category, allowed: boolean): void;
  revoke(): void;
  /** Settings changed (banner service answer, country lookup): derive the state again. */
  update(settings: ConsentSettings, environment?: ConsentEnvironment): void;
  settings(): ConsentSettings;
}

/** A random visitor id for A/B testing and consent records (12 base-36 characters). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

export function createConsentBus(options: ConsentBusOptions): ConsentBus {
  let settings = options.settings;
  let environment = options.environment;
  const categoryList = () => siteCategories(settings);
  const cookieJar = () => parseCookieHeader(options.cookies.read());
  const writeOptions = () => cookieOptions(settings, options.secure);

  /** A choice the browser would not store (wrong cookie_domain, cookies refused): it holds for this page. */
  let unstoredChoice: StoredConsent | undefined;
  let duplicatesReported = false;
  /** The id was made on this page (A/B testing makes it at once): a do-not-track record is still due. */
  let idMadeHere = false;
  const writeId = (id: string) => options.cookies.write(serializeCookie(`${settings.prefix}id`, id, writeOptions()));

  const readConsentCookies = (): StoredConsent => {
    if (unstoredChoice) return unstoredChoice;
    const jar = cookieJar();
    const duplicates = duplicatedConsentCookies(jar, settings.prefix, categoryList());
    if (duplicates.length && !duplicatesReported) {
      duplicatesReported = true;
      console.warn(
        `ws consent: consent cookies set more than once (other paths or domains): ${duplicates.join(', ')}` +
          '; the most restrictive value counts',
      );
    }
    let stored = readStoredConsent(jar, settings.prefix, categoryList(), settings.current_policy_id);
    if (policyChanged(stored, settings)) {
      // A new cookie policy: the old choice no longer counts.
      for (const name of consentCookieNames(settings.prefix, categoryList()))
        options.cookies.write(deletionCookie(name, writeOptions()));
      stored = NO_STORED_CONSENT;
    }
    if (settings.a_b_testing && stored.id === undefined) {
      stored = { ...stored, id: randomId() };
      writeId(stored.id!);
      idMadeHere = true;
    }
    return stored;
  };

  let stored = readConsentCookies();
  let settingsRevision = 0;
  const derive = () => deriveConsentState(settings, categoryList(), stored, environment, settingsRevision);
  const state$ = new BehaviorSubject<ConsentState>(derive());
  const consent$ = state$.asObservable();

  // Emits only on real change: the same state again (another tab's echo, a repeated command) is no news.
  // (Compared here rather than with distinctUntilChanged: that operator costs the shell half a KB.)
  const publish = () => {
    const next = derive();
    if (JSON.stringify(next) !== JSON.stringify(state$.value)) state$.next(next);
  };

  const commit = (next: StoredConsent, action: ConsentAction) => {
    const before = state$.value;
    // Consent records carry an id from the first choice on; later choices keep it (docs/REFERENCE.md, "Cookies").
    if (settings.record_consent && next.id === undefined) next = { ...next, id: randomId() };
    for (const cookie of choiceCookies(settings.prefix, categoryList(), next, writeOptions()))
      options.cookies.write(cookie);
    unstoredChoice = undefined;
    // Read back: a choice the browser did not keep would be lost, silently, on the next page.
    if (
      !choiceStored(next, readStoredConsent(cookieJar(), settings.prefix, categoryList(), settings.current_policy_id))
    ) {
      unstoredChoice = next;
      const domain = settings.cookie_domain
        ? `cookie_domain "${settings.cookie_domain}" may not match this host, or `
        : '';
      console.error(
        `ws consent: the choice could not be stored in cookies (${domain}the browser refuses cookies); it ` +
          'holds for this page only',
      );
    }
    stored = next;
    publish();
    options.channel?.postMessage('consent-changed');
    options.onChoice?.(state$.value, settings, action);
    return before;
  };

  // The browser's do-not-track or GPC answer is recorded once, with the id made for it: the
  // next page finds the id and stays quiet (docs/REFERENCE.md, "Endpoints").
  const recordAutomaticAnswer = () => {
    const action =
      settings.record_consent && (stored.id === undefined || idMadeHere) && automaticAnswer(state$.value, environment);
    if (!action) return;
    idMadeHere = false;
    if (stored.id === undefined) {
      stored = { ...stored, id: randomId() };
      writeId(stored.id!);
      publish();
    }
    options.onChoice?.(state$.value, settings, action);
  };
  // With geoip the banner service's settings are on their way (update): the record waits for them.
  if (!settings.geoip) recordAutomaticAnswer();

  const rereadCookies = () => {
    stored = readConsentCookies();
    publish();
  };
  options.channel?.addEventListener('message', () => {
    rereadCookies();
    // Another tab's cookie write can reach this renderer a moment after its message does (Chromium
    // syncs cookies between processes asynchronously): look again shortly; only real change publishes.
    for (const delay of TAB_REREAD_DELAYS_MS) setTimeout(rereadCookies, delay);
  });

  options.history?.addEventListener('pageshow', (event) => {
    if (event.persisted) rereadCookies();
  });

  const currentChoices = (): Choices => {
    const choices: Choices = {};
    for (const category of categoryList()) {
      if (category !== 'functional') choices[category] = state$.value.categories[category] ?? false;
    }
    return choices;
  };

  const bus: ConsentBus = {
    consent$,
    getConsent: () => state$.value,
    hasConsent: (category) => isCategory(category) && state$.value.categories[category] === true,
    acceptAll: () => void commit(acceptAllChoice(categoryList(), settings, stored), 'accept_all'),
    denyAll: () => void commit(denyAllChoice(categoryList(), settings, stored), 'deny'),
    saveChoices: (choices) => void commit(saveChoicesChoice(categoryList(), choices, settings, stored), 'save'),
    acceptCategory: (category) => bus.setCategory(category, true),
    setCategory: (category, allowed) => {
      if (category === 'functional') return;
      bus.saveChoices({ ...currentChoices(), [category]: allowed });
    },
    revoke: () => {
      const before = commit(revokeChoice(categoryList(), settings, stored), 'revoke');
      if (revokeReloads(before, settings)) options.reload();
    },
    update: (nextSettings, nextEnvironment = environment) => {
      settings = nextSettings;
      environment = nextEnvironment;
      settingsRevision += 1;
      stored = readConsentCookies();
      publish();
      recordAutomaticAnswer();
    },
    settings: () => settings,
  };
  return bus;
}
