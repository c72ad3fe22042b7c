// Only scripts keep their document order. Iframes, images, media and styles are released
// as soon as their category is accepted, never behind an external script's load (the contact page's
// map and video used to wait for the statistics script).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { testBus } from '../support/test-bus.ts';

declare global {
  interface Window {
    __consentOrder?: string[];
    __markedScriptsInPage?: number[];
  }
}

const SCRIPT = '/test/elements/fixtures/marked-script.js';

describe('consent blocker: what waits for what', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());
  beforeEach(() => {
    window.__consentOrder = [];
    window.__markedScriptsInPage = [];
  });

  it('scripts with a source are fetched side by side and run in document order; an inline one waits for them', async () => {
    await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics" data-src="${SCRIPT}?n=1" data-name="one"></script>
      <script type="text/plain" data-category="statistics" data-src="${SCRIPT}?n=2" data-name="two"></script>
      <script type="text/plain" data-category="statistics">window.__consentOrder.push('inline')</script>
      <script type="text/plain" data-category="statistics" data-src="${SCRIPT}?n=3" data-name="three"></script>
    </div>`);
    const consent = testBus();
    const blocker = startBlocker(consent);
    stop = () => blocker.stop();
    consent.acceptAll();
    await blocker.settled();
    expect(window.__consentOrder!.join(' ')).to.equal('one two inline three');
    // The first ran with the second already in the page: not one after the other's load (docs/RULES.md#release).
    expect(window.__markedScriptsInPage).to.deep.equal([2, 2, 3]);
  });

  it('an accepted category releases its iframe, image and stylesheet before its external script has loaded; scripts keep their order', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="marketing">window.__consentOrder.push('first')</script>
      <script type="text/plain" data-category="marketing" data-src="${SCRIPT}?kind=slow" data-name="external"></script>
      <script type="text/plain" data-category="marketing">window.__consentOrder.push('third')</script>
      <iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?order-frame" title="Karte" width="560" height="315"></iframe>
      <img data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?order-image" alt="Anfahrt" width="10" height="10">
      <link rel="stylesheet" data-category="marketing" data-href="/test/elements/fixtures/prefs.css?order">
    </div>`);
    // Each release is noted the moment it happens, in the same list the scripts write to.
    const observer = new MutationObserver((records) => {
      for (const record of records) window.__consentOrder!.push(`${(record.target as Element).localName} released`);
    });
    // The whole subtree: a frame is released as a fresh copy in the held one's place.
    observer.observe(page, { subtree: true, attributeFilter: ['src', 'href'] });
    const consent = testBus();
    const blocker = startBlocker(consent);
    stop = () => {
      observer.disconnect();
      blocker.stop();
    };

    consent.acceptAll();
    await blocker.settled();
    const order = window.__consentOrder!;
    expect(order.filter((entry) => !entry.endsWith('released')).join(' ')).to.equal('first external third');
    for (const kind of ['iframe', 'img', 'link']) {
      expect(order.indexOf(`${kind} released`), `${kind}: ${order.join(', ')}`).to.be.within(
        0,
        order.indexOf('external') - 1,
      );
    }
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?order-frame');
    expect(page.querySelector('.ws-consent-placeholder')).to.equal(null);
  });

  it('content of a category accepted later is released while an earlier category’s script still loads', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics" data-src="${SCRIPT}?kind=stats" data-name="stats"></script>
      <iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?video" title="Video"></iframe>
    </div>`);
    // What had run when the video got its address, noted at that moment (a poll could come late
    // on a busy machine, after the script too).
    let ranWhenReleased: string[] | undefined;
    const watch = new MutationObserver(() => (ranWhenReleased ??= [...(window.__consentOrder ?? [])]));
    watch.observe(page, { subtree: true, attributeFilter: ['src'] });
    const consent = testBus();
    const blocker = startBlocker(consent);
    stop = () => {
      watch.disconnect();
      blocker.stop();
    };
    consent.saveChoices({ statistics: true });
    consent.acceptCategory('marketing');
    await waitUntil(() => ranWhenReleased !== undefined, 'video not released');
    expect(ranWhenReleased).to.deep.equal([]);
    await blocker.settled();
    expect(window.__consentOrder).to.deep.equal(['stats']);
  });
});
