// DOM clobbering: markup that names itself like our globals or our settings must neither stop the
// runtime nor decide consent. This file starts the real shell on a page that has such markup first.
import { expect, waitUntil } from '@open-wc/testing';
import { capturingConsole } from '../support/console.ts';

describe('shell on a page with clobbering markup', () => {
  let warnings: unknown[][] = [];
  let errors: unknown[][] = [];

  before(async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<a id="wsShell" href="#"></a><img name="dataLayer" alt=""><a id="gtag" href="#"></a><img name="cookie" alt="">
       <div id="ws-consent-settings">{"consenttype":"other"}</div>
       <script type="application/json" id="ws-consent-settings">{"consenttype":"optin","current_policy_id":"1"}</script>`,
    );
    errors = await capturingConsole('error', async () => {
      warnings = await capturingConsole('warn', async () => {
        await import('../../shell/index.ts');
      });
    });
  });

  it('starts the runtime although an element is called wsShell', async () => {
    expect(typeof window.wsShell?.status).to.equal('function');
    await waitUntil(() => window.wsConsent !== undefined, 'the runtime did not start');
    expect(warnings.some((args) => String(args[0]).includes('window.wsShell'))).to.equal(true);
  });

  it('reads settings only from the JSON script: an earlier <div> with that id cannot switch consent off', () => {
    const state = window.wsConsent!.getConsent();
    expect(state.consentType).to.equal('optin');
    expect(state.banner.show).to.equal(true);
    expect(window.wsConsent!.hasConsent('marketing')).to.equal(false);
    expect(errors.some((args) => String(args[0]).includes('not a <script type="application/json">'))).to.equal(true);
  });

  it('gives Google Consent Mode its default through a fresh dataLayer when dataLayer and gtag are elements', () => {
    expect(Array.isArray(window.dataLayer)).to.equal(true);
    const [command, kind] = Array.from(window.dataLayer![0] as ArrayLike<unknown>);
    expect([command, kind]).to.deep.equal(['consent', 'default']);
    expect(warnings.some((args) => String(args[0]).includes('window.dataLayer is not an array'))).to.equal(true);
  });

  it('reads and writes the real cookies although document.cookie is shadowed by <img name="cookie">', () => {
    window.wsConsent!.saveChoices({ statistics: true });
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.get!.call(document)).to.include(
      'cmplz_statistics=allow',
    );
    window.wsConsent!.denyAll();
  });
});
