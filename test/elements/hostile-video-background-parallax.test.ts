// The hostile corpus through <ws-video-background> (`src`, `poster`) and <ws-parallax> (`image`, the
// gradient colours, and the keyword attributes that reach CSS), plus CSS breakouts (`")`, `')`,
// backslashes, line breaks) in the picture URLs. Set through the DOM, without a CSP: nothing may
// run, request the hostile host, or become CSS beyond the one url() the element builds.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { define as defineParallax } from '../../elements/parallax/define.ts';
import { whenCodeWanted as whenVideoCodeWanted } from '../../elements/video-background/code-wanted.ts';
import { define as defineVideoBackground } from '../../elements/video-background/define.ts';
import { capturingConsole } from '../support/console.ts';
import {
  CSS_VALUE_PAYLOADS,
  HostileTally,
  hostileUrl,
  inRun,
  TEXT_PAYLOADS,
  URL_PAYLOADS,
  watchForHostileRuns,
  type HostilePayload,
} from '../support/hostile-corpus.ts';
import { afterThisTask } from '../support/tasks.ts';

defineVideoBackground();
defineParallax();

const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

/** URLs that try to end the url("…") the element writes and add a declaration of their own. */
const BREAKOUTS: HostilePayload[] = (
  [
    ['double-quote', (id) => `x"); background-image: url(${hostileUrl('css', id)}`],
    ['single-quote', (id) => `x'); background-image: url(${hostileUrl('css', id)}`],
    ['unquoted', (id) => `x); background-image: url(${hostileUrl('css', id)}`],
    ['backslash-quote', (id) => `x\\"); background-image: url(${hostileUrl('css', id)}`],
    ['newline', (id) => `x\n"); background-image: url(${hostileUrl('css', id)}`],
    ['rule', (id) => `x")}:host{background:url(${hostileUrl('css', id)})}`],
    ['comment', (id) => `x/*"); background-image: url(${hostileUrl('css', id)}); */`],
  ] as Array<[string, (id: string) => string]>
).map(([name, build]) => ({ id: `breakout-${name}`, group: 'css', value: build(`breakout-${name}`) }));

const PICTURE_PAYLOADS = [
  ...URL_PAYLOADS,
  ...TEXT_PAYLOADS.filter((payload) => payload.group === 'css'),
  ...CSS_VALUE_PAYLOADS,
  ...BREAKOUTS,
];

/** The elements in a div in the page, rendered (their parcels mount in this task). */
async function pageOf(elements: HTMLElement[]): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.append(...elements);
  document.body.prepend(page);
  await afterThisTask();
  return page;
}

/**
 * The layer's background-image is none, or exactly one url() whose string runs to the end (a
 * breakout would serialize as a second layer, `url("a"), url("b")`, or as another declaration) and
 * resolves on this page's own origin (the payload's text is the path, never another host).
 */
function oneSameOriginUrl(value: string): boolean {
  if (value === 'none') return true;
  const whole = /^url\("((?:[^"\\]|\\.)*)"\)$/.exec(value);
  if (!whole) return false;
  return new URL(whole[1]!.replace(/\\(.)/g, '$1'), location.href).origin === location.origin;
}

describe('hostile corpus: <ws-video-background> and <ws-parallax>', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('video background src and poster: nothing runs, nothing hostile is requested, no player of another host', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-video-background src, poster');
    await capturingConsole('warn', async () => {
      for (const attribute of ['src', 'poster'] as const) {
        const run = `vb-${attribute}`;
        const elements = [...TEXT_PAYLOADS, ...BREAKOUTS].map((payload) => {
          const el = document.createElement('ws-video-background');
          el.setAttribute(attribute, inRun(payload.value, run));
          if (attribute === 'poster') el.setAttribute('src', '/demo/public/video/zeitraffer-lackierung.webm');
          el.textContent = 'Inhalt';
          return el;
        });
        const page = await pageOf(elements);
        tally.placements += elements.length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        elements.forEach((el, index) => {
          const name = `${attribute} ${[...TEXT_PAYLOADS, ...BREAKOUTS][index]!.id}`;
          if (el.shadowRoot!.querySelector('iframe')) tally.broke(name, 'a player frame was made');
          const poster = el.shadowRoot!.querySelector('img');
          if (poster && !/^(https?:|\/)/.test(poster.src)) tally.broke(name, `poster src ${poster.src.slice(0, 60)}`);
          const video = el.shadowRoot!.querySelector('video');
          if (video && !/^https?:/.test(video.src)) tally.broke(name, `video src ${video.src.slice(0, 60)}`);
          if (el.textContent !== 'Inhalt') tally.broke(name, 'the content changed');
          el.shadowRoot!.querySelector<HTMLButtonElement>('button')?.click();
        });
        tally.add(await watch.take(0));
        page.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('video background', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('video background src before its code (the waiting rule on a phone): data-state is one of its words, nothing runs or is requested', async function () {
    this.timeout(120_000);
    await setViewport({ width: 390, height: 800 });
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-video-background src, waiting rule');
    const payloads = [...TEXT_PAYLOADS, ...BREAKOUTS];
    const elements = payloads.map((payload) => {
      // Not the element's tag: the rule works on a tag whose code has not come.
      const el = document.createElement('ws-video-background-waiting');
      el.setAttribute('src', inRun(payload.value, 'vb-rule'));
      el.append(Object.assign(document.createElement('img'), { slot: 'poster', alt: '' }), 'Inhalt');
      return el;
    });
    const page = await pageOf(elements);
    tally.placements += elements.length;
    await Promise.all(elements.map((el) => Promise.race([whenVideoCodeWanted(el, () => {}), afterThisTask()])));
    elements.forEach((el, index) => {
      const state = el.getAttribute('data-state');
      if (state !== 'phone' && state !== 'no-source') tally.broke(`src ${payloads[index]!.id}`, `data-state ${state}`);
      if (el.textContent !== 'Inhalt') tally.broke(`src ${payloads[index]!.id}`, 'the content changed');
    });
    page.remove();
    await setViewport({ width: 1280, height: 800 });
    tally.add(await watch.take(300));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('parallax image (URL schemes, CSS values, breakouts): one same-origin url() at most, nothing runs or requests the hostile host', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-parallax image');
    await capturingConsole('warn', async () => {
      const elements = PICTURE_PAYLOADS.map((payload) => {
        const el = document.createElement('ws-parallax');
        el.setAttribute('image', inRun(payload.value, 'px-image'));
        el.textContent = 'Inhalt';
        return el;
      });
      const page = await pageOf(elements);
      tally.placements += elements.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      elements.forEach((el, index) => {
        const layer = el.shadowRoot!.querySelector<HTMLElement>('[part="background"]')!;
        const image = getComputedStyle(layer).backgroundImage;
        if (!oneSameOriginUrl(image))
          tally.broke(`image ${PICTURE_PAYLOADS[index]!.id}`, `background-image ${image.slice(0, 100)}`);
        if (getComputedStyle(el).backgroundImage !== 'none')
          tally.broke(`image ${PICTURE_PAYLOADS[index]!.id}`, 'the host got a background');
      });
      tally.add(await watch.take(0));
      page.remove();
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('parallax image', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('parallax gradient colours and keyword attributes: no CSS of theirs applies, the defaults stand', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally(
      'ws-parallax gradient-start-color, gradient-end-color, direction, alignment, repeat, gradient-type, radial-direction',
    );
    const attributes = [
      'gradient-start-color',
      'gradient-end-color',
      'direction',
      'alignment',
      'repeat',
      'gradient-type',
      'radial-direction',
    ];
    const payloads = [...CSS_VALUE_PAYLOADS, ...BREAKOUTS, ...TEXT_PAYLOADS.filter((_, index) => index % 4 === 0)];
    await capturingConsole('warn', async () => {
      for (const attribute of attributes) {
        const run = `px-${attribute}`;
        const elements = payloads.map((payload) => {
          const el = document.createElement('ws-parallax');
          el.setAttribute(attribute, inRun(payload.value, run));
          if (attribute === 'gradient-end-color' || attribute === 'gradient-type' || attribute === 'radial-direction')
            el.setAttribute('gradient-start-color', '#000');
          el.textContent = 'Inhalt';
          return el;
        });
        const page = await pageOf(elements);
        tally.placements += elements.length;
        elements.forEach((el, index) => {
          const name = `${attribute} ${payloads[index]!.id}`;
          const layer = getComputedStyle(el.shadowRoot!.querySelector<HTMLElement>('[part="background"]')!);
          const overlay = getComputedStyle(
            el.shadowRoot!.querySelector<HTMLElement>('[part="overlay"]')!,
          ).backgroundImage;
          if (layer.backgroundImage !== 'none')
            tally.broke(name, `background-image ${layer.backgroundImage.slice(0, 80)}`);
          if (overlay.includes('url(')) tally.broke(name, `overlay ${overlay.slice(0, 80)}`);
          if (`${layer.backgroundPosition} ${layer.backgroundRepeat}` !== '50% 50% no-repeat')
            tally.broke(name, `position/repeat ${layer.backgroundPosition} ${layer.backgroundRepeat}`);
        });
        tally.add(await watch.take(0));
        page.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('parallax settings', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
