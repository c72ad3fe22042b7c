// <ws-slider> video slides: the video flags (a playing video on the current slide holds
// rotation, a leaving slide's video pauses, a YouTube/Vimeo player the visitor used is stopped;
// pause-for-video="no" turns both off) on hand-driven timers, and a YouTube slide behind marketing
// consent through the page's real bus and blocker (test/support/consent-page.ts): the placeholder in
// the slide, no src and no request to YouTube before consent, the player after it, gone again on
// withdrawal. A CSP of this test page refuses frames of other origins, so an accepted player never
// leaves the machine.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/slider/define.ts';
import { SLIDER_SPEED_MS } from '../../elements/slider/rules.ts';
import { startTestBus } from '../support/consent-page.ts';
import { clock, focusSettled, handDriven, plainSlides, rotationPage, slideStates } from '../support/slider-page.ts';
import { keepFramesHome } from '../support/frames-kept-home.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '7' });
define();

const blockedFrames = keepFramesHome();

/** The demo's own short film (served from the repository root by the test runner). */
const FILM = '/demo/public/video/zeitraffer-lackierung.webm';

/** A video element whose playing state the test sets: play/pause/ended events as the browser fires them. */
function fakePlayback(video: HTMLVideoElement) {
  let paused = true;
  let ended = false;
  const pauses: string[] = [];
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(video, 'ended', { configurable: true, get: () => ended });
  video.pause = () => {
    pauses.push('pause()');
    if (paused) return;
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
  return {
    pauses,
    play() {
      paused = false;
      ended = false;
      video.dispatchEvent(new Event('play'));
      video.dispatchEvent(new Event('playing'));
    },
    end() {
      paused = true;
      ended = true;
      video.dispatchEvent(new Event('pause'));
      video.dispatchEvent(new Event('ended'));
    },
  };
}

describe('<ws-slider> video flags', () => {
  it('a real video playing on the current slide holds rotation; pausing it resumes a full interval later; leaving the slide pauses it', async () => {
    const t = handDriven();
    const { el } = await rotationPage(
      `<ws-slider><div><video muted playsinline loop src="${FILM}"></video></div>${plainSlides(2)}</ws-slider>`,
    );
    const video = el.querySelector('video')!;
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
    await video.play();
    expect(`${video.paused} ${clock(t).length}`, 'playing holds it').to.equal('false 0');
    t.advance(SLIDER_SPEED_MS * 2);
    expect(el.index).to.equal(0);
    const paused = oneEvent(video, 'pause');
    video.pause();
    await paused;
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
    await video.play();
    expect(clock(t).length).to.equal(0);
    el.next();
    expect(`${video.paused} ${slideStates(el)} ${clock(t).join()}`).to.equal(
      `true hidden+inert current hidden+inert ${SLIDER_SPEED_MS}`,
    );
  });

  it('a video ending lets rotation go on; the button keeps offering pause while a video holds it', async () => {
    const t = handDriven();
    const { el } = await rotationPage(
      `<ws-slider><div><video src="${FILM}"></video></div>${plainSlides(2)}</ws-slider>`,
    );
    const playback = fakePlayback(el.querySelector('video')!);
    playback.play();
    expect(
      `${clock(t).length} ${el.shadowRoot!.querySelector('[part="viewport"]')!.getAttribute('aria-live')}`,
    ).to.equal('0 polite');
    expect(el.shadowRoot!.querySelector('[part="rotation-button"]')!.textContent).to.equal(
      'Automatischen Wechsel anhalten',
    );
    playback.end();
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
    t.advance(SLIDER_SPEED_MS);
    expect(el.index).to.equal(1);
  });

  it('a video on a slide that is not shown holds nothing until its slide comes; it is paused when its slide leaves', async () => {
    const t = handDriven();
    const { el } = await rotationPage(
      `<ws-slider><div>Eins</div><div><video src="${FILM}"></video></div><div>Drei</div></ws-slider>`,
    );
    const playback = fakePlayback(el.querySelector('video')!);
    playback.play();
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
    t.advance(SLIDER_SPEED_MS);
    expect(`${el.index} ${clock(t).length}`, 'its slide came while it played: held').to.equal('1 0');
    el.next();
    expect(`${playback.pauses.join()} ${clock(t).join()}`).to.equal(`pause() ${SLIDER_SPEED_MS}`);
  });

  it("a hidden slide's video draws none of the browser's controls; once its slide is shown they are back", async () => {
    handDriven();
    const { el } = await rotationPage(
      `<ws-slider>${plainSlides(1)}<div><video controls muted src="${FILM}" width="320" height="180"></video></div></ws-slider>`,
    );
    // The rule of the element's page styles, as Chromium parsed it (a selector it could not parse would not be there).
    const rule = document.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .find((each): each is CSSStyleRule => each instanceof CSSStyleRule && each.selectorText.includes('ws-slider'));
    expect(rule?.style.display).to.equal('none');
    const video = el.querySelector('video')!;
    const ownVideo = rule!.selectorText.replace(/::-webkit-media-controls$/, '');
    expect(ownVideo).to.not.equal(rule!.selectorText);
    expect(video.matches(ownVideo)).to.equal(true);
    (el as HTMLElement & { goTo(n: number): void }).goTo(1);
    await waitUntil(() => slideStates(el) === 'hidden+inert current');
    expect(video.matches(ownVideo)).to.equal(false);
  });

  it('pause-for-video="no": a playing video holds nothing and leaving its slide does not pause it', async () => {
    const t = handDriven();
    const { el } = await rotationPage(
      `<ws-slider pause-for-video="no"><div><video src="${FILM}"></video></div>${plainSlides(2)}</ws-slider>`,
    );
    const playback = fakePlayback(el.querySelector('video')!);
    playback.play();
    expect(clock(t)).to.deep.equal([SLIDER_SPEED_MS]);
    t.advance(SLIDER_SPEED_MS);
    expect(`${el.index} ${playback.pauses.length}`).to.equal('1 0');
  });

  it("after the visitor's pause a video ending does not restart rotation", async () => {
    const t = handDriven();
    const { el } = await rotationPage(
      `<ws-slider><div><video src="${FILM}"></video></div>${plainSlides(2)}</ws-slider>`,
    );
    const playback = fakePlayback(el.querySelector('video')!);
    playback.play();
    el.pause();
    playback.end();
    expect(clock(t).length).to.equal(0);
  });

  it('a player the visitor focused is stopped (reloaded) when its slide leaves; one never focused is left alone', async () => {
    const { el } = await rotationPage(
      `<ws-slider autoplay="no"><div><iframe id="benutzt" src="/test/elements/fixtures/pixel.svg?benutzt" title="Film"></iframe></div>` +
        `<div><iframe id="fremd" src="/test/elements/fixtures/pixel.svg?fremd" title="Anderer Film"></iframe></div><div>Drei</div></ws-slider>`,
    );
    const used = el.querySelector<HTMLIFrameElement>('#benutzt')!;
    const other = el.querySelector<HTMLIFrameElement>('#fremd')!;
    const loads: string[] = [];
    used.addEventListener('load', () => loads.push('benutzt'));
    other.addEventListener('load', () => loads.push('fremd'));
    await waitUntil(() => loads.length === 2, 'frames did not load');
    loads.length = 0;
    used.focus();
    await focusSettled();
    el.next();
    el.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loads).to.deep.equal(['benutzt']);
  });
});

const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|vimeocdn\.com|ytimg\.com|googlevideo\.com)$/;
const videoRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => VIDEO_HOSTS.test(new URL(name).hostname));
const PLAYER = 'https://www.youtube-nocookie.com/embed/abc';

describe('<ws-slider> a YouTube slide waits for marketing consent', () => {
  beforeEach(() => {
    firstVisit();
    blockedFrames.length = 0;
  });
  after(() => firstVisit());

  const TOUR = `<ws-slider autoplay="no"><div>Eins</div><div id="tour"><iframe data-category="marketing" data-src="${PLAYER}" title="Tour" width="560" height="315"></iframe></div><div>Drei</div></ws-slider>`;
  /** The blocker sees new markup through its MutationObserver: one task later. */
  const blockerSaw = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('before consent: the placeholder shows in the slide, the iframe has no src, nothing is requested from YouTube', async () => {
    const { el } = await rotationPage(TOUR);
    await blockerSaw();
    const slide = el.querySelector('#tour')!;
    const placeholder = slide.querySelector<HTMLElement>('.ws-consent-placeholder');
    expect(placeholder, 'the placeholder is in the slide').to.not.equal(null);
    expect(placeholder!.querySelector('button')!.textContent).to.equal('Marketing akzeptieren');
    expect(el.children.length, 'the placeholder is no slide of its own').to.equal(3);
    el.goTo(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(
      `${getComputedStyle(placeholder!).display !== 'none'} ${getComputedStyle(slide).visibility} ${placeholder!.getBoundingClientRect().height > 0}`,
    ).to.equal('true visible true');
    const frame = slide.querySelector('iframe')!;
    expect(`${frame.hasAttribute('src')} ${getComputedStyle(frame).display}`).to.equal('false none');
    await expect(el).to.be.accessible();
    expect(videoRequests()).to.deep.equal([]);
    expect(blockedFrames, 'no frame tried to load').to.deep.equal([]);
  });

  it("the placeholder's button in the slide accepts marketing: the player gets its src; withdrawing takes it back", async () => {
    const { el } = await rotationPage(TOUR);
    await blockerSaw();
    el.goTo(1);
    const slide = el.querySelector('#tour')!;
    // The blocker releases a frame as a fresh copy in the held one's place: always the slide's current one.
    const frame = () => slide.querySelector('iframe')!;
    slide.querySelector<HTMLButtonElement>('.ws-consent-placeholder button')!.click();
    // On a loaded machine (four browsers on two cores) the release can take over a second.
    await waitUntil(
      () => frame().getAttribute('src') === PLAYER,
      `the player did not get its src: ${frame().getAttribute('src')}`,
      { timeout: 5000 },
    );
    expect(
      `${bus.hasConsent('marketing')} ${slide.querySelector('.ws-consent-placeholder')} ${getComputedStyle(frame()).display}`,
    ).to.equal('true null inline');
    bus.denyAll();
    await waitUntil(() => !frame().hasAttribute('src'), 'withdrawing left the player', { timeout: 5000 });
    expect(slide.querySelector('.ws-consent-placeholder'), 'the placeholder is back').to.not.equal(null);
    expect(el.children.length).to.equal(3);
  });

  it('with marketing accepted before the slider arrives, the player is there at once', async () => {
    bus.acceptCategory('marketing');
    const { el } = await rotationPage(TOUR);
    await waitUntil(() => el.querySelector('iframe')?.getAttribute('src') === PLAYER, 'the player did not get its src');
  });
});
