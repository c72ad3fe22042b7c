// <ws-slider>: autoplay on hand-driven timers (test/support/manual-timers.ts), fade and
// slide, smooth height, the pause button against hover and focus, the live region, keys scoped to
// one slider, buttons, picker and script calls, swipe, reduced motion, lazy pictures, the slides'
// names, the upgrade without layout shift, and axe in every state. Video and consent:
// slider-video.test.ts; hostile input: hostile-slider.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/slider/define.ts';
import { sliderReserve, sliderReserveWhileLoading } from '../../elements/slider/reserve.ts';
import { MIN_ROTATION_SPEED_MS, SLIDE_ANIMATION_MS, SLIDER_SPEED_MS } from '../../elements/slider/rules.ts';
import { capturingConsole } from '../support/console.ts';
import { afterAnimations } from '../support/tasks.ts';
import {
  buttonName,
  handDriven,
  useReserveProbe,
  carousel,
  clock,
  focused,
  focusSettled,
  nextButton,
  part,
  pickerDots,
  placeOf,
  plainSlides,
  pointerEnter,
  pointerLeave,
  previousButton,
  recordEvents,
  rotationButton,
  rotationPage,
  sizeOf,
  slideStates,
  swipe,
  viewport,
} from '../support/slider-page.ts';

define();

const PAUSE = 'Automatischen Wechsel anhalten';
const PLAY = 'Automatischen Wechsel starten';
/** Longer than the 600 ms change: the transition is over. */
const realWait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<ws-slider> autoplay', () => {
  it('rotates every 7000 ms: nothing at 6999, the next slide at 7000, the last wraps to the first', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider>${plainSlides(3)}</ws-slider>`);
    const events = recordEvents(el);
    expect(`${el.index} | ${clock(t).join()} | ${buttonName(el)}`).to.equal(`0 | ${SLIDER_SPEED_MS} | ${PAUSE}`);
    t.advance(SLIDER_SPEED_MS - 1);
    expect(slideStates(el)).to.equal('current hidden+inert hidden+inert');
    t.advance(1);
    expect(`${el.index} ${slideStates(el)}`).to.equal('1 hidden+inert current hidden+inert');
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(2);
    t.advance(SLIDER_SPEED_MS);
    expect(`${el.index} ${slideStates(el)}`).to.equal('0 current hidden+inert hidden+inert');
    expect(events).to.deep.equal(['change 1/3 auto', 'change 2/3 auto', 'change 0/3 auto']);
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
  });

  it('speed sets the interval', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider speed="3000">${plainSlides(2)}</ws-slider>`);
    expect(clock(t)).to.deep.equal([3000]);
    t.advance(2999);
    expect(el.index).to.equal(0);
    t.advance(1);
    expect(el.index).to.equal(1);
    t.advance(3000);
    expect(el.index).to.equal(0);
  });

  it('autoplay="no" does not rotate; the button offers play, and play starts it', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(3)}</ws-slider>`);
    const events = recordEvents(el);
    expect(`${clock(t).length} | ${buttonName(el)} | ${viewport(el).getAttribute('aria-live')}`).to.equal(
      `0 | ${PLAY} | polite`,
    );
    t.advance(SLIDER_SPEED_MS * 3);
    expect(el.index).to.equal(0);
    rotationButton(el).click();
    expect(`${clock(t).join()} | ${buttonName(el)} | ${viewport(el).getAttribute('aria-live')}`).to.equal(
      `${SLIDER_SPEED_MS} | ${PAUSE} | off`,
    );
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(1);
    expect(events).to.deep.equal(['play button', 'change 1/3 auto']);
  });

  it(`speed below ${MIN_ROTATION_SPEED_MS} ms warns once and uses ${MIN_ROTATION_SPEED_MS}; a word warns and uses 7000`, async () => {
    const warnings = await capturingConsole('warn', async () => {
      const t = handDriven();
      const { all } = await rotationPage(
        `<ws-slider id="schnell" speed="500">${plainSlides(2)}</ws-slider><ws-slider id="wort" speed="schnell">${plainSlides(2)}</ws-slider>`,
      );
      expect(clock(t)).to.deep.equal([MIN_ROTATION_SPEED_MS, SLIDER_SPEED_MS]);
      all[0]!.next();
      all[0]!.next();
      expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS, MIN_ROTATION_SPEED_MS]);
    });
    const lines = warnings.map((args) => args.join(' '));
    expect(lines.filter((line) => line.startsWith('<ws-slider id="schnell">'))).to.deep.equal([
      `<ws-slider id="schnell"> attribute "speed" below ${MIN_ROTATION_SPEED_MS} ms leaves no time to read, got 500; using ${MIN_ROTATION_SPEED_MS}`,
    ]);
    expect(lines.filter((line) => line.startsWith('<ws-slider id="wort">')).length, lines.join('\n')).to.equal(1);
    expect(lines.find((line) => line.startsWith('<ws-slider id="wort">'))).to.contain('speed');
  });

  it('one slide: no controls and nothing timed; a second slide added later brings both', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider><div>Allein</div></ws-slider>`);
    expect(`${el.shadowRoot!.querySelector('[part="controls"]')} ${clock(t).length} ${slideStates(el)}`).to.equal(
      'null 0 current',
    );
    el.insertAdjacentHTML('beforeend', '<div>Dazu</div>');
    await Promise.resolve();
    // The MutationObserver's record arrives in a microtask.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(
      `${Boolean(el.shadowRoot!.querySelector('[part="controls"]'))} ${clock(t).join()} ${slideStates(el)} ${el.children[1]!.getAttribute('aria-label')}`,
    ).to.equal(`true ${SLIDER_SPEED_MS} current hidden+inert 2 von 2`);
  });
});

describe('<ws-slider> fade and slide', () => {
  it('fades by default: the carousel has .fade, one slide current, the others hidden and inert', async () => {
    const { el } = await rotationPage(`<ws-slider>${plainSlides(3)}</ws-slider>`);
    expect(`${carousel(el).className} | ${slideStates(el)}`).to.equal(
      'carousel fade | current hidden+inert hidden+inert',
    );
    el.next();
    expect(slideStates(el)).to.equal('hidden+inert current hidden+inert');
    expect(carousel(el).style.getPropertyValue('--_duration')).to.equal(`${SLIDE_ANIMATION_MS}ms`);
  });

  it('fade: the slide that leaves ends invisible once the 600 ms are over; the one shown is visible', async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(3)}</ws-slider>`);
    const [first, second, third] = [...el.children].map((slide) => getComputedStyle(slide));
    expect(`${first!.visibility} ${second!.visibility} ${third!.visibility}`).to.equal('visible hidden hidden');
    el.next();
    // The leaving slide fades out first: it stays visible until its opacity has gone.
    expect(first!.visibility).to.equal('visible');
    await afterAnimations(el);
    expect(`${first!.visibility} ${first!.opacity} | ${second!.visibility} ${second!.opacity}`).to.equal(
      'hidden 0 | visible 1',
    );
    // All slides share one cell: the one shown sits where the first sat.
    // The shown slide sits where the first sat; the hidden one stepped outside the clipped viewport.
    const width = Math.round(viewport(el).getBoundingClientRect().width);
    expect(
      `${placeOf(el.children[1]!, viewport(el)).split(' ')[0]} ${placeOf(el.children[0]!, viewport(el)).split(' ')[0]}`,
    ).to.equal(`0,0 ${width},0`);
  });

  it('animation="slide": the carousel has .slide and the track moves by one viewport width per slide', async () => {
    const { el } = await rotationPage(`<ws-slider animation="slide" autoplay="no">${plainSlides(3)}</ws-slider>`);
    const track = part(el, '.track');
    expect(`${carousel(el).className} | ${getComputedStyle(track).translate}`).to.equal('carousel slide | 0%');
    el.next();
    expect(carousel(el).style.getPropertyValue('--_index')).to.equal('1');
    await afterAnimations(el);
    expect(getComputedStyle(track).translate).to.equal('-100%');
    el.goTo(2);
    expect(carousel(el).style.getPropertyValue('--_index')).to.equal('2');
    await afterAnimations(el);
    expect(getComputedStyle(track).translate).to.equal('-200%');
    expect(placeOf(el.children[2]!, viewport(el)).split(' ')[0], 'the third slide fills the viewport').to.equal('0,0');
    expect(`${slideStates(el)} ${Math.round(el.children[2]!.getBoundingClientRect().width)}`).to.equal(
      `hidden+inert hidden+inert current ${Math.round(viewport(el).getBoundingClientRect().width)}`,
    );
    previousButton(el).click();
    await afterAnimations(el);
    expect(getComputedStyle(track).translate).to.equal('-100%');
  });

  it('an unknown animation warns and fades', async () => {
    let className = '';
    const warnings = await capturingConsole('warn', async () => {
      const { el } = await rotationPage(`<ws-slider id="wirbel" animation="wobble">${plainSlides(2)}</ws-slider>`);
      className = carousel(el).className;
    });
    expect(className).to.equal('carousel fade');
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-slider id="wirbel"> attribute "animation" has the unknown value "wobble"; using "fade"',
    ]);
  });
});

describe('<ws-slider> height', () => {
  const tall = (heights: number[]) =>
    heights.map((height, index) => `<div style="height: ${height}px">Folie ${index + 1}</div>`).join('');

  it("smooth-height: the viewport takes the current slide's height, and follows it", async () => {
    const { el } = await rotationPage(
      `<ws-slider smooth-height="yes" autoplay="no">${tall([100, 220, 160])}</ws-slider>`,
    );
    expect(`${carousel(el).className} ${viewport(el).style.height}`).to.equal('carousel fade smooth 100px');
    await realWait(50);
    expect(Math.round(viewport(el).getBoundingClientRect().height)).to.equal(100);
    el.next();
    expect(viewport(el).style.height).to.equal('220px');
    await afterAnimations(el);
    expect(Math.round(viewport(el).getBoundingClientRect().height)).to.equal(220);
    // The current slide grows (a picture loaded, text wrapped): the viewport follows.
    (el.children[1] as HTMLElement).style.height = '260px';
    await waitUntil(() => viewport(el).style.height === '260px', `the viewport stayed at ${viewport(el).style.height}`);
    // A hidden slide changing moves nothing.
    (el.children[2] as HTMLElement).style.height = '400px';
    await realWait(100);
    expect(viewport(el).style.height).to.equal('260px');
  });

  it('smooth-height in slide mode too', async () => {
    const { el } = await rotationPage(
      `<ws-slider smooth-height="yes" animation="slide" autoplay="no">${tall([100, 220, 160])}</ws-slider>`,
    );
    el.goTo(2);
    await afterAnimations(el);
    expect(`${viewport(el).style.height} ${Math.round(viewport(el).getBoundingClientRect().height)}`).to.equal(
      '160px 160',
    );
  });

  it('without it the viewport is as tall as the tallest slide, in fade and in slide, whichever is shown', async () => {
    for (const animation of ['fade', 'slide']) {
      const { el } = await rotationPage(
        `<ws-slider animation="${animation}" autoplay="no">${tall([100, 220, 160])}</ws-slider>`,
      );
      const heights: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        el.goTo(index);
        await afterAnimations(el);
        heights.push(Math.round(viewport(el).getBoundingClientRect().height));
      }
      expect(`${animation}: ${viewport(el).style.height || '-'} ${heights.join()}`).to.equal(
        `${animation}: - 220,220,220`,
      );
    }
  });
});

describe('<ws-slider> pause button, hover and focus', () => {
  it("is first in the slider's tab order: Tab from before the slider lands on it; hidden slides are out of the tab order", async () => {
    const { el, page } = await rotationPage(
      `<button id="vorher">Vorher</button><ws-slider>` +
        `<div><a id="mehr1" href="#eins">Mehr</a></div><div><a id="mehr2" href="#zwei">Mehr</a></div><div><a id="mehr3" href="#drei">Mehr</a></div>` +
        `</ws-slider><button id="nachher">Nachher</button>`,
    );
    page.querySelector<HTMLButtonElement>('#vorher')!.focus();
    const order: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await sendKeys({ press: 'Tab' });
      order.push(focused(el));
    }
    expect(order).to.deep.equal([
      'rotation-button',
      'previous-button',
      'Folie 1 von 3',
      'next-button',
      'a#mehr1',
      'button#nachher',
    ]);
    // Tabbing in stopped it (APG carousel), and it stays stopped after focus has gone on.
    expect(buttonName(el)).to.equal(PLAY);
  });

  it('pressing it stops rotation for good: hover and focus coming and going never restart it; only play does', async () => {
    const t = handDriven();
    const { el, page } = await rotationPage(
      `<ws-slider>${plainSlides(3)}</ws-slider><button id="draussen">Draußen</button>`,
    );
    const events = recordEvents(el);
    rotationButton(el).click();
    expect(`${buttonName(el)} | ${clock(t).length} | ${viewport(el).getAttribute('aria-live')}`).to.equal(
      `${PLAY} | 0 | polite`,
    );
    pointerEnter(el);
    pointerLeave(el);
    nextButton(el).focus();
    await focusSettled();
    page.querySelector<HTMLButtonElement>('#draussen')!.focus();
    await focusSettled();
    expect(`${buttonName(el)} | ${clock(t).length}`).to.equal(`${PLAY} | 0`);
    t.advance(SLIDER_SPEED_MS * 5);
    expect(el.index).to.equal(0);
    rotationButton(el).click();
    expect(`${buttonName(el)} | ${clock(t).join()}`).to.equal(`${PAUSE} | ${SLIDER_SPEED_MS}`);
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(1);
    expect(events).to.deep.equal(['pause button', 'play button', 'change 1/3 auto']);
  });

  it('the pointer over the slider holds rotation without pausing it; it resumes a full interval after the pointer leaves', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider>${plainSlides(3)}</ws-slider>`);
    const events = recordEvents(el);
    t.advance(5000);
    pointerEnter(el);
    expect(`${clock(t).length} | ${buttonName(el)} | ${viewport(el).getAttribute('aria-live')}`).to.equal(
      `0 | ${PAUSE} | polite`,
    );
    t.advance(SLIDER_SPEED_MS * 3);
    expect(el.index).to.equal(0);
    pointerLeave(el);
    expect(`${clock(t).join()} | ${viewport(el).getAttribute('aria-live')}`).to.equal(`${SLIDER_SPEED_MS} | off`);
    t.advance(SLIDER_SPEED_MS - 1);
    expect(el.index).to.equal(0);
    t.advance(1);
    expect(el.index).to.equal(1);
    expect(events, 'holding is no pause').to.deep.equal(['change 1/3 auto']);
  });

  it('keyboard focus coming in stops rotation for good (APG): focus leaving never restarts it; the rotation control does, and then focus inside holds it no more', async () => {
    const t = handDriven();
    const { el, page } = await rotationPage(
      `<button id="vorher">Vorher</button><ws-slider>${plainSlides(3)}</ws-slider><button id="draussen">Draußen</button>`,
    );
    const events = recordEvents(el);
    page.querySelector<HTMLButtonElement>('#vorher')!.focus();
    await sendKeys({ press: 'Tab' });
    await focusSettled();
    expect(
      `${focused(el)} | ${buttonName(el)} | ${clock(t).length} | ${viewport(el).getAttribute('aria-live')}`,
    ).to.equal(`rotation-button | ${PLAY} | 0 | polite`);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await focusSettled();
    t.advance(SLIDER_SPEED_MS * 3);
    expect(`${el.index} | ${buttonName(el)} | ${clock(t).length}`, 'focus leaving restarted it').to.equal(
      `0 | ${PLAY} | 0`,
    );
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await focusSettled();
    expect(`${focused(el)} | ${buttonName(el)} | ${clock(t).join()}`).to.equal(
      `rotation-button | ${PAUSE} | ${SLIDER_SPEED_MS}`,
    );
    // Moving on inside keeps it rotating: the visitor started it with focus there.
    await sendKeys({ press: 'Tab' });
    await focusSettled();
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(1);
    expect(events).to.deep.equal(['pause focus', 'play button', 'change 1/3 auto']);
  });

  it("a click's focus inside only holds it, like the pointer; it resumes a full interval after focus leaves", async () => {
    const { el, page } = await rotationPage(
      `<ws-slider>${plainSlides(3)}</ws-slider><button id="draussen">Draußen</button>`,
    );
    const events = recordEvents(el);
    const dot = pickerDots(el)[0]!.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(dot.x + dot.width / 2), Math.round(dot.y + dot.height / 2)],
    });
    // The pointer leaves for the page below: only the click's focus is inside now.
    const outside = page.querySelector('#draussen')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(outside.x + 4), Math.round(outside.y + 4)] });
    await focusSettled();
    // Hand-driven from here: the runner's own mouse commands set timers of their own.
    const t = handDriven();
    expect(
      `${focused(el)} | ${clock(t).length} | ${buttonName(el)} | ${viewport(el).getAttribute('aria-live')}`,
    ).to.equal(`Folie 1 von 3 | 0 | ${PAUSE} | polite`);
    t.advance(SLIDER_SPEED_MS * 2);
    expect(el.index).to.equal(0);
    page.querySelector<HTMLButtonElement>('#draussen')!.focus();
    await focusSettled();
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(1);
    expect(events).to.deep.equal(['change 1/3 auto']);
  });

  it('pause() and play(): events with cause script, once each; play() also starts a slider without autoplay', async () => {
    const t = handDriven();
    // Side by side: both in view, so nothing but autoplay="no" holds the second one.
    const { all } = await rotationPage(
      `<div style="display:grid;grid-template-columns:1fr 1fr"><ws-slider>${plainSlides(2)}</ws-slider><ws-slider autoplay="no">${plainSlides(2)}</ws-slider></div>`,
    );
    const [el, still] = all as [(typeof all)[0], (typeof all)[0]];
    const events = recordEvents(el);
    el.pause();
    el.pause();
    expect(`${buttonName(el)} ${clock(t).length}`).to.equal(`${PLAY} 0`);
    el.play();
    el.play();
    expect(`${buttonName(el)} ${clock(t).join()}`).to.equal(`${PAUSE} ${SLIDER_SPEED_MS}`);
    expect(events).to.deep.equal(['pause script', 'play script']);
    still.play();
    expect(`${buttonName(still)} ${clock(t).join()}`).to.equal(`${PAUSE} ${SLIDER_SPEED_MS},${SLIDER_SPEED_MS}`);
  });

  it('a move by hand gives the new slide a full interval', async () => {
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider>${plainSlides(3)}</ws-slider>`);
    t.advance(5000);
    nextButton(el).click();
    expect(`${el.index} ${clock(t).join()}`).to.equal(`1 ${SLIDER_SPEED_MS}`);
    t.advance(SLIDER_SPEED_MS - 1);
    expect(el.index).to.equal(1);
    t.advance(1);
    expect(el.index).to.equal(2);
  });
});

describe('<ws-slider> keys act on the focused slider only', () => {
  const twoSliders = `<ws-slider id="a" autoplay="no">${plainSlides(3)}</ws-slider><ws-slider id="b" autoplay="no">${plainSlides(3)}</ws-slider>`;

  it('ArrowRight, ArrowLeft, Home and End with focus in slider A move A (cause key), never B', async () => {
    const { all } = await rotationPage(twoSliders);
    const [a, b] = all as [(typeof all)[0], (typeof all)[0]];
    const eventsA = recordEvents(a);
    const eventsB = recordEvents(b);
    nextButton(a).focus();
    const seen: number[] = [];
    for (const press of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'End', 'Home']) {
      await sendKeys({ press });
      seen.push(a.index);
    }
    expect(seen).to.deep.equal([1, 2, 0, 2, 2, 0]);
    expect(eventsA).to.deep.equal([
      'change 1/3 key',
      'change 2/3 key',
      'change 0/3 key',
      'change 2/3 key',
      'change 0/3 key',
    ]);
    expect(`${b.index} ${eventsB.length}`).to.equal('0 0');
    expect(focused(a), 'focus stays on the button').to.equal('next-button');
  });

  it('keys with a modifier are left to the browser', async () => {
    const { el } = await rotationPage(twoSliders);
    nextButton(el).focus();
    for (const modifier of ['Shift', 'Alt', 'Control']) {
      await sendKeys({ down: modifier });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'End' });
      await sendKeys({ up: modifier });
    }
    expect(el.index).to.equal(0);
  });

  it("keys with focus on a link inside a slide stay the content's: the slide does not move away under the focus", async () => {
    const { all } = await rotationPage(
      `<ws-slider id="a" autoplay="no"><div><a id="link" href="#x">Mehr</a></div>${plainSlides(2)}</ws-slider><ws-slider id="b" autoplay="no">${plainSlides(3)}</ws-slider>`,
    );
    const [a, b] = all as [(typeof all)[0], (typeof all)[0]];
    const events = recordEvents(a);
    a.querySelector<HTMLAnchorElement>('#link')!.focus();
    expect(focused(a)).to.equal('a#link');
    for (const press of ['ArrowRight', 'End']) await sendKeys({ press });
    expect(`${a.index} ${b.index} ${events.length} ${focused(a)}`).to.equal('0 0 0 a#link');
  });

  it("keys in a field inside a slide stay the field's", async () => {
    const { el } = await rotationPage(
      `<ws-slider autoplay="no"><div><label>Name <input id="feld" value="Weber"></label></div>${plainSlides(2)}</ws-slider>`,
    );
    const events = recordEvents(el);
    const field = el.querySelector<HTMLInputElement>('#feld')!;
    field.focus();
    field.setSelectionRange(0, 0);
    for (const press of ['ArrowRight', 'ArrowRight', 'End', 'Home', 'ArrowLeft']) await sendKeys({ press });
    await sendKeys({ press: 'ArrowRight' });
    expect(`${el.index} ${events.length} ${field.selectionStart}`).to.equal('0 0 1');
  });

  it('on the picker, focus follows the current dot (one tab stop, roving)', async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(3)}</ws-slider>`);
    pickerDots(el)[0]!.focus();
    const seen: string[] = [];
    for (const press of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'End', 'Home']) {
      await sendKeys({ press });
      const dots = pickerDots(el);
      seen.push(
        `${el.index}:${focused(el)}:${dots.map((dot) => `${dot.getAttribute('aria-current') ?? '-'}/${dot.tabIndex}`).join(' ')}`,
      );
    }
    expect(seen).to.deep.equal([
      '1:Folie 2 von 3:-/-1 true/0 -/-1',
      '2:Folie 3 von 3:-/-1 -/-1 true/0',
      '0:Folie 1 von 3:true/0 -/-1 -/-1',
      '2:Folie 3 von 3:-/-1 -/-1 true/0',
      '2:Folie 3 von 3:-/-1 -/-1 true/0',
      '0:Folie 1 von 3:true/0 -/-1 -/-1',
    ]);
  });
});

describe('<ws-slider> buttons, picker and script', () => {
  it('previous and next wrap around (cause button)', async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(3)}</ws-slider>`);
    const events = recordEvents(el);
    previousButton(el).click();
    expect(el.index).to.equal(2);
    nextButton(el).click();
    expect(el.index).to.equal(0);
    nextButton(el).click();
    expect(events).to.deep.equal(['change 2/3 button', 'change 0/3 button', 'change 1/3 button']);
  });

  it('a picker dot shows its slide (cause picker); the current dot says so', async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(4)}</ws-slider>`);
    const events = recordEvents(el);
    expect(pickerDots(el).map((dot) => dot.getAttribute('aria-label'))).to.deep.equal([
      'Folie 1 von 4',
      'Folie 2 von 4',
      'Folie 3 von 4',
      'Folie 4 von 4',
    ]);
    expect(part(el, '[part="picker"]').getAttribute('aria-label')).to.equal('Folie wählen');
    pickerDots(el)[2]!.click();
    pickerDots(el)[2]!.click();
    expect(
      `${el.index} ${pickerDots(el)
        .map((dot) => dot.getAttribute('aria-current') ?? '-')
        .join(' ')}`,
    ).to.equal('2 - - true -');
    expect(events, 'the current dot changes nothing').to.deep.equal(['change 2/4 picker']);
  });

  it('goTo(n) shows slide n (from 0); anything else warns once and changes nothing', async () => {
    let events: string[] = [];
    const warnings = await capturingConsole('warn', async () => {
      const { el } = await rotationPage(`<ws-slider id="ziel" autoplay="no">${plainSlides(3)}</ws-slider>`);
      events = recordEvents(el);
      el.goTo(2);
      el.goTo(2);
      for (const bad of [3, 3, -1, 1.5, Number.NaN, '1' as unknown as number]) el.goTo(bad);
      expect(el.index).to.equal(2);
    });
    expect(events).to.deep.equal(['change 2/3 script']);
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-slider id="ziel"> goTo(3): no such slide; there are 3, counted from 0',
      '<ws-slider id="ziel"> goTo(-1): no such slide; there are 3, counted from 0',
      '<ws-slider id="ziel"> goTo(1.5): no such slide; there are 3, counted from 0',
      '<ws-slider id="ziel"> goTo(NaN): no such slide; there are 3, counted from 0',
      '<ws-slider id="ziel"> goTo("1"): no such slide; there are 3, counted from 0',
    ]);
  });

  it('goTo with an object that cannot become text warns by its type and does not throw', async () => {
    let index = -1;
    const warnings = await capturingConsole('warn', async () => {
      const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(3)}</ws-slider>`);
      el.goTo(Object.create(null) as number);
      el.goTo('2' as unknown as number);
      index = el.index;
    });
    expect(index).to.equal(0);
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-slider> goTo(object): no such slide; there are 3, counted from 0',
      '<ws-slider> goTo("2"): no such slide; there are 3, counted from 0',
    ]);
  });

  it("focus in the slide that leaves (a swipe, next()) moves to the slide shown, never to the page's start; rotation stays held", async () => {
    const t = handDriven();
    const { el } = await rotationPage(
      `<ws-slider><div><a id="eins" href="#eins">Eins</a></div><div>Zwei</div><div>Drei</div></ws-slider>`,
    );
    el.querySelector<HTMLAnchorElement>('#eins')!.focus();
    await focusSettled();
    const box = viewport(el).getBoundingClientRect();
    swipe(el.querySelector('#eins')!, { x: box.left + 200, y: box.top + 5 }, { x: box.left + 20, y: box.top + 5 });
    await focusSettled();
    const second = el.children[1] as HTMLElement;
    expect(`${el.index} ${document.activeElement === second} ${second.tabIndex}`).to.equal('1 true -1');
    // Focus is still inside: nothing rotates.
    t.advance(SLIDER_SPEED_MS * 2);
    expect(el.index).to.equal(1);
    el.next();
    await focusSettled();
    expect(`${el.index} ${document.activeElement === el.children[2]}`).to.equal('2 true');
    // Made focusable for that only: not a Tab stop of its own, and taken back when it leaves the slider.
    second.remove();
    await focusSettled();
    expect(second.hasAttribute('tabindex')).to.equal(false);
  });

  it('the slide shown stays shown when a slide before it is removed or added; <noscript> is never a slide', async () => {
    const { el } = await rotationPage(
      `<ws-slider autoplay="no"><div>A</div><div>B</div><div>C</div><div>D</div><noscript><p>Ohne Skript</p></noscript></ws-slider>`,
    );
    expect(pickerDots(el).length).to.equal(4);
    el.goTo(2);
    el.firstElementChild!.remove();
    await focusSettled();
    expect(`${el.index} ${(el.children[el.index] as HTMLElement).textContent}`).to.equal('1 C');
    el.prepend(Object.assign(document.createElement('div'), { textContent: 'Neu' }));
    await focusSettled();
    expect(`${el.index} ${(el.children[el.index] as HTMLElement).textContent}`).to.equal('2 C');
  });

  it('next() and previous() (cause script) and the index property', async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${plainSlides(3)}</ws-slider>`);
    const events = recordEvents(el);
    el.previous();
    const afterPrevious = el.index;
    el.next();
    el.next();
    expect(`${afterPrevious} ${el.index}`).to.equal('2 1');
    expect(events).to.deep.equal(['change 2/3 script', 'change 0/3 script', 'change 1/3 script']);
  });
});

describe('<ws-slider> swipe', () => {
  /** A point inside the viewport, `x` px from its left. */
  const at = (el: Element, x: number, dy = 0) => {
    const box = viewport(el).getBoundingClientRect();
    return { x: box.left + x, y: box.top + 20 + dy };
  };
  const wide = (count: number) =>
    `<ws-slider autoplay="no">${Array.from({ length: count }, (_, index) => `<div class="folie">Folie ${index + 1}</div>`).join('')}</ws-slider>`;

  it('a touch swipe to the left on the viewport shows the next slide, to the right the previous (cause swipe)', async () => {
    const { el } = await rotationPage(wide(3));
    const events = recordEvents(el);
    swipe(viewport(el), at(el, 300), at(el, 100));
    expect(el.index).to.equal(1);
    swipe(viewport(el), at(el, 100), at(el, 300));
    swipe(viewport(el), at(el, 100), at(el, 300));
    expect(el.index).to.equal(2);
    expect(events).to.deep.equal(['change 1/3 swipe', 'change 0/3 swipe', 'change 2/3 swipe']);
  });

  it('a short move, a mostly vertical one and a mouse drag do nothing', async () => {
    const { el } = await rotationPage(wide(3));
    const events = recordEvents(el);
    swipe(viewport(el), at(el, 300), at(el, 270));
    swipe(viewport(el), at(el, 300), at(el, 200, 150));
    swipe(viewport(el), at(el, 300), at(el, 100), 'mouse');
    expect(`${el.index} ${events.length}`).to.equal('0 0');
  });

  it("a swipe that starts and ends on the slide's own content (where a finger lands) moves it too", async () => {
    const { el } = await rotationPage(wide(3));
    const slide = el.children[0]!;
    swipe(slide, at(el, 300), at(el, 100));
    expect(el.index).to.equal(1);
  });
});

describe('<ws-slider> reduced motion', () => {
  it('no autoplay (the button offers play), no animation (--_duration 0ms); play still works', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const t = handDriven();
    const { el } = await rotationPage(`<ws-slider>${plainSlides(3)}</ws-slider>`);
    expect(
      `${clock(t).length} | ${buttonName(el)} | ${carousel(el).style.getPropertyValue('--_duration')} | ${viewport(el).getAttribute('aria-live')}`,
    ).to.equal(`0 | ${PLAY} | 0ms | polite`);
    t.advance(SLIDER_SPEED_MS * 2);
    expect(el.index).to.equal(0);
    el.next();
    // Nothing fades: the leaving slide is invisible at once.
    expect(getComputedStyle(el.children[0]!).visibility).to.equal('hidden');
    rotationButton(el).click();
    expect(`${buttonName(el)} ${clock(t).join()}`).to.equal(`${PAUSE} ${SLIDER_SPEED_MS}`);
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(2);
  });

  it('turned on while the page is open: rotation and animation stop at once; turned off, they come back', async () => {
    const { el } = await rotationPage(`<ws-slider>${plainSlides(3)}</ws-slider>`);
    expect(`${buttonName(el)} | ${carousel(el).style.getPropertyValue('--_duration')}`).to.not.equal(`${PLAY} | 0ms`);
    const running = `${buttonName(el)} | ${carousel(el).style.getPropertyValue('--_duration')}`;
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => buttonName(el) === PLAY, `still ${buttonName(el)}`);
    expect(
      `${carousel(el).style.getPropertyValue('--_duration')} | ${viewport(el).getAttribute('aria-live')}`,
    ).to.equal('0ms | polite');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitUntil(() => buttonName(el) === PAUSE, `still ${buttonName(el)}`);
    expect(`${buttonName(el)} | ${carousel(el).style.getPropertyValue('--_duration')}`).to.equal(running);
  });

  it('slide mode moves at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await rotationPage(`<ws-slider animation="slide">${plainSlides(3)}</ws-slider>`);
    el.goTo(2);
    expect(placeOf(el.children[2]!, viewport(el)).split(' ')[0]).to.equal('0,0');
  });
});

describe('<ws-slider> pictures', () => {
  const SMALL = '/test/elements/fixtures/lightbox-small.svg';
  const pictures = (count: number) =>
    Array.from(
      { length: count },
      (_, index) =>
        `<figure><img src="${SMALL}?p${index + 1}" loading="lazy" alt="Bild ${index + 1}" width="40" height="30"></figure>`,
    ).join('');
  const loading = (el: Element) => [...el.querySelectorAll('img')].map((image) => image.loading).join(' ');

  it("the next slide's picture loads eagerly from the start; later ones stay lazy until the slide before them is shown", async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${pictures(4)}</ws-slider>`);
    expect(loading(el)).to.equal('eager eager lazy lazy');
    el.next();
    expect(loading(el)).to.equal('eager eager eager lazy');
  });

  it("the first slide's picture is in the first paint: loaded without any change", async () => {
    const { el } = await rotationPage(`<ws-slider autoplay="no">${pictures(3)}</ws-slider>`);
    const first = el.querySelector('img')!;
    await waitUntil(() => first.complete && first.naturalWidth > 0, 'the first picture did not load');
  });
});

describe('<ws-slider> control bar', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('stays one row of 44 px with twelve slides on a 360 px phone: the dots scroll inside it, nothing leaves the slider', async () => {
    await setViewport({ width: 360, height: 740 });
    const { el } = await rotationPage(`<ws-slider style="display:block;width:328px">${plainSlides(12)}</ws-slider>`);
    const bar = part(el, '[part="controls"]').getBoundingClientRect();
    const host = el.getBoundingClientRect();
    expect(Math.round(bar.height)).to.equal(44);
    expect(
      bar.left >= host.left && bar.right <= host.right,
      `bar ${bar.left}-${bar.right} in ${host.left}-${host.right}`,
    ).to.equal(true);
    for (const button of [rotationButton(el), previousButton(el), nextButton(el)]) {
      const rect = button.getBoundingClientRect();
      expect(
        rect.left >= host.left && rect.right <= host.right && rect.width >= 44,
        `${button.getAttribute('part')} ${rect.left}-${rect.right}`,
      ).to.equal(true);
    }
    const picker = part(el, '[part="picker"]');
    expect(picker.scrollWidth > picker.clientWidth, 'the dots scroll').to.equal(true);
    for (const dot of pickerDots(el)) expect(dot.getBoundingClientRect().width).to.be.at.least(24);
  });
});

describe('<ws-slider> names for assistive technology', () => {
  it('a region with roledescription carousel; each slide a group "Folie", named "2 von 3"; an author\'s own name is kept', async () => {
    const { el } = await rotationPage(
      `<ws-slider autoplay="no"><div>Eins</div><div aria-label="Lackierung">Zwei</div><div>Drei</div></ws-slider>`,
    );
    expect(
      ['role', 'aria-roledescription', 'aria-label'].map((name) => carousel(el).getAttribute(name)).join(' | '),
    ).to.equal('region | Karussell | Diashow');
    const slides = [...el.children].map((slide) =>
      ['role', 'aria-roledescription', 'aria-label'].map((name) => slide.getAttribute(name)).join(' '),
    );
    expect(slides).to.deep.equal(['group Folie 1 von 3', 'group Folie Lackierung', 'group Folie 3 von 3']);
  });

  it('label names the slider; the buttons are named in German', async () => {
    const { el } = await rotationPage(
      `<ws-slider label="Unsere Leistungen" autoplay="no">${plainSlides(2)}</ws-slider>`,
    );
    expect(carousel(el).getAttribute('aria-label')).to.equal('Unsere Leistungen');
    expect([rotationButton(el), previousButton(el), nextButton(el)].map((button) => button.textContent)).to.deep.equal([
      PLAY,
      'Vorherige Folie',
      'Nächste Folie',
    ]);
  });

  it('English on a lang="en" page', async () => {
    const { el } = await rotationPage(`<div lang="en"><ws-slider>${plainSlides(3)}</ws-slider></div>`);
    expect(
      `${carousel(el).getAttribute('aria-roledescription')} | ${carousel(el).getAttribute('aria-label')} | ${buttonName(el)}`,
    ).to.equal('carousel | Slideshow | Stop automatic slide show');
    expect(
      `${el.children[1]!.getAttribute('aria-roledescription')} ${el.children[1]!.getAttribute('aria-label')} | ${pickerDots(el)[1]!.getAttribute('aria-label')}`,
    ).to.equal('slide 2 of 3 | Slide 2 of 3');
  });

  it('children added or removed are renumbered; a child that leaves gets back what the slider set (its own label stays)', async () => {
    const { el } = await rotationPage(
      `<ws-slider autoplay="no">${plainSlides(2)}<div aria-label="Eigen">Drei</div></ws-slider>`,
    );
    const [first, , own] = [...el.children] as HTMLElement[];
    first!.remove();
    own!.remove();
    el.insertAdjacentHTML('beforeend', '<div>Neu</div><template><div>nie</div></template>');
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect([...el.children].map((child) => child.getAttribute('aria-label') ?? '-')).to.deep.equal([
      '1 von 2',
      '2 von 2',
      '-',
    ]);
    const taken = (child: HTMLElement) =>
      ['role', 'aria-roledescription', 'aria-label', 'data-ws-slide', 'inert']
        .map((name) => child.getAttribute(name) ?? '-')
        .join(' ');
    expect(`${taken(first!)} | ${taken(own!)}`).to.equal('- - - - - | - - Eigen - -');
    expect(pickerDots(el).length).to.equal(2);
  });
});

describe('<ws-slider> upgrade without layout shift', () => {
  const PROBE_TAG = 'ws-slider-probe';
  useReserveProbe(PROBE_TAG, sliderReserve, sliderReserveWhileLoading);

  /** Slides of different heights: pictures with a caption, one with more text. */
  const SLIDES = [
    '<figure><img src="/test/elements/fixtures/lightbox-small.svg?u1" alt="Lackierkabine" width="400" height="200"><figcaption>Lackierung</figcaption></figure>',
    '<figure><img src="/test/elements/fixtures/lightbox-small.svg?u2" alt="Delle" width="400" height="260"><figcaption>Smart Repair</figcaption></figure>',
    '<div><h2>Unfallinstandsetzung</h2><p>Vom Gutachten bis zur Übergabe.</p></div>',
  ].join('');

  /** The kit's font (tokens.ts), for a page that uses it too: then only the boxes are compared. */
  const KIT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

  async function compare(pageStyle: string): Promise<void> {
    for (const width of [360, 1280]) {
      await setViewport({ width, height: 900 });
      for (const animation of ['fade', 'slide']) {
        const { page } = await rotationPage(
          `<div style="${pageStyle}"><${PROBE_TAG}>${SLIDES}</${PROBE_TAG}><ws-slider animation="${animation}" autoplay="no">${SLIDES}</ws-slider></div>`,
        );
        const probe = page.querySelector(PROBE_TAG)!;
        const el = page.querySelector('ws-slider')!;
        await waitUntil(
          () => [...page.querySelectorAll('img')].every((image) => image.complete),
          'pictures did not load',
        );
        expect(`${sizeOf(el)} | ${placeOf(el.children[0]!, el)}`, `${width}px ${animation}`).to.equal(
          `${sizeOf(probe)} | ${placeOf(probe.children[0]!, probe)}`,
        );
        page.remove();
      }
    }
  }

  it('a never-defined tag with the reserve takes the same box as the upgraded slider, and the first slide sits at the same place, narrow and wide', async () => {
    await compare(`font: 16px/1.5 ${KIT_FONT.replaceAll('"', "'")}`);
  });

  it("the same on a page with its own font: the slides keep the page's font and colour", async () => {
    await compare('font: 17px/1.6 serif; color: rgb(60, 20, 20)');
    const { el } = await rotationPage(
      `<div style="font-family: serif; color: rgb(60, 20, 20)"><ws-slider autoplay="no">${plainSlides(2)}</ws-slider></div>`,
    );
    const slide = getComputedStyle(el.children[0]!);
    expect(`${slide.fontFamily} ${slide.color}`).to.equal('serif rgb(60, 20, 20)');
  });
});

describe('<ws-slider> axe', () => {
  it('initial, paused, after moving, with the picker focused, in slide mode and under a label', async () => {
    const { el, all } = await rotationPage(
      `<ws-slider label="Leistungen"><div><img src="/test/elements/fixtures/lightbox-small.svg?a1" alt="Lackierung" width="40" height="30"><p>Lackierung</p></div>` +
        `<div><h2>Smart Repair</h2><p>Kleine Schäden, <a href="#mehr">mehr</a>.</p></div><div aria-label="Oldtimer">Oldtimer</div></ws-slider>` +
        `<ws-slider animation="slide" autoplay="no">${plainSlides(3)}</ws-slider>`,
    );
    await expect(el).to.be.accessible();
    rotationButton(el).click();
    await expect(el).to.be.accessible();
    el.next();
    await afterAnimations(el);
    await expect(el).to.be.accessible();
    pickerDots(el)[1]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('Folie 3 von 3');
    // After the fade: half-transparent text would read as low contrast.
    await afterAnimations(el);
    await expect(el).to.be.accessible();
    all[1]!.goTo(1);
    await afterAnimations(all[1]);
    await expect(all[1]!).to.be.accessible();
  });

  it("slides that are the author's figures with captions (the demo's markup)", async () => {
    const { el } = await rotationPage(
      `<ws-slider autoplay="no">${[1, 2, 3].map((n) => `<figure><img src="/test/elements/fixtures/lightbox-small.svg?f${n}" alt="Bild ${n}" width="40" height="30"><figcaption>Leistung ${n}</figcaption></figure>`).join('')}</ws-slider>`,
    );
    // A figure keeps its own role (one with a caption may take no other); it is still named as a slide.
    expect(
      ['role', 'aria-roledescription', 'aria-label'].map((name) => el.children[1]!.getAttribute(name) ?? '-').join(' '),
    ).to.equal('- Folie 2 von 3');
    await expect(el).to.be.accessible();
  });
});
