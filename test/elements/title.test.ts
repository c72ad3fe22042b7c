// <ws-title>: rotating words on hand-driven timers (test/support/manual-timers.ts) and
// the real IntersectionObserver: what a screen reader reads (every word once, no live region), the
// 300 ms after load, display time and effect delay, every effect, a box that never changes size,
// the pause button (WCAG 2.2.2) against hover and focus, reduced motion and the animation status at
// phone and desktop widths, the highlight strokes, the author's markup given back, no-JS and
// failed-load visibility, the upgrade without layout shift, keyboard and axe.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { ANIMATIONS_START_AFTER_LOAD_MS, ANIMATION_STATUS_ATTRIBUTE } from '../../platform/motion.ts';
import { define } from '../../elements/title/define.ts';
import { titleReserve, titleReserveWhileLoading } from '../../elements/title/reserve.ts';
import {
  DEFAULT_WORD_DISPLAY_MS,
  EFFECT_DELAY_MS,
  MIN_WORD_DISPLAY_MS,
  TITLE_ANIMATION_MS,
  TITLE_HIGHLIGHTS,
} from '../../elements/title/rules.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { capturingConsole } from '../support/console.ts';
import type { ManualTimers } from '../support/manual-timers.ts';
import { justLoaded, resetMotionPage } from '../support/motion-page.ts';
import { afterThisTask } from '../support/tasks.ts';

define();

const pages: HTMLElement[] = [];
afterEach(() => resetMotionPage(pages));

async function titlePage(markup: string): Promise<{ page: HTMLElement; el: HTMLElement; all: HTMLElement[] }> {
  const page = document.createElement('div');
  page.innerHTML = markup;
  document.body.append(page);
  await afterThisTask();
  pages.push(page);
  const all = [...page.querySelectorAll<HTMLElement>('ws-title')];
  for (const el of all)
    if (!el.shadowRoot?.querySelector('slot')) throw new Error('ws-title did not render in its upgrade');
  return { page, el: all[0]!, all };
}

const WORDS = 'Dellen|Kratzer|Hagelschäden|Unfallschäden';
const HERO = (attributes = '') =>
  `<ws-title words="${WORDS}" ${attributes}><h1>Wir beseitigen <span data-rotate>Dellen</span></h1></ws-title>`;
const PAUSE = 'Wechselnde Wörter anhalten';
const PLAY = 'Wechselnde Wörter fortsetzen';
/** From one word to the next with the defaults: effect delay, entrance, display time. */
const STEP_MS = EFFECT_DELAY_MS + TITLE_ANIMATION_MS + DEFAULT_WORD_DISPLAY_MS;

const button = (el: Element): HTMLButtonElement | null =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="pause-button"]');
const buttonName = (el: Element): string => button(el)?.textContent ?? 'no button';
/** Each word's state: "first - - -", "out in - -" ("-" waiting). */
const wordStates = (el: Element): string =>
  [...el.querySelectorAll<HTMLElement>('[data-ws-word]')].map((word) => word.dataset.wsWord || '-').join(' ');
const shownWord = (el: Element): string =>
  el.querySelector<HTMLElement>('[data-ws-word="first"], [data-ws-word="in"]')?.textContent ?? '';

/** The text a screen reader gets from `node`: aria-hidden subtrees left out (the visually hidden text stays). */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spokenText).join('');
}

async function frames(condition: () => boolean = () => false, max = 60): Promise<void> {
  for (let frame = 0; frame < max && !condition(); frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}
const observed = () => frames(() => false, 3);
/** The highlight stroke is a module of its own, loaded when a title needs it: its SVG joins the word once it has come. */
const stroked = (...titles: Element[]) =>
  frames(() => titles.every((el) => el.querySelector('[data-highlight] > svg') !== null));
const settled = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};
/** The page's 300 ms after load pass (with the observer's first report before). */
async function started(t: ManualTimers): Promise<void> {
  await observed();
  t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
  await settled();
}

/** The runner's own command timeout (sendKeys) is no timer of the element. */
const clock = (t: ManualTimers) =>
  t
    .pending()
    .filter((ms) => ms < 20_000)
    .map(Math.round);

function recordEvents(el: Element): string[] {
  const lines: string[] = [];
  el.addEventListener('ws-title-change', (event) => {
    const { index, word } = (event as CustomEvent<{ index: number; word: string }>).detail;
    lines.push(`change ${index} ${word}`);
  });
  for (const what of ['pause', 'play']) el.addEventListener(`ws-title-${what}`, () => lines.push(what));
  return lines;
}

describe('<ws-title> words for everyone', () => {
  it("the heading stays the author's; a screen reader reads it once with every word, the rotating stack is aria-hidden, and there is no live region", async () => {
    const { el } = await titlePage(HERO());
    const heading = el.querySelector('h1')!;
    expect(spokenText(heading)).to.equal('Wir beseitigen Dellen, Kratzer, Hagelschäden, Unfallschäden');
    const stack = el.querySelector('[data-ws-words]')!;
    expect(
      `${stack.getAttribute('aria-hidden')} ${[...stack.children].map((word) => word.textContent).join('|')}`,
    ).to.equal(`true ${WORDS}`);
    expect(`${wordStates(el)} | ${shownWord(el)}`).to.equal('first - - - | Dellen');
    expect(
      el.querySelectorAll('[aria-live], [role="status"], [role="alert"]').length +
        el.shadowRoot!.querySelectorAll('[aria-live]').length,
    ).to.equal(0);
    expect(heading.parentElement?.localName).to.equal('ws-title');
  });

  it("the heading's own word leads even when the list starts elsewhere; repeated words are dropped", async () => {
    const { el } = await titlePage(
      `<ws-title words="Kratzer|Dellen|Kratzer"><h2>Wir entfernen <span data-rotate>Dellen</span></h2></ws-title>`,
    );
    expect(spokenText(el.querySelector('h2')!)).to.equal('Wir entfernen Dellen, Kratzer');
  });

  it("leaving the page gives the author's markup back; coming back builds it again", async () => {
    const { page, el } = await titlePage(
      `<ws-title words="${WORDS}" highlight="underline"><h1>Wir beseitigen <span data-rotate><em>Dellen</em></span> <mark data-highlight>schnell</mark></h1></ws-title>`,
    );
    el.remove();
    await settled();
    expect(el.querySelector('h1')!.innerHTML).to.equal(
      'Wir beseitigen <span data-rotate=""><em>Dellen</em></span> <mark data-highlight="">schnell</mark>',
    );
    page.append(el);
    await stroked(el);
    expect(`${wordStates(el)} ${el.querySelectorAll('svg').length}`).to.equal('first - - - 1');
  });

  it('one word only (no list): nothing is built, no button', async () => {
    const { el } = await titlePage(
      `<ws-title words=""><h1>Wir beseitigen <span data-rotate>Dellen</span></h1></ws-title>`,
    );
    expect(`${el.querySelector('h1')!.innerHTML} | ${buttonName(el)}`).to.equal(
      'Wir beseitigen <span data-rotate="">Dellen</span> | no button',
    );
  });

  it('English labels on a lang="en" page', async () => {
    const { el } = await titlePage(
      `<div lang="en"><ws-title words="dents|scratches"><h1>We fix <span data-rotate>dents</span></h1></ws-title></div>`,
    );
    expect(buttonName(el)).to.equal('Pause changing words');
    button(el)!.click();
    expect(buttonName(el)).to.equal('Resume changing words');
  });
});

describe('<ws-title> rotation', () => {
  it('starts after the 300 ms after load: the first word stays its display time, then each word its effect delay, entrance and display time; it wraps', async () => {
    const t = justLoaded();
    const { el } = await titlePage(HERO());
    const events = recordEvents(el);
    await observed();
    expect(clock(t)).to.deep.equal([ANIMATIONS_START_AFTER_LOAD_MS]);
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    expect(clock(t)).to.deep.equal([DEFAULT_WORD_DISPLAY_MS]);
    t.advance(DEFAULT_WORD_DISPLAY_MS - 1);
    expect(wordStates(el)).to.equal('first - - -');
    t.advance(1);
    expect(`${wordStates(el)} | ${shownWord(el)} | ${clock(t).join()}`).to.equal(`out in - - | Kratzer | ${STEP_MS}`);
    t.advance(STEP_MS);
    expect(wordStates(el)).to.equal('- out in -');
    t.advance(STEP_MS * 2);
    expect(`${wordStates(el)} | ${shownWord(el)}`).to.equal('in - - out | Dellen');
    expect(events).to.deep.equal([
      'change 1 Kratzer',
      'change 2 Hagelschäden',
      'change 3 Unfallschäden',
      'change 0 Dellen',
    ]);
    // The heading is read the same whatever word is shown.
    expect(spokenText(el.querySelector('h1')!)).to.equal('Wir beseitigen Dellen, Kratzer, Hagelschäden, Unfallschäden');
  });

  it('display-time and effect-delay set the step', async () => {
    const t = justLoaded();
    const { el } = await titlePage(HERO('display-time="4000" effect-delay="250"'));
    await started(t);
    expect(clock(t)).to.deep.equal([4000]);
    t.advance(4000);
    expect(`${shownWord(el)} ${clock(t).join()}`).to.equal(`Kratzer ${250 + TITLE_ANIMATION_MS + 4000}`);
    expect(
      el.querySelector<HTMLElement>('[data-ws-words]')!.style.getPropertyValue('--_ws-title-effect-delay'),
    ).to.equal('250ms');
  });

  it(`display-time below ${MIN_WORD_DISPLAY_MS} ms warns once and uses ${MIN_WORD_DISPLAY_MS}`, async () => {
    const t = justLoaded();
    let pending: number[] = [];
    const warnings = await capturingConsole('warn', async () => {
      await titlePage(HERO('id="schnell" display-time="300"'));
      await started(t);
      pending = clock(t);
    });
    expect(pending).to.deep.equal([MIN_WORD_DISPLAY_MS]);
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      `<ws-title id="schnell"> attribute "display-time" below ${MIN_WORD_DISPLAY_MS} ms leaves no time to read, got 300; using ${MIN_WORD_DISPLAY_MS}`,
    ]);
  });

  it('every effect: its own keyframes for the word coming in (after the effect delay) and the word going out', async () => {
    const t = justLoaded();
    const { all } = await titlePage(['fade', 'slide', 'clip'].map((effect) => HERO(`effect="${effect}"`)).join(''));
    await started(t);
    t.advance(DEFAULT_WORD_DISPLAY_MS);
    const seen = all.map((el) => {
      const incoming = getComputedStyle(el.querySelector('[data-ws-word="in"]')!);
      const outgoing = getComputedStyle(el.querySelector('[data-ws-word="out"]')!);
      return `${incoming.animationName} ${incoming.animationDuration} ${incoming.animationDelay} | ${outgoing.animationName} ${outgoing.animationDuration}`;
    });
    expect(seen).to.deep.equal(
      ['fade', 'slide', 'clip'].map((effect) => `ws-title-${effect}-in 0.4s 0.1s | ws-title-${effect}-out 0.4s`),
    );
  });

  it("type: the word's letters (grapheme clusters) show one per effect delay; the old word goes at once; the step counts the letters", async () => {
    const t = justLoaded();
    const { el } = await titlePage(
      `<ws-title words="Dellen|Lack👍🏽" effect="type"><h1>Wir beseitigen <span data-rotate>Dellen</span></h1></ws-title>`,
    );
    await started(t);
    t.advance(DEFAULT_WORD_DISPLAY_MS);
    const incoming = el.querySelector('[data-ws-word="in"]')!;
    const letters = [...incoming.querySelectorAll('[data-ws-letter]')].map(
      (letter) => `${letter.textContent}@${getComputedStyle(letter).animationDelay}`,
    );
    expect(letters).to.deep.equal(['L@0.1s', 'a@0.2s', 'c@0.3s', 'k@0.4s', '👍🏽@0.5s']);
    expect(getComputedStyle(el.querySelector('[data-ws-word="out"]')!).visibility).to.equal('hidden');
    expect(clock(t)).to.deep.equal([5 * EFFECT_DELAY_MS + DEFAULT_WORD_DISPLAY_MS]);
  });

  it('an unknown effect warns and fades', async () => {
    let effect = '';
    const warnings = await capturingConsole('warn', async () => {
      const { el } = await titlePage(HERO('id="wirbel" effect="wobble"'));
      effect = el.querySelector<HTMLElement>('[data-ws-words]')!.dataset.wsEffect!;
    });
    expect(effect).to.equal('fade');
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-title id="wirbel"> attribute "effect" has the unknown value "wobble"; using "fade"',
    ]);
  });

  it("the words box never changes the heading's size: as wide as the widest word, whichever is shown, narrow and wide", async () => {
    for (const width of [360, 1280]) {
      await setViewport({ width, height: 800 });
      for (const effect of ['fade', 'slide', 'clip', 'type']) {
        const { page, el } = await titlePage(HERO(`effect="${effect}"`));
        const heading = el.querySelector('h1')!;
        const stack = el.querySelector('[data-ws-words]')!;
        const size = (node: Element) =>
          `${Math.round(node.getBoundingClientRect().width)}x${Math.round(node.getBoundingClientRect().height)}`;
        const sizes = new Set<string>();
        const widest = Math.max(...[...stack.children].map((word) => word.getBoundingClientRect().width));
        expect(Math.round(stack.getBoundingClientRect().width), `${width} ${effect}`).to.equal(Math.round(widest));
        for (let word = 0; word < 4; word++) {
          sizes.add(`${size(el)} ${size(heading)} ${size(stack)}`);
          // Through the element's own step, with the real animations finished.
          const boxes = [...el.querySelectorAll<HTMLElement>('[data-ws-word]')];
          boxes.forEach(
            (box, index) => (box.dataset.wsWord = index === (word + 1) % 4 ? 'in' : index === word ? 'out' : ''),
          );
          for (const animation of el.getAnimations({ subtree: true })) animation.finish();
          expect(shownWord(el)).to.equal(WORDS.split('|')[(word + 1) % 4]);
        }
        expect([...sizes], `${width} ${effect}`).to.have.length(1);
        page.remove();
      }
    }
  });
});

describe('<ws-title> pause, hover and focus', () => {
  it('the pause button stops the words for good, and starts them again; at least 24 x 24 px', async () => {
    const t = justLoaded();
    const { el } = await titlePage(HERO());
    const events = recordEvents(el);
    await started(t);
    const rect = button(el)!.getBoundingClientRect();
    expect(`${buttonName(el)} ${rect.width >= 24 && rect.height >= 24}`).to.equal(`${PAUSE} true`);
    button(el)!.click();
    expect(`${buttonName(el)} ${clock(t).length}`).to.equal(`${PLAY} 0`);
    t.advance(DEFAULT_WORD_DISPLAY_MS * 5);
    expect(shownWord(el)).to.equal('Dellen');
    // Hover and focus coming and going do not restart a visitor's pause.
    el.dispatchEvent(new PointerEvent('pointerenter'));
    el.dispatchEvent(new PointerEvent('pointerleave'));
    expect(clock(t).length).to.equal(0);
    button(el)!.click();
    expect(`${buttonName(el)} ${clock(t).join()}`).to.equal(`${PAUSE} ${DEFAULT_WORD_DISPLAY_MS}`);
    expect(events).to.deep.equal(['pause', 'play']);
  });

  it('the pointer over the title holds the words; leaving gives the word a full display time', async () => {
    const t = justLoaded();
    const { el } = await titlePage(HERO());
    await started(t);
    t.advance(1000);
    el.dispatchEvent(new PointerEvent('pointerenter'));
    expect(`${clock(t).length} ${buttonName(el)}`).to.equal(`0 ${PAUSE}`);
    t.advance(10_000);
    expect(shownWord(el)).to.equal('Dellen');
    el.dispatchEvent(new PointerEvent('pointerleave'));
    expect(clock(t)).to.deep.equal([DEFAULT_WORD_DISPLAY_MS]);
  });

  it('focus inside (a link in the heading, or the button) holds the words', async () => {
    const t = justLoaded();
    const { el } = await titlePage(
      `<ws-title words="${WORDS}"><h1><a href="#x">Wir beseitigen <span data-rotate>Dellen</span></a></h1></ws-title>`,
    );
    await started(t);
    el.querySelector('a')!.focus();
    expect(clock(t).length).to.equal(0);
    button(el)!.focus();
    await settled();
    expect(clock(t).length).to.equal(0);
    button(el)!.blur();
    await settled();
    expect(clock(t)).to.deep.equal([DEFAULT_WORD_DISPLAY_MS]);
  });

  it('out of the view, nothing turns; back in the view, it goes on', async () => {
    const t = justLoaded();
    const { el } = await titlePage(`${HERO()}<div style="height: 3000px"></div>`);
    await started(t);
    expect(clock(t).length).to.equal(1);
    scrollTo(0, 2000);
    await frames(() => clock(t).length === 0);
    expect(clock(t).length).to.equal(0);
    scrollTo(0, 0);
    await frames(() => clock(t).length === 1);
    expect(`${clock(t).join()} ${shownWord(el)}`).to.equal(`${DEFAULT_WORD_DISPLAY_MS} Dellen`);
  });

  it("keyboard: Tab reaches the button after the heading's link; Enter and Space pause and resume", async () => {
    const { page, el } = await titlePage(
      `<button type="button" id="vorher">Vorher</button><ws-title words="${WORDS}"><h1><a href="#x">Wir beseitigen <span data-rotate>Dellen</span></a></h1></ws-title>`,
    );
    page.querySelector<HTMLButtonElement>('#vorher')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.localName).to.equal('a');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('pause-button');
    await sendKeys({ press: 'Enter' });
    expect(buttonName(el)).to.equal(PLAY);
    await sendKeys({ press: 'Space' });
    expect(buttonName(el)).to.equal(PAUSE);
  });
});

describe('<ws-title> reduced motion and the animation status', () => {
  it('reduced motion: the first word stands, no button, no timer; the heading is still read with every word', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const t = justLoaded();
    const { el } = await titlePage(HERO());
    await started(t);
    t.advance(DEFAULT_WORD_DISPLAY_MS * 3);
    expect(`${wordStates(el)} | ${buttonName(el)} | ${clock(t).length}`).to.equal('first - - - | no button | 0');
    expect(spokenText(el.querySelector('h1')!)).to.equal('Wir beseitigen Dellen, Kratzer, Hagelschäden, Unfallschäden');
  });

  const table: Array<[string | null, number, string]> = [
    [null, 360, `${PAUSE} Kratzer`],
    [null, 1280, `${PAUSE} Kratzer`],
    ['off', 360, 'no button Dellen'],
    ['off', 1280, 'no button Dellen'],
    ['desktop', 360, 'no button Dellen'],
    ['desktop', 1280, `${PAUSE} Kratzer`],
    ['desktop_and_mobile', 360, `${PAUSE} Kratzer`],
    ['desktop_and_mobile', 1280, `${PAUSE} Kratzer`],
  ];
  for (const [status, width, expected] of table) {
    it(`status ${status ?? '(none)'} at ${width} px: ${expected}`, async () => {
      await setViewport({ width, height: 700 });
      if (status) document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, status);
      const t = justLoaded();
      const { el } = await titlePage(HERO());
      await started(t);
      t.advance(DEFAULT_WORD_DISPLAY_MS);
      expect(`${buttonName(el)} ${shownWord(el)}`).to.equal(expected);
    });
  }

  it('reduced motion wins over every status, at both widths', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const status of ['desktop', 'desktop_and_mobile']) {
      for (const width of [360, 1280]) {
        await setViewport({ width, height: 700 });
        document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, status);
        const { page, el } = await titlePage(HERO());
        expect(`${buttonName(el)} ${wordStates(el)}`, `${status} ${width}`).to.equal('no button first - - -');
        page.remove();
      }
    }
  });

  it('motion forbidden while it rotates (the status set to off): back to the first word, standing, the button gone; allowed again, it goes on', async () => {
    const t = justLoaded();
    const { el } = await titlePage(HERO());
    await started(t);
    t.advance(DEFAULT_WORD_DISPLAY_MS);
    expect(shownWord(el)).to.equal('Kratzer');
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    await settled();
    expect(`${wordStates(el)} | ${buttonName(el)} | ${clock(t).length}`).to.equal('first - - - | no button | 0');
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'desktop_and_mobile');
    await settled();
    expect(`${buttonName(el)} ${clock(t).join()}`).to.equal(`${PAUSE} ${DEFAULT_WORD_DISPLAY_MS}`);
  });
});

describe('<ws-title> highlight', () => {
  const MARKED = (shape: string, attributes = '') =>
    `<ws-title highlight="${shape}" ${attributes}><h2>Wir lackieren <mark data-highlight>jede Farbe</mark> nach Code</h2></ws-title>`;
  const strokeState = (el: Element) => el.querySelector<HTMLElement>('[data-highlight]')!.dataset.wsHighlight;

  it('each shape: a decorative SVG stroke in the word, drawn once (400 ms) after the 300 ms after load', async () => {
    const t = justLoaded();
    const { all } = await titlePage(TITLE_HIGHLIGHTS.map((shape) => MARKED(shape)).join(''));
    await observed();
    await stroked(...all);
    expect(all.map(strokeState)).to.deep.equal(TITLE_HIGHLIGHTS.map(() => 'waiting'));
    for (const el of all) {
      const svg = el.querySelector('[data-highlight] > svg')!;
      expect(
        `${svg.getAttribute('aria-hidden')} ${svg.getAttribute('focusable')} ${getComputedStyle(svg.querySelector('path')!).strokeDashoffset}`,
      ).to.equal('true false 1px');
    }
    t.advance(ANIMATIONS_START_AFTER_LOAD_MS);
    await settled();
    expect(all.map(strokeState)).to.deep.equal(TITLE_HIGHLIGHTS.map(() => 'drawing'));
    expect(
      all.map(
        (el) =>
          `${el.querySelector('svg')!.dataset.wsShape} ${getComputedStyle(el.querySelector('svg path')!).animationName} ${getComputedStyle(el.querySelector('svg path')!).animationDuration}`,
      ),
    ).to.deep.equal(TITLE_HIGHLIGHTS.map((shape) => `${shape} ws-title-draw 0.4s`));
    // The word is read as it is: the stroke adds no text.
    expect(spokenText(all[0]!.querySelector('h2')!)).to.equal('Wir lackieren jede Farbe nach Code');
    // Drawn: the stroke covers the word's width.
    for (const animation of document.getAnimations()) animation.finish();
    const mark = all[0]!.querySelector('mark')!.getBoundingClientRect();
    const stroke = all[0]!.querySelector('svg')!.getBoundingClientRect();
    expect(Math.abs(stroke.width - mark.width) < 2).to.equal(true);
  });

  it('below the view it waits, and draws when scrolled into the view', async () => {
    const t = justLoaded();
    const { el } = await titlePage(
      `<div style="height: 2000px"></div>${MARKED('circle')}<div style="height: 1000px"></div>`,
    );
    await started(t);
    expect(strokeState(el)).to.equal('waiting');
    el.scrollIntoView({ block: 'center' });
    await frames(() => strokeState(el) !== 'waiting');
    expect(strokeState(el)).to.equal('drawing');
  });

  it('reduced motion, or the status off: drawn at once, standing', async () => {
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    const { el } = await titlePage(MARKED('underline'));
    await stroked(el);
    expect(`${strokeState(el)} ${getComputedStyle(el.querySelector('svg path')!).strokeDashoffset}`).to.equal(
      'still 0px',
    );
    document.documentElement.removeAttribute(ANIMATION_STATUS_ATTRIBUTE);
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el: reduced } = await titlePage(MARKED('marker'));
    expect(strokeState(reduced)).to.equal('still');
  });

  it('an unknown highlight or a missing marked word warns, and nothing is drawn', async () => {
    let titles: HTMLElement[] = [];
    const warnings = await capturingConsole('warn', async () => {
      titles = (
        await titlePage(
          `${MARKED('zigzag', 'id="zack"')}<ws-title id="ohne" highlight="circle"><h2>Ohne Markierung</h2></ws-title><ws-title id="worte" words="a|b"><h2>Ohne Platz</h2></ws-title>`,
        )
      ).all;
    });
    // Time for the stroke's module, were it asked for.
    await import('../../elements/title/title-highlight.ts');
    await observed();
    expect(titles.reduce((count, el) => count + el.querySelectorAll('svg').length, 0)).to.equal(0);
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-title id="zack"> attribute "highlight" has the unknown value "zigzag"; nothing is drawn (underline, circle, strike, marker)',
      '<ws-title id="ohne"> has a highlight but no [data-highlight] element in its heading: nothing is drawn',
      '<ws-title id="worte"> has words but no [data-rotate] element in its heading: nothing rotates',
    ]);
  });

  it("changing words or highlight rebuilds from the author's markup", async () => {
    const { el } = await titlePage(
      `<ws-title words="${WORDS}" highlight="underline"><h1>Wir beseitigen <span data-rotate>Dellen</span> <mark data-highlight>schnell</mark></h1></ws-title>`,
    );
    el.setAttribute('words', 'Beulen|Rost');
    el.setAttribute('highlight', 'circle');
    await stroked(el);
    expect(
      `${spokenText(el.querySelector('h1')!)} | ${el.querySelectorAll('svg').length} ${el.querySelector('svg')!.dataset.wsShape}`,
    ).to.equal('Wir beseitigen Dellen, Beulen, Rost schnell | 1 circle');
  });
});

describe('<ws-title> loading and layout', () => {
  const PROBE_TAG = 'ws-title-probe';
  const probeSheet = new CSSStyleSheet();
  probeSheet.replaceSync(
    reserveStylesFor([{ tag: PROBE_TAG, reserve: titleReserve, reserveWhileLoading: titleReserveWhileLoading }]),
  );
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, probeSheet];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probeSheet);
  });

  /** The demo's hero heading: the rotating word on its own line, so its widest word wraps nothing differently. */
  const DEMO_HEADING =
    '<h1 style="font: 700 clamp(1.9rem, 4vw, 2.6rem)/1.25 serif; margin: 0.5em 0">Wir beseitigen<br> <span data-rotate>Dellen</span></h1>';

  it('no script, or its load failed: the heading with its own first word, every word of it visible, no room kept for a button', () => {
    const page = document.createElement('div');
    page.innerHTML = `<div style="width: 400px"><${PROBE_TAG} words="${WORDS}" data-ws-failed highlight="underline">${DEMO_HEADING.replace('</h1>', ' <mark data-highlight>sofort</mark></h1>')}</${PROBE_TAG}></div>`;
    document.body.append(page);
    pages.push(page);
    const probe = page.querySelector(PROBE_TAG)!;
    const style = getComputedStyle(probe);
    expect(
      `${style.display} ${style.paddingInlineEnd} ${probe.querySelector('h1')!.textContent} ${getComputedStyle(probe.querySelector('[data-rotate]')!).visibility}`,
    ).to.equal('block 0px Wir beseitigen Dellen sofort visible');
    expect(getComputedStyle(probe.querySelector('mark')!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('the upgrade moves nothing: the upgraded title takes the loading box of the never-defined tag, narrow and wide', async () => {
    for (const width of [360, 412, 768, 1280]) {
      await setViewport({ width, height: 800 });
      const { page, el } = await titlePage(
        `<${PROBE_TAG} words="${WORDS}">${DEMO_HEADING}</${PROBE_TAG}><ws-title words="${WORDS}">${DEMO_HEADING}</ws-title>`,
      );
      // As in the demo's hero: its padding, German hyphenation, and long words broken rather than overflowing.
      page.style.setProperty('padding-inline', '44px');
      page.lang = 'de';
      page.style.setProperty('hyphens', 'auto');
      page.style.setProperty('overflow-wrap', 'break-word');
      const probe = page.querySelector(PROBE_TAG)!;
      const box = (node: Element) =>
        `${Math.round(node.getBoundingClientRect().width)}x${Math.round(node.getBoundingClientRect().height)}`;
      expect(`${box(el)} ${box(el.querySelector('h1')!)}`, `${width}`).to.equal(
        `${box(probe)} ${box(probe.querySelector('h1')!)}`,
      );
      // The button sits inside the kept room, beside the heading's first line (clear of a long rotating word).
      const room = button(el)!.getBoundingClientRect();
      const heading = el.querySelector('h1')!.getBoundingClientRect();
      expect(
        room.left >= heading.right &&
          room.right <= el.getBoundingClientRect().right + 0.5 &&
          Math.abs(room.top - heading.top) < 1,
        `${width}`,
      ).to.equal(true);
      page.remove();
    }
  });
});

describe('<ws-title> axe', () => {
  it('rotating (first word, after a change, paused, focused button), highlighted, and under reduced motion', async () => {
    const { el, all } = await titlePage(
      `${HERO()}<ws-title highlight="marker"><h2>Wir lackieren <mark data-highlight>jede Farbe</mark></h2></ws-title>`,
    );
    await stroked(all[1]!);
    await expect(el).to.be.accessible();
    await expect(all[1]!).to.be.accessible();
    const boxes = [...el.querySelectorAll<HTMLElement>('[data-ws-word]')];
    boxes.forEach((box, index) => (box.dataset.wsWord = index === 1 ? 'in' : index === 0 ? 'out' : ''));
    for (const animation of el.getAnimations({ subtree: true })) animation.finish();
    await expect(el).to.be.accessible();
    button(el)!.focus();
    button(el)!.click();
    await expect(el).to.be.accessible();
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el: reduced } = await titlePage(HERO());
    await expect(reduced).to.be.accessible();
  });
});
