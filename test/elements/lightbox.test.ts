// <ws-lightbox>: which links open the viewer, galleries across wrappers, the keyboard, axe, events,
// captions, errors, English texts, thumbnails, gestures and the script interface. Deep links,
// consent, the slideshow and reduced motion have files of their own (lightbox-*.test.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/lightbox/define.ts';
import { IMAGE_EXTENSIONS, LIGHTBOX_TEXTS, THUMBNAIL_WINDOW, VIDEO_EXTENSIONS } from '../../elements/lightbox/rules.ts';
import { clearConsentCookies } from '../support/consent-page.ts';
import { capturingConsole } from '../support/console.ts';
import {
  BIG,
  clearHash,
  clickLink,
  clickOpen,
  dialogOf,
  doubleClick,
  focusedControl,
  imageLoaded,
  isOpen,
  lightboxPage,
  middleOf,
  MISSING,
  pinch,
  recordEvents,
  shownImage,
  shownKind,
  SMALL,
  statusOf,
  swipe,
  tap,
  rendered,
  viewerPart,
  viewerSettled,
} from '../support/lightbox-page.ts';

/** Shift+Tab as a visitor presses it. */
async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

// Another test file may have left marketing accepted in the browser's cookies: YouTube and Vimeo items show their placeholder here.
clearConsentCookies();
define();

const FILTER_DIR = '/test/elements/fixtures/filter';

/** Links that are items, in document order, with the kind the slide shows for them. */
const ITEM_LINKS: Array<[string, 'image' | 'video' | 'placeholder']> = [
  ...IMAGE_EXTENSIONS.map((extension): [string, 'image'] => [`${FILTER_DIR}/bild.${extension}`, 'image']),
  ...VIDEO_EXTENSIONS.map((extension): [string, 'video'] => [`${FILTER_DIR}/film.${extension}`, 'video']),
  [`${FILTER_DIR}/BILD.JPG`, 'image'],
  [`${FILTER_DIR}/Vorher.PnG?w=300&h=200`, 'image'],
  [`${FILTER_DIR}/nachher.webp#ausschnitt`, 'image'],
  [`${FILTER_DIR}/clip.MP4?t=3`, 'video'],
  ['fixtures/relativ.gif', 'image'],
  [`${FILTER_DIR}/lack.tif?`, 'image'],
  ['https://www.youtube.com/watch?v=abcdefghijk', 'placeholder'],
  ['https://youtu.be/abcdefghijk?t=90', 'placeholder'],
  ['https://www.youtube-nocookie.com/embed/abcdefghijk', 'placeholder'],
  ['https://vimeo.com/123456', 'placeholder'],
  ['https://player.vimeo.com/video/76979871', 'placeholder'],
];

/** Links that stay links: lookalikes, other schemes, other hosts. None may open the viewer. */
const ORDINARY_LINKS = [
  `${FILTER_DIR}/bild.jpg.html`,
  `${FILTER_DIR}/bild.jpg/`,
  `${FILTER_DIR}/jpg`,
  `${FILTER_DIR}/.jpg`,
  `${FILTER_DIR}/bild%2Ejpg`,
  `${FILTER_DIR}/bild.jpgx`,
  `${FILTER_DIR}/bild.pdf`,
  `${FILTER_DIR}/bild.mov`,
  `${FILTER_DIR}/galerie.php?datei=bild.jpg`,
  `${FILTER_DIR}/`,
  '#bild.jpg',
  'javascript:void(window.__lightboxRan=1)//.jpg',
  'javascript:void(window.__lightboxRan=2)',
  ' JavaScript:void(window.__lightboxRan=3)//bild.png',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  'mailto:werkstatt@example.org?subject=bild.jpg',
  'tel:+49301234.jpg',
  'ftp://example.org/bild.jpg',
  'https://youtube.com.example.org/watch?v=abcdefghijk',
  'https://www.youtube.com/watch?v=kurz',
  'https://www.youtube.com:8443/watch?v=abcdefghijk',
  'https://vimeo.com/werkstatt',
  'https://example.org/vimeo.com/123456',
];

const markupFor = (hrefs: readonly string[]) =>
  hrefs
    .map((href, index) => `<a data-n="${index}" href="${href.replaceAll('"', '&quot;')}">Link ${index}</a>`)
    .join(' ');

describe('<ws-lightbox>: which links are items', () => {
  afterEach(() => {
    clearHash();
    delete (window as { __lightboxRan?: unknown }).__lightboxRan;
  });

  it('every image and video extension, in any case, with queries and fragments, YouTube and Vimeo pages: each opens at its place in the gallery', async function () {
    this.timeout(30_000);
    // Items and ordinary links interleaved: the ordinary ones must not count in "Bild n von N".
    const hrefs = ITEM_LINKS.flatMap(([href], index) => [href, ORDINARY_LINKS[index % ORDINARY_LINKS.length]!]);
    const { page, el, passedThrough } = await lightboxPage(`<ws-lightbox>${markupFor(hrefs)}</ws-lightbox>`);
    const links = [...page.querySelectorAll('a')];
    // What the slide shows for the item: a failed picture says so in its own words, a failed video in others.
    const kindShown = () => {
      const shown = shownKind(el);
      if (shown !== 'error') return shown;
      return viewerPart(el, '.error p')!.textContent === LIGHTBOX_TEXTS.de.photoError ? 'image' : 'video';
    };
    for (const [position, [href, kind]] of ITEM_LINKS.entries()) {
      await clickOpen(
        el,
        links.find((link) => link.getAttribute('href') === href)!,
      );
      // A picture is "Bild n von m", a video (file, YouTube, Vimeo) "Video n von m".
      const word = kind === 'image' ? 'Bild' : 'Video';
      expect(`${href} -> ${statusOf(el)} ${kindShown()}`).to.equal(
        `${href} -> ${word} ${position + 1} von ${ITEM_LINKS.length} ${kind}`,
      );
      const image = viewerPart(el, '.slide img.media');
      if (image) expect(image.getAttribute('src')).to.equal(new URL(href, document.baseURI).href);
      el.close();
    }
    expect(passedThrough, 'the lightbox left an item link to the browser').to.deep.equal([]);
  });

  it('lookalikes (.jpg.html, a folder, a bare extension), other files, javascript:, data:, mailto: and other hosts stay ordinary links', async function () {
    this.timeout(20_000);
    const { page, el, passedThrough } = await lightboxPage(
      `<ws-lightbox><a href="${SMALL}">Bild</a> ${markupFor(ORDINARY_LINKS)}</ws-lightbox>`,
    );
    const events = recordEvents(el);
    const ordinary = [...page.querySelectorAll('a[data-n]')];
    for (const link of ordinary) {
      clickLink(link);
      await rendered();
      expect(isOpen(el), `${link.getAttribute('href')} opened the viewer`).to.equal(false);
    }
    // Each click went on to the browser as an ordinary link would (the fixture's listener kept the page here).
    expect(passedThrough).to.deep.equal(ORDINARY_LINKS);
    expect(events).to.deep.equal([]);
    expect((window as { __lightboxRan?: unknown }).__lightboxRan).to.equal(undefined);
    // The links are the author's, as written: nothing rewritten, no role or handler added.
    expect(ordinary.map((link) => link.getAttribute('href'))).to.deep.equal(ORDINARY_LINKS);
    expect(ordinary.filter((link) => link.hasAttribute('role') || link.hasAttribute('tabindex')).length).to.equal(0);
    // The one picture is the gallery's only item.
    await clickOpen(el, page.querySelector(`a[href="${SMALL}"]`)!);
    expect(statusOf(el)).to.equal('Bild 1 von 1');
    el.close();
  });

  it('a click with a modifier key or another button stays the browser’s (new tab or window)', async () => {
    const { page, el, passedThrough } = await lightboxPage(`<ws-lightbox><a href="${SMALL}">Bild</a></ws-lightbox>`);
    const link = page.querySelector('a')!;
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
      expect(isOpen(el), modifier).to.equal(false);
    }
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    expect(isOpen(el), 'middle button').to.equal(false);
    expect(passedThrough.length).to.equal(5);
  });

  it('a link belongs to its nearest wrapper only; links outside every wrapper are left alone', async () => {
    const { page, wrappers, passedThrough } = await lightboxPage(`
      <ws-lightbox id="aussen"><a id="a1" href="${SMALL}?a1">A1</a>
        <ws-lightbox id="innen"><a id="i1" href="${SMALL}?i1">I1</a></ws-lightbox>
        <a id="a2" href="${SMALL}?a2">A2</a></ws-lightbox>
      <p><a id="frei" href="${SMALL}?frei">Ohne Lightbox</a></p>`);
    const [outer, inner] = [wrappers[0]!, wrappers[1]!];
    await clickOpen(outer, page.querySelector('#a2')!);
    expect(`${statusOf(outer)} | ${isOpen(inner)}`).to.equal('Bild 2 von 2 | false');
    outer.close();
    await clickOpen(inner, page.querySelector('#i1')!);
    expect(`${isOpen(outer)} | ${statusOf(inner)}`).to.equal('false | Bild 1 von 1');
    inner.close();
    clickLink(page.querySelector('#frei')!);
    await rendered();
    expect(wrappers.some(isOpen)).to.equal(false);
    expect(passedThrough).to.deep.equal([`${SMALL}?frei`]);
  });
});

describe('<ws-lightbox>: galleries across wrappers', () => {
  it('wrappers with the same `gallery` form one gallery in document order; others stay apart', async () => {
    const { page, wrappers } = await lightboxPage(`
      <ws-lightbox gallery="werkstatt" id="w1"><a id="g1" href="${SMALL}?g1">1</a> <a id="g2" href="${SMALL}?g2">2</a></ws-lightbox>
      <ws-lightbox id="solo"><a id="s1" href="${SMALL}?s1">S</a></ws-lightbox>
      <ws-lightbox gallery=" werkstatt " id="w2"><a id="g3" href="${SMALL}?g3">3</a> <a href="/kontakt/">Kontakt</a> <a id="g4" href="${SMALL}?g4">4</a></ws-lightbox>
      <ws-lightbox gallery="Werkstatt" id="other"><a id="o1" href="${SMALL}?o1">O</a></ws-lightbox>`);
    const [w1, solo, w2, other] = wrappers;
    const events = recordEvents(page);
    await clickOpen(w2!, page.querySelector('#g3')!);
    expect(`${isOpen(w1!)} ${isOpen(w2!)} ${statusOf(w2!)}`).to.equal('false true Bild 3 von 4');
    expect(shownImage(w2!)).to.match(/\?g3$/);
    viewerPart(w2!, '[part=next-button]')!.click();
    expect(shownImage(w2!)).to.match(/\?g4$/);
    await sendKeys({ press: 'Home' });
    expect(`${statusOf(w2!)} ${shownImage(w2!).split('?')[1]}`).to.equal('Bild 1 von 4 g1');
    w2!.close();
    expect(document.activeElement?.id, 'focus goes back to the link that opened the viewer').to.equal('g3');
    expect(events).to.deep.equal([
      'open werkstatt/- 2 of 4 by click',
      'change werkstatt/- 3 of 4 by button',
      'change werkstatt/- 0 of 4 by key',
      'close werkstatt/- 0 of 4',
    ]);

    await clickOpen(solo!, page.querySelector('#s1')!);
    expect(statusOf(solo!)).to.equal('Bild 1 von 1');
    // One item: nothing to move to, no slideshow.
    expect(
      `${viewerPart(solo!, '[part=next-button]')} ${viewerPart(solo!, '[part=previous-button]')} ${viewerPart(solo!, '.tool.slideshow')}`,
    ).to.equal('null null null');
    solo!.close();
    await clickOpen(other!, page.querySelector('#o1')!);
    expect(statusOf(other!), 'gallery names are compared exactly (case)').to.equal('Bild 1 von 1');
    other!.close();
  });
});

describe('<ws-lightbox>: keyboard only', () => {
  afterEach(() => clearHash());

  const KEYBOARD_GALLERY = `<p><button id="davor">Davor</button></p>
    <ws-lightbox>
      <a id="k1" href="${BIG}" data-title="Kotflügel vorher"><img src="${SMALL}" alt="Kotflügel" width="40" height="30"></a>
      <a id="k2" href="${SMALL}?k2">Klein</a>
      <a id="k3" href="${BIG}?k3">Groß</a>
    </ws-lightbox>
    <p><button id="danach">Danach</button></p>`;

  it('Enter on a link opens (focus in the viewer), arrows, Home and End move, the ends stop, Escape closes and focus returns', async () => {
    const { page, el } = await lightboxPage(KEYBOARD_GALLERY);
    page.querySelector<HTMLElement>('#k1')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(el), 'Enter did not open the viewer');
    expect(isOpen(el)).to.equal(true);
    expect(dialogOf(el).matches(':modal'), 'a modal dialog: the page behind is inert').to.equal(true);
    expect(focusedControl(el)).to.equal('close-button');
    const statuses: string[] = [statusOf(el)];
    for (const key of [
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'ArrowLeft',
      'Home',
      'ArrowLeft',
      'End',
      'ArrowUp',
      'ArrowDown',
    ]) {
      await sendKeys({ press: key });
      statuses.push(`${key}: ${statusOf(el)}`);
    }
    expect(statuses).to.deep.equal([
      'Bild 1 von 3',
      'ArrowRight: Bild 2 von 3',
      'ArrowRight: Bild 3 von 3',
      'ArrowRight: Bild 3 von 3',
      'ArrowLeft: Bild 2 von 3',
      'Home: Bild 1 von 3',
      'ArrowLeft: Bild 1 von 3',
      'End: Bild 3 von 3',
      'ArrowUp: Bild 2 von 3',
      'ArrowDown: Bild 3 von 3',
    ]);
    // At the ends the buttons say so.
    expect(viewerPart<HTMLButtonElement>(el, '[part=next-button]')!.disabled).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(el), 'Escape did not close the viewer');
    expect(document.activeElement?.id).to.equal('k1');
    expect(document.documentElement.style.overflow, 'the page scrolls again').to.equal('');
  });

  it('Tab and Shift+Tab stay inside the viewer and wrap around', async () => {
    const { page, el } = await lightboxPage(
      KEYBOARD_GALLERY.replace('<ws-lightbox>', '<ws-lightbox social="facebook,mail">'),
    );
    page.querySelector<HTMLElement>('#k2')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(el), 'Enter did not open the viewer');
    expect(statusOf(el)).to.equal('Bild 2 von 3');
    const forward: string[] = [focusedControl(el)];
    for (let press = 0; press < 12; press += 1) {
      await sendKeys({ press: 'Tab' });
      forward.push(focusedControl(el));
      if (forward.at(-1) === forward[0]) break;
    }
    expect(forward.at(-1), `Tab went round: ${forward.join(' → ')}`).to.equal('close-button');
    expect(
      forward.filter((control) => control.startsWith('outside')),
      forward.join(' → '),
    ).to.deep.equal([]);
    // Every control was on the way: previous, next, the share links and the slideshow.
    for (const control of [
      'previous-button',
      'next-button',
      'Auf Facebook teilen',
      'Per E-Mail teilen',
      'Diashow starten',
    ]) {
      expect(forward, forward.join(' → ')).to.include(control);
    }
    const backward: string[] = [focusedControl(el)];
    for (let press = 0; press < 12; press += 1) {
      await shiftTab();
      backward.push(focusedControl(el));
      if (backward.at(-1) === backward[0]) break;
    }
    expect(backward, 'Shift+Tab goes the same way back').to.deep.equal([...forward].reverse());
    el.close();
  });

  it('zoom with the keyboard: the zoom button is enabled for a picture larger than the viewer, Enter and Space toggle it; a small picture cannot zoom', async () => {
    const { page, el } = await lightboxPage(KEYBOARD_GALLERY);
    page.querySelector<HTMLElement>('#k1')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(el), 'Enter did not open the viewer');
    const image = await imageLoaded(el);
    const zoom = viewerPart<HTMLButtonElement>(el, '.tool.zoom')!;
    await waitUntil(() => !zoom.disabled, 'the zoom button stayed disabled for a 4000 × 3000 picture');
    expect(`${zoom.getAttribute('aria-pressed')} ${zoom.getAttribute('aria-label')}`).to.equal('false Vergrößern');
    // From the close button back over the slideshow button to the zoom button.
    await shiftTab();
    await shiftTab();
    expect(focusedControl(el)).to.equal('Vergrößern');
    const fitted = image.getBoundingClientRect().width;
    expect(fitted).to.be.below(window.innerWidth);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(el), 'Enter did not open the viewer');
    const stage = viewerPart(el, '[part=stage]')!;
    expect(
      `${zoom.getAttribute('aria-pressed')} ${zoom.getAttribute('aria-label')} ${stage.className} ${stage.tabIndex}`,
    ).to.equal('true Vergrößern stage zoomed 0');
    expect(Math.round(image.getBoundingClientRect().width), 'zoomed, the picture shows at its own size').to.equal(4000);
    expect(stage.scrollLeft, 'the middle of the picture is in view').to.be.above(0);
    await sendKeys({ press: ' ' });
    expect(`${zoom.getAttribute('aria-pressed')} ${stage.className}`).to.equal('false stage');
    expect(image.getBoundingClientRect().width).to.equal(fitted);
    // The small picture: the button is there and disabled once it has loaded.
    await sendKeys({ press: 'ArrowRight' });
    await imageLoaded(el);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(viewerPart<HTMLButtonElement>(el, '.tool.zoom')!.disabled).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(el));
    expect(document.activeElement?.id).to.equal('k1');
  });

  it('zoomed in, another item starts fitted', async () => {
    const { page, el } = await lightboxPage(KEYBOARD_GALLERY);
    await clickOpen(el, page.querySelector('#k1')!);
    await imageLoaded(el);
    const zoom = viewerPart<HTMLButtonElement>(el, '.tool.zoom')!;
    await waitUntil(() => !zoom.disabled);
    zoom.click();
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('true');
    await el.open(2);
    await imageLoaded(el);
    await waitUntil(() => !viewerPart<HTMLButtonElement>(el, '.tool.zoom')!.disabled);
    expect(
      `${viewerPart(el, '.tool.zoom')!.getAttribute('aria-pressed')} ${viewerPart(el, '[part=stage]')!.className}`,
    ).to.equal('false stage');
    el.close();
  });
});

describe('<ws-lightbox>: axe with the viewer open', () => {
  afterEach(() => clearHash());

  interface AxeNode {
    html: string;
  }
  interface AxeResults {
    passes: Array<{ id: string; nodes: AxeNode[] }>;
  }
  /** What axe looked at inside the viewer: the passing checks' nodes (the chai plugin reports only violations). */
  async function axeSawInViewer(el: HTMLElement): Promise<string[]> {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(el, { resultTypes: ['passes'] });
    return results.passes.flatMap((rule) => rule.nodes.map((node) => `${rule.id}: ${node.html}`));
  }

  it('on a picture with its caption, the arrows and share links', async () => {
    const { page, el } = await lightboxPage(`<ws-lightbox social="facebook,whatsapp,mail">
      <a href="${SMALL}?axe1" data-title="Stoßstange nachher" data-caption="Kratzer auspoliert"><img src="${SMALL}" alt="Stoßstange" width="40" height="30"></a>
      <a href="${SMALL}?axe2">Zweites Bild</a></ws-lightbox>`);
    await clickOpen(el, page.querySelector('a')!);
    await imageLoaded(el);
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    // axe reaches into the open dialog in the shadow root (top layer or not): its buttons were checked.
    const seen = await axeSawInViewer(el);
    for (const expected of [
      'Schließen (Esc)',
      'Weiter',
      'Zurück',
      'Diashow starten',
      'Auf Facebook teilen',
      'Bildergalerie',
    ]) {
      expect(
        seen.some((line) => line.includes(expected)),
        `axe did not check "${expected}":\n${seen.join('\n')}`,
      ).to.equal(true);
    }
    // Targets of at least 24 × 24 px.
    for (const control of el.shadowRoot!.querySelectorAll('dialog button, .share a')) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), control.getAttribute('aria-label') ?? '').to.be.at.least(24);
    }
    el.close();
  });

  it('on a video waiting for consent (the placeholder)', async () => {
    const { page, el } = await lightboxPage(
      `<ws-lightbox><a href="https://www.youtube.com/watch?v=abcdefghijk" data-title="Rundgang durch die Lackiererei">Video</a></ws-lightbox>`,
    );
    await clickOpen(el, page.querySelector('a')!);
    expect(shownKind(el)).to.equal('placeholder');
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    const seen = await axeSawInViewer(el);
    expect(
      seen.some((line) => line.includes('Marketing akzeptieren')),
      seen.join('\n'),
    ).to.equal(true);
    el.close();
  });

  it('on an error (a picture that is not there)', async () => {
    const { page, el } = await lightboxPage(`<ws-lightbox><a href="${MISSING}">Fehlt</a></ws-lightbox>`);
    await clickOpen(el, page.querySelector('a')!);
    await waitUntil(() => shownKind(el) === 'error', 'no error shown');
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    const seen = await axeSawInViewer(el);
    expect(
      seen.some((line) => line.includes('Datei direkt öffnen')),
      seen.join('\n'),
    ).to.equal(true);
    el.close();
  });
});

describe('<ws-lightbox>: errors with a way on', () => {
  it('a picture that does not load: the section 8 text as an alert and a link to the file itself', async () => {
    const { page, el } = await lightboxPage(
      `<ws-lightbox><a href="${MISSING}?404">Fehlt</a> <a href="${SMALL}?da">Da</a></ws-lightbox>`,
    );
    await clickOpen(el, page.querySelector('a')!);
    await waitUntil(() => shownKind(el) === 'error', 'no error shown');
    const error = viewerPart(el, '.error')!;
    expect(`${error.getAttribute('role')} | ${error.querySelector('p')!.textContent}`).to.equal(
      'alert | Beim Laden des Bildes ist ein Fehler aufgetreten.',
    );
    const way = error.querySelector('a')!;
    expect(`${way.textContent} ${way.href}`).to.equal(
      `Datei direkt öffnen ${new URL(`${MISSING}?404`, document.baseURI).href}`,
    );
    // The next item shows normally: the error belonged to the failed one.
    await sendKeys({ press: 'ArrowRight' });
    expect(shownKind(el)).to.equal('image');
    await imageLoaded(el);
    el.close();
  });

  it('a video file that does not load: the content error', async () => {
    const { page, el } = await lightboxPage(
      `<ws-lightbox><a href="/test/elements/fixtures/lightbox-missing.webm">Film</a></ws-lightbox>`,
    );
    await clickOpen(el, page.querySelector('a')!);
    await waitUntil(() => shownKind(el) === 'error', 'no error for a missing video', { timeout: 4000 });
    expect(viewerPart(el, '.error p')!.textContent).to.equal('Beim Laden des Inhalts ist ein Fehler aufgetreten.');
    expect(viewerPart(el, '.error a')!.textContent).to.equal('Datei direkt öffnen');
    el.close();
  });

  it('a video format the browser cannot play: the missing-plugin notice, no player that never starts', async () => {
    const canPlayType = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'canPlayType')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'canPlayType', { configurable: true, value: () => '' });
    try {
      const { page, el } = await lightboxPage(
        `<ws-lightbox><a href="/test/elements/fixtures/film.ogg">Film</a></ws-lightbox>`,
      );
      await clickOpen(el, page.querySelector('a')!);
      expect(shownKind(el)).to.equal('error');
      expect(viewerPart(el, '.slide video')).to.equal(null);
      expect(viewerPart(el, '.error p')!.textContent).to.equal(LIGHTBOX_TEXTS.de.unsupportedMedia);
      await viewerSettled(el);
      await expect(el).to.be.accessible();
      el.close();
    } finally {
      Object.defineProperty(HTMLMediaElement.prototype, 'canPlayType', canPlayType);
    }
  });

  it('a self-hosted video plays natively at 1280 × 720 with the browser’s controls; moving away removes it (it stops)', async () => {
    const { el } = await lightboxPage(
      `<ws-lightbox><a href="/test/elements/fixtures/film.webm">Film</a> <a href="${SMALL}?nach">Bild</a></ws-lightbox>`,
    );
    // The file is not there: read the player before its load fails (open() resolves as the viewer shows it).
    await el.open(0);
    const video = viewerPart<HTMLVideoElement>(el, '.slide video');
    expect(video, 'webm plays in Chromium').to.not.equal(null);
    expect(`${video!.width}x${video!.height} ${video!.controls} ${video!.getAttribute('src')}`).to.equal(
      `1280x720 true ${new URL('/test/elements/fixtures/film.webm', document.baseURI).href}`,
    );
    await sendKeys({ press: 'ArrowRight' });
    expect(viewerPart(el, 'video')).to.equal(null);
    el.close();
  });
});

describe('<ws-lightbox>: captions', () => {
  it('title from data-title, else the image’s alt; description from data-caption; blank is none; show-title and show-description', async () => {
    const { page, el, wrappers } = await lightboxPage(`
      <ws-lightbox>
        <a href="${SMALL}?c1" data-title="  Tür vorher  " data-caption="Delle am Türblatt"><img src="${SMALL}" alt="Tür"></a>
        <a href="${SMALL}?c2"><img src="${SMALL}" alt="Motorhaube nachher"></a>
        <a href="${SMALL}?c3" data-title="   " data-caption=""><img src="${SMALL}" alt=""></a>
      </ws-lightbox>
      <ws-lightbox show-title="no" show-description="no"><a id="quiet" href="${SMALL}?c4" data-title="Versteckt" data-caption="Auch versteckt">x</a></ws-lightbox>`);
    const caption = () =>
      `${viewerPart(el, '.title')?.textContent ?? '-'} | ${viewerPart(el, '.description')?.textContent ?? '-'} | alt=${viewerPart<HTMLImageElement>(el, '.slide img')?.alt}`;
    await clickOpen(el, page.querySelector('a')!);
    const lines = [caption()];
    await sendKeys({ press: 'ArrowRight' });
    lines.push(caption());
    await sendKeys({ press: 'ArrowRight' });
    lines.push(`${caption()} | part=${viewerPart(el, '[part=caption]') ? 'yes' : 'no'}`);
    expect(lines).to.deep.equal([
      'Tür vorher | Delle am Türblatt | alt=Tür',
      'Motorhaube nachher | - | alt=Motorhaube nachher',
      '- | - | alt= | part=no',
    ]);
    el.close();
    await clickOpen(wrappers[1]!, page.querySelector('#quiet')!);
    expect(`${viewerPart(wrappers[1]!, '.title')} ${viewerPart(wrappers[1]!, '.description')}`).to.equal('null null');
    wrappers[1]!.close();
  });

  it('a caption longer than its room scrolls within it, reachable by Tab; a short one is no tab stop', async () => {
    const long = 'Sehr lange Beschreibung der Reparatur. '.repeat(200);
    const { page, el } = await lightboxPage(`
      <ws-lightbox>
        <a href="${SMALL}?long" data-title="Lang" data-caption="${long}"><img src="${SMALL}" alt=""></a>
        <a href="${SMALL}?short" data-title="Kurz"><img src="${SMALL}" alt=""></a>
      </ws-lightbox>`);
    await clickOpen(el, page.querySelector('a')!);
    await waitUntil(
      () => viewerPart(el, '[part=caption]')?.getAttribute('tabindex') === '0',
      'the long caption is no tab stop',
    );
    const caption = viewerPart(el, '[part=caption]')!;
    const stage = viewerPart(el, '[part=stage]')!.getBoundingClientRect();
    expect(
      `${caption.getBoundingClientRect().height <= window.innerHeight * 0.31} ${stage.height > 0} ${caption.getAttribute('aria-label')}`,
    ).to.equal('true true Lang');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => viewerPart(el, '.title')?.textContent === 'Kurz');
    await waitUntil(
      () => !viewerPart(el, '[part=caption]')!.hasAttribute('tabindex'),
      'the short caption is a tab stop',
    );
    el.close();
  });

  it('HTML in the texts is shown as text: nothing is parsed or runs', async () => {
    const ran: string[] = [];
    (window as { __lightboxCaption?: (id: string) => void }).__lightboxCaption = (id) => ran.push(id);
    const title = '<img src=x onerror="__lightboxCaption(\'title\')"><b>Fett</b>';
    const description = '</p><script>__lightboxCaption("caption")</script><i>kursiv</i> & "zitiert"';
    const alt = '<svg onload="__lightboxCaption(\'alt\')">';
    const link = document.createElement('a');
    link.href = `${SMALL}?html`;
    link.dataset.title = title;
    link.dataset.caption = description;
    const image = document.createElement('img');
    image.src = SMALL;
    image.alt = alt;
    link.append(image);
    const second = link.cloneNode(true) as HTMLAnchorElement;
    second.removeAttribute('data-title');
    second.href = `${SMALL}?html2`;
    const { page, el } = await lightboxPage('<ws-lightbox></ws-lightbox>');
    page.querySelector('ws-lightbox')!.append(link, second);
    await clickOpen(el, link);
    expect(viewerPart(el, '.title')!.textContent).to.equal(title);
    expect(viewerPart(el, '.description')!.textContent).to.equal(description);
    expect(viewerPart(el, '.caption')!.querySelectorAll('*').length, 'only the two paragraphs').to.equal(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(viewerPart(el, '.title')!.textContent).to.equal(alt);
    expect(viewerPart<HTMLImageElement>(el, '.slide img')!.alt).to.equal(alt);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).to.deep.equal([]);
    el.close();
  });
});

describe('<ws-lightbox>: events', () => {
  it('open, change (with the cause) and close carry the gallery, the link id, the index from 0 and the count', async () => {
    const { page, el } = await lightboxPage(`<ws-lightbox gallery="vorher-nachher" link-id="vn">
      <a href="${SMALL}?e1">1</a> <a id="e2" href="${SMALL}?e2">2</a> <a href="${SMALL}?e3">3</a></ws-lightbox>`);
    const events = recordEvents(document);
    await clickOpen(el, page.querySelector('#e2')!);
    viewerPart(el, '[part=next-button]')!.click();
    await sendKeys({ press: 'ArrowLeft' });
    swipe(viewerPart(el, '[part=stage]')!, { x: 300, y: 300 }, { x: 420, y: 310 });
    await el.open(2);
    viewerPart(el, '[part=close-button]')!.click();
    expect(events).to.deep.equal([
      'open vorher-nachher/vn 1 of 3 by click',
      'change vorher-nachher/vn 2 of 3 by button',
      'change vorher-nachher/vn 1 of 3 by key',
      'change vorher-nachher/vn 0 of 3 by swipe',
      'change vorher-nachher/vn 2 of 3 by script',
      'close vorher-nachher/vn 2 of 3',
    ]);
    await waitUntil(() => location.hash === '', 'the address kept the item');
  });

  it('events bubble out of the element and cross shadow roots (composed)', async () => {
    const { page, el } = await lightboxPage(`<ws-lightbox><a href="${SMALL}">1</a></ws-lightbox>`);
    const outside: string[] = [];
    page.addEventListener('ws-lightbox-open', (event) =>
      outside.push(`${event.type} ${event.bubbles} ${event.composed}`),
    );
    await el.open();
    expect(outside).to.deep.equal(['ws-lightbox-open true true']);
    el.close();
  });
});

describe('<ws-lightbox>: English page', () => {
  it('a lang="en" wrapper gets English labels, status, errors and placeholder', async () => {
    const { page, el } = await lightboxPage(`<div lang="en"><ws-lightbox>
      <a href="${MISSING}?en">Missing</a> <a href="${SMALL}?en2">Small</a> <a href="https://vimeo.com/123456">Video</a></ws-lightbox></div>`);
    await clickOpen(el, page.querySelector('a')!);
    const labels = () =>
      [
        dialogOf(el).getAttribute('aria-label'),
        statusOf(el),
        ...['[part=close-button]', '[part=previous-button]', '[part=next-button]', '.tool.slideshow', '.tool.zoom'].map(
          (selector) => viewerPart(el, selector)?.getAttribute('aria-label') ?? '-',
        ),
      ].join(' | ');
    expect(labels()).to.equal(
      'Image gallery | Image 1 of 3 | Close (Esc) | Previous | Next | Play slideshow | Zoom in',
    );
    await waitUntil(() => shownKind(el) === 'error');
    expect(`${viewerPart(el, '.error p')!.textContent} | ${viewerPart(el, '.error a')!.textContent}`).to.equal(
      'An error occurred when trying to load photo. | Open the file directly',
    );
    await sendKeys({ press: 'End' });
    const placeholder = viewerPart(el, '.ws-consent-placeholder')!;
    expect(`${placeholder.getAttribute('aria-label')} | ${placeholder.querySelector('button')!.textContent}`).to.equal(
      'Blocked content from Vimeo | Accept Marketing',
    );
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    el.close();
  });

  it('German by default', async () => {
    const { el } = await lightboxPage(
      `<ws-lightbox><a href="${SMALL}?de">1</a> <a href="${SMALL}?de2">2</a></ws-lightbox>`,
    );
    await el.open();
    expect(
      `${dialogOf(el).getAttribute('aria-label')} | ${statusOf(el)} | ${viewerPart(el, '[part=close-button]')!.getAttribute('aria-label')} | ${viewerPart(el, '[part=next-button]')!.getAttribute('aria-label')} | ${viewerPart(el, '[part=previous-button]')!.getAttribute('aria-label')}`,
    ).to.equal('Bildergalerie | Bild 1 von 2 | Schließen (Esc) | Weiter | Zurück');
    expect(viewerPart(el, '.status')!.getAttribute('role')).to.equal('status');
    el.close();
  });
});

describe('<ws-lightbox>: thumbnails', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  const THUMBNAIL_GALLERY = `<ws-lightbox>
    <a href="${SMALL}?t1" data-title="Kotflügel"><img src="${SMALL}?thumb1" alt="Kotflügel vorher" width="40" height="30"></a>
    <a href="${SMALL}?t2">Ohne Bild</a>
    <a href="https://youtu.be/abcdefghijk">Video</a></ws-lightbox>`;

  it('at 1280 px: one thumbnail per item (at most 120 × 80), the current one marked, a click moves there', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el } = await lightboxPage(THUMBNAIL_GALLERY);
    const events = recordEvents(el);
    await el.open();
    const strip = viewerPart(el, '[part=thumbnails]');
    expect(strip, 'no thumbnails at 1280 px').to.not.equal(null);
    const buttons = [...strip!.querySelectorAll('button')];
    expect(
      buttons.map(
        (button) => `${button.getAttribute('aria-label')}${button.getAttribute('aria-current') ? ' (current)' : ''}`,
      ),
    ).to.deep.equal(['Bild 1: Kotflügel (current)', 'Bild 2', 'Video 3']);
    // The page's own image (its current source once loaded, else its src attribute).
    expect(new URL(buttons[0]!.querySelector('img')!.getAttribute('src')!, document.baseURI).href).to.equal(
      new URL(`${SMALL}?thumb1`, document.baseURI).href,
    );
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      expect(box.width <= 120 && box.height <= 80, `${box.width}x${box.height}`).to.equal(true);
    }
    buttons[2]!.click();
    expect(statusOf(el)).to.equal('Video 3 von 3');
    expect(viewerPart(el, '[part=thumbnails] [aria-current=true]')!.getAttribute('aria-label')).to.equal('Video 3');
    expect(events.at(-1)).to.equal('change -/- 2 of 3 by thumbnail');
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    el.close();
  });

  it('a gallery of 5,000 links draws the thumbnails around the current item only, and they follow it', async function () {
    // The page holds 5,000 links: building it takes a while on a loaded machine (the opening is measured by `npm run bench:volume`).
    this.timeout(60_000);
    await setViewport({ width: 1280, height: 800 });
    const links = Array.from(
      { length: 5000 },
      (_, index) => `<a href="${SMALL}?viele${index}" data-title="Foto ${index + 1}">${index + 1}</a>`,
    ).join('');
    const { el } = await lightboxPage(`<ws-lightbox>${links}</ws-lightbox>`);
    await el.open(2500);
    expect(statusOf(el)).to.equal('Bild 2501 von 5000');
    const labels = () =>
      [...viewerPart(el, '[part=thumbnails]')!.querySelectorAll('button')].map((button) =>
        button.getAttribute('aria-label'),
      );
    expect(labels()).to.have.length(THUMBNAIL_WINDOW);
    expect(labels()).to.include('Bild 2501: Foto 2501');
    expect(viewerPart(el, '[part=thumbnails] [aria-current=true]')!.getAttribute('aria-label')).to.equal(
      'Bild 2501: Foto 2501',
    );
    await sendKeys({ press: 'End' });
    expect(statusOf(el)).to.equal('Bild 5000 von 5000');
    expect(labels().at(-1)).to.equal('Bild 5000: Foto 5000');
    expect(labels()).to.have.length(THUMBNAIL_WINDOW);
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    el.close();
  });

  it('below 980 px none, and they go when the window narrows while open', async () => {
    await setViewport({ width: 979, height: 700 });
    const { el } = await lightboxPage(THUMBNAIL_GALLERY);
    await el.open();
    expect(viewerPart(el, '[part=thumbnails]')).to.equal(null);
    el.close();
    await setViewport({ width: 1280, height: 800 });
    await el.open();
    expect(viewerPart(el, '[part=thumbnails]')).to.not.equal(null);
    await setViewport({ width: 360, height: 740 });
    await waitUntil(() => viewerPart(el, '[part=thumbnails]') === null, 'the thumbnails stayed at 360 px');
    el.close();
  });
});

describe('<ws-lightbox>: gestures on the stage', () => {
  const GESTURE_GALLERY = `<ws-lightbox><a href="${BIG}?g1">1</a> <a href="${BIG}?g2">2</a> <a href="${SMALL}?g3">3</a></ws-lightbox>`;

  it('a swipe of at least 50 px along the path moves (left: next, right: previous); shorter or across does not', async () => {
    const { el } = await lightboxPage(GESTURE_GALLERY);
    await el.open();
    const stage = viewerPart(el, '[part=stage]')!;
    const steps: string[] = [];
    const gesture = (name: string, from: { x: number; y: number }, to: { x: number; y: number }) => {
      swipe(stage, from, to);
      steps.push(`${name}: ${statusOf(el)}`);
    };
    gesture('left 100', { x: 400, y: 300 }, { x: 300, y: 300 });
    gesture('left 40', { x: 400, y: 300 }, { x: 360, y: 300 });
    gesture('left 60 down 80', { x: 400, y: 200 }, { x: 340, y: 280 });
    gesture('left 60', { x: 400, y: 300 }, { x: 340, y: 300 });
    gesture('left 60 at the end', { x: 400, y: 300 }, { x: 340, y: 300 });
    gesture('right 200', { x: 200, y: 300 }, { x: 400, y: 320 });
    gesture('up 200', { x: 400, y: 400 }, { x: 400, y: 200 });
    expect(steps).to.deep.equal([
      'left 100: Bild 2 von 3',
      'left 40: Bild 2 von 3',
      'left 60 down 80: Bild 2 von 3',
      'left 60: Bild 3 von 3',
      'left 60 at the end: Bild 3 von 3',
      'right 200: Bild 2 von 3',
      'up 200: Bild 2 von 3',
    ]);
    el.close();
  });

  it('path="vertical": a swipe up shows the next item, a sideways one does nothing', async () => {
    const { el } = await lightboxPage(GESTURE_GALLERY.replace('<ws-lightbox>', '<ws-lightbox path="vertical">'));
    await el.open();
    const stage = viewerPart(el, '[part=stage]')!;
    swipe(stage, { x: 400, y: 400 }, { x: 400, y: 250 });
    expect(statusOf(el)).to.equal('Bild 2 von 3');
    swipe(stage, { x: 400, y: 300 }, { x: 200, y: 300 });
    expect(statusOf(el)).to.equal('Bild 2 von 3');
    swipe(stage, { x: 400, y: 200 }, { x: 400, y: 350 });
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    el.close();
  });

  it('double click zooms a large picture in and out; a small one does not zoom', async () => {
    const { el } = await lightboxPage(GESTURE_GALLERY);
    await el.open();
    const image = await imageLoaded(el);
    const zoom = viewerPart<HTMLButtonElement>(el, '.tool.zoom')!;
    await waitUntil(() => !zoom.disabled);
    const at = middleOf(image);
    doubleClick(image, at);
    await rendered();
    expect(`${zoom.getAttribute('aria-pressed')} ${viewerPart(el, '[part=stage]')!.className}`).to.equal(
      'true stage zoomed',
    );
    // Zoomed, a swipe (touch) pans the picture instead of moving on; a double click (mouse) zooms out.
    swipe(viewerPart(el, '[part=stage]')!, { x: 400, y: 300 }, { x: 250, y: 300 });
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    doubleClick(viewerPart(el, '.slide img')!, middleOf(viewerPart(el, '[part=stage]')!));
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('false');
    await el.open(2);
    const small = await imageLoaded(el);
    doubleClick(small, middleOf(small));
    await rendered();
    expect(
      `${viewerPart(el, '.tool.zoom')!.getAttribute('aria-pressed')} ${viewerPart(el, '[part=stage]')!.className}`,
    ).to.equal('false stage');
    el.close();
  });

  it('double tap zooms on touch; two taps far apart do not', async () => {
    const { el } = await lightboxPage(GESTURE_GALLERY);
    await el.open();
    await imageLoaded(el);
    const zoom = viewerPart<HTMLButtonElement>(el, '.tool.zoom')!;
    await waitUntil(() => !zoom.disabled);
    const stage = viewerPart(el, '[part=stage]')!;
    tap(stage, { x: 300, y: 300 });
    tap(stage, { x: 500, y: 300 });
    await rendered();
    expect(zoom.getAttribute('aria-pressed'), 'two taps 200 px apart').to.equal('false');
    await new Promise((resolve) => setTimeout(resolve, 350));
    tap(stage, { x: 400, y: 300 });
    tap(stage, { x: 404, y: 302 });
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('true');
    tap(stage, { x: 400, y: 300 });
    tap(stage, { x: 400, y: 300 });
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('false');
    el.close();
  });

  it('pinch: fingers apart zoom in; the picture follows them and settles when they lift', async () => {
    const { el } = await lightboxPage(GESTURE_GALLERY);
    await el.open();
    const image = await imageLoaded(el);
    const zoom = viewerPart<HTMLButtonElement>(el, '.tool.zoom')!;
    await waitUntil(() => !zoom.disabled);
    const stage = viewerPart(el, '[part=stage]')!;
    pinch(stage, { x: 300, y: 300 }, { x: 400, y: 300 }, { x: 500, y: 300 });
    await rendered();
    expect(`${zoom.getAttribute('aria-pressed')} ${image.style.transform || 'settled'}`).to.equal('true settled');
    expect(statusOf(el), 'a pinch is no swipe').to.equal('Bild 1 von 3');
    // A pinch that hardly moves does nothing.
    zoom.click();
    await rendered();
    pinch(stage, { x: 300, y: 300 }, { x: 400, y: 300 }, { x: 410, y: 300 });
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('false');
    el.close();
  });

  it('pinch: fingers together on a zoomed picture zoom out', async () => {
    const { el } = await lightboxPage(GESTURE_GALLERY);
    await el.open();
    await imageLoaded(el);
    const zoom = viewerPart<HTMLButtonElement>(el, '.tool.zoom')!;
    await waitUntil(() => !zoom.disabled);
    const stage = viewerPart(el, '[part=stage]')!;
    zoom.click();
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('true');
    pinch(stage, { x: 300, y: 300 }, { x: 500, y: 300 }, { x: 330, y: 300 });
    await rendered();
    expect(zoom.getAttribute('aria-pressed')).to.equal('false');
    el.close();
  });
});

describe('<ws-lightbox>: script interface', () => {
  it('open(index) clamps to the gallery, opens where the viewer is closed, moves where it is open; close() returns focus', async () => {
    const { page, el } = await lightboxPage(
      `<button id="start">Galerie öffnen</button><ws-lightbox><a id="m1" href="${SMALL}?m1">1</a> <a href="${SMALL}?m2">2</a> <a href="${SMALL}?m3">3</a></ws-lightbox>`,
    );
    const events = recordEvents(el);
    const start = page.querySelector<HTMLButtonElement>('#start')!;
    start.focus();
    await el.open(1);
    expect(`${isOpen(el)} ${statusOf(el)} ${focusedControl(el)}`).to.equal('true Bild 2 von 3 close-button');
    await el.open(99);
    expect(statusOf(el)).to.equal('Bild 3 von 3');
    await el.open(-4);
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    await el.open(Number.NaN);
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    el.close();
    expect(`${isOpen(el)} ${document.activeElement?.id}`, 'focus goes back to what had it').to.equal('false start');
    el.close();
    expect(events).to.deep.equal([
      'open -/- 1 of 3 by script',
      'change -/- 2 of 3 by script',
      'change -/- 0 of 3 by script',
      'close -/- 0 of 3',
    ]);
    // Opened with nothing focused: focus lands on the item's own link.
    (document.activeElement as HTMLElement).blur();
    await el.open();
    el.close();
    expect(document.activeElement?.id).to.equal('m1');
  });

  it('close() then open() at once: the viewer is open and shows the item (the first close’s late event is ignored)', async () => {
    const { el } = await lightboxPage(
      `<ws-lightbox><a href="${SMALL}?q1">1</a> <a href="${SMALL}?q2">2</a> <a href="${SMALL}?q3">3</a></ws-lightbox>`,
    );
    await el.open(0);
    el.close();
    await el.open(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(`${isOpen(el)} ${statusOf(el)} ${document.documentElement.style.overflow}`).to.equal(
      'true Bild 2 von 3 hidden',
    );
    el.close();
  });

  it('close() while the viewer’s code is still coming cancels the opening', async () => {
    const { el } = await lightboxPage(`<ws-lightbox><a href="${SMALL}?z1">1</a></ws-lightbox>`);
    const opening = el.open();
    el.close();
    await opening;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isOpen(el)).to.equal(false);
  });

  it('open() on a wrapper without items warns once and does nothing', async () => {
    const { el } = await lightboxPage('<ws-lightbox id="leer"><a href="/kontakt/">Kontakt</a></ws-lightbox>');
    const warnings = await capturingConsole('warn', async () => {
      await el.open();
      await el.open(2);
    });
    expect(isOpen(el)).to.equal(false);
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-lightbox id="leer"> open(): this gallery has no image or video links',
    ]);
  });

  it('links added after the upgrade are items too (the gallery is read on each opening)', async () => {
    const { page, el } = await lightboxPage(`<ws-lightbox><a href="${SMALL}?n1">1</a></ws-lightbox>`);
    const later = document.createElement('a');
    later.href = `${SMALL}?n2`;
    later.textContent = '2';
    el.append(later);
    await clickOpen(el, later);
    expect(statusOf(el)).to.equal('Bild 2 von 2');
    el.close();
    expect(page.contains(later)).to.equal(true);
  });

  it('removing the element while open stops everything: the page scrolls again', async () => {
    const { page, el } = await lightboxPage(`<ws-lightbox><a href="${SMALL}?r1">1</a></ws-lightbox>`);
    await el.open();
    expect(document.documentElement.style.overflow).to.equal('hidden');
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.style.overflow).to.equal('');
    page.append(el);
  });
});
