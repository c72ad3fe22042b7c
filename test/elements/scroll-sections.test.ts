// <ws-scroll-sections>: stepped mode from the break point on (sticky sections, the page's
// scroll position as the source of truth), wheel with the 450 ms sensitivity on a hand-driven clock,
// keys, swipe, the dot navigation, focus, the address (replaceState) and a hash on load, the break
// point, reduced motion and the animation status, never a trap at either end, keys left to fields
// and widgets, axe in both modes, and the box without script (the reserve). Hostile ids and names:
// hostile-scroll-sections.test.ts; the pure rules: test/unit/scroll-sections-rules.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/scroll-sections/define.ts';
import type { WsScrollSectionsElement } from '../../elements/scroll-sections/define.ts';
import { scrollSectionsReserve } from '../../elements/scroll-sections/reserve.ts';
import { SCROLL_SECTIONS_SENSITIVITY_MS } from '../../elements/scroll-sections/rules.ts';
import { ANIMATION_STATUS_ATTRIBUTE } from '../../platform/motion.ts';
import { capturingConsole } from '../support/console.ts';
import { useReserveProbe } from '../support/slider-page.ts';
import { afterThisTask } from '../support/tasks.ts';

define();

const WIDE = { width: 1280, height: 800 };
const SCREEN = WIDE.height;
const ABOVE_PX = 600;

const STEPS = [
  ['schaden', 'Schaden ansehen & Kostenvoranschlag'],
  ['termin', 'Termin & Ersatzwagen'],
  ['reparatur', 'Reparatur: Karosserie und Lack'],
  ['kontrolle', 'Qualitätskontrolle'],
  ['uebergabe', 'Übergabe'],
] as const;

const stepsMarkup = (attributes = '') =>
  `<ws-scroll-sections ${attributes}>${STEPS.map(([id, title], index) => `<section id="${id}"><h2>${title}</h2><p>Schritt ${index + 1}. <a href="/info-${id}/">Mehr zu ${title}</a></p></section>`).join('')}</ws-scroll-sections>`;

const pages: HTMLElement[] = [];
const startUrl = location.href.replace(/#.*$/, '');

/** Page content above (with a link), the element, and a footer below (with a link). */
async function sectionsPage(markup = stepsMarkup()): Promise<{ el: WsScrollSectionsElement; page: HTMLElement }> {
  const page = document.createElement('div');
  page.innerHTML = `<div class="above"><a href="/oben/" id="oben">Oben</a> <input id="feld-oben" aria-label="Feld oben"></div>${markup}<footer class="below"><a href="/unten/" id="unten">Unten</a></footer>`;
  page.querySelector<HTMLElement>('.above')!.style.height = `${ABOVE_PX}px`;
  page.querySelector<HTMLElement>('.below')!.style.height = '600px';
  document.body.append(page);
  await afterThisTask();
  pages.push(page);
  return { el: page.querySelector('ws-scroll-sections')!, page };
}

let clock: number | undefined;
const realNow = performance.now.bind(performance);
/** A hand-driven clock for the wheel's sensitivity: performance.now() says what the test says. */
function handClock(start = 100_000): { at: (ms: number) => void } {
  clock = start;
  performance.now = () => clock!;
  return { at: (ms) => (clock = start + ms) };
}

before(async () => {
  document.body.style.margin = '0';
});

afterEach(async () => {
  for (const page of pages.splice(0)) page.remove();
  performance.now = realNow;
  clock = undefined;
  history.replaceState(null, '', startUrl);
  document.documentElement.removeAttribute(ANIMATION_STATUS_ATTRIBUTE);
  window.scrollTo({ top: 0, behavior: 'instant' });
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport(WIDE);
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/** How far the page has scrolled into the element (0: its top at the window's top). */
const offsetOf = (el: Element) => Math.round(-el.getBoundingClientRect().top);
const documentTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;

/** Puts the page at `offset` into the element and waits until it stays there (a smooth scroll of the browser's own may still be running). */
async function scrollInto(el: Element, offset = 0): Promise<void> {
  for (let tries = 0; tries < 60; tries++) {
    window.scrollTo({ top: documentTop(el) + offset, behavior: 'instant' });
    await nextFrame();
    if (Math.abs(offsetOf(el) - offset) <= 1) {
      await nextFrame();
      if (Math.abs(offsetOf(el) - offset) <= 1) return;
    }
  }
  throw new Error(`the page did not stay at ${offset} (at ${offsetOf(el)})`);
}

/** The page has come to rest at `offset` into the element (a smooth step takes a moment). */
async function restsAt(el: Element, offset: number): Promise<void> {
  await waitUntil(
    () => Math.abs(offsetOf(el) - offset) <= 2,
    `the page did not come to ${offset} (at ${offsetOf(el)})`,
    { timeout: 3000 },
  );
  await nextFrame();
}

/** Changes from now on; start after scrollInto(), whose way into the element may pass sections. */
function recordChanges(el: WsScrollSectionsElement): string[] {
  const lines: string[] = [];
  el.addEventListener('ws-scroll-sections-change', (event) => {
    const { index, id, cause } = event.detail;
    lines.push(`${index} ${id} ${cause}`);
  });
  return lines;
}

/** A wheel event over the element; returns whether the element took it (preventDefault). */
function wheel(el: Element, deltaY: number): boolean {
  const target = el.querySelector('p') ?? el;
  const event = new WheelEvent('wheel', { deltaY, deltaMode: 0, bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

const navLinks = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="nav-link"]')];
const currentLinks = (el: Element) =>
  navLinks(el)
    .map((link) => (link.getAttribute('aria-current') === 'true' ? 'x' : '-'))
    .join('');
const sectionStates = (el: Element) =>
  [...el.children].map((child) => (child as HTMLElement).dataset.wsSection ?? '-').join(' ');
const heights = (el: Element) =>
  [...el.children].map((child) => Math.round(child.getBoundingClientRect().height)).join(' ');
const activeLabel = () => {
  const active = document.activeElement as HTMLElement | null;
  return active
    ? `${active.localName}${active.id ? `#${active.id}` : ''}${active.localName === 'a' ? `:${active.textContent}` : ''}`
    : 'none';
};

describe('<ws-scroll-sections> stepped mode (from 1051 px, motion allowed)', () => {
  beforeEach(async () => {
    await setViewport(WIDE);
  });

  it('each section one screen, the container 100vh per section plus 50vh; named regions; a dot navigation with the names', async () => {
    const { el } = await sectionsPage();
    expect(`${el.mode} ${el.getAttribute('data-ws-mode')} ${el.index}`).to.equal('stepped stepped 0');
    expect(heights(el)).to.equal(Array(5).fill(SCREEN).join(' '));
    expect(Math.round(el.getBoundingClientRect().height)).to.equal(5 * SCREEN + SCREEN / 2);
    expect(
      [...el.children].map((child) => `${child.getAttribute('role')}:${child.getAttribute('aria-label')}`),
    ).to.deep.equal(STEPS.map(([, title]) => `region:${title}`));
    const nav = el.shadowRoot!.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Abschnitte');
    expect(navLinks(el).map((link) => `${link.getAttribute('href')} ${link.textContent}`)).to.deep.equal(
      STEPS.map(([id, title]) => `#${id} ${title}`),
    );
    expect(currentLinks(el)).to.equal('x----');
    expect(sectionStates(el)).to.equal('current after after after after');
    for (const link of navLinks(el)) {
      const box = link.getBoundingClientRect();
      expect(box.width >= 24 && box.height >= 24, `${link.textContent}: ${box.width}x${box.height}`).to.equal(true);
    }
    // Nothing is inert or hidden: every section is in the tab order and the accessibility tree.
    expect(
      [...el.children].some((child) => (child as HTMLElement).inert || child.hasAttribute('aria-hidden')),
    ).to.equal(false);
  });

  it('the sections stick one over the other while the page scrolls through them', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el, 2 * SCREEN);
    const [first, , third, fourth] = [...el.children].map((child) => Math.round(child.getBoundingClientRect().top));
    expect(`${first} ${third} ${fourth}`).to.equal(`0 0 ${SCREEN}`);
    await waitUntil(() => el.index === 2, 'the scroll position did not show the third section');
  });

  it('wheel: one step per gesture, the page scrolls to the section, the address follows with replaceState', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    const entries = history.length;
    const t = handClock();
    expect(wheel(el, 100)).to.equal(true);
    expect(`${el.index} ${currentLinks(el)} ${location.hash}`).to.equal('1 -x--- #termin');
    await restsAt(el, SCREEN);
    t.at(1000);
    expect(wheel(el, -100)).to.equal(true);
    await restsAt(el, 0);
    expect(changes).to.deep.equal(['1 termin wheel', '0 schaden wheel']);
    expect(location.hash).to.equal('#schaden');
    expect(history.length, 'no history entry per step').to.equal(entries);
  });

  it('sensitivity: a new gesture within 450 ms of a step is taken and ignored; at 450 ms it steps', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const t = handClock();
    wheel(el, 100);
    t.at(SCROLL_SECTIONS_SENSITIVITY_MS - 1);
    expect(wheel(el, 100), 'taken (the page must not scroll by itself)').to.equal(true);
    expect(el.index).to.equal(1);
    t.at(2000);
    wheel(el, 100);
    expect(el.index).to.equal(2);
    t.at(2000 + SCROLL_SECTIONS_SENSITIVITY_MS);
    wheel(el, 100);
    expect(el.index).to.equal(3);
  });

  it('trackpad inertia (an event every frame, fading) never skips a section; the next swipe steps', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    const t = handClock();
    let delta = 120;
    for (let ms = 0; ms <= 2000; ms += 16) {
      t.at(ms);
      expect(wheel(el, Math.max(1, Math.round(delta)))).to.equal(true);
      delta *= 0.95;
    }
    expect(changes).to.deep.equal(['1 termin wheel']);
    t.at(2400);
    wheel(el, 60);
    expect(changes).to.deep.equal(['1 termin wheel', '2 reparatur wheel']);
  });

  it("a new swipe during the last one's inertia (a stronger event) steps once the sensitivity has passed", async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const t = handClock();
    wheel(el, 80);
    for (let ms = 16, delta = 60; ms < 600; ms += 16, delta = Math.max(2, delta - 4)) {
      t.at(ms);
      wheel(el, delta);
    }
    t.at(616);
    wheel(el, 90);
    expect(el.index).to.equal(2);
  });

  it("never a trap: wheel up at the first section and wheel down at the last are the page's", async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    const t = handClock();
    expect(wheel(el, -100), 'wheel up at the first section').to.equal(false);
    el.goTo(4);
    await restsAt(el, 4 * SCREEN);
    t.at(1000);
    expect(wheel(el, 100), 'wheel down at the last section').to.equal(false);
    // The rest of that gesture stays the page's too (it scrolls on to the footer).
    t.at(1016);
    expect(wheel(el, 90)).to.equal(false);
    expect(changes).to.deep.equal(['4 uebergabe script']);
  });

  it("the wheel is the page's while the element does not fill the window", async () => {
    const { el } = await sectionsPage();
    await scrollInto(el, -200);
    handClock();
    expect(wheel(el, 100)).to.equal(false);
    expect(el.index).to.equal(0);
  });
});

describe('<ws-scroll-sections> keys', () => {
  it('Page Down/Up, arrows, Space and Shift+Space, Home and End step with focus on the page while the sections fill the window', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    (document.activeElement as HTMLElement | null)?.blur();
    const press = async (key: string, offset: number) => {
      const [modifier, plain] = key.includes('+') ? key.split('+') : [undefined, key];
      if (modifier) await sendKeys({ down: modifier });
      await sendKeys({ press: plain! });
      if (modifier) await sendKeys({ up: modifier });
      await restsAt(el, offset);
    };
    await press('PageDown', SCREEN);
    await press('ArrowDown', 2 * SCREEN);
    await press('Space', 3 * SCREEN);
    await press('Shift+Space', 2 * SCREEN);
    await press('ArrowUp', SCREEN);
    await press('PageUp', 0);
    await press('End', 4 * SCREEN);
    await press('Home', 0);
    expect(changes.map((line) => line.split(' ')[0]).join('')).to.equal('12321040');
    expect(changes.every((line) => line.endsWith(' key'))).to.equal(true);
  });

  it('never a trap: Page Up at the first section goes to the page above, Page Down at the last to the page below', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'PageUp' });
    await waitUntil(() => offsetOf(el) < -100, 'Page Up at the first section did not scroll the page up');
    expect(el.index).to.equal(0);
    el.goTo(4);
    await restsAt(el, 4 * SCREEN);
    for (let press = 0; press < 3; press++) await sendKeys({ press: 'PageDown' });
    await waitUntil(
      () => document.querySelector('.below')!.getBoundingClientRect().top < SCREEN / 2,
      'Page Down at the last section did not reach the footer',
    );
    expect(el.index).to.equal(4);
  });

  it('keys stay with fields and widgets inside the sections, and with focus elsewhere on the page', async () => {
    const markup = `<ws-scroll-sections><section id="eins"><h2>Eins</h2><input id="feld" aria-label="Kennzeichen"><div role="slider" tabindex="0" id="regler" aria-label="Regler" aria-valuenow="1"></div></section><section id="zwei"><h2>Zwei</h2></section></ws-scroll-sections>`;
    const { el } = await sectionsPage(markup);
    await scrollInto(el);
    const changes = recordChanges(el);
    const field = el.querySelector<HTMLInputElement>('#feld')!;
    field.focus();
    await sendKeys({ type: 'AB 12' });
    for (const key of ['ArrowDown', 'PageDown', 'End']) await sendKeys({ press: key });
    await nextFrame();
    // The browser's own Page Down may scroll the page from a one-line field (and the shown section follow the scroll); the element takes no key.
    const keySteps = () => changes.filter((line) => line.endsWith(' key')).length;
    expect(`${field.value} ${keySteps()}`).to.equal('AB 12 0');
    el.querySelector<HTMLElement>('#regler')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await nextFrame();
    expect(keySteps()).to.equal(0);
    // Focus in a field above the element: the element's keys are not its business.
    document.querySelector<HTMLInputElement>('#feld-oben')!.focus({ preventScroll: true });
    await sendKeys({ press: 'PageDown' });
    await nextFrame();
    expect(keySteps()).to.equal(0);
  });

  it('focus on a container around the element (a skip link\'s <main tabindex="-1">) counts as focus on the page', async () => {
    const { el, page } = await sectionsPage();
    await scrollInto(el);
    page.tabIndex = -1;
    page.focus({ preventScroll: true });
    await sendKeys({ press: 'PageDown' });
    await restsAt(el, SCREEN);
    expect(el.index).to.equal(1);
  });

  it('keys on the page act only while the sections fill the window', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el, -400);
    const changes = recordChanges(el);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'ArrowDown' });
    await nextFrame();
    await nextFrame();
    // The browser's own arrow scroll (40 px) only: the sections did not come in.
    expect(`${changes.join()} ${offsetOf(el) < -300}`).to.equal(' true');
  });
});

describe('<ws-scroll-sections> focus and Tab', () => {
  it('Tab moves through the links of every section, each shown as focus arrives; past the last it leaves to the page', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    el.querySelector<HTMLElement>('#schaden a')!.focus();
    const seen: string[] = [];
    for (let press = 0; press < 5; press++) {
      await sendKeys({ press: 'Tab' });
      await nextFrame();
      seen.push(`${activeLabel().split(':')[0]}@${el.index}`);
    }
    expect(seen).to.deep.equal(['a@1', 'a@2', 'a@3', 'a@4', 'a#unten@4']);
    expect(changes).to.deep.equal(['1 termin focus', '2 reparatur focus', '3 kontrolle focus', '4 uebergabe focus']);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await nextFrame();
    expect(`${activeLabel()} ${el.index} ${offsetOf(el)}`).to.equal(`a:Mehr zu ${STEPS[3][1]} 3 ${3 * SCREEN}`);
  });

  it('a step moves focus out of a section that leaves, into the one shown', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    el.querySelector<HTMLElement>('#schaden a')!.focus();
    handClock();
    wheel(el, 100);
    expect(`${activeLabel()} ${el.children[1]!.getAttribute('tabindex')}`).to.equal('section#termin -1');
  });
});

describe('<ws-scroll-sections> dot navigation', () => {
  it('a click shows the section, focus goes there, the address follows', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    navLinks(el)[3]!.click();
    expect(`${el.index} ${currentLinks(el)} ${location.hash} ${activeLabel()}`).to.equal(
      '3 ---x- #kontrolle section#kontrolle',
    );
    await restsAt(el, 3 * SCREEN);
    expect(changes).to.deep.equal(['3 kontrolle nav']);
  });

  it('keyboard: Enter on a link; arrows on the navigation step and focus follows the shown link', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    navLinks(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await restsAt(el, SCREEN);
    expect(`${el.index} ${el.shadowRoot!.activeElement?.textContent}`).to.equal(`1 ${STEPS[1][1]}`);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await restsAt(el, 2 * SCREEN);
    expect(`${el.index} ${activeLabel()}`).to.equal('2 section#reparatur');
  });
});

describe('<ws-scroll-sections> the address', () => {
  it('a hash on load opens at that section', async () => {
    history.replaceState(null, '', `${startUrl}#kontrolle`);
    const { el } = await sectionsPage();
    await nextFrame();
    expect(`${el.index} ${offsetOf(el)} ${currentLinks(el)}`).to.equal(`3 ${3 * SCREEN} ---x-`);
  });

  it('a hash set later (typed, or a link the shell left) and a page link to a section show it', async () => {
    const { el, page } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    location.hash = '#termin';
    await waitUntil(() => el.index === 1, 'hashchange did not show the section');
    const link = document.createElement('a');
    link.href = '#uebergabe';
    link.textContent = 'Zur Übergabe';
    page.querySelector('.above')!.append(link);
    link.click();
    await restsAt(el, 4 * SCREEN);
    expect(changes).to.deep.equal(['1 termin hash', '4 uebergabe link']);
    expect(activeLabel()).to.equal('section#uebergabe');
  });

  it('a hash that names none of the sections changes nothing', async () => {
    history.replaceState(null, '', `${startUrl}#anderswo`);
    const { el } = await sectionsPage();
    await nextFrame();
    expect(`${el.index} ${location.hash}`).to.equal('0 #anderswo');
  });
});

describe('<ws-scroll-sections> swipe (touch)', () => {
  const touchAt = (target: Element, x: number, y: number) =>
    new Touch({ identifier: 1, target, clientX: x, clientY: y });
  function swipe(el: Element, fromY: number, toY: number): { moveTaken: boolean } {
    const target = el.querySelector('p')!;
    const init = (y: number) => ({
      bubbles: true,
      cancelable: true,
      composed: true,
      touches: [touchAt(target, 300, y)],
      targetTouches: [touchAt(target, 300, y)],
      changedTouches: [touchAt(target, 300, y)],
    });
    target.dispatchEvent(new TouchEvent('touchstart', init(fromY)));
    const move = new TouchEvent('touchmove', init(toY));
    target.dispatchEvent(move);
    target.dispatchEvent(new TouchEvent('touchend', { ...init(toY), touches: [], targetTouches: [] }));
    return { moveTaken: move.defaultPrevented };
  }

  it("a swipe up shows the next section, a swipe down the previous; at the first, a swipe down is the page's", async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    expect(swipe(el, 600, 300).moveTaken).to.equal(true);
    await restsAt(el, SCREEN);
    expect(swipe(el, 300, 600).moveTaken).to.equal(true);
    await restsAt(el, 0);
    expect(swipe(el, 300, 600).moveTaken, 'the page above scrolls in').to.equal(false);
    expect(changes).to.deep.equal(['1 termin swipe', '0 schaden swipe']);
  });

  it('a short or sideways move does not step', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    swipe(el, 400, 370);
    await nextFrame();
    expect(el.index).to.equal(0);
  });
});

describe('<ws-scroll-sections> script interface', () => {
  it('next(), previous(), goTo(n); a bad goTo warns once and does nothing', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el);
    const changes = recordChanges(el);
    el.next();
    await restsAt(el, SCREEN);
    el.goTo(3);
    await restsAt(el, 3 * SCREEN);
    el.previous();
    await restsAt(el, 2 * SCREEN);
    const warnings = await capturingConsole('warn', () => {
      el.goTo(9);
      el.goTo(9);
    });
    expect(changes).to.deep.equal(['1 termin script', '3 kontrolle script', '2 reparatur script']);
    expect(warnings.map((args) => String(args[0]))).to.deep.equal([
      '<ws-scroll-sections> goTo(9): no such section; there are 5, counted from 0',
    ]);
  });

  it('leaving the page gives the sections back as the author wrote them', async () => {
    const { el } = await sectionsPage(
      `<ws-scroll-sections><section id="a" aria-label="Eigener Name"><h2>A</h2></section><div id="b"><h2>B</h2></div></ws-scroll-sections>`,
    );
    const children = [...el.children] as HTMLElement[];
    expect(children.map((child) => `${child.getAttribute('role')} ${child.getAttribute('aria-label')}`)).to.deep.equal([
      'region Eigener Name',
      'region B',
    ]);
    el.remove();
    await Promise.resolve();
    await nextFrame();
    expect(
      children.map(
        (child) => `${child.getAttribute('role')} ${child.getAttribute('aria-label')} ${child.dataset.wsSection}`,
      ),
    ).to.deep.equal(['null Eigener Name undefined', 'null null undefined']);
  });
});

describe('<ws-scroll-sections> ordinary flow: below the break point, reduced motion, animation status off', () => {
  async function expectFlow(el: WsScrollSectionsElement, sectionHeight: string) {
    expect(`${el.mode} ${el.getAttribute('data-ws-mode')}`).to.equal('flow flow');
    expect(el.shadowRoot!.querySelector('nav'), 'no navigation').to.equal(null);
    expect([...el.children].map((child) => getComputedStyle(child).position).join(' ')).to.equal(
      'static static static static static',
    );
    expect(heights(el)).to.equal(sectionHeight);
    await scrollInto(el);
    handClock();
    expect(wheel(el, 100), "the wheel is the page's").to.equal(false);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'PageDown' });
    await nextFrame();
    expect(`${el.index} ${location.hash}`).to.equal('0 ');
  }

  it('below 1051 px the sections are ordinary content with their own height', async () => {
    await setViewport({ width: 1050, height: 700 });
    const { el } = await sectionsPage();
    const natural = [...el.children].map((child) => Math.round(child.getBoundingClientRect().height));
    expect(
      natural.every((height) => height < 300),
      natural.join(),
    ).to.equal(true);
    await expectFlow(el, natural.join(' '));
    await setViewport(WIDE);
    await waitUntil(() => el.mode === 'stepped', 'crossing the break point did not step the sections');
    expect(heights(el)).to.equal(Array(5).fill(SCREEN).join(' '));
  });

  it('the break point is an attribute', async () => {
    const { el } = await sectionsPage(stepsMarkup('break-point="1400"'));
    expect(el.mode).to.equal('flow');
  });

  it('full-height-mobile: below the break point each section is at least the small viewport high, still in the flow', async () => {
    await setViewport({ width: 400, height: 700 });
    const { el } = await sectionsPage(stepsMarkup('full-height-mobile'));
    await expectFlow(el, Array(5).fill(700).join(' '));
  });

  it('under reduced motion the sections are in the flow, a screen high each, and nothing moves', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await sectionsPage();
    await expectFlow(el, Array(5).fill(SCREEN).join(' '));
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitUntil(() => el.mode === 'stepped', 'the wish for less motion ended, the sections did not step');
  });

  it('the animation status: off keeps them in the flow; desktop steps them on a wide window; a change follows at once', async () => {
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    const { el } = await sectionsPage();
    await expectFlow(el, Array(5).fill(SCREEN).join(' '));
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'desktop');
    await waitUntil(() => el.mode === 'stepped', 'status desktop on a wide window did not step');
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    await waitUntil(() => el.mode === 'flow', 'status off did not return to the flow');
    expect(sectionStates(el)).to.equal('- - - - -');
  });
});

describe('<ws-scroll-sections> accessibility', () => {
  it('passes axe stepped (at a later section) and in the flow', async () => {
    const { el } = await sectionsPage();
    await scrollInto(el, 2 * SCREEN);
    await waitUntil(() => el.index === 2);
    await expect(el).to.be.accessible();
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => el.mode === 'flow');
    await expect(el).to.be.accessible();
  });

  it('English names on an English page', async () => {
    const { el, page } = await sectionsPage(
      `<ws-scroll-sections><div id="a"><p>A</p></div><div id="b"><p>B</p></div></ws-scroll-sections>`,
    );
    page.setAttribute('lang', 'en');
    el.append(Object.assign(document.createElement('div'), { id: 'c' }));
    await nextFrame();
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Sections');
    expect(navLinks(el).map((link) => link.textContent)).to.deep.equal(['Section 1', 'Section 2', 'Section 3']);
  });
});

describe('<ws-scroll-sections> without script and before its code (reserve.ts)', () => {
  useReserveProbe('ws-scroll-sections-probe', scrollSectionsReserve, {});

  function probePage(attributes = ''): HTMLElement {
    const page = document.createElement('div');
    page.innerHTML = stepsMarkup(attributes).replace(/ws-scroll-sections/g, 'ws-scroll-sections-probe');
    document.body.append(page);
    pages.push(page);
    return page.firstElementChild as HTMLElement;
  }

  const visible = (probe: Element) =>
    [...probe.querySelectorAll('*')].every((node) => {
      const style = getComputedStyle(node);
      return (
        style.display !== 'none' &&
        style.visibility === 'visible' &&
        style.opacity === '1' &&
        node.getBoundingClientRect().height > 0
      );
    });

  it('from the break point on each section is a screen high, in the flow, everything visible: the upgrade moves nothing', async () => {
    await setViewport(WIDE);
    const probe = probePage();
    expect(`${heights(probe)} ${visible(probe)}`).to.equal(`${Array(5).fill(SCREEN).join(' ')} true`);
    expect([...probe.children].map((child) => getComputedStyle(child).position).join(' ')).to.equal(
      'static static static static static',
    );
    const { el } = await sectionsPage();
    const tops = (parent: Element) =>
      [...parent.children]
        .map((child) => Math.round(child.getBoundingClientRect().top - parent.getBoundingClientRect().top))
        .join(' ');
    expect(tops(el)).to.equal(tops(probe));
  });

  it('below the break point the sections keep their own height (the small viewport with full-height-mobile)', async () => {
    await setViewport({ width: 800, height: 600 });
    const plain = probePage();
    expect(
      heights(plain)
        .split(' ')
        .every((height) => Number(height) < 300),
    ).to.equal(true);
    expect(visible(plain)).to.equal(true);
    const full = probePage('full-height-mobile');
    expect(heights(full)).to.equal(Array(5).fill(600).join(' '));
    const no = probePage('full-height-mobile="no"');
    expect(heights(no)).to.equal(heights(plain));
    const { el } = await sectionsPage(stepsMarkup('full-height-mobile'));
    expect(heights(el)).to.equal(heights(full));
  });
});
