// <ws-animate>: the phases (waiting invisible in place, running, done) on hand-driven
// timers (test/support/manual-timers.ts) and the real IntersectionObserver; the 300 ms after load;
// offset, delay, duration, every animation and direction; reduced motion and the animation status
// (data-ws-animations on <html>) at phone and desktop widths; focus revealing at once; once per
// element; no layout shift and no sideways overflow; no-JS and failed-load visibility; axe.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/animate/define.ts';
import { animateReserve } from '../../elements/animate/reserve.ts';
import {
  ANIMATE_ANIMATIONS,
  ANIMATE_DIRECTIONS,
  DEFAULT_ANIMATE_DURATION_MS,
  MAX_ANIMATE_DELAY_MS,
  MAX_ANIMATE_DURATION_MS,
} from '../../elements/animate/rules.ts';
import { ANIMATIONS_START_AFTER_LOAD_MS, ANIMATION_STATUS_ATTRIBUTE } from '../../platform/motion.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { capturingConsole } from '../support/console.ts';
import { justLoaded, resetMotionPage, restoreMotionTimers } from '../support/motion-page.ts';
import { afterThisTask } from '../support/tasks.ts';

define();

const pages: HTMLElement[] = [];
afterEach(() => resetMotionPage(pages));

/** The markup in a div appended to the body; every element upgraded and rendered when it resolves. */
async function animatePage(markup: string): Promise<{ page: HTMLElement; el: HTMLElement; all: HTMLElement[] }> {
  const page = document.createElement('div');
  page.innerHTML = markup;
  document.body.append(page);
  await afterThisTask();
  pages.push(page);
  const all = [...page.querySelectorAll<HTMLElement>('ws-animate')];
  for (const el of all)
    if (!el.shadowRoot?.querySelector('.content')) throw new Error('ws-animate did not render in its upgrade');
  return { page, el: all[0]!, all };
}

const content = (el: Element): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('.content')!;
const frame = (el: Element): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('.frame')!;
/** "waiting", "running" or "done". */
const phase = (el: Element): string => frame(el).className.replace('frame ', '');

/** Real frames (IntersectionObserver reports after rendering), until `condition` holds or 60 frames passed. */
async function frames(condition: () => boolean = () => false, max = 60): Promise<void> {
  for (let frame = 0; frame < max && !condition(); frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}
/** Two frames: what the observers had to say about the current layout has been said. */
const observed = () => frames(() => false, 3);
/** Promises resolved by timers (the load wait) run their continuations. */
const settled = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};

function recordEvents(el: Element): string[] {
  const lines: string[] = [];
  el.addEventListener('ws-animate-in', (event) =>
    lines.push(`in ${(event as CustomEvent<{ animation: string }>).detail.animation}`),
  );
  return lines;
}

const TEXT = '<h2>Lackierung</h2><p>Farbton nach Herstellercode.</p>';

describe('<ws-animate> phases', () => {
  it('content in view at the upgrade waits invisible in place, starts 300 ms after load, runs its duration, ends in place with one ws-animate-in', async () => {
    const t = justLoaded();
    const { el } = await animatePage(`<ws-animate>${TEXT}</ws-animate>`);
    const events = recordEvents(el);
    expect(`${phase(el)} ${getComputedStyle(content(el)).opacity}`).to.equal('waiting 0');
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS - 1);
    await settled();
    expect(phase(el)).to.equal('waiting');
    t.advance(1);
    await settled();
    expect(`${phase(el)} ${getComputedStyle(content(el)).animationName}`).to.equal('running ws-animate-fade');
    expect(content(el).style.getPropertyValue('--_duration')).to.equal(`${DEFAULT_ANIMATE_DURATION_MS}ms`);
    t.advance(DEFAULT_ANIMATE_DURATION_MS - 1);
    expect(`${phase(el)} ${events.length}`).to.equal('running 0');
    t.advance(1);
    expect(
      `${phase(el)} ${getComputedStyle(content(el)).opacity} ${getComputedStyle(content(el)).animationName}`,
    ).to.equal('done 1 none');
    expect(events).to.deep.equal(['in fade']);
    expect(t.pending()).to.deep.equal([]);
  });

  it('content below the view waits, also after the 300 ms, and starts when scrolled into the view', async () => {
    const t = justLoaded();
    const { page, el } = await animatePage(
      `<div style="height: 1500px"></div><ws-animate animation="slide">${TEXT}</ws-animate><div style="height: 1500px"></div>`,
    );
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    await observed();
    expect(phase(el)).to.equal('waiting');
    el.scrollIntoView({ block: 'center' });
    await frames(() => phase(el) !== 'waiting');
    expect(phase(el)).to.equal('running');
    t.advance(DEFAULT_ANIMATE_DURATION_MS);
    expect(phase(el)).to.equal('done');
    page.remove();
  });

  it('once per element: scrolled out and back, moved or removed and put back, it never hides again', async () => {
    const t = justLoaded();
    const { page, el } = await animatePage(`<ws-animate>${TEXT}</ws-animate><div style="height: 2000px"></div>`);
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    t.advance(DEFAULT_ANIMATE_DURATION_MS);
    expect(phase(el)).to.equal('done');
    scrollTo(0, 1500);
    await observed();
    scrollTo(0, 0);
    await observed();
    page.append(el);
    el.remove();
    await settled();
    page.prepend(el);
    await observed();
    t.advance(5000);
    await settled();
    expect(`${phase(el)} ${t.pending().length}`).to.equal('done 0');
  });

  it('removed while waiting and put back later: it waits again (nothing played yet)', async () => {
    const t = justLoaded();
    const { page, el } = await animatePage(`<ws-animate>${TEXT}</ws-animate>`);
    el.remove();
    await settled();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    page.append(el);
    await afterThisTask();
    expect(phase(el)).to.equal('waiting');
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    expect(phase(el)).to.equal('running');
  });
});

describe('<ws-animate> options', () => {
  it('delay: the start waits that long after entering the view', async () => {
    const t = justLoaded();
    const { el } = await animatePage(`<ws-animate delay="250" duration="400">${TEXT}</ws-animate>`);
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    expect(phase(el)).to.equal('waiting');
    t.advance(249);
    expect(phase(el)).to.equal('waiting');
    t.advance(1);
    expect(phase(el)).to.equal('running');
    t.advance(399);
    expect(phase(el)).to.equal('running');
    t.advance(1);
    expect(phase(el)).to.equal('done');
  });

  it('every animation and direction runs its own keyframes; slide and bounce travel from the named side', async () => {
    const t = justLoaded();
    const markup = ANIMATE_ANIMATIONS.flatMap((animation) =>
      ANIMATE_DIRECTIONS.map(
        (direction) =>
          `<ws-animate animation="${animation}" direction="${direction}" duration="1000">${TEXT}</ws-animate>`,
      ),
    ).join('');
    const { all } = await animatePage(
      `<div style="display: grid; grid-template-columns: repeat(4, 1fr)">${markup}</div>`,
    );
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    const seen = all.map(
      (el) =>
        `${el.getAttribute('animation')} ${el.getAttribute('direction')} ${phase(el)} ${getComputedStyle(content(el)).animationName}`,
    );
    expect(seen).to.deep.equal(
      ANIMATE_ANIMATIONS.flatMap((animation) =>
        ANIMATE_DIRECTIONS.map((direction) => `${animation} ${direction} running ws-animate-${animation}`),
      ),
    );
    // The animations' first frame: where each comes from (paused at 0 ms to read it).
    const start = (el: HTMLElement) => {
      const animation = content(el).getAnimations()[0]!;
      animation.pause();
      animation.currentTime = 0;
      const style = getComputedStyle(content(el));
      return `${style.opacity} ${style.translate}`;
    };
    const slides = all.filter((el) => el.getAttribute('animation') === 'slide').map(start);
    expect(slides).to.deep.equal(['0 0px 40px', '0 0px -40px', '0 -40px', '0 40px']);
    const zoom = all.find((el) => el.getAttribute('animation') === 'zoom')!;
    start(zoom);
    expect(getComputedStyle(content(zoom)).scale).to.equal('0.85');
    const flip = all.find((el) => el.getAttribute('animation') === 'flip')!;
    start(flip);
    expect(getComputedStyle(content(flip)).transform).to.not.equal('none');
  });

  it('a slide from the side never widens the page on a phone: the frame clips sideways while it runs, and only then', async () => {
    await setViewport({ width: 360, height: 640 });
    const t = justLoaded();
    const { el } = await animatePage(
      `<ws-animate animation="slide" direction="right" duration="1000"><p>Breit wie die Seite: Unfallinstandsetzung nach Herstellervorgaben.</p></ws-animate>`,
    );
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    const animation = content(el).getAnimations()[0]!;
    animation.pause();
    animation.currentTime = 0;
    expect(`${phase(el)} ${getComputedStyle(frame(el)).overflowX} ${getComputedStyle(frame(el)).overflowY}`).to.equal(
      'running clip visible',
    );
    expect(document.scrollingElement!.scrollWidth).to.be.at.most(360);
    t.advance(1000);
    expect(`${phase(el)} ${getComputedStyle(frame(el)).overflowX}`).to.equal('done visible');
  });

  it("offset in pixels: the content's top must come that far above the view's bottom edge", async () => {
    await setViewport({ width: 800, height: 600 });
    const t = justLoaded();
    const { el } = await animatePage(
      `<div style="height: 1000px"></div><ws-animate offset="200px"><div style="height: 400px">Hoch</div></ws-animate><div style="height: 1500px"></div>`,
    );
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    // The top 100 px above the bottom edge: in the view, not yet far enough.
    scrollTo(0, 1000 - 600 + 100);
    await observed();
    expect(phase(el)).to.equal('waiting');
    scrollTo(0, 1000 - 600 + 260);
    await frames(() => phase(el) !== 'waiting');
    expect(phase(el)).to.equal('running');
  });

  it("offset in percent: a share of the view's height", async () => {
    await setViewport({ width: 800, height: 600 });
    const t = justLoaded();
    const { el } = await animatePage(
      `<div style="height: 1000px"></div><ws-animate offset="50%"><div style="height: 400px">Hoch</div></ws-animate><div style="height: 1500px"></div>`,
    );
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    scrollTo(0, 1000 - 600 + 250);
    await observed();
    expect(phase(el)).to.equal('waiting');
    scrollTo(0, 1000 - 600 + 320);
    await frames(() => phase(el) !== 'waiting');
    expect(phase(el)).to.equal('running');
  });

  it("a large offset never keeps short content at the page's end hidden: wholly in view, it starts", async () => {
    const t = justLoaded();
    const { el } = await animatePage(
      `<div style="height: 300px"></div><ws-animate offset="90%"><p>Kurz, am Ende</p></ws-animate>`,
    );
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    await frames(() => phase(el) !== 'waiting');
    expect(phase(el)).to.equal('running');
  });

  it('bad values warn once each, naming the element and attribute, and read as the defaults', async () => {
    let state = '';
    const warnings = await capturingConsole('warn', async () => {
      const { el } = await animatePage(
        `<ws-animate id="wild" animation="spin" direction="sideways" duration="-5" delay="99999" offset="oben">${TEXT}</ws-animate>`,
      );
      await observed();
      state = `${content(el).className} ${content(el).style.getPropertyValue('--_duration')}`;
    });
    expect(state).to.equal(`content waiting fade up ${DEFAULT_ANIMATE_DURATION_MS}ms`);
    const lines = warnings.map((args) => args.join(' '));
    expect(lines).to.deep.equal([
      '<ws-animate id="wild"> attribute "animation" has the unknown value "spin"; using "fade"',
      '<ws-animate id="wild"> attribute "direction" has the unknown value "sideways"; using "up"',
      `<ws-animate id="wild"> attribute "duration" must be above 0, got -5; using ${DEFAULT_ANIMATE_DURATION_MS}`,
      `<ws-animate id="wild"> attribute "delay" above ${MAX_ANIMATE_DELAY_MS} ms keeps content in view hidden too long, got 99999; using ${MAX_ANIMATE_DELAY_MS}`,
      '<ws-animate id="wild"> attribute "offset" expects pixels or a percentage of the view (120, 120px, 25%), got "oben"; using 10%',
    ]);
  });

  it(`a duration above ${MAX_ANIMATE_DURATION_MS} ms is capped (WCAG 2.2.2)`, async () => {
    let duration = '';
    await capturingConsole('warn', async () => {
      const { el } = await animatePage(`<ws-animate duration="60000">${TEXT}</ws-animate>`);
      duration = content(el).style.getPropertyValue('--_duration');
    });
    expect(duration).to.equal(`${MAX_ANIMATE_DURATION_MS}ms`);
  });
});

describe('<ws-animate> reduced motion and the animation status', () => {
  /** The phase at the upgrade, after the load wait: done means nothing was ever hidden. */
  async function phaseOnce(markup = `<ws-animate animation="slide">${TEXT}</ws-animate>`): Promise<string> {
    const t = justLoaded();
    const { el } = await animatePage(markup);
    const first = `${phase(el)} ${getComputedStyle(content(el)).opacity}`;
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    const result = `${first} -> ${phase(el)}`;
    for (const page of pages.splice(0)) page.remove();
    restoreMotionTimers();
    return result;
  }

  it('reduced motion: never hidden, final state at once, no timer, no event', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const t = justLoaded();
    const { el } = await animatePage(`<ws-animate animation="bounce">${TEXT}</ws-animate>`);
    const events = recordEvents(el);
    expect(
      `${phase(el)} ${getComputedStyle(content(el)).opacity} ${getComputedStyle(content(el)).animationName}`,
    ).to.equal('done 1 none');
    await observed();
    t.advance(5000);
    await settled();
    expect(`${phase(el)} ${events.length}`).to.equal('done 0');
  });

  const table: Array<[string | null, number, string]> = [
    [null, 360, 'waiting 0 -> running'],
    [null, 1280, 'waiting 0 -> running'],
    ['off', 360, 'done 1 -> done'],
    ['off', 1280, 'done 1 -> done'],
    ['desktop', 360, 'done 1 -> done'],
    ['desktop', 1280, 'waiting 0 -> running'],
    ['desktop_and_mobile', 360, 'waiting 0 -> running'],
    ['desktop_and_mobile', 1280, 'waiting 0 -> running'],
  ];
  for (const [status, width, expected] of table) {
    it(`status ${status ?? '(none)'} at ${width} px: ${expected}`, async () => {
      await setViewport({ width, height: 700 });
      if (status) document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, status);
      expect(await phaseOnce()).to.equal(expected);
    });
  }

  it('reduced motion wins over every status, at both widths', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const status of ['desktop', 'desktop_and_mobile']) {
      for (const width of [360, 1280]) {
        await setViewport({ width, height: 700 });
        document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, status);
        expect(await phaseOnce(), `${status} ${width}`).to.equal('done 1 -> done');
      }
    }
  });

  it('an unknown status warns and reads as desktop_and_mobile', async () => {
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'manchmal');
    let result = '';
    const warnings = await capturingConsole('warn', async () => {
      result = await phaseOnce(`<ws-animate id="status">${TEXT}</ws-animate>`);
    });
    expect(result).to.equal('waiting 0 -> running');
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-animate id="status"> data-ws-animations has the unknown value "manchmal"; using "desktop_and_mobile"',
    ]);
  });

  it('motion forbidden while waiting or running (reduced motion, the status set to off): the final state at once', async () => {
    const t = justLoaded();
    const { all } = await animatePage(
      `<ws-animate>${TEXT}</ws-animate><div style="height: 2000px"></div><ws-animate>${TEXT}</ws-animate>`,
    );
    const [running, waiting] = all as [HTMLElement, HTMLElement];
    await observed();
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    expect(`${phase(running)} ${phase(waiting)}`).to.equal('running waiting');
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    await settled();
    expect(`${phase(running)} ${phase(waiting)} ${t.pending().length}`).to.equal('done done 0');
    // Motion allowed again: nothing hides what was shown.
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'desktop_and_mobile');
    await settled();
    expect(`${phase(running)} ${phase(waiting)}`).to.equal('done done');
  });

  it('the visitor asking for reduced motion while it waits: shown at once', async () => {
    const { el } = await animatePage(`<div style="height: 2000px"></div><ws-animate>${TEXT}</ws-animate>`);
    expect(phase(el)).to.equal('waiting');
    await emulateMedia({ reducedMotion: 'reduce' });
    await frames(() => phase(el) === 'done', 10);
    expect(phase(el)).to.equal('done');
  });
});

describe('<ws-animate> keyboard', () => {
  it('focus arriving in waiting content shows it at once (a keyboard visitor sees where focus is)', async () => {
    const { el } = await animatePage(
      `<div style="height: 2000px"></div><ws-animate><p><a href="#ziel">Mehr erfahren</a></p></ws-animate><div style="height: 2000px"></div>`,
    );
    const events = recordEvents(el);
    expect(phase(el)).to.equal('waiting');
    el.querySelector('a')!.focus();
    expect(`${phase(el)} ${getComputedStyle(content(el)).opacity} ${events.length}`).to.equal('done 1 0');
  });

  it('Tab into waiting content: the link is focused and visible', async () => {
    const { page, el } = await animatePage(
      `<button type="button">Vorher</button><div style="height: 2000px"></div><ws-animate><p><a href="#ziel">Mehr erfahren</a></p></ws-animate>`,
    );
    page.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(`${document.activeElement?.textContent} ${phase(el)} ${getComputedStyle(content(el)).opacity}`).to.equal(
      'Mehr erfahren done 1',
    );
  });
});

describe('<ws-animate> layout and fallbacks', () => {
  const PROBE_TAG = 'ws-animate-probe';
  const probeSheet = new CSSStyleSheet();
  probeSheet.replaceSync(reserveStylesFor([{ tag: PROBE_TAG, reserve: animateReserve }]));
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, probeSheet];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probeSheet);
  });

  const CARD =
    '<section style="margin: 24px 0; padding: 8px; border: 1px solid"><h2 style="margin-top: 16px">Smart Repair</h2><p>Kleine Dellen ohne Lackieren.</p></section>';
  const box = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return `${Math.round(rect.top)},${Math.round(rect.left)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  };

  it('no script, or its load failed: a never-defined tag with the reserve shows everything, in place, as a block', () => {
    const page = document.createElement('div');
    page.innerHTML = `<${PROBE_TAG} animation="slide" data-ws-failed>${CARD}</${PROBE_TAG}>`;
    document.body.append(page);
    pages.push(page);
    const probe = page.firstElementChild!;
    const card = probe.firstElementChild!;
    const style = getComputedStyle(probe);
    expect(
      `${style.display} ${style.opacity} ${style.visibility} ${getComputedStyle(card).opacity} ${getComputedStyle(card).transform}`,
    ).to.equal('block 1 visible 1 none');
  });

  it("the upgraded element takes the never-defined tag's box, and the content sits where it sat, in every phase, narrow and wide, in flow and in a grid", async () => {
    for (const width of [360, 1280]) {
      await setViewport({ width, height: 800 });
      for (const wrap of ['display: block', 'display: grid; grid-template-columns: 1fr 1fr; gap: 12px']) {
        const t = justLoaded();
        const page = document.createElement('div');
        page.innerHTML = `<div style="position: relative; ${wrap}"><${PROBE_TAG}>${CARD}</${PROBE_TAG}><p>Danach</p></div><div style="position: relative; ${wrap}"><ws-animate animation="slide" direction="left">${CARD}</ws-animate><p>Danach</p></div>`;
        document.body.append(page);
        await afterThisTask();
        pages.push(page);
        const [probeWrap, elWrap] = [...page.children] as [HTMLElement, HTMLElement];
        const el = elWrap.querySelector('ws-animate')!;
        // Layout boxes, not the moving picture: offsets ignore transforms (and skip the shadow root's boxes).
        const relative = (wrapper: HTMLElement) =>
          [...wrapper.querySelectorAll<HTMLElement>('section, h2, p')].map(
            (node) => `${node.offsetLeft},${node.offsetTop} ${node.offsetWidth}x${node.offsetHeight}`,
          );
        const heights = () =>
          `${Math.round(probeWrap.getBoundingClientRect().height)} ${Math.round(elWrap.getBoundingClientRect().height)}`;
        const expected = `${relative(probeWrap).join(' ')} | ${heights().split(' ')[0]}`;
        const actual = () => `${relative(elWrap).join(' ')} | ${heights().split(' ')[1]}`;
        expect(`${phase(el)}: ${actual()}`, `${width} ${wrap} waiting`).to.equal(`waiting: ${expected}`);
        expect(box(el).split(' ')[1]).to.equal(box(probeWrap.firstElementChild!).split(' ')[1]);
        await observed();
        t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
        await settled();
        expect(`${phase(el)}: ${actual()}`, `${width} ${wrap} running`).to.equal(`running: ${expected}`);
        t.advance(DEFAULT_ANIMATE_DURATION_MS);
        expect(`${phase(el)}: ${actual()}`, `${width} ${wrap} done`).to.equal(`done: ${expected}`);
        page.remove();
        restoreMotionTimers();
      }
    }
  });

  it("the author's font and colour stay on the content", async () => {
    const { el } = await animatePage(
      `<div style="font-family: serif; color: rgb(60, 20, 20)"><ws-animate><p>Text</p></ws-animate></div>`,
    );
    const style = getComputedStyle(el.querySelector('p')!);
    expect(`${style.fontFamily} ${style.color}`).to.equal('serif rgb(60, 20, 20)');
  });
});

describe('<ws-animate> axe', () => {
  it('waiting (below the view) and done, with a heading, a picture and a link inside', async () => {
    const { el } = await animatePage(
      `<div style="height: 2000px"></div><ws-animate animation="zoom" duration="200"><section aria-labelledby="s1"><h2 id="s1">Lackierung</h2><img src="/test/elements/fixtures/lightbox-small.svg" alt="Lackierkabine" width="40" height="30"><p><a href="#lack">Mehr zur Lackierung</a></p></section></ws-animate>`,
    );
    expect(phase(el)).to.equal('waiting');
    await expect(el).to.be.accessible();
    el.scrollIntoView();
    await frames(() => phase(el) === 'done', 120);
    expect(phase(el)).to.equal('done');
    await expect(el).to.be.accessible();
  });
});
