import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { createConsentBus } from '../../consent-bus/bus.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';
import { capturingConsole } from '../support/console.ts';
import { FakeCookies } from '../support/fake-cookies.ts';

declare global {
  interface Window {
    __consentOrder?: string[];
  }
}

const running: Array<{ stop(): void }> = [];
/** A blocker for this test only: the ones of earlier tests must not release this test's content. */
function blockerFor(consent: ReturnType<typeof bus>, options?: Parameters<typeof startBlocker>[2]) {
  const blocker = startBlocker(consent, document, options);
  running.push(blocker);
  return blocker;
}

function bus() {
  return createConsentBus({
    settings: { ...DEFAULT_SETTINGS, current_policy_id: '1' },
    environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
    cookies: new FakeCookies(),
    secure: false,
    reload: () => undefined,
  });
}

const SCRIPT = '/test/elements/fixtures/marked-script.js';

/** Requests the page made for a path, from the resource timing buffer. */
const requested = (path: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path));

describe('consent blocker', () => {
  afterEach(() => {
    for (const blocker of running.splice(0)) blocker.stop();
  });

  beforeEach(() => {
    window.__consentOrder = [];
    performance.clearResourceTimings();
  });

  it('holds every kind of marked content until its category is accepted, then releases it', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics">window.__consentOrder.push('inline-stats')</script>
      <script type="text/plain" data-category="marketing" data-src="${SCRIPT}?kind=ext" data-name="external"></script>
      <iframe data-category="marketing" data-src="about:blank#video" title="Video" width="560" height="315"></iframe>
      <img data-category="marketing" data-src="/test/elements/fixtures/pixel.svg" alt="Karte" width="10" height="10">
      <link rel="stylesheet" data-category="preferences" data-href="/test/elements/fixtures/prefs.css">
    </div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    await blocker.settled();

    expect(window.__consentOrder).to.deep.equal([]);
    expect(requested('kind=ext')).to.equal(false);
    const iframe = page.querySelector('iframe')!;
    expect(iframe.hasAttribute('src')).to.equal(false);
    expect(getComputedStyle(iframe).display).to.equal('none');
    expect(page.querySelector('.ws-consent-placeholder')).to.not.equal(null);
    expect(page.querySelector('img')!.hasAttribute('src')).to.equal(false);
    expect(page.querySelector('link')!.hasAttribute('href')).to.equal(false);

    consent.acceptAll();
    await blocker.settled();
    expect(window.__consentOrder).to.deep.equal(['inline-stats', 'external']);
    expect(iframe.getAttribute('src')).to.equal('about:blank#video');
    expect(getComputedStyle(iframe).display).to.equal('inline');
    expect(page.querySelector('.ws-consent-placeholder')).to.equal(null);
    expect(page.querySelector('img')!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg');
    expect(page.querySelector('link')!.getAttribute('href')).to.equal('/test/elements/fixtures/prefs.css');
  });

  it('releases only the accepted categories', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics">window.__consentOrder.push('stats')</script>
      <script type="text/plain" data-category="marketing">window.__consentOrder.push('ads')</script>
      <iframe data-category="marketing" data-src="about:blank" title="Karte"></iframe>
    </div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    consent.saveChoices({ statistics: true });
    await blocker.settled();
    expect(window.__consentOrder).to.deep.equal(['stats']);
    expect(page.querySelector('iframe')!.hasAttribute('src')).to.equal(false);
  });

  it('runs scripts in document order, each once, waiting for external ones', async () => {
    await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics">window.__consentOrder.push('first')</script>
      <script type="text/plain" data-category="statistics" data-src="${SCRIPT}?kind=order" data-name="second"></script>
      <script type="text/plain" data-category="marketing">window.__consentOrder.push('third')</script>
    </div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    consent.acceptAll();
    consent.saveChoices({ statistics: true, marketing: true });
    consent.acceptAll();
    await blocker.settled();
    expect(window.__consentOrder).to.deep.equal(['first', 'second', 'third']);
  });

  it('handles content added later: waits before consent, released at once after', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    page.insertAdjacentHTML('beforeend', '<iframe data-category="marketing" data-src="about:blank#later" title="Später"></iframe>');
    await waitUntil(() => page.querySelector('.ws-consent-placeholder'), 'no placeholder for late content');
    consent.acceptAll();
    await blocker.settled();
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal('about:blank#later');
    page.insertAdjacentHTML('beforeend', '<script type="text/plain" data-category="marketing">window.__consentOrder.push("late")</script>');
    await waitUntil(() => window.__consentOrder!.includes('late'), 'late script did not run');
  });

  it('gives a blocked iframe a same-size placeholder whose button accepts that category only', async () => {
    const page = await fixture<HTMLElement>(html`<div style="width: 600px">
      <iframe class="embed" data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?embed" title="Rundgang" width="1200" height="675" style="width: 100%; height: auto; aspect-ratio: 1200 / 675; border: 0"></iframe>
    </div>`);
    const consent = bus();
    blockerFor(consent);
    const placeholder = page.querySelector<HTMLElement>('.ws-consent-placeholder')!;
    expect(placeholder.classList.contains('embed')).to.equal(true);
    expect(placeholder.getAttribute('aria-label')).to.equal('Blockierter Inhalt: Rundgang');
    expect(placeholder.textContent).to.include('localhost');
    expect(Math.round(placeholder.getBoundingClientRect().height)).to.equal(Math.round((600 * 675) / 1200));
    const button = placeholder.querySelector('button')!;
    expect(button.textContent).to.equal('Marketing akzeptieren');
    await expect(page).to.be.accessible();
    button.click();
    expect(consent.hasConsent('marketing')).to.equal(true);
    expect(consent.hasConsent('statistics')).to.equal(false);
    await waitUntil(() => page.querySelector('iframe')!.getAttribute('src') === '/test/elements/fixtures/pixel.svg?embed', 'iframe not released');
  });

  it('logs "Something went wrong" for a script that fails to load, and carries on', async () => {
    const warnings = await capturingConsole('warn', async () => {
      await fixture<HTMLElement>(html`<div>
        <script type="text/plain" data-category="statistics" data-src="/test/elements/fixtures/missing.js"></script>
        <script type="text/plain" data-category="statistics">window.__consentOrder.push('after')</script>
      </div>`);
      const consent = bus();
      const blocker = blockerFor(consent);
      consent.acceptAll();
      await blocker.settled();
    });
    expect(warnings.some((args) => args[0] === 'Something went wrong')).to.equal(true);
    expect(window.__consentOrder).to.deep.equal(['after']);
  });

  it('keeps content with an unknown category blocked, with a warning', async () => {
    const warnings = await capturingConsole('warn', async () => {
      await fixture<HTMLElement>(html`<div><script type="text/plain" data-category="werbung">window.__consentOrder.push('x')</script></div>`);
      const consent = bus();
      const blocker = blockerFor(consent);
      consent.acceptAll();
      await blocker.settled();
    });
    expect(window.__consentOrder).to.deep.equal([]);
    expect(warnings.some((args) => String(args[0]).includes('"werbung"'))).to.equal(true);
  });

  it('on a nonce page, runs only marked scripts that carry the page nonce', async () => {
    const errors = await capturingConsole('error', async () => {
      await fixture<HTMLElement>(html`<div>
        <script type="text/plain" data-category="statistics" nonce="n0nce">window.__consentOrder.push('trusted')</script>
        <script type="text/plain" data-category="statistics">window.__consentOrder.push('injected')</script>
      </div>`);
      const consent = bus();
      const blocker = blockerFor(consent, { nonce: 'n0nce' });
      consent.acceptAll();
      await blocker.settled();
    });
    expect(window.__consentOrder).to.deep.equal(['trusted']);
    expect(errors).to.have.length(1);
  });
});
