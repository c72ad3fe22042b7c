import { expect } from '@open-wc/testing';
import { installBridges } from '../../consent-bus/bridges.ts';
import { createConsentBus } from '../../consent-bus/bus.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';
import { FakeCookies } from '../support/fake-cookies.ts';
import { capturingConsole } from '../support/console.ts';

type Gtag = [string, string, Record<string, string>];

describe('consent bridges', () => {
  let defaultCommand: IArguments | undefined;
  const events: Array<[string, unknown]> = [];
  const record = (event: Event) => events.push([event.type, (event as CustomEvent).detail]);
  const bus = createConsentBus({
    settings: { ...DEFAULT_SETTINGS, consenttype: 'optin', current_policy_id: '1' },
    environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
    cookies: new FakeCookies(),
    secure: false,
    reload: () => undefined,
  });

  before(() => {
    for (const type of [
      'ws-consent-change',
      'cmplz_status_change',
      'cmplz_enable_category',
      'wp_listen_for_consent_change',
    ]) {
      document.addEventListener(type, record);
    }
    delete window.gtag;
    window.dataLayer = [];
    installBridges(bus, document);
    defaultCommand = (window.dataLayer as IArguments[])[0];
  });

  beforeEach(() => {
    events.length = 0;
    window.dataLayer = [];
  });

  it('sends Google Consent Mode "default" at once, everything but functionality and security denied', () => {
    const [consent, kind, signals] = [...defaultCommand!] as Gtag;
    expect([consent, kind]).to.deep.equal(['consent', 'default']);
    expect(signals).to.deep.equal({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('the Complianz and WordPress globals read and set consent', () => {
    expect(window.cmplz_has_consent!('statistics')).to.equal(false);
    expect(window.wp_has_consent!('functional')).to.equal(true);
    expect(window.wp_consent_type).to.equal('optin');
    window.cmplz_set_consent!('statistics', 'allow');
    expect(window.wp_has_consent!('statistics')).to.equal(true);
    window.wp_set_consent!('statistics', 'deny');
    expect(window.cmplz_has_consent!('statistics')).to.equal(false);
  });

  it('every change reaches the DOM events and Google', () => {
    window.wsConsent!.saveChoices({ statistics: true });
    const types = events.map(([type]) => type);
    expect(types).to.include('ws-consent-change');
    expect(events).to.deep.include(['cmplz_status_change', { category: 'statistics', value: 'allow' }]);
    expect(events).to.deep.include(['cmplz_enable_category', { category: 'statistics' }]);
    expect(events).to.deep.include(['wp_listen_for_consent_change', { statistics: 'allow' }]);
    const updates = (window.dataLayer as IArguments[])
      .map((args) => [...args] as Gtag)
      .filter(([, kind]) => kind === 'update');
    expect(updates.at(-1)![2].analytics_storage).to.equal('granted');
    expect(updates.at(-1)![2].ad_storage).to.equal('denied');
  });

  it('uses window.gtag when the page has one', () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => calls.push(args);
    try {
      window.wsConsent!.acceptAll();
    } finally {
      delete window.gtag;
    }
    expect(calls.at(-1)).to.deep.equal([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
        personalization_storage: 'granted',
        functionality_storage: 'granted',
        security_storage: 'granted',
      },
    ]);
  });

  it('refuses an unknown category or value with a console error, changing nothing', async () => {
    const errors = (
      await capturingConsole('error', async () => {
        const before = bus.getConsent();
        window.cmplz_set_consent!('werbung', 'allow');
        window.wp_set_consent!('marketing', 'yes' as 'allow');
        expect(bus.getConsent()).to.equal(before);
      })
    ).map((args) => String(args[0]));
    expect(errors).to.have.length(2);
  });
});
