// What other scripts see of the bus: window.wsConsent and its DOM event, the Complianz globals
// and events, the WordPress Consent API, and Google Consent Mode v2. All follow consent$.
import { isCategory, type Category } from './categories.ts';
import type { ConsentBus } from './bus.ts';
import type { ConsentState } from './rules.ts';

type ConsentValue = 'allow' | 'deny';
type GtagConsent = Record<string, 'granted' | 'denied'>;

declare global {
  interface Window {
    wsConsent?: Pick<
      ConsentBus,
      'consent$' | 'getConsent' | 'hasConsent' | 'acceptAll' | 'denyAll' | 'saveChoices' | 'revoke'
    >;
    cmplz_has_consent?: (category: string) => boolean;
    cmplz_set_consent?: (category: string, value: ConsentValue) => void;
    wp_has_consent?: (category: string) => boolean;
    wp_set_consent?: (category: string, value: ConsentValue) => void;
    wp_consent_type?: string;
    wp_fallback_consent_type?: string;
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

/** Google Consent Mode v2 signals from the consent state. */
export function googleConsent(state: ConsentState): GtagConsent {
  const grant = (allowed: boolean | undefined) => (allowed ? 'granted' : 'denied');
  const marketing = grant(state.categories.marketing);
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: grant(state.categories.statistics),
    personalization_storage: grant(state.categories.preferences),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

/** Named elements (`<img name="dataLayer">`, `<a id="gtag">`) show up as globals: never trust those. */
const isElement = (value: unknown) => typeof Element === 'function' && value instanceof Element;

/** The page's gtag(), when it is a real function. */
function pageGtag(): ((...args: unknown[]) => void) | undefined {
  const gtag = window.gtag;
  return typeof gtag === 'function' && !isElement(gtag) ? gtag : undefined;
}

/** The page's dataLayer; one that is not an array (a clobbering element) is replaced, with a warning. */
function googleDataLayer(): unknown[] {
  const existing = window.dataLayer as unknown;
  if (Array.isArray(existing)) return existing;
  if (existing !== undefined)
    console.warn('ws consent: window.dataLayer is not an array (an element named "dataLayer"?); using a new one');
  const dataLayer: unknown[] = [];
  window.dataLayer = dataLayer;
  return dataLayer;
}

/** gtag() when the page has it, else the dataLayer command gtag.js reads (an arguments object, not an array). */
function sendToGoogle(command: 'default' | 'update', consent: GtagConsent): void {
  const gtag = pageGtag();
  if (gtag) {
    gtag('consent', command, consent);
    return;
  }
  const dataLayer = googleDataLayer();
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads an arguments object; an array is ignored
    dataLayer.push(arguments);
  })('consent', command, consent);
}

function setter(bus: ConsentBus, source: string) {
  return (category: string, value: ConsentValue) => {
    if (!isCategory(category) || (value !== 'allow' && value !== 'deny')) {
      console.error(`${source}: unknown category or value ${JSON.stringify([category, value])}; nothing changed`);
      return;
    }
    bus.setCategory(category, value === 'allow');
  };
}

export function installBridges(bus: ConsentBus, doc: Document = document): void {
  const { consent$, getConsent, hasConsent, acceptAll, denyAll, saveChoices, revoke } = bus;
  window.wsConsent = { consent$, getConsent, hasConsent, acceptAll, denyAll, saveChoices, revoke };
  window.cmplz_has_consent = hasConsent;
  window.cmplz_set_consent = setter(bus, 'cmplz_set_consent');
  window.wp_has_consent = hasConsent;
  window.wp_set_consent = setter(bus, 'wp_set_consent');
  const consentType = () =>
    getConsent().consentType === 'optout' || getConsent().consentType === 'other' ? 'optout' : 'optin';
  window.wp_consent_type = consentType();
  window.wp_fallback_consent_type = consentType();

  // The default must be in place before any tag can run: tags are marked content, released later.
  sendToGoogle('default', googleConsent(getConsent()));

  let previous: ConsentState | undefined;
  consent$.subscribe((state) => {
    window.wp_consent_type = consentType();
    doc.dispatchEvent(new CustomEvent('ws-consent-change', { detail: state }));
    if (!previous) {
      previous = state;
      return;
    }
    sendToGoogle('update', googleConsent(state));
    for (const [category, allowed] of Object.entries(state.categories) as Array<[Category, boolean]>) {
      if (previous.categories[category] === allowed) continue;
      const value: ConsentValue = allowed ? 'allow' : 'deny';
      doc.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category, value } }));
      if (allowed) doc.dispatchEvent(new CustomEvent('cmplz_enable_category', { detail: { category } }));
      doc.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
    }
    previous = state;
  });
}
