// Lazy loading of the page builder's markup (shell/lazy-media.ts) in Chromium: nothing far
// below loads until it comes near, the first screen at once; data-src, data-srcset with
// data-sizes="auto" (never under 40 px), a picture's sources, a video's sources, data-bg; markup
// added later; consent-marked markup left to the consent blocker; a bad URL refused with a message;
// every link payload of the hostile corpus through each held attribute, without a CSP.
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { LAZY_STATE_ATTRIBUTE, startLazyMedia } from '../../shell/lazy-media.ts';
import { capturingConsole } from '../support/console.ts';
import { HostileTally, inRun, URL_PAYLOADS, watchForHostileRuns } from '../support/hostile-corpus.ts';

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==';
/** A picture that loads (a broken one may lose its box). */
const FIXTURE = '/test/elements/fixtures/pixel.svg';
const pages: HTMLElement[] = [];
let stop: (() => void) | undefined;

function lazyPage(markup: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = markup;
  document.body.prepend(page);
  pages.push(page);
  return page;
}
const frames = async (count = 2) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};
const state = (element: Element | null) => element?.getAttribute(LAZY_STATE_ATTRIBUTE);

beforeEach(async () => {
  await setViewport({ width: 800, height: 600 });
  window.scrollTo(0, 0);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  for (const page of pages.splice(0)) page.remove();
  window.scrollTo(0, 0);
});

describe('lazy loading of data-src, data-srcset and data-bg markup', () => {
  it('the first screen loads at once; far below waits until it comes near, then gets its src', async () => {
    const page = lazyPage(`<img id="top" data-src="/first.png" width="100" height="50" alt="">
      <div style="height: 3000px"></div>
      <img id="far" data-src="/far.png" width="100" height="50" alt="">`);
    stop = startLazyMedia(document);
    const top = page.querySelector('#top')!;
    const far = page.querySelector('#far')!;
    await waitUntil(() => state(top) === 'loaded', 'the first screen waited');
    expect(top.getAttribute('src')).to.equal('/first.png');
    await frames(10);
    expect(`${state(far)} ${far.getAttribute('src')}`).to.equal('waiting null');
    far.scrollIntoView();
    await waitUntil(() => state(far) === 'loaded', 'not loaded when near');
    expect(far.getAttribute('src')).to.equal('/far.png');
  });

  it('data-srcset with data-sizes="auto": the srcset and the laid-out width, never under 40 px; a picture\'s sources too', async () => {
    const page =
      lazyPage(`<img id="wide" style="display: block; width: 320px" data-srcset="${FIXTURE} 400w, ${FIXTURE}?big 800w" data-sizes="auto" data-src="${FIXTURE}" alt="">
      <img id="tiny" style="width: 12px" data-src="/b.png" data-sizes="auto" alt="">
      <picture><source type="image/webp" data-srcset="/c.webp" data-sizes="auto"><img id="pictured" style="width: 200px" data-src="/c.png" alt=""></picture>`);
    stop = startLazyMedia(document);
    const wide = page.querySelector('#wide')!;
    await waitUntil(() => state(wide) === 'loaded' && state(page.querySelector('#pictured')) === 'loaded');
    expect(`${wide.getAttribute('srcset')} | ${wide.getAttribute('sizes')} | ${wide.getAttribute('src')}`).to.equal(
      `${FIXTURE} 400w, ${FIXTURE}?big 800w | 320px | ${FIXTURE}`,
    );
    expect(page.querySelector('#tiny')!.getAttribute('sizes')).to.equal('40px');
    const source = page.querySelector('source')!;
    expect(`${source.getAttribute('srcset')} ${source.getAttribute('sizes')}`).to.equal('/c.webp 200px');
    // The width follows a resize (auto sizes), checked at most every 125 ms.
    (wide as HTMLElement).style.width = '500px';
    window.dispatchEvent(new Event('resize'));
    await waitUntil(() => wide.getAttribute('sizes') === '500px', 'the size did not follow');
  });

  it("data-bg becomes the background image (CSSOM, one url()); a video's sources and poster; an iframe", async () => {
    const page = lazyPage(`<div id="band" style="height: 40px" data-bg="/band.png"></div>
      <video id="clip" data-poster="/poster.png" muted><source data-src="/clip.mp4" type="video/mp4"></video>
      <iframe id="frame" data-src="about:blank" title="Karte"></iframe>`);
    stop = startLazyMedia(document);
    const band = page.querySelector<HTMLElement>('#band')!;
    await waitUntil(() => state(band) === 'loaded' && state(page.querySelector('#clip')) === 'loaded');
    expect(band.style.backgroundImage).to.equal('url("/band.png")');
    const clip = page.querySelector('#clip')!;
    expect(`${clip.getAttribute('poster')} ${clip.querySelector('source')!.getAttribute('src')}`).to.equal(
      '/poster.png /clip.mp4',
    );
    // about:blank is neither http(s) nor relative: refused, as any such URL.
    expect(state(page.querySelector('#frame'))).to.equal('refused');
  });

  it('consent-marked markup is left to the consent blocker, also the parts inside it', async () => {
    const page =
      lazyPage(`<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/x" title="Video"></iframe>
      <div data-category="statistics"><img data-src="/tracker.png" alt=""></div>
      <img id="free" data-src="/free.png" alt="">`);
    stop = startLazyMedia(document);
    await waitUntil(() => state(page.querySelector('#free')) === 'loaded');
    await frames(5);
    expect(page.querySelectorAll(`[${LAZY_STATE_ATTRIBUTE}]`).length).to.equal(1);
    expect(page.querySelectorAll('[src]').length).to.equal(1);
  });

  it('a script, embed or object with data-src never gets its src, even shown and on screen (a trusted src would run under strict-dynamic)', async () => {
    const page = lazyPage(
      `<div id="shown"><script data-src="/never.js"></script><embed data-src="/never.swf"><object data-src="/never.pdf"></object></div>`,
    );
    // Shown, as a page's CSS could: the element then counts as near.
    for (const element of page.querySelectorAll<HTMLElement>('#shown > *'))
      element.style.cssText = 'display: block; width: 10px; height: 10px';
    page.insertAdjacentHTML('beforeend', '<img id="beside" data-src="/beside.png" alt="">');
    stop = startLazyMedia(document);
    await waitUntil(() => state(page.querySelector('#beside')) === 'loaded', 'the picture beside them was not taken');
    await frames(5);
    expect(page.querySelectorAll(`#shown [src], #shown [data], #shown [${LAZY_STATE_ATTRIBUTE}]`).length).to.equal(0);
  });

  it('an element moved into consent-marked content before it comes near is left to the consent blocker', async () => {
    const page = lazyPage(
      `<div style="height: 3000px"></div><img id="moved" data-src="/moved.png" alt=""><div data-category="marketing" id="marked"></div>`,
    );
    stop = startLazyMedia(document);
    const moved = page.querySelector('#moved')!;
    await waitUntil(() => state(moved) === 'waiting');
    page.querySelector('#marked')!.append(moved);
    moved.scrollIntoView();
    await frames(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(`${moved.getAttribute('src')} ${state(moved)}`).to.equal('null null');
  });

  it('markup added later is taken the same way', async () => {
    const page = lazyPage('<p>Anfang</p>');
    stop = startLazyMedia(document);
    page.insertAdjacentHTML('beforeend', `<section><img id="later" data-src="${PIXEL}" alt=""></section>`);
    // A data: URL is refused like any URL that is not http(s) or relative.
    const errors = await capturingConsole('error', () =>
      waitUntil(() => state(page.querySelector('#later')) === 'refused', 'not taken'),
    );
    expect(errors.map((call) => call.join(' ')).join('\n')).to.contain(
      'ws lazy loading: data-src of a <img> is not an http(s) or relative URL; it is not loaded',
    );
    page.insertAdjacentHTML('beforeend', '<img id="later-ok" data-src="/ok.png" alt="">');
    await waitUntil(() => page.querySelector('#later-ok')!.getAttribute('src') === '/ok.png', 'not taken');
  });
});

describe('hostile corpus: lazy loading', () => {
  it('every link payload as data-src, data-srcset, data-poster and data-bg: nothing runs or is requested, refused ones say so', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('lazy loading data-src, data-srcset, data-poster, data-bg');
    await capturingConsole('error', async () => {
      // Small and side by side: every element is on the screen, so each is taken at once.
      const page = lazyPage('');
      page.style.cssText = 'display: flex; flex-wrap: wrap; gap: 1px';
      for (const payload of URL_PAYLOADS) {
        const image = document.createElement('img');
        image.setAttribute('data-src', inRun(payload.value, 'lazy-src'));
        image.setAttribute('data-srcset', inRun(payload.value, 'lazy-srcset'));
        image.alt = '';
        image.style.cssText = 'width: 4px; height: 4px';
        const video = document.createElement('video');
        video.style.cssText = 'width: 4px; height: 4px';
        video.setAttribute('data-poster', inRun(payload.value, 'lazy-poster'));
        const band = document.createElement('div');
        band.style.cssText = 'width: 4px; height: 4px';
        band.setAttribute('data-bg', inRun(payload.value, 'lazy-bg'));
        page.append(image, video, band);
      }
      tally.placements += URL_PAYLOADS.length * 4;
      stop = startLazyMedia(document);
      await waitUntil(
        () => page.querySelectorAll(`[${LAZY_STATE_ATTRIBUTE}="waiting"]`).length === 0,
        'not all taken',
        { timeout: 10_000 },
      );
      // A background image counts only once it is laid out: the bands are on screen.
      await frames(5);
      tally.add(await watch.take(0));
      for (const band of page.querySelectorAll<HTMLElement>('div[data-bg]')) {
        const value = band.style.backgroundImage;
        if (value !== '' && !/^url\(".*"\)$/s.test(value)) tally.broke('data-bg', `became ${value.slice(0, 60)}`);
      }
      page.remove();
    });
    tally.add(await watch.take(300));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
