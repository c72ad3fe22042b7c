// What a marked element covers, beyond src and data-src (docs/REFERENCE.md "Consent markup"): a
// frame's srcdoc, styles, SVG links, preload image sets, everything inside a marked container,
// media sources that must be asked to load, and marked scripts the browser already ran.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { sanitizeServerHtml } from '../../consent-bus/sanitize.ts';
import { capturingConsole } from '../support/console.ts';
import { testBus } from '../support/test-bus.ts';

declare global {
  interface Window {
    __markupRuns?: string[];
  }
}

const PIXEL = '/test/elements/fixtures/pixel.svg';
const running: Array<{ stop(): void }> = [];
function blockerFor(consent: ReturnType<typeof testBus>, options?: Parameters<typeof startBlocker>[2]) {
  const blocker = startBlocker(consent, document, options);
  running.push(blocker);
  return blocker;
}
/** The requests made so far whose URL carries one of these markers. */
const requestsFor = (...markers: string[]) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => markers.some((marker) => name.includes(marker)));
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));
/** A fetch waited for: under a loaded CI machine one image can take longer than waitUntil's one second. */
const FETCH_WAIT = { timeout: 5000 };

describe('consent blocker: what marked markup covers', () => {
  beforeEach(() => {
    window.__markupRuns = [];
    performance.clearResourceTimings();
  });
  afterEach(() => {
    for (const blocker of running.splice(0)) blocker.stop();
  });

  it('a marked frame with srcdoc renders nothing before consent, and markup added later never releases it', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = testBus();
    const blocker = blockerFor(consent);
    page.innerHTML = `<iframe data-category="marketing" title="Karte" srcdoc="<script>parent.__markupRuns.push('srcdoc')</script><p>Dokument</p>"></iframe>`;
    const frame = page.querySelector('iframe')!;
    await waitUntil(() => frame.hasAttribute('data-srcdoc'), 'srcdoc was not held');
    await quiet();
    expect(frame.hasAttribute('srcdoc')).to.equal(false);
    expect(window.__markupRuns).to.deep.equal([]);
    const errors = await capturingConsole('error', async () => {
      consent.acceptAll();
      await blocker.settled();
      await quiet();
    });
    expect(frame.hasAttribute('srcdoc')).to.equal(false);
    expect(window.__markupRuns).to.deep.equal([]);
    expect(errors.some((args) => String(args[0]).includes('data-srcdoc'))).to.equal(true);
  });

  it("the page's own marked frame with data-srcdoc gets its document once its category is accepted", async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    // In the document before the blocker starts: the page's own markup, which may hold a document.
    page.innerHTML = `<iframe data-category="marketing" title="Anfahrt" data-srcdoc="<script>parent.__markupRuns.push('own srcdoc')</script>"></iframe>`;
    const consent = testBus();
    const blocker = blockerFor(consent);
    await quiet();
    expect(window.__markupRuns).to.deep.equal([]);
    consent.acceptCategory('statistics');
    await blocker.settled();
    await quiet();
    expect(window.__markupRuns, 'another category releases nothing').to.deep.equal([]);
    consent.acceptAll();
    await blocker.settled();
    await waitUntil(() => window.__markupRuns!.length > 0, 'the held document never ran');
    expect(window.__markupRuns).to.deep.equal(['own srcdoc']);
    expect(page.querySelector('iframe')!.getAttribute('srcdoc')).to.include('own srcdoc');
  });

  it('a marked <style> stays inert until its category is accepted, and withdrawing takes it back', async () => {
    const page = await fixture<HTMLElement>(html`<div><p class="styled-probe">Text</p></div>`);
    page.insertAdjacentHTML(
      'beforeend',
      `<style type="text/plain" data-category="preferences">.styled-probe { color: rgb(1, 2, 3); }</style>`,
    );
    const probe = page.querySelector('p')!;
    const consent = testBus();
    const blocker = blockerFor(consent);
    await blocker.settled();
    expect(getComputedStyle(probe).color).to.not.equal('rgb(1, 2, 3)');
    consent.saveChoices({ preferences: true, statistics: false, marketing: false });
    await blocker.settled();
    await waitUntil(() => getComputedStyle(probe).color === 'rgb(1, 2, 3)', 'the style did not apply after consent');
    consent.saveChoices({ preferences: false, statistics: false, marketing: false });
    await waitUntil(() => getComputedStyle(probe).color !== 'rgb(1, 2, 3)', 'the style stayed after withdrawal');
  });

  it('a marked <style> the browser applied is taken out of effect at once, with a warning', async () => {
    const page = await fixture<HTMLElement>(html`<div><p class="live-style-probe">Text</p></div>`);
    const consent = testBus();
    blockerFor(consent);
    const warnings = await capturingConsole('warn', async () => {
      page.insertAdjacentHTML(
        'beforeend',
        `<style data-category="marketing">.live-style-probe { color: rgb(4, 5, 6); }</style>`,
      );
      await waitUntil(
        () => page.querySelector('style')?.getAttribute('type') === 'text/plain',
        'the style was not held',
      );
    });
    expect(getComputedStyle(page.querySelector('p')!).color).to.not.equal('rgb(4, 5, 6)');
    expect(warnings.some((args) => String(args[0]).includes('<style> without type="text/plain"'))).to.equal(true);
  });

  it("a url() in a marked element's style, SVG links and a preload's image set: held forms fetch nothing before consent, live ones are taken off", async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = testBus();
    const blocker = blockerFor(consent);
    page.innerHTML = `
      <div data-category="marketing" class="bg-probe" data-style="width: 20px; height: 20px; background-image: url('${PIXEL}?style-bg')"></div>
      <svg data-category="marketing" width="10" height="10"><image data-href="${PIXEL}?svg-href" width="10" height="10"></image></svg>
      <link data-category="marketing" rel="preload" as="image" data-imagesrcset="${PIXEL}?preload-set 1x">`;
    const live = await capturingConsole('warn', async () => {
      page.insertAdjacentHTML(
        'beforeend',
        `<div data-category="marketing" class="live-probe" style="background-image: url('${PIXEL}?live-bg')"></div><svg data-category="marketing"><image xlink:href="${PIXEL}?live-xlink"></image><use href="#x"></use></svg><link data-category="marketing" rel="preload" as="image" imagesrcset="${PIXEL}?live-set 1x">`,
      );
      await waitUntil(
        () => page.querySelector('.live-probe')?.hasAttribute('data-style') === true,
        'the live style was not held',
      );
    });
    await quiet();
    expect(requestsFor('style-bg', 'svg-href', 'preload-set')).to.deep.equal([]);
    // What was live is taken off, each named (the author meant the data- form).
    expect(page.querySelector('.live-probe')!.hasAttribute('style')).to.equal(false);
    const liveImage = page.querySelectorAll('image')[1]!;
    expect([liveImage.getAttribute('xlink:href'), liveImage.getAttribute('data-href')]).to.deep.equal([
      null,
      `${PIXEL}?live-xlink`,
    ]);
    expect(page.querySelectorAll('link')[1]!.hasAttribute('imagesrcset')).to.equal(false);
    expect(String(live.find((args) => String(args[0]).includes('div[style]'))?.[0])).to.contain('held until');
    consent.acceptAll();
    await blocker.settled();
    expect(page.querySelector('.bg-probe')!.getAttribute('style')).to.contain('style-bg');
    expect(page.querySelector('image')!.getAttribute('href')).to.equal(`${PIXEL}?svg-href`);
    expect(liveImage.getAttribute('href')).to.equal(`${PIXEL}?live-xlink`);
    expect(page.querySelector('link')!.getAttribute('imagesrcset')).to.equal(`${PIXEL}?preload-set 1x`);
    await waitUntil(
      () => requestsFor('style-bg', 'svg-href').length === 2,
      'released content did not load',
      FETCH_WAIT,
    );
  });

  it('a marked container holds everything inside it, live or held, and releases all of it together', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = testBus();
    const blocker = blockerFor(consent);
    page.innerHTML = `<div data-category="marketing"><p>Karte</p><img src="${PIXEL}?inside-live" alt="a"><span><img data-src="${PIXEL}?inside-held" alt="b"></span><img data-category="statistics" data-src="${PIXEL}?inside-own" alt="c"></div>`;
    await waitUntil(
      () => page.querySelector('img[alt="a"]')?.hasAttribute('data-src') === true,
      'the live image inside was not held',
    );
    await quiet();
    expect(page.querySelector('img[alt="a"]')!.hasAttribute('src')).to.equal(false);
    consent.saveChoices({ preferences: false, statistics: false, marketing: true });
    await blocker.settled();
    expect(page.querySelector('img[alt="a"]')!.getAttribute('src')).to.equal(`${PIXEL}?inside-live`);
    expect(page.querySelector('img[alt="b"]')!.getAttribute('src')).to.equal(`${PIXEL}?inside-held`);
    // A marked element inside waits for its own category.
    expect(page.querySelector('img[alt="c"]')!.hasAttribute('src')).to.equal(false);
  });

  it('a marked video with marked sources loads them once released', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = testBus();
    const blocker = blockerFor(consent);
    page.innerHTML = `<video data-category="marketing" width="16" height="9"><source data-src="/test/elements/fixtures/pixel.svg?media-source"></video>`;
    await waitUntil(() => page.querySelector('.ws-consent-placeholder') !== null, 'no placeholder');
    consent.acceptAll();
    await blocker.settled();
    // Before the fix the sources got their src but the video stayed in "no source" and asked for nothing.
    await waitUntil(() => requestsFor('media-source').length > 0, 'the video never asked for its source', FETCH_WAIT);
  });

  it('a marked script the browser ran by itself (no type, or a module) is never run again, with a warning', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = testBus();
    const blocker = blockerFor(consent, { runScriptsAddedLater: true });
    const warnings = await capturingConsole('warn', async () => {
      const script = document.createElement('script');
      script.dataset.category = 'statistics';
      script.textContent = `window.__markupRuns.push('executable')`;
      page.append(script);
      const module = document.createElement('script');
      module.type = 'module';
      module.dataset.category = 'statistics';
      module.textContent = `window.__markupRuns.push('module')`;
      page.append(module);
      await quiet();
      consent.acceptAll();
      await blocker.settled();
      await quiet();
    });
    expect(window.__markupRuns).to.deep.equal(['executable', 'module']);
    expect(warnings.filter((args) => String(args[0]).includes('never run again')).length).to.equal(2);
  });
});

describe('server HTML: frames and links', () => {
  it('a frame needs a category that asks the visitor; marked SVG links are held; scheme-less links to other hosts go', async () => {
    const fragment = await sanitizeServerHtml(
      `<iframe data-category="functional" src="https://maps.example/a" title="a"></iframe>` +
        `<iframe data-category="bogus" data-src="https://maps.example/b" title="b"></iframe>` +
        `<iframe data-category="marketing" data-src="https://maps.example/c" title="c"></iframe>` +
        `<svg data-category="marketing"><image href="https://maps.example/d.png"></image></svg>` +
        `<svg data-category="marketing"><image xlink:href="https://maps.example/x.png"></image></svg>` +
        `<div data-category="marketing" data-style="position: fixed; inset: 0" data-srcdoc="<p>x</p>">g</div>` +
        `<a href="//hostile.invalid/e">e</a><a href="/kontakt/">f</a>`,
    );
    expect([...fragment.querySelectorAll('iframe')].map((frame) => frame.title)).to.deep.equal(['c']);
    const images = [...fragment.querySelectorAll('image')].map((image) => [
      image.getAttribute('href'),
      image.getAttribute('xlink:href'),
      image.getAttribute('data-href'),
    ]);
    expect(images).to.deep.equal([
      [null, null, 'https://maps.example/d.png'],
      [null, null, 'https://maps.example/x.png'],
    ]);
    expect([...fragment.querySelectorAll('a')].map((link) => link.getAttribute('href'))).to.deep.equal([
      null,
      '/kontakt/',
    ]);
    // A held style or document never comes from the server.
    expect(fragment.querySelector('[data-style], [data-srcdoc]')).to.equal(null);
  });
});

describe('consent blocker: a refresh in marked content', () => {
  it('a <meta http-equiv="refresh"> inside marked content is removed and its navigation cancelled, with a warning', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/test/elements/fixtures/frame.html';
    frame.title = 'Testrahmen';
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const doc = frame.contentDocument!;
    const blocker = startBlocker(testBus(), doc);
    const warnings = await capturingConsole('warn', async () => {
      doc.body.insertAdjacentHTML(
        'beforeend',
        `<div data-category="marketing"><meta http-equiv="refresh" content="0; url=/test/elements/fixtures/pixel.svg?refreshed"></div>`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    blocker.stop();
    expect(frame.contentWindow!.location.pathname).to.equal('/test/elements/fixtures/frame.html');
    expect(doc.querySelector('meta[http-equiv]')).to.equal(null);
    expect(warnings.some((args) => String(args[0]).includes('refresh'))).to.equal(true);
    frame.remove();
  });
});
