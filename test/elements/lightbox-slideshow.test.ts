// <ws-lightbox> slideshow (hand-driven timers: test/support/manual-timers.ts), the change animation
// and reduced motion (emulated media; each element reads it when its settings are first read).
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { define } from '../../elements/lightbox/define.ts';
import { MIN_SLIDESHOW_SPEED_MS, SLIDESHOW_SPEED_MS } from '../../elements/lightbox/rules.ts';
import { capturingConsole } from '../support/console.ts';
import { FIRST_OPENING_MS, lightboxPage, recordEvents, statusOf, viewerPart, SMALL } from '../support/lightbox-page.ts';
import { manualTimers, type ManualTimers } from '../support/manual-timers.ts';

define();

before(async function () {
  this.timeout(FIRST_OPENING_MS * 2);
  await import('../../elements/lightbox/viewer-body.tsx');
});

const pictures = (count: number, attributes = '') =>
  `<ws-lightbox ${attributes}>${Array.from({ length: count }, (_, index) => `<a href="${SMALL}?s${index + 1}">Bild ${index + 1}</a>`).join(' ')}</ws-lightbox>`;

/** The slideshow button's label: it says what a press does. */
const slideshowButton = (el: Element) => viewerPart<HTMLButtonElement>(el, '.tool.slideshow')!;
const playState = (el: Element) => slideshowButton(el).getAttribute('aria-label');

describe('<ws-lightbox> slideshow', () => {
  let timers: ManualTimers | undefined;
  afterEach(() => {
    timers?.restore();
    timers = undefined;
  });

  it('autoplay starts it on opening: 5000 ms per item, and it stops at the last item without loop', async () => {
    const { el } = await lightboxPage(pictures(3, 'autoplay'));
    const events = recordEvents(el);
    timers = manualTimers();
    await el.open();
    expect(`${statusOf(el)} | ${playState(el)} | ${timers.pending().join()}`).to.equal(
      `Bild 1 von 3 | Diashow anhalten | ${SLIDESHOW_SPEED_MS}`,
    );
    timers.advance(SLIDESHOW_SPEED_MS - 1);
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    timers.advance(1);
    expect(statusOf(el)).to.equal('Bild 2 von 3');
    timers.advance(SLIDESHOW_SPEED_MS);
    expect(statusOf(el)).to.equal('Bild 3 von 3');
    timers.advance(SLIDESHOW_SPEED_MS);
    expect(`${statusOf(el)} | ${playState(el)} | ${timers.pending().length}`).to.equal(
      'Bild 3 von 3 | Diashow starten | 0',
    );
    expect(events).to.deep.equal([
      'open -/- 0 of 3 by script',
      'change -/- 1 of 3 by slideshow',
      'change -/- 2 of 3 by slideshow',
    ]);
    el.close();
  });

  it('with loop it goes round and round', async () => {
    const { el } = await lightboxPage(pictures(3, 'autoplay loop'));
    timers = manualTimers();
    await el.open(1);
    const seen: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      timers.advance(SLIDESHOW_SPEED_MS);
      seen.push(statusOf(el).replace(' von 3', ''));
    }
    expect(seen).to.deep.equal(['Bild 3', 'Bild 1', 'Bild 2', 'Bild 3']);
    expect(`${playState(el)} ${timers.pending().join()}`).to.equal(`Diashow anhalten ${SLIDESHOW_SPEED_MS}`);
    el.close();
    expect(timers.pending(), 'closing stops it').to.deep.equal([]);
  });

  it('off unless configured; the play/pause button starts and stops it; play at the end starts from the first item', async () => {
    const { el } = await lightboxPage(pictures(3));
    timers = manualTimers();
    await el.open();
    expect(`${playState(el)} | ${timers.pending().length}`).to.equal('Diashow starten | 0');
    timers.advance(SLIDESHOW_SPEED_MS * 3);
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    slideshowButton(el).click();
    expect(`${playState(el)} | ${timers.pending().join()}`).to.equal(`Diashow anhalten | ${SLIDESHOW_SPEED_MS}`);
    timers.advance(SLIDESHOW_SPEED_MS);
    expect(statusOf(el)).to.equal('Bild 2 von 3');
    // A move by hand gives the new item its full time.
    timers.advance(3000);
    viewerPart(el, '[part=previous-button]')!.click();
    expect(`${statusOf(el)} | ${timers.pending().join()}`).to.equal(`Bild 1 von 3 | ${SLIDESHOW_SPEED_MS}`);
    slideshowButton(el).click();
    expect(`${playState(el)} | ${timers.pending().length}`).to.equal('Diashow starten | 0');
    timers.advance(SLIDESHOW_SPEED_MS * 3);
    expect(statusOf(el)).to.equal('Bild 1 von 3');
    viewerPart(el, '[part=next-button]')!.click();
    viewerPart(el, '[part=next-button]')!.click();
    expect(statusOf(el)).to.equal('Bild 3 von 3');
    slideshowButton(el).click();
    expect(`${statusOf(el)} | ${playState(el)} | ${timers.pending().join()}`).to.equal(
      `Bild 1 von 3 | Diashow anhalten | ${SLIDESHOW_SPEED_MS}`,
    );
    el.close();
    expect(timers.pending()).to.deep.equal([]);
  });

  it('stops at a video (a video is watched, not timed) and does not start on one', async () => {
    const { el } = await lightboxPage(
      `<ws-lightbox autoplay><a href="${SMALL}?v1">1</a> <a href="${SMALL}?v2">2</a> <a href="/test/elements/fixtures/film.webm">Film</a> <a href="${SMALL}?v4">4</a></ws-lightbox>`,
    );
    timers = manualTimers();
    await el.open();
    timers.advance(SLIDESHOW_SPEED_MS * 2);
    expect(`${statusOf(el)} | ${playState(el)} | ${timers.pending().length}`).to.equal(
      'Video 3 von 4 | Diashow starten | 0',
    );
    el.close();
    await el.open(2);
    expect(`${playState(el)} | ${timers.pending().length}`).to.equal('Diashow starten | 0');
    el.close();
  });

  it('slideshow-speed sets the time; below 1000 ms it would flicker: warned, 1000 used', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const { wrappers } = await lightboxPage(
        `${pictures(2, 'id="langsam" autoplay slideshow-speed="8000"')}${pictures(2, 'id="flackern" autoplay slideshow-speed="200"')}`,
      );
      timers = manualTimers();
      const pending: number[][] = [];
      for (const wrapper of wrappers) {
        await wrapper.open();
        pending.push(timers.pending());
        wrapper.close();
      }
      expect(pending).to.deep.equal([[8000], [MIN_SLIDESHOW_SPEED_MS]]);
    });
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      `<ws-lightbox id="flackern"> attribute "slideshow-speed" below ${MIN_SLIDESHOW_SPEED_MS} ms would flicker, got 200; using ${MIN_SLIDESHOW_SPEED_MS}`,
    ]);
  });

  it('one item: no slideshow button, nothing timed', async () => {
    const { el } = await lightboxPage(pictures(1, 'autoplay'));
    timers = manualTimers();
    await el.open();
    expect(`${viewerPart(el, '.tool.slideshow')} ${timers.pending().length}`).to.equal('null 0');
    el.close();
  });
});

describe('<ws-lightbox> motion', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  /** The change animation's duration on the new slide, or 'none'. */
  const slideAnimation = (el: Element) => {
    const animations = viewerPart(el, '.slide')!.getAnimations();
    return animations.length === 0
      ? 'none'
      : animations.map((animation) => String(animation.effect?.getTiming().duration)).join();
  };

  it('items change with a slide of the animation-speed (fast 100, normal 400, slow 800 ms); none on opening', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { wrappers } = await lightboxPage(
      `${pictures(2)}${pictures(2, 'animation-speed="fast"')}${pictures(2, 'animation-speed="slow"')}`,
    );
    const seen: string[] = [];
    for (const wrapper of wrappers) {
      await wrapper.open();
      const opening = slideAnimation(wrapper);
      viewerPart(wrapper, '[part=next-button]')!.click();
      seen.push(`${opening} -> ${slideAnimation(wrapper)}`);
      wrapper.close();
    }
    expect(seen).to.deep.equal(['none -> 400', 'none -> 100', 'none -> 800']);
  });

  it('under reduced motion: no animation on a change or on opening, and autoplay does not start (the button still does)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await lightboxPage(pictures(3, 'autoplay animation-speed="slow"'));
    const timers = manualTimers();
    try {
      await el.open();
      const dialogAnimations = viewerPart(el, 'dialog')!
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getTiming().duration) > 0);
      expect(dialogAnimations.length, 'the opening fades').to.equal(0);
      expect(`${playState(el)} | ${timers.pending().length}`).to.equal('Diashow starten | 0');
      viewerPart(el, '[part=next-button]')!.click();
      expect(slideAnimation(el)).to.equal('none');
      slideshowButton(el).click();
      expect(`${playState(el)} | ${timers.pending().join()}`).to.equal(`Diashow anhalten | ${SLIDESHOW_SPEED_MS}`);
      timers.advance(SLIDESHOW_SPEED_MS);
      expect(`${statusOf(el)} | ${slideAnimation(el)}`).to.equal('Bild 3 von 3 | none');
      el.close();
    } finally {
      timers.restore();
    }
  });
});
