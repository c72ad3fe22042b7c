// Complianz's marked markup (cached pages and content of a site that used Complianz): held and
// released like ours, with the same URL check (docs/REFERENCE.md "Consent markup").
import { expect, fixture, html } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { capturingConsole } from '../support/console.ts';
import { testBus } from '../support/test-bus.ts';

declare global {
  interface Window {
    __consentOrder?: string[];
    __complianzHostile?: number;
  }
}

const SCRIPT = '/test/elements/fixtures/marked-script.js';
const requested = (path: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path));

describe('consent blocker: Complianz markup', () => {
  const running: Array<{ stop(): void }> = [];
  afterEach(() => {
    for (const blocker of running.splice(0)) blocker.stop();
  });
  beforeEach(() => {
    window.__consentOrder = [];
    performance.clearResourceTimings();
  });

  it('holds a Complianz script and frame until marketing, releases them, and takes the frame back on withdrawal', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="marketing" data-service="youtube" data-cmplz-src="${SCRIPT}?kind=cmplz" data-name="cmplz"></script>
      <iframe data-src-cmplz="/test/elements/fixtures/pixel.svg?cmplz-frame" data-category="marketing" data-service="youtube" src="about:blank" class="cmplz-iframe" title="Video" width="560" height="315"></iframe>
    </div>`);
    const consent = testBus();
    const blocker = startBlocker(consent, document);
    running.push(blocker);
    await blocker.settled();
    const frame = page.querySelector('iframe')!;
    expect(window.__consentOrder).to.deep.equal([]);
    expect(requested('kind=cmplz') || requested('cmplz-frame')).to.equal(false);
    expect(frame.hasAttribute('src')).to.equal(false);
    expect(frame.getAttribute('data-src')).to.equal('/test/elements/fixtures/pixel.svg?cmplz-frame');
    expect(page.querySelector('.ws-consent-placeholder')).to.not.equal(null);

    consent.acceptAll();
    await blocker.settled();
    expect(window.__consentOrder).to.deep.equal(['cmplz']);
    // Released as a fresh copy in the held frame's place.
    const released = page.querySelector('iframe')!;
    expect(released.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?cmplz-frame');

    consent.saveChoices({ marketing: false });
    await blocker.settled();
    expect(released.hasAttribute('src')).to.equal(false);
    expect(frame.isConnected).to.equal(false);
  });

  it('our data-src wins over a Complianz one, and a javascript: Complianz source never runs', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <iframe data-src="/test/elements/fixtures/pixel.svg?ours" data-src-cmplz="/test/elements/fixtures/pixel.svg?theirs" data-category="marketing" title="Karte"></iframe>
      <iframe data-src-cmplz="javascript:parent.__complianzHostile=1" data-category="marketing" src="about:blank" class="cmplz-iframe" title="Bösartig"></iframe>
      <script type="text/plain" data-category="marketing" data-cmplz-src="data:text/javascript,window.__complianzHostile=2"></script>
    </div>`);
    const consent = testBus();
    let frameRefusals: unknown[][] = [];
    const scriptRefusals = await capturingConsole('error', async () => {
      frameRefusals = await capturingConsole('warn', async () => {
        const blocker = startBlocker(consent, document);
        running.push(blocker);
        consent.acceptAll();
        await blocker.settled();
      });
    });
    // Each refusal is named to the page author, as for our own markup.
    expect([...frameRefusals, ...scriptRefusals].map(String).join('\n'))
      .to.include('javascript:parent.__complianzHostile=1')
      .and.include('data:text/javascript');
    const [ours, hostile] = page.querySelectorAll('iframe');
    expect(ours!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?ours');
    expect(hostile!.hasAttribute('src')).to.equal(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.__complianzHostile).to.equal(undefined);
  });
});
