// The __Host- prefix (docs/REFERENCE.md "Cookies"): Chromium stores the consent cookies only from
// this host, Secure, on "/" and without a domain; the bus writes them so whatever the settings say.
// (http://localhost counts as secure for Secure cookies, so the test page may write them.)
import { expect } from '@open-wc/testing';
import { createConsentBus } from '../../consent-bus/bus.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';

const PREFIX = '__Host-cmplz_';
const clear = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name.startsWith(PREFIX)) document.cookie = `${name}=; Max-Age=0; Path=/; Secure`;
  }
};

describe('consent cookies with the __Host- prefix', () => {
  afterEach(clear);

  it('a choice is stored host-only and read back on the next page, even with a cookie domain and path in the settings', () => {
    clear();
    const options = {
      settings: { ...DEFAULT_SETTINGS, prefix: PREFIX, cookie_domain: location.hostname, cookie_path: '/shop/' },
      environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
      cookies: { read: () => document.cookie, write: (cookie: string) => void (document.cookie = cookie) },
      secure: true,
      reload: () => undefined,
    };
    const bus = createConsentBus(options);
    bus.saveChoices({ preferences: false, statistics: true, marketing: false });
    expect(document.cookie).to.contain(`${PREFIX}choice=set`);
    expect(document.cookie).to.contain(`${PREFIX}statistics=allow`);
    // Written with a Domain, the browser would have refused every one of them.
    const nextPage = createConsentBus(options);
    expect(nextPage.getConsent().categories).to.include({ statistics: true, marketing: false });
  });
});

describe('a page restored from the back/forward cache', () => {
  it('reads the cookies again: a choice withdrawn on another page holds here at once', () => {
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]!.trim();
      if (name.startsWith('bfcache_')) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    const history = new EventTarget() as EventTarget & {
      addEventListener(type: 'pageshow', listener: (event: PageTransitionEvent) => void): void;
    };
    const bus = createConsentBus({
      settings: { ...DEFAULT_SETTINGS, prefix: 'bfcache_' },
      environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
      cookies: { read: () => document.cookie, write: (cookie: string) => void (document.cookie = cookie) },
      secure: false,
      reload: () => undefined,
      history,
    });
    bus.acceptAll();
    expect(bus.hasConsent('marketing')).to.equal(true);
    // Another page of the site withdrew marketing while this one sat in the cache.
    document.cookie = 'bfcache_marketing=deny; Path=/';
    history.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(bus.hasConsent('marketing'), 'an ordinary load reads nothing again').to.equal(true);
    history.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(bus.hasConsent('marketing')).to.equal(false);
    expect(bus.hasConsent('statistics')).to.equal(true);
  });
});
