import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { BANNER_CACHE_KEY } from '../../consent-bus/service.ts';
import { startConsentBus } from '../../consent-bus/index.ts';
import { defineElement, type HostProps } from '../../elements/kit/define.ts';
import { useConsent } from '../../elements/kit/use-consent.ts';

// The page a shell would start on: settings with geoip and A/B testing, the service answering
// from a fixture folder of the test server.
const settings = {
  consenttype: 'optin',
  geoip: true,
  a_b_testing: true,
  version: 'test-1',
  url: '/test/elements/fixtures/geo',
  cookie_domain: '',
  current_policy_id: '3',
};

const posted: Array<{ url: string; body: unknown }> = [];
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posted.push({ url: String(input), body: JSON.parse(String(init.body)) });
    return new Response('{"success":true}', { status: 200 });
  }
  // The static test server knows no query strings for files: drop the token for the lookup.
  return realFetch(String(input).replace(/\?token=[a-z]{5}$/, ''), init);
};

function MarketingProbe(_: HostProps) {
  return <p part="state">{useConsent('marketing') ? 'Marketing an' : 'Marketing aus'}</p>;
}
defineElement({ tag: 'ws-marketing-probe', component: MarketingProbe, attributes: {} }).define();

describe('startConsentBus on a page', () => {
  before(() => {
    sessionStorage.removeItem(BANNER_CACHE_KEY);
    for (const cookie of document.cookie.split(';'))
      document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ws-consent-settings';
    script.textContent = JSON.stringify(settings);
    document.head.append(script);
    startConsentBus();
  });

  it('merges the banner service answer over the page settings (geoip) and caches it for the session', async () => {
    await waitUntil(() => window.wsConsent!.getConsent().consentType === 'optout', 'banner settings not applied');
    // Opt-out: everything fires until the visitor says no.
    expect(window.wsConsent!.hasConsent('marketing')).to.equal(true);
    expect(JSON.parse(sessionStorage.getItem(BANNER_CACHE_KEY)!).version).to.equal('test-1');
  });

  it('gives the A/B testing visitor an id cookie and reports each choice to the track endpoint', async () => {
    expect(document.cookie).to.match(/cmplz_id=[a-z0-9]{12}/);
    window.wsConsent!.denyAll();
    await waitUntil(() => posted.length === 1, 'no track call');
    expect(posted[0]!.url).to.match(/^\/test\/elements\/fixtures\/geo\/v1\/track\?token=[a-z]{5}$/);
    expect(posted[0]!.body).to.deep.equal({ consented_categories: ['functional'], consenttype: 'optout' });
  });

  it('useConsent follows the bus in a React element', async () => {
    const el = await fixture<HTMLElement>(html`<ws-marketing-probe></ws-marketing-probe>`);
    const text = () => el.shadowRoot!.querySelector('[part=state]')!.textContent;
    expect(text()).to.equal('Marketing aus');
    window.wsConsent!.acceptAll();
    await waitUntil(() => text() === 'Marketing an', 'element did not follow the bus');
    window.wsConsent!.saveChoices({ marketing: false });
    await waitUntil(() => text() === 'Marketing aus', 'element did not follow the bus back');
  });
});
