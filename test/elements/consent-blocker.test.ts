import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { startBlocker } from '../../consent-bus/blocker.ts';
import { installBridges } from '../../consent-bus/bridges.ts';
import { capturingConsole } from '../support/console.ts';
import { testBus } from '../support/test-bus.ts';

declare global {
  interface Window {
    __consentOrder?: string[];
    __blockerHostile?: number;
  }
}

const running: Array<{ stop(): void }> = [];
/** A blocker for this test only: the ones of earlier tests must not release this test's content. */
function blockerFor(consent: ReturnType<typeof bus>, options?: Parameters<typeof startBlocker>[2]) {
  const blocker = startBlocker(consent, document, options);
  running.push(blocker);
  return blocker;
}

const bus = testBus;

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
      <iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?video" title="Video" width="560" height="315"></iframe>
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
    // A frame is released as a fresh copy in the held one's place (nothing for Back to restore).
    const released = page.querySelector('iframe')!;
    expect(released).to.not.equal(iframe);
    expect(iframe.isConnected).to.equal(false);
    expect(released.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?video');
    expect(getComputedStyle(released).display).to.equal('inline');
    expect(page.querySelector('.ws-consent-placeholder')).to.equal(null);
    expect(page.querySelector('img')!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg');
    expect(page.querySelector('link')!.getAttribute('href')).to.equal('/test/elements/fixtures/prefs.css');
  });

  it('releases only the accepted categories', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics">window.__consentOrder.push('stats')</script>
      <script type="text/plain" data-category="marketing">window.__consentOrder.push('ads')</script>
      <iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?map" title="Karte"></iframe>
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
    const blocker = blockerFor(consent, { runScriptsAddedLater: true });
    page.insertAdjacentHTML(
      'beforeend',
      '<iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?later" title="Später"></iframe>',
    );
    await waitUntil(() => page.querySelector('.ws-consent-placeholder'), 'no placeholder for late content');
    consent.acceptAll();
    await blocker.settled();
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?later');
    page.insertAdjacentHTML(
      'beforeend',
      '<script type="text/plain" data-category="marketing">window.__consentOrder.push("late")</script>',
    );
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
    button.focus();
    button.click();
    expect(consent.hasConsent('marketing')).to.equal(true);
    expect(consent.hasConsent('statistics')).to.equal(false);
    await waitUntil(
      () => page.querySelector('iframe')!.getAttribute('src') === '/test/elements/fixtures/pixel.svg?embed',
      'iframe not released',
    );
    // The focused button went with its placeholder: focus is on what it released, not back at the page's start.
    expect(document.activeElement?.localName).to.equal('iframe');
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
      await fixture<HTMLElement>(
        html`<div><script type="text/plain" data-category="werbung">window.__consentOrder.push('x')</script></div>`,
      );
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

describe('consent blocker: what consent releases, withdrawal takes back', () => {
  afterEach(() => {
    for (const blocker of running.splice(0)) blocker.stop();
  });
  beforeEach(() => {
    window.__consentOrder = [];
    performance.clearResourceTimings();
  });

  it('puts iframes, images, media and stylesheets back behind their placeholders at once', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?frame" title="Video" width="560" height="315"></iframe>
      <img data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?img" data-srcset="/test/elements/fixtures/pixel.svg?img2 2x" alt="Karte" width="10" height="10">
      <video data-category="marketing" data-poster="/test/elements/fixtures/pixel.svg?poster" width="100" height="50"><source data-src="/test/elements/fixtures/pixel.svg?source"></video>
      <link rel="stylesheet" data-category="preferences" data-href="/test/elements/fixtures/prefs.css?withdraw">
    </div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    consent.acceptAll();
    await blocker.settled();
    const iframe = page.querySelector('iframe')!;
    const image = page.querySelector('img')!;
    const video = page.querySelector('video')!;
    expect(iframe.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?frame');
    expect(image.getAttribute('srcset')).to.equal('/test/elements/fixtures/pixel.svg?img2 2x');
    expect(video.getAttribute('poster')).to.equal('/test/elements/fixtures/pixel.svg?poster');
    expect(video.querySelector('source')!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?source');
    await waitUntil(
      () => getComputedStyle(document.body).getPropertyValue('--prefs-loaded').trim() === '1',
      'stylesheet not applied',
    );

    consent.saveChoices({ marketing: false, preferences: false, statistics: false });
    expect(iframe.hasAttribute('src')).to.equal(false);
    expect(getComputedStyle(iframe).display).to.equal('none');
    expect(page.querySelectorAll('.ws-consent-placeholder')).to.have.length(2);
    expect(image.hasAttribute('src') || image.hasAttribute('srcset')).to.equal(false);
    expect(video.hasAttribute('poster') || video.querySelector('source')!.hasAttribute('src')).to.equal(false);
    expect(page.querySelector('link')!.hasAttribute('href')).to.equal(false);
    expect(getComputedStyle(document.body).getPropertyValue('--prefs-loaded').trim()).to.equal('');

    // Accepting again releases the same content again (the frame as a fresh copy).
    consent.acceptCategory('marketing');
    await blocker.settled();
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal('/test/elements/fixtures/pixel.svg?frame');
    expect(page.querySelectorAll('.ws-consent-placeholder')).to.have.length(0);
  });

  it('reloads when a category whose scripts ran is withdrawn, after Google hears "denied"', async () => {
    await fixture<HTMLElement>(html`<div>
      <script type="text/plain" data-category="statistics">window.__consentOrder.push('stats')</script>
      <iframe data-category="marketing" data-src="/test/elements/fixtures/pixel.svg?no-reload" title="Karte"></iframe>
    </div>`);
    const events: string[] = [];
    const consent = bus();
    const savedGtag = window.gtag;
    window.gtag = (...args: unknown[]) => {
      const [, command, signals] = args as [string, string, Record<string, string>];
      events.push(`gtag ${command} analytics_storage=${signals.analytics_storage}`);
    };
    try {
      installBridges(consent);
      const blocker = blockerFor(consent, { reload: () => events.push('reload') });
      consent.acceptAll();
      await blocker.settled();
      expect(window.__consentOrder).to.deep.equal(['stats']);
      // Marketing ran no script here: its withdrawal takes the frame back, no reload.
      window.cmplz_set_consent!('marketing', 'deny');
      expect(events.filter((event) => event === 'reload')).to.have.length(0);
      window.cmplz_set_consent!('statistics', 'deny');
      expect(events.slice(-2)).to.deep.equal(['gtag update analytics_storage=denied', 'reload']);
    } finally {
      window.gtag = savedGtag;
    }
  });

  it('every fetching attribute has a data- form that is held until consent (srcset, poster, sources, object data)', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    const fixturePath = '/test/elements/fixtures/pixel.svg';
    page.innerHTML = `
      <img data-category="marketing" data-srcset="${fixturePath}?held-srcset 1x" alt="a">
      <video data-category="marketing" data-poster="${fixturePath}?held-poster"><source data-src="${fixturePath}?held-source"></video>
      <picture data-category="marketing"><source data-srcset="${fixturePath}?held-picture"><img alt="c"></picture>
      <object data-category="marketing" data-data="${fixturePath}?held-object" width="10" height="10"></object>
      <iframe data-category="marketing" data-src="${fixturePath}?held-frame" title="d"></iframe>`;
    await waitUntil(() => page.querySelectorAll('.ws-consent-placeholder').length === 3, 'no placeholders');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const early = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('held-'));
    expect(early.map((entry) => entry.name)).to.deep.equal([]);
    consent.acceptAll();
    await blocker.settled();
    expect(page.querySelector('img')!.getAttribute('srcset')).to.equal(`${fixturePath}?held-srcset 1x`);
    expect(page.querySelector('video')!.getAttribute('poster')).to.equal(`${fixturePath}?held-poster`);
    expect(page.querySelector('video source')!.getAttribute('src')).to.equal(`${fixturePath}?held-source`);
    expect(page.querySelector('picture source')!.getAttribute('srcset')).to.equal(`${fixturePath}?held-picture`);
    expect(page.querySelector('object')!.getAttribute('data')).to.equal(`${fixturePath}?held-object`);
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal(`${fixturePath}?held-frame`);
  });

  it('takes live fetching attributes off marked content and names them (the author meant data-…)', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = bus();
    blockerFor(consent);
    const warnings = await capturingConsole('warn', async () => {
      page.innerHTML = `
        <img data-category="marketing" src="/test/elements/fixtures/pixel.svg?live-src" srcset="/test/elements/fixtures/pixel.svg?live-srcset 1x" alt="b">
        <video data-category="marketing" poster="/test/elements/fixtures/pixel.svg?live-poster"><source src="/test/elements/fixtures/pixel.svg?live-source"></video>
        <iframe data-category="marketing" src="/test/elements/fixtures/pixel.svg?live-frame" title="d"></iframe>`;
      await waitUntil(() => page.querySelectorAll('.ws-consent-placeholder').length === 2, 'no placeholders');
    });
    for (const element of page.querySelectorAll('img, video, source, iframe')) {
      for (const name of ['src', 'srcset', 'poster'])
        expect(element.hasAttribute(name), `${element.localName}[${name}]`).to.equal(false);
    }
    expect(page.querySelector('iframe')!.getAttribute('data-src')).to.equal(
      '/test/elements/fixtures/pixel.svg?live-frame',
    );
    expect(warnings.filter((args) => String(args[0]).includes('held until'))).to.have.length(3);
  });

  it('never makes a held URL live unless it is http(s) or relative', async () => {
    window.__blockerHostile = 0;
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = bus();
    const blocker = blockerFor(consent);
    const errors = await capturingConsole('error', async () => {
      page.innerHTML = `
        <a id="plain" data-category="functional" data-href="\u00a0javascript:window.__blockerHostile++">Link</a>
        <svg><a id="svg" data-category="functional" data-href="javascript:window.__blockerHostile++"><text y="20">SVG</text></a></svg>
        <map name="m"><area id="area" data-category="functional" data-href="JaVaScRiPt:window.__blockerHostile++" shape="rect" coords="0,0,10,10"></map>
        <iframe id="frame" data-category="marketing" data-src="javascript:parent.__blockerHostile++" title="x"></iframe>
        <img id="image" data-category="marketing" data-src="data:image/svg+xml,<svg/>" data-srcset="/ok.svg 1x, javascript:x 2x" alt="y">`;
      consent.acceptAll();
      await blocker.settled();
      for (const id of ['plain', 'svg', 'area'])
        (page.querySelector(`#${id}`) as HTMLElement & { click(): void }).dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true }),
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(window.__blockerHostile).to.equal(0);
    for (const id of ['plain', 'svg', 'area'])
      expect(page.querySelector(`#${id}`)!.hasAttribute('href'), id).to.equal(false);
    expect(page.querySelector('#frame')!.hasAttribute('src')).to.equal(false);
    expect(
      page.querySelector('#image')!.hasAttribute('src') || page.querySelector('#image')!.hasAttribute('srcset'),
    ).to.equal(false);
    expect(errors.length).to.equal(6);
  });

  it('a marked script added after the page loaded runs only with the opt-in (or the page nonce)', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const consent = bus();
    const errors = await capturingConsole('error', async () => {
      blockerFor(consent);
      page.innerHTML =
        '<script type="text/plain" data-category="functional">window.__consentOrder.push("injected")</script>';
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(window.__consentOrder).to.deep.equal([]);
    expect(errors.some((args) => String(args[0]).includes('run_scripts_added_later'))).to.equal(true);
    for (const blocker of running.splice(0)) blocker.stop();

    blockerFor(bus(), { runScriptsAddedLater: true });
    page.innerHTML =
      '<script type="text/plain" data-category="functional">window.__consentOrder.push("opted-in")</script>';
    await waitUntil(() => window.__consentOrder!.includes('opted-in'), 'the opted-in script did not run');
  });
});
