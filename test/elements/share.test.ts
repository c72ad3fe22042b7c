import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define, type WsShareDetail } from '../../elements/share/define.ts';
import { shareFallbackHtml } from '../../elements/share/fallback.ts';
import { shareReserve } from '../../elements/share/reserve.ts';
import {
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  shareData,
  shareUrl,
  webShareData,
  type ShareNetwork,
} from '../../elements/share/rules.ts';
import { readSharePage } from '../../elements/share/share.tsx';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { capturingConsole } from '../support/console.ts';

const LINK = 'https://weber-lack.example/blog/kratzer-entfernen/';
const TITLE = 'Kratzer & Dellen #2: "Smart-Repair" <schnell> – Ölwechsel 🚗 für 99 €';

/** The shadow root's share links, once rendered. */
async function linksOf(el: HTMLElement): Promise<HTMLAnchorElement[]> {
  await waitUntil(() => el.shadowRoot?.querySelector('[part="list"]'), 'ws-share did not render');
  return [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part="link"]')];
}
const systemButton = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[part="system-button"]');
const networksOf = (links: HTMLAnchorElement[]) => links.map((link) => link.dataset.network);

/** Replaces navigator.share (and canShare) for one test; the returned function restores them. */
function stubShare(share: (data: ShareData) => Promise<void>): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'share');
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share });
  return () => {
    if (own) Object.defineProperty(navigator, 'share', own);
    else delete (navigator as { share?: unknown }).share;
  };
}

/** Adds elements to <head> for one test (description meta, canonical, og:image); returns the cleanup. */
function headWith(markup: string): () => void {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const added = [...template.content.children];
  document.head.append(...added);
  return () => added.forEach((element) => element.remove());
}

/** Share clicks must not open windows in the test: the element's listener runs first, then this cancels the navigation. */
const keepPage = (event: Event) => event.preventDefault();

/** A never-defined tag with the same reserve: the fallback as it looks before the upgrade and without script. */
const PROBE_TAG = 'ws-share-probe';
const probeSheet = new CSSStyleSheet();
probeSheet.replaceSync(reserveStylesFor([{ tag: PROBE_TAG as `ws-${string}`, reserve: shareReserve }]));
document.adoptedStyleSheets = [...document.adoptedStyleSheets, probeSheet];

/** The box's rounded size, and the rectangles of its label or button and each link relative to the box. */
function geometry(box: Element, root: ParentNode): string[] {
  const origin = box.getBoundingClientRect();
  const parts = [...root.querySelectorAll('.ws-share__label, .label, .system, a')];
  const rect = (r: DOMRect, x = 0, y = 0) =>
    `${Math.round(r.left - x)},${Math.round(r.top - y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  return [
    `${Math.round(origin.width)}x${Math.round(origin.height)}`,
    ...parts.map((part) => rect(part.getBoundingClientRect(), origin.left, origin.top)),
  ];
}

describe('<ws-share> upgrade', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('the fallback and the upgraded box take the same place, with and without the Teilen button, narrow and wide', async () => {
    define();
    const page = readSharePage(document);
    for (const width of [360, 1280]) {
      await setViewport({ width, height: 800 });
      for (const withSystemShare of [false, true]) {
        const restore = withSystemShare ? stubShare(async () => {}) : () => {};
        try {
          const container = await fixture<HTMLElement>(html`<div style="width: ${width - 32}px"></div>`);
          const fallback = shareFallbackHtml(
            { networks: 'facebook,twitter,reddit,linkedin,whatsapp,mail', title: TITLE, link: LINK },
            page,
            'de',
          );
          const probe = document.createElement(PROBE_TAG);
          probe.innerHTML = fallback;
          const el = document.createElement('ws-share');
          el.setAttribute('networks', 'facebook,twitter,reddit,linkedin,whatsapp,mail');
          el.dataset.title = TITLE;
          el.dataset.link = LINK;
          el.innerHTML = fallback;
          container.append(probe, el);
          await linksOf(el);
          expect(Boolean(systemButton(el)), 'button only with Web Share').to.equal(withSystemShare);
          expect(geometry(el, el.shadowRoot!).join(' | '), `${width}px, Web Share ${withSystemShare}`).to.equal(
            geometry(probe, probe).join(' | '),
          );
          expect(el.getBoundingClientRect().height).to.be.at.least(44);
        } finally {
          restore();
        }
      }
    }
  });
});

describe('<ws-share>', () => {
  before(() => define());
  beforeEach(() => document.addEventListener('click', keepPage));
  afterEach(() => document.removeEventListener('click', keepPage));

  it("renders each network's share URL from the rules, title and link encoded", async () => {
    const el = await fixture<HTMLElement>(html`<ws-share data-title=${TITLE} data-link=${LINK}></ws-share>`);
    const links = await linksOf(el);
    expect(networksOf(links)).to.deep.equal([...SHARE_NETWORK_NAMES]);
    for (const link of links) {
      const network = link.dataset.network as ShareNetwork;
      expect(link.getAttribute('href'), network).to.equal(shareUrl(network, { url: LINK, title: TITLE }));
      const href = link.getAttribute('href')!;
      expect(/["<>#\s]/.test(href.slice(href.indexOf('?'))), `${network}: nothing unencoded`).to.equal(false);
    }
    const twitter = new URL(links[1]!.href);
    expect(twitter.origin).to.equal('https://x.com');
    expect(twitter.searchParams.get('text')).to.equal(TITLE);
    expect(twitter.searchParams.get('url')).to.equal(LINK);
    const mail = links.at(-1)!.getAttribute('href')!;
    expect(
      mail.startsWith('mailto:?subject=Kratzer%20%26%20Dellen%20%232%3A%20%22Smart-Repair%22%20%3Cschnell%3E'),
    ).to.equal(true);
  });

  it("never links javascript: or data: from data attributes: the page's own link and image are shared instead", async () => {
    const removeHead = headWith(
      '<link rel="canonical" href="/blog/kanonisch/"><meta property="og:image" content="/bilder/og.jpg">',
    );
    try {
      const warnings = await capturingConsole('warn', async () => {
        for (const bad of [
          'javascript:alert(1)',
          ' JaVaScRiPt:alert(1)',
          'java\tscript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'vbscript:x',
        ]) {
          const el = await fixture<HTMLElement>(
            html`<ws-share networks="facebook,pinterest" data-link=${bad} data-image=${bad}></ws-share>`,
          );
          const links = await linksOf(el);
          expect(networksOf(links), bad).to.deep.equal(['facebook', 'pinterest']);
          for (const link of links) {
            expect(link.protocol, bad).to.equal('https:');
            expect(link.href.toLowerCase().includes('script'), bad).to.equal(false);
          }
          const pin = new URL(links[1]!.href).searchParams;
          expect(pin.get('url')).to.equal(new URL('/blog/kanonisch/', location.href).href);
          expect(pin.get('media')).to.equal(new URL('/bilder/og.jpg', location.href).href);
        }
      });
      expect(
        warnings.filter((args) => String(args[0]).includes('data-link')).length,
        'one warning per element',
      ).to.equal(5);
    } finally {
      removeHead();
    }
  });

  it("falls back to the page's title, description meta, canonical URL and og:image", async () => {
    const title = document.title;
    document.title = 'Lackierung – Karosserie Weber';
    const removeHead = headWith(
      '<meta name="description" content="Kratzer, Dellen, Lack."><link rel="canonical" href="https://weber-lack.example/lackierung/"><meta property="og:image" content="https://weber-lack.example/og.jpg">',
    );
    try {
      const el = await fixture<HTMLElement>(html`<ws-share networks="tumblr,pinterest"></ws-share>`);
      const [tumblr, pinterest] = (await linksOf(el)).map((link) => new URL(link.href).searchParams);
      expect(tumblr!.get('canonicalUrl')).to.equal('https://weber-lack.example/lackierung/');
      expect(tumblr!.get('title')).to.equal('Lackierung – Karosserie Weber');
      expect(tumblr!.get('caption')).to.equal('Kratzer, Dellen, Lack.');
      expect(pinterest!.get('media')).to.equal('https://weber-lack.example/og.jpg');
    } finally {
      removeHead();
      document.title = title;
    }
  });

  it("without a canonical link the page's address is shared, without its hash", async () => {
    const el = await fixture<HTMLElement>(html`<ws-share networks="facebook"></ws-share>`);
    const [link] = await linksOf(el);
    const expected = new URL(location.href);
    expected.hash = '';
    expect(new URL(link!.href).searchParams.get('u')).to.equal(expected.href);
  });

  it("follows the author's order and aliases, and warns exactly once about an unknown network", async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = await fixture<HTMLElement>(
        html`<ws-share networks="Mail, x myspace,E-Mail,facebook,MySpace"></ws-share>`,
      );
      expect(networksOf(await linksOf(el))).to.deep.equal(['mail', 'twitter', 'facebook']);
      // Renders again (data attribute, then networks): the warning stays single.
      el.dataset.title = 'Neu';
      await waitUntil(
        () =>
          new URL(el.shadowRoot!.querySelector<HTMLAnchorElement>('[data-network="twitter"]')!.href).searchParams.get(
            'text',
          ) === 'Neu',
      );
      el.setAttribute('networks', 'myspace vk');
      await waitUntil(() => networksOf([...el.shadowRoot!.querySelectorAll('a')]).join() === 'vk');
    });
    const unknown = warnings.map((args) => String(args[0])).filter((text) => text.includes('myspace'));
    expect(unknown.length).to.equal(1);
    expect(unknown[0]!.startsWith('<ws-share>')).to.equal(true);
  });

  it('opens every link in a new window without opener or referrer, named by its visible label and the hint', async () => {
    const el = await fixture<HTMLElement>(html`<ws-share data-link=${LINK}></ws-share>`);
    const links = await linksOf(el);
    const hint = el.shadowRoot!.getElementById(links[0]!.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('öffnet in einem neuen Fenster');
    for (const link of links) {
      // Mail goes to the visitor's mail program: no blank window, no "new window" hint.
      expect(`${link.target}|${link.getAttribute('aria-describedby') ?? ''}`).to.equal(
        link.dataset.network === 'mail' ? '|' : '_blank|hint',
      );
      expect(link.rel).to.equal('noopener noreferrer');
      const name = link.getAttribute('aria-label')!;
      expect(name).to.equal(SHARE_NETWORKS[link.dataset.network as ShareNetwork].name.de);
      expect(name.toLowerCase().includes(link.textContent!.toLowerCase()), name).to.equal(true);
      const { width, height } = link.getBoundingClientRect();
      expect(Math.min(width, height), `${name}: target size`).to.be.at.least(44);
    }
    expect(links[0]!.getAttribute('aria-label')).to.equal('Auf Facebook teilen');
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Inhalt teilen');
    expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal('Teilen');
  });

  it('speaks English on an English page', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="en"><ws-share networks="facebook,mail" data-link=${LINK}></ws-share></div>`,
    );
    const el = wrapper.querySelector('ws-share')!;
    const links = await linksOf(el);
    expect(links.map((link) => [link.getAttribute('aria-label'), link.textContent])).to.deep.equal([
      ['Share on Facebook', 'Facebook'],
      ['Share by email', 'Email'],
    ]);
    expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal('Share');
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Share this content');
  });

  it('fires ws-share with the network on every link click', async () => {
    const el = await fixture<HTMLElement>(html`<ws-share networks="reddit,whatsapp" data-link=${LINK}></ws-share>`);
    const seen: WsShareDetail[] = [];
    // Heard on the document: the event bubbles out of the shadow root (composed).
    const listener = (event: Event) => seen.push((event as CustomEvent<WsShareDetail>).detail);
    document.addEventListener('ws-share', listener);
    const [reddit, whatsapp] = await linksOf(el);
    reddit!.click();
    whatsapp!.click();
    reddit!.click();
    document.removeEventListener('ws-share', listener);
    expect(seen.map((detail) => detail.network)).to.deep.equal(['reddit', 'whatsapp', 'reddit']);
  });

  it('without the Web Share API there is no Teilen button, only the label', async () => {
    expect(typeof navigator.share, 'headless Linux Chromium has no Web Share').to.not.equal('function');
    const el = await fixture<HTMLElement>(html`<ws-share data-link=${LINK}></ws-share>`);
    await linksOf(el);
    expect(systemButton(el)).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('button').length).to.equal(0);
  });

  it('with the Web Share API a Teilen button opens the system sheet with the shared data and fires ws-share "system"', async () => {
    const calls: ShareData[] = [];
    const restore = stubShare(async (data) => void calls.push(data));
    try {
      const el = await fixture<HTMLElement>(
        html`<ws-share data-title=${TITLE} data-description="Kleine Kratzer weg." data-link=${LINK}></ws-share>`,
      );
      await linksOf(el);
      const button = systemButton(el)!;
      expect(button.textContent).to.equal('Teilen');
      expect(el.shadowRoot!.querySelector('[part="label"]')).to.equal(null);
      const seen: string[] = [];
      el.addEventListener('ws-share', (event) => seen.push(event.detail.network));
      button.click();
      expect(calls).to.deep.equal([
        webShareData(
          shareData({ title: TITLE, description: 'Kleine Kratzer weg.', link: LINK }, { url: location.href }),
        ),
      ]);
      expect(calls[0]).to.deep.equal({ title: TITLE, text: 'Kleine Kratzer weg.', url: LINK });
      expect(seen).to.deep.equal(['system']);
    } finally {
      restore();
    }
  });

  it('a cancelled system sheet is silent; another failure warns', async () => {
    let failure = new DOMException('Share canceled', 'AbortError');
    const restore = stubShare(() => Promise.reject(failure));
    try {
      const el = await fixture<HTMLElement>(html`<ws-share data-link=${LINK}></ws-share>`);
      await linksOf(el);
      const aborted = await capturingConsole('warn', async () => {
        systemButton(el)!.click();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(aborted.length).to.equal(0);
      failure = new DOMException('Permission denied', 'NotAllowedError');
      const failed = await capturingConsole('warn', async () => {
        systemButton(el)!.click();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(failed.length).to.equal(1);
      expect(String(failed[0]![0])).to.contain('NotAllowedError');
    } finally {
      restore();
    }
  });

  it('is keyboard operable: Tab reaches the button and every link; Enter and Space open the sheet', async () => {
    const calls: ShareData[] = [];
    const restore = stubShare(async (data) => void calls.push(data));
    try {
      const wrapper = await fixture<HTMLElement>(
        html`<div><button>davor</button><ws-share networks="facebook,mail" data-link=${LINK}></ws-share></div>`,
      );
      const el = wrapper.querySelector('ws-share')!;
      await linksOf(el);
      wrapper.querySelector('button')!.focus();
      const focused = () =>
        (el.shadowRoot!.activeElement as HTMLElement | null)?.getAttribute('part') +
        ':' +
        ((el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.network ?? '');
      const order: string[] = [];
      for (let step = 0; step < 3; step += 1) {
        await sendKeys({ press: 'Tab' });
        order.push(focused());
      }
      expect(order).to.deep.equal(['system-button:', 'link:facebook', 'link:mail']);
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(focused()).to.equal('system-button:');
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      expect(calls.length).to.equal(2);
    } finally {
      restore();
    }
  });

  it('is accessible (axe), with the label and with the button', async () => {
    const el = await fixture<HTMLElement>(html`<ws-share data-title=${TITLE} data-link=${LINK}></ws-share>`);
    await linksOf(el);
    await expect(el).to.be.accessible();
    const restore = stubShare(async () => {});
    try {
      const withButton = await fixture<HTMLElement>(html`<ws-share data-link=${LINK}></ws-share>`);
      await linksOf(withButton);
      expect(Boolean(systemButton(withButton))).to.equal(true);
      await expect(withButton).to.be.accessible();
    } finally {
      restore();
    }
  });

  it('the fallback markup before the upgrade is accessible too', async () => {
    const probe = await fixture<HTMLElement>(html`<div></div>`);
    const box = document.createElement(PROBE_TAG);
    box.innerHTML = shareFallbackHtml({ title: TITLE, link: LINK }, readSharePage(document), 'de', { id: 'probe' });
    probe.append(box);
    await expect(probe).to.be.accessible();
    for (const link of box.querySelectorAll('a'))
      expect(Math.min(link.getBoundingClientRect().width, link.getBoundingClientRect().height)).to.be.at.least(44);
  });

  it('loads nothing from any network, before or after a click', async () => {
    const el = await fixture<HTMLElement>(
      html`<ws-share data-link=${LINK} data-image="https://weber-lack.example/a.jpg"></ws-share>`,
    );
    const links = await linksOf(el);
    for (const link of links) link.click();
    systemButton(el)?.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const hosts = SHARE_NETWORK_NAMES.filter((network) => network !== 'mail').map((network) =>
      new URL(SHARE_NETWORKS[network].template).hostname.replace(/^(www|api)\./, ''),
    );
    const requested = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).hostname);
    for (const host of hosts)
      expect(
        requested.filter((name) => name === host || name.endsWith(`.${host}`)),
        host,
      ).to.deep.equal([]);
    expect(
      requested.filter((name) => name !== location.hostname),
      'only the test server',
    ).to.deep.equal([]);
  });
});
