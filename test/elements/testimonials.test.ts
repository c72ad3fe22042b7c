// <ws-testimonials>: quotes rotating every 4000 ms and wrapping, no picker, its names,
// events, hover/focus holds and the visitor's pause, reduced motion, the box as tall as the tallest
// quote, the upgrade without layout shift, and axe.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/testimonials/define.ts';
import { testimonialsReserve, testimonialsReserveWhileLoading } from '../../elements/slider/reserve.ts';
import { MIN_ROTATION_SPEED_MS, TESTIMONIAL_SPEED_MS } from '../../elements/slider/rules.ts';
import { capturingConsole } from '../support/console.ts';
import {
  buttonName,
  handDriven,
  useReserveProbe,
  carousel,
  clock,
  focusSettled,
  nextButton,
  placeOf,
  pointerEnter,
  pointerLeave,
  previousButton,
  recordEvents,
  rotationButton,
  rotationPage,
  sizeOf,
  slideStates,
  viewport,
} from '../support/slider-page.ts';

define();

const PAUSE = 'Automatischen Wechsel anhalten';
const PLAY = 'Automatischen Wechsel starten';

/** Quotes as the author writes them: a blockquote with its cite; the second one longer. */
const QUOTES = [
  '<blockquote><p>Der Kratzer ist nicht mehr zu sehen.</p><cite>Anna K.</cite></blockquote>',
  '<blockquote><p>Schnell, freundlich und zum vereinbarten Preis. Der Leihwagen stand bereit, die Rechnung war verständlich, und mein Auto sieht aus wie neu.</p><cite>Bernd M.</cite></blockquote>',
  '<blockquote><p>Gern wieder.</p><cite>Carla S.</cite></blockquote>',
].join('');

describe('<ws-testimonials>', () => {
  it('rotates every 4000 ms: nothing at 3999, the next quote at 4000, the last wraps to the first', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-testimonials>${QUOTES}</ws-testimonials>`);
    const events = recordEvents(el);
    expect(`${clock(t).join()} | ${buttonName(el)} | ${viewport(el).getAttribute('aria-live')}`).to.equal(
      `${TESTIMONIAL_SPEED_MS} | ${PAUSE} | off`,
    );
    t.advance(TESTIMONIAL_SPEED_MS - 1);
    expect(slideStates(el)).to.equal('current hidden+inert hidden+inert');
    t.advance(1);
    expect(slideStates(el)).to.equal('hidden+inert current hidden+inert');
    t.advance(TESTIMONIAL_SPEED_MS * 2);
    expect(el.index).to.equal(0);
    expect(events).to.deep.equal(['change 1/3 auto', 'change 2/3 auto', 'change 0/3 auto']);
  });

  it('speed sets the interval; below 2000 ms it warns and uses 2000', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const t = handDriven();
      await rotationPage(
        `<ws-testimonials speed="6000">${QUOTES}</ws-testimonials><ws-testimonials speed="100">${QUOTES}</ws-testimonials>`,
      );
      expect(clock(t)).to.deep.equal([6000, MIN_ROTATION_SPEED_MS]);
    });
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      `<ws-testimonials> attribute "speed" below ${MIN_ROTATION_SPEED_MS} ms leaves no time to read, got 100; using ${MIN_ROTATION_SPEED_MS}`,
    ]);
  });

  it('no picker: pause, previous and next only (a quote, not a slide); named "Kundenstimmen"; each quote (its own role kept) "Kundenstimme", "2 von 3"', async () => {
    const { el } = await rotationPage(`<ws-testimonials>${QUOTES}</ws-testimonials>`);
    expect(el.shadowRoot!.querySelector('[part="picker"]')).to.equal(null);
    expect(
      [...el.shadowRoot!.querySelectorAll('[part="controls"] button')].map((button) => button.getAttribute('part')),
    ).to.deep.equal(['rotation-button', 'previous-button', 'next-button']);
    // Its own words: quotes, not the slider's slides.
    expect([previousButton(el), nextButton(el)].map((button) => button.textContent)).to.deep.equal([
      'Vorherige Kundenstimme',
      'Nächste Kundenstimme',
    ]);
    expect(
      ['role', 'aria-roledescription', 'aria-label'].map((name) => carousel(el).getAttribute(name)).join(' | '),
    ).to.equal('region | Karussell | Kundenstimmen');
    expect(
      [...el.children].map(
        (quote) =>
          `${quote.getAttribute('role')} ${quote.getAttribute('aria-roledescription')} ${quote.getAttribute('aria-label')}`,
      ),
    ).to.deep.equal(['null Kundenstimme 1 von 3', 'null Kundenstimme 2 von 3', 'null Kundenstimme 3 von 3']);
    // A quote in a generic box becomes a named group.
    const { el: boxed } = await rotationPage(
      `<ws-testimonials><div>${QUOTES.split('</blockquote>')[0]}</blockquote></div><div>Zwei</div></ws-testimonials>`,
    );
    expect(`${boxed.children[0]!.getAttribute('role')} ${boxed.children[0]!.getAttribute('aria-label')}`).to.equal(
      'group 1 von 2',
    );
  });

  it('label names it; English on a lang="en" page', async () => {
    const { all } = await rotationPage(
      `<ws-testimonials label="Das sagen unsere Kunden">${QUOTES}</ws-testimonials><div lang="en"><ws-testimonials>${QUOTES}</ws-testimonials></div>`,
    );
    const [german, english] = all as [(typeof all)[0], (typeof all)[0]];
    expect(carousel(german).getAttribute('aria-label')).to.equal('Das sagen unsere Kunden');
    expect(
      `${carousel(english).getAttribute('aria-label')} | ${english.children[1]!.getAttribute('aria-roledescription')} ${english.children[1]!.getAttribute('aria-label')} | ${buttonName(english)} | ${nextButton(english).textContent}`,
    ).to.equal('Testimonials | testimonial 2 of 3 | Stop automatic slide show | Next testimonial');
  });

  it('ws-testimonials-change, -pause and -play events with their causes; keys move the focused quotes', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-testimonials>${QUOTES}</ws-testimonials>`);
    const events = recordEvents(el);
    t.advance(TESTIMONIAL_SPEED_MS);
    nextButton(el).click();
    previousButton(el).click();
    el.goTo(2);
    el.pause();
    el.play();
    rotationButton(el).click();
    t.restore();
    nextButton(el).focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(events).to.deep.equal([
      'change 1/3 auto',
      'change 2/3 button',
      'change 1/3 button',
      'change 2/3 script',
      'pause script',
      'play script',
      'pause button',
      'change 0/3 key',
    ]);
  });

  it("hover holds it and it resumes a full interval later; keyboard focus coming in stops it for good, as the visitor's pause does", async () => {
    const t = handDriven();
    const { el, page } = await rotationPage(
      `<button id="vorher">Vorher</button><ws-testimonials>${QUOTES}</ws-testimonials><button id="draussen">Draußen</button>`,
    );
    const events = recordEvents(el);
    t.advance(3000);
    pointerEnter(el);
    expect(`${clock(t).length} ${viewport(el).getAttribute('aria-live')} ${buttonName(el)}`).to.equal(
      `0 polite ${PAUSE}`,
    );
    pointerLeave(el);
    expect(clock(t)).to.deep.equal([TESTIMONIAL_SPEED_MS]);
    page.querySelector<HTMLButtonElement>('#vorher')!.focus();
    await sendKeys({ press: 'Tab' });
    await focusSettled();
    page.querySelector<HTMLButtonElement>('#draussen')!.focus();
    await focusSettled();
    expect(`${clock(t).length} ${buttonName(el)} ${events.join()}`).to.equal(`0 ${PLAY} pause focus`);
    rotationButton(el).click();
    expect(clock(t)).to.deep.equal([TESTIMONIAL_SPEED_MS]);
    rotationButton(el).click();
    pointerEnter(el);
    pointerLeave(el);
    nextButton(el).focus();
    await focusSettled();
    page.querySelector<HTMLButtonElement>('#draussen')!.focus();
    await focusSettled();
    expect(`${clock(t).length} ${buttonName(el)}`).to.equal(`0 ${PLAY}`);
  });

  it('reduced motion: no autoplay, no animation; play still works', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const t = handDriven();
    const { el } = await rotationPage(`<ws-testimonials>${QUOTES}</ws-testimonials>`);
    expect(`${clock(t).length} ${buttonName(el)} ${carousel(el).style.getPropertyValue('--_duration')}`).to.equal(
      `0 ${PLAY} 0ms`,
    );
    el.play();
    t.advance(TESTIMONIAL_SPEED_MS);
    expect(el.index).to.equal(1);
  });

  it('its box is as tall as the tallest quote, whichever is shown: nothing below moves', async () => {
    const { el, page } = await rotationPage(
      `<div style="width: 320px"><ws-testimonials>${QUOTES}</ws-testimonials></div><p id="darunter">Darunter</p>`,
    );
    const tallest = Math.max(...[...el.children].map((quote) => quote.getBoundingClientRect().height));
    const below: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      el.goTo(index);
      await new Promise((resolve) => setTimeout(resolve, 700));
      below.push(Math.round(page.querySelector('#darunter')!.getBoundingClientRect().top));
      expect(Math.round(viewport(el).getBoundingClientRect().height), `quote ${index + 1}`).to.equal(
        Math.round(tallest),
      );
    }
    expect(new Set(below).size).to.equal(1);
  });
});

describe('<ws-testimonials> upgrade without layout shift', () => {
  const PROBE_TAG = 'ws-testimonials-probe';
  useReserveProbe(PROBE_TAG, testimonialsReserve, testimonialsReserveWhileLoading);

  for (const [name, pageStyle] of [
    ["a page in the kit's font", "font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"],
    ['a page with its own font (the quotes keep it)', 'font-family: serif; color: rgb(60, 20, 20)'],
  ]) {
    it(`a never-defined tag with the reserve takes the same box, the first quote at the same place, narrow and wide: ${name}`, async () => {
      for (const width of [360, 1280]) {
        await setViewport({ width, height: 900 });
        const { page } = await rotationPage(
          `<div style="${pageStyle}"><${PROBE_TAG}>${QUOTES}</${PROBE_TAG}><ws-testimonials>${QUOTES}</ws-testimonials></div>`,
        );
        const probe = page.querySelector(PROBE_TAG)!;
        const el = page.querySelector('ws-testimonials')!;
        expect(`${sizeOf(el)} | ${placeOf(el.children[0]!, el)}`, `${width}px`).to.equal(
          `${sizeOf(probe)} | ${placeOf(probe.children[0]!, probe)}`,
        );
        page.remove();
      }
    });
  }
});

describe('<ws-testimonials> axe', () => {
  it('initial, paused and after moving', async () => {
    const { el } = await rotationPage(`<ws-testimonials label="Das sagen unsere Kunden">${QUOTES}</ws-testimonials>`);
    await expect(el).to.be.accessible();
    rotationButton(el).click();
    await expect(el).to.be.accessible();
    el.next();
    await waitUntil(
      () => getComputedStyle(el.children[0]!).visibility === 'hidden',
      'the first quote did not fade out',
    );
    await expect(el).to.be.accessible();
  });

  it("quotes as figures with a figcaption (the demo's markup)", async () => {
    const { el } = await rotationPage(
      `<ws-testimonials>${['Anna', 'Bernd'].map((name) => `<figure><blockquote><p>Sehr gut.</p></blockquote><figcaption><cite>${name}</cite></figcaption></figure>`).join('')}</ws-testimonials>`,
    );
    await expect(el).to.be.accessible();
  });
});
