// <ws-video-background>: the poster first and whenever the video cannot or may not play
// (reduced motion, the animation status, phones, Save-Data, errors, refused autoplay), the
// self-hosted video (muted, looping, no controls, covering), the pause button, pausing out of view,
// YouTube and Vimeo behind marketing consent through the page's real bus (nothing requested before,
// the player after, gone again on withdrawal), the YouTube loop check on hand-driven timers, and the
// box before the upgrade. A CSP of this test page refuses frames of other origins, so an accepted
// player never leaves the machine.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/video-background/define.ts';
import { videoBackgroundReserve } from '../../elements/video-background/reserve.ts';
import { VIDEO_LOOP_CHECK_MS, VIMEO_ORIGIN, YOUTUBE_ORIGIN } from '../../elements/video-background/embed-rules.ts';
import { ANIMATION_STATUS_ATTRIBUTE } from '../../platform/motion.ts';
import { capturingConsole } from '../support/console.ts';
import { startTestBus } from '../support/consent-page.ts';
import { keepFramesHome } from '../support/frames-kept-home.ts';
import { clock, handDriven, useReserveProbe } from '../support/slider-page.ts';
import { afterThisTask } from '../support/tasks.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '7' });
define();
const blockedFrames = keepFramesHome();

/** The demo's own short film (served from the repository root by the test runner). */
const FILM = '/demo/public/video/zeitraffer-lackierung.webm';
const PICTURE = '/test/elements/fixtures/pixel.svg';
const YOUTUBE = 'https://www.youtube.com/watch?v=abcdefghijk';
const VIMEO = 'https://vimeo.com/76979871';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 800 };

const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|vimeocdn\.com|ytimg\.com|googlevideo\.com)$/;
const videoRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => VIDEO_HOSTS.test(new URL(name).hostname));

const pages: HTMLElement[] = [];
async function sectionPage(markup: string): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = markup;
  document.body.prepend(page);
  await afterThisTask();
  pages.push(page);
  return page.querySelector<HTMLElement>('ws-video-background')!;
}
const content = `<h2>Willkommen</h2><p>Karosserie und Lack aus einer Hand.</p>`;
const section = (attributes: string, inside = content) =>
  sectionPage(`<ws-video-background ${attributes}>${inside}</ws-video-background>`);

const shadow = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const video = (el: Element) => shadow(el, 'video') as HTMLVideoElement | null;
const frame = (el: Element) => shadow(el, 'iframe') as HTMLIFrameElement | null;
const button = (el: Element) => shadow(el, '[part="toggle-button"]') as HTMLButtonElement | null;
const state = (el: Element) => el.getAttribute('data-state');
const settled = (el: Element, wanted: string) =>
  waitUntil(() => state(el) === wanted, `state ${state(el)}, not ${wanted}`);
/** Waits by animation frames (hand-driven timers leave waitUntil's setTimeout still). */
async function untilFrame(condition: () => boolean, message: string, limit = 120): Promise<void> {
  for (let frame = 0; frame < limit; frame += 1) {
    if (condition()) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(message);
}
const frames = async (count = 2) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

beforeEach(async () => {
  await setViewport(DESKTOP);
  firstVisit();
  blockedFrames.length = 0;
});
afterEach(async () => {
  for (const page of pages.splice(0)) page.remove();
  document.documentElement.removeAttribute(ANIMATION_STATUS_ATTRIBUTE);
  document.documentElement.removeAttribute('lang');
  await emulateMedia({ reducedMotion: 'no-preference' });
});
after(async () => {
  firstVisit();
  await setViewport({ width: 800, height: 600 });
});

describe('<ws-video-background> self-hosted video', () => {
  it('plays a muted, looping, silent video without controls over the poster; the content is slotted over it', async () => {
    // Every state the element says, with whether the pause button was there then.
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(`${state(el)}${button(el) ? ' +button' : ''}`));
    const el = await section(`src="${FILM}" poster="${PICTURE}"`);
    watch.observe(el, { attributes: true, attributeFilter: ['data-state'] });
    await settled(el, 'playing');
    watch.disconnect();
    // The poster and no button until the video reports that it plays.
    expect(seen).to.deep.equal(['starting', 'playing +button']);
    const media = video(el)!;
    expect(
      `${media.muted} ${media.loop} ${media.controls} ${media.hasAttribute('muted')} ${media.hasAttribute('playsinline')} ${media.hasAttribute('autoplay')}`,
    ).to.equal('true true false true true true');
    expect(
      `${media.getAttribute('aria-hidden')} ${media.tabIndex} ${getComputedStyle(media).objectFit} ${getComputedStyle(media).pointerEvents}`,
    ).to.equal('true -1 cover none');
    expect(shadow(el, '[part="poster"]')!.getAttribute('src')).to.equal(PICTURE);
    await waitUntil(() => !media.paused && media.classList.contains('shown'), 'the video did not play');
    expect(el.querySelector('h2')!.assignedSlot?.parentElement?.className).to.equal('content');
    await expect(el).to.be.accessible();
  });

  it("the pause button (44 px, German names) pauses and plays; the visitor's pause holds when the section comes back into view", async () => {
    const el = await section(`src="${FILM}"`);
    await settled(el, 'playing');
    const media = video(el)!;
    await waitUntil(() => !media.paused, 'did not play');
    const toggle = button(el)!;
    expect(
      `${toggle.textContent} ${toggle.getBoundingClientRect().width}x${toggle.getBoundingClientRect().height}`,
    ).to.equal('Hintergrundvideo anhalten 44x44');
    toggle.click();
    await settled(el, 'paused');
    expect(`${media.paused} ${button(el)!.textContent}`).to.equal('true Hintergrundvideo abspielen');
    // Out of view and back: still paused.
    el.style.marginTop = '3000px';
    await frames(3);
    el.style.marginTop = '';
    await frames(3);
    expect(`${state(el)} ${media.paused}`).to.equal('paused true');
    button(el)!.click();
    await settled(el, 'playing');
    await waitUntil(() => !media.paused, 'did not play again');
    await expect(el).to.be.accessible();
  });

  it('pauses while out of view and plays again when back', async () => {
    const el = await section(`src="${FILM}"`);
    await settled(el, 'playing');
    const media = video(el)!;
    await waitUntil(() => !media.paused, 'did not play');
    el.style.marginTop = '3000px';
    await settled(el, 'out-of-view');
    expect(media.paused).to.equal(true);
    el.style.marginTop = '';
    await settled(el, 'playing');
    await waitUntil(() => !media.paused, 'did not resume');
  });

  it('nothing is loaded for a section that was never in view', async () => {
    const el = await sectionPage(
      `<div style="height:3000px"></div><ws-video-background src="${FILM}">${content}</ws-video-background>`,
    );
    await frames(3);
    expect(`${state(el)} ${video(el)}`).to.equal('out-of-view null');
  });

  it('English on an English page', async () => {
    document.documentElement.setAttribute('lang', 'en');
    const el = await section(`src="${FILM}"`);
    await settled(el, 'playing');
    expect(button(el)!.textContent).to.equal('Pause background video');
    button(el)!.click();
    await waitUntil(() => button(el)!.textContent === 'Play background video');
  });

  it('refused autoplay: the poster stays, no video, no button', async () => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('no autoplay here', 'NotAllowedError'));
    try {
      const el = await section(`src="${FILM}" poster="${PICTURE}"`);
      await settled(el, 'failed');
      expect(`${video(el)} ${button(el)} ${shadow(el, '[part="poster"]') !== null}`).to.equal('null null true');
    } finally {
      HTMLMediaElement.prototype.play = play;
    }
  });

  it('a file that cannot play: the poster stays', async () => {
    const el = await section(`src="/test/elements/fixtures/pixel.svg?kein-video" poster="${PICTURE}"`);
    await settled(el, 'failed');
    expect(`${video(el)} ${button(el)}`).to.equal('null null');
  });
});

describe('<ws-video-background> poster only: reduced motion, animation status, phones, Save-Data', () => {
  const cases: Array<
    [string, { status?: string; viewport?: { width: number; height: number }; reduced?: boolean }, string]
  > = [
    ['desktop, no status', {}, 'playing'],
    ['desktop, desktop', { status: 'desktop' }, 'playing'],
    ['desktop, desktop_and_mobile', { status: 'desktop_and_mobile' }, 'playing'],
    ['desktop, off', { status: 'off' }, 'no-motion'],
    ['desktop, reduced motion', { reduced: true }, 'no-motion'],
    ['desktop, reduced motion with desktop_and_mobile', { reduced: true, status: 'desktop_and_mobile' }, 'no-motion'],
    ['phone, no status', { viewport: PHONE }, 'phone'],
    ['phone, desktop_and_mobile', { viewport: PHONE, status: 'desktop_and_mobile' }, 'phone'],
    ['phone, desktop', { viewport: PHONE, status: 'desktop' }, 'no-motion'],
    ['phone, off', { viewport: PHONE, status: 'off' }, 'no-motion'],
  ];
  for (const [name, { status, viewport, reduced }, expected] of cases) {
    it(`${name}: ${expected}`, async () => {
      if (status) document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, status);
      if (viewport) await setViewport(viewport);
      if (reduced) await emulateMedia({ reducedMotion: 'reduce' });
      const el = await section(`src="${FILM}" poster="${PICTURE}"`);
      await settled(el, expected);
      const playing = expected === 'playing';
      expect(`${video(el) !== null} ${button(el) !== null}`).to.equal(`${playing} ${playing}`);
      expect(getComputedStyle(shadow(el, '[part="poster"]')!).display).to.not.equal('none');
    });
  }

  it('follows a change: reduced motion turned on takes the video away, turned off brings it back', async () => {
    const el = await section(`src="${FILM}"`);
    await settled(el, 'playing');
    await emulateMedia({ reducedMotion: 'reduce' });
    await settled(el, 'no-motion');
    expect(video(el)).to.equal(null);
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'off');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await frames();
    expect(state(el)).to.equal('no-motion');
    document.documentElement.setAttribute(ANIMATION_STATUS_ATTRIBUTE, 'desktop');
    await settled(el, 'playing');
  });

  it('Save-Data: the poster alone', async () => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
    try {
      const el = await section(`src="${FILM}" poster="${PICTURE}"`);
      await settled(el, 'save-data');
      expect(video(el)).to.equal(null);
      connection.saveData = false;
      connection.dispatchEvent(new Event('change'));
      await settled(el, 'playing');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).connection;
    }
  });

  it('an authored <img slot="poster"> is the poster (it wins over the attribute) and covers the section', async () => {
    const el = await section(`poster="${PICTURE}?attribut"`, `<img slot="poster" src="${PICTURE}" alt="">${content}`);
    el.style.minHeight = '300px';
    const img = el.querySelector('img')!;
    expect(`${img.assignedSlot?.name} ${shadow(el, '[part="poster"]')}`).to.equal('poster null');
    const box = el.getBoundingClientRect();
    const picture = img.getBoundingClientRect();
    expect(`${picture.width}x${picture.height} ${getComputedStyle(img).objectFit}`).to.equal(
      `${box.width}x${box.height} cover`,
    );
    await expect(el).to.be.accessible();
  });
});

describe('<ws-video-background> poster sources', () => {
  it("an authored poster added later replaces the attribute's picture; removed, the attribute's comes back", async () => {
    const el = await section(`poster="${PICTURE}?attribut"`);
    expect(shadow(el, '[part="poster"]')?.getAttribute('src')).to.equal(`${PICTURE}?attribut`);
    const img = Object.assign(document.createElement('img'), { slot: 'poster', src: PICTURE, alt: '' });
    el.prepend(img);
    await waitUntil(() => shadow(el, '[part="poster"]') === null, "the attribute's picture stayed");
    img.remove();
    await waitUntil(() => shadow(el, '[part="poster"]') !== null, "the attribute's picture did not come back");
  });
});

describe('<ws-video-background> covers the section at any aspect ratio', () => {
  for (const [width, height] of [
    [1200, 200],
    [300, 700],
    [800, 450],
  ]) {
    it(`${width}x${height}: the video and the player cover it`, async () => {
      bus.acceptCategory('marketing');
      const page = await sectionPage(
        `<div style="display:flex;flex-wrap:wrap;gap:4px;align-items:flex-start"><ws-video-background src="${FILM}" style="flex:none;width:${width}px;height:${height}px"></ws-video-background><ws-video-background src="${YOUTUBE}" style="flex:none;width:${width}px;height:${height}px"></ws-video-background></div>`,
      );
      const [file, tube] = [...page.parentElement!.querySelectorAll<HTMLElement>('ws-video-background')].slice(-2);
      await waitUntil(() => video(file!) && frame(tube!), 'no video or player');
      for (const [el, media] of [
        [file!, video(file!)!],
        [tube!, frame(tube!)!],
      ] as const) {
        const box = el.getBoundingClientRect();
        const cover = media.getBoundingClientRect();
        const covers =
          cover.left <= box.left + 0.5 &&
          cover.top <= box.top + 0.5 &&
          cover.right >= box.right - 0.5 &&
          cover.bottom >= box.bottom - 0.5;
        expect(
          covers,
          `${media.localName} ${Math.round(cover.width)}x${Math.round(cover.height)} at ${Math.round(cover.left - box.left)},${Math.round(cover.top - box.top)}`,
        ).to.equal(true);
      }
      const ratio = frame(tube!)!.getBoundingClientRect();
      expect(Math.abs(ratio.width / ratio.height - 16 / 9) < 0.02, 'the player keeps 16:9').to.equal(true);
    });
  }
});

describe('<ws-video-background> YouTube and Vimeo wait for marketing consent', () => {
  it('before consent: the poster, no player, nothing requested from either; accepting brings the player, withdrawing takes it away', async () => {
    const tube = await section(`src="${YOUTUBE}" poster="${PICTURE}"`);
    const vimeo = await section(`src="${VIMEO}" poster="${PICTURE}"`);
    await settled(tube, 'no-consent');
    await settled(vimeo, 'no-consent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(`${frame(tube)} ${frame(vimeo)} ${button(tube)}`).to.equal('null null null');
    expect(videoRequests()).to.deep.equal([]);
    expect(blockedFrames, 'no frame tried to load').to.deep.equal([]);
    await expect(tube).to.be.accessible();

    bus.acceptCategory('marketing');
    await settled(tube, 'starting');
    await settled(vimeo, 'starting');
    const player = frame(tube)!;
    const url = new URL(player.src);
    expect(`${url.origin}${url.pathname}`).to.equal('https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(
      ['mute', 'loop', 'playlist', 'controls'].map((key) => `${key}=${url.searchParams.get(key)}`).join(' '),
    ).to.equal('mute=1 loop=1 playlist=abcdefghijk controls=0');
    expect(
      `${player.getAttribute('aria-hidden')} ${player.tabIndex} ${player.title} ${getComputedStyle(player).pointerEvents}`,
    ).to.equal('true -1 Hintergrundvideo (dekorativ) none');
    const vimeoUrl = new URL(frame(vimeo)!.src);
    expect(`${vimeoUrl.origin}${vimeoUrl.pathname}?${vimeoUrl.searchParams.toString()}`).to.equal(
      'https://player.vimeo.com/video/76979871?background=1&dnt=1&muted=1&loop=1&autoplay=1',
    );
    await waitUntil(() => blockedFrames.length === 2, `the players were not asked for: ${blockedFrames.join()}`);
    // The frames were refused (as by a blocker, or offline): they load, but nothing plays in them.
    // The poster stays over them and no pause button is offered (the stand-in players below play).
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const el of [tube, vimeo])
      expect(
        `${state(el)} ${button(el)} ${getComputedStyle(frame(el)!).opacity} ${shadow(el, '[part="poster"]') !== null}`,
      ).to.equal('starting null 0 true');
    await expect(tube).to.be.accessible();

    bus.denyAll();
    await settled(tube, 'no-consent');
    await settled(vimeo, 'no-consent');
    expect(`${frame(tube)} ${frame(vimeo)} ${button(tube)}`).to.equal('null null null');
  });

  it('a link of a service without a valid id warns and shows the poster only, never as a file', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = await section(`src="https://www.youtube.com/watch?v=kurz" poster="${PICTURE}"`);
      await settled(el, 'no-source');
      expect(`${video(el)} ${frame(el)}`).to.equal('null null');
    });
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-video-background> attribute "src" is neither a video file nor a YouTube or Vimeo video (an http(s) or relative URL): "https://www.youtube.com/watch?v=kurz"; only the poster shows',
    ]);
  });

  it('any other address on their domains (pictures, files, music, APIs) shows the poster only: nothing is requested before consent', async () => {
    const leaks = [
      'https://music.youtube.com/watch?v=abcdefghijk',
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      'https://www.youtu.be/abcdefghijk',
      'https://vod-progressive.akamaized.net/vimeo-prod/1.mp4',
    ];
    const warnings = await capturingConsole('warn', async () => {
      for (const src of leaks) {
        const el = await section(`src="${src}" poster="${PICTURE}"`);
        await settled(el, 'no-source');
        expect(`${video(el)} ${frame(el)}`, src).to.equal('null null');
      }
    });
    expect(warnings).to.have.length(leaks.length);
  });
});

describe('<ws-video-background> YouTube and Vimeo players: shown once they play, paused by message, the 150 ms loop check', () => {
  /** A same-origin window standing in for the player's of that origin (a cross-origin one cannot be watched). */
  function fakePlayerWindow(playerOrigin = YOUTUBE_ORIGIN) {
    const stand = document.createElement('iframe');
    document.body.append(stand);
    const win = stand.contentWindow!;
    const sent: string[] = [];
    win.postMessage = ((message: string, origin: string) =>
      void sent.push(`${origin} ${message}`)) as typeof win.postMessage;
    const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        return this.src.startsWith(playerOrigin) ? win : descriptor.get!.call(this);
      },
    });
    return {
      win,
      sent,
      report: (info: Record<string, number>) =>
        dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ event: 'infoDelivery', info }),
            origin: playerOrigin,
            source: win,
          }),
        ),
      /** Any message, as the player would post it (a string or an object). */
      say: (data: unknown, origin = playerOrigin) =>
        dispatchEvent(new MessageEvent('message', { data, origin, source: win })),
      restore() {
        Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', descriptor);
        stand.remove();
      },
    };
  }

  /** A section of `src` with marketing accepted and its player frame loaded (make the stand-in window first). */
  async function loadedPlayer(src: string): Promise<HTMLElement> {
    bus.acceptCategory('marketing');
    const el = await section(`src="${src}" poster="${PICTURE}"`);
    await waitUntil(() => frame(el) !== null, 'no player');
    frame(el)!.dispatchEvent(new Event('load'));
    return el;
  }

  it('asks the player to report, plays and pauses it by message; checks the loop every 150 ms only while it plays in view, and seeks back before the end', async () => {
    bus.acceptCategory('marketing');
    const player = fakePlayerWindow();
    try {
      // Hand-driven from the start (the check's clock must be ours); waiting goes by animation frames.
      const t = handDriven();
      const el = await section(`src="${YOUTUBE}"`);
      await untilFrame(() => frame(el) !== null, 'no player');
      frame(el)!.dispatchEvent(new Event('load'));
      await untilFrame(() => player.sent.length >= 2, 'nothing sent to the player');
      expect(player.sent.map((line) => line.replace(`${YOUTUBE_ORIGIN} `, ''))).to.deep.equal([
        '{"event":"command","func":"playVideo","args":[]}',
        '{"event":"listening"}',
      ]);
      expect(clock(t)).to.deep.equal([VIDEO_LOOP_CHECK_MS]);
      player.sent.length = 0;
      // Loaded but not playing (buffering, state 3): the poster stays, no button.
      player.report({ currentTime: 0, duration: 10, playerState: 3 });
      await frames(2);
      expect(`${state(el)} ${button(el)} ${frame(el)!.className}`).to.equal('starting null media');
      // Not at the end yet: the check goes on, nothing is sent.
      player.report({ currentTime: 2, duration: 10, playerState: 1 });
      await untilFrame(() => button(el) !== null, 'no button once it played');
      expect(`${state(el)} ${frame(el)!.className}`).to.equal('playing media shown');
      t.advance(VIDEO_LOOP_CHECK_MS * 3);
      expect(`${player.sent.length} ${clock(t).join()}`).to.equal(`0 ${VIDEO_LOOP_CHECK_MS}`);
      // A report from another origin or window is ignored.
      dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'infoDelivery', info: { currentTime: 9.9, duration: 10 } }),
          origin: 'https://example.com',
          source: player.win,
        }),
      );
      t.advance(VIDEO_LOOP_CHECK_MS);
      expect(player.sent.length).to.equal(0);
      player.report({ currentTime: 9.8 });
      t.advance(VIDEO_LOOP_CHECK_MS);
      expect(player.sent).to.deep.equal([`${YOUTUBE_ORIGIN} {"event":"command","func":"seekTo","args":[0,true]}`]);
      player.sent.length = 0;
      // The visitor's pause: a message, and no check while paused.
      button(el)!.click();
      await untilFrame(() => player.sent.length > 0, 'no pause sent');
      expect(`${player.sent.join()} | ${clock(t).length}`).to.equal(
        `${YOUTUBE_ORIGIN} {"event":"command","func":"pauseVideo","args":[]} | 0`,
      );
      t.restore();
    } finally {
      player.restore();
    }
  });

  it('YouTube reports an error (the video is gone or may not be embedded): the poster comes back, the button goes', async () => {
    const player = fakePlayerWindow();
    try {
      const el = await loadedPlayer(YOUTUBE);
      player.report({ currentTime: 1, duration: 10, playerState: 1 });
      await settled(el, 'playing');
      player.say(JSON.stringify({ event: 'onError', info: 150 }));
      await settled(el, 'failed');
      expect(`${frame(el)} ${button(el)} ${shadow(el, '[part="poster"]') !== null}`).to.equal('null null true');
    } finally {
      player.restore();
    }
  });

  it('Vimeo: asked to tell when it plays (again when it says it is ready); shown and pausable once it plays; its error brings the poster back', async () => {
    const player = fakePlayerWindow(VIMEO_ORIGIN);
    const listen = ['play', 'timeupdate', 'error'].map(
      (event) => `${VIMEO_ORIGIN} {"method":"addEventListener","value":"${event}"}`,
    );
    try {
      const el = await loadedPlayer(VIMEO);
      await waitUntil(() => player.sent.length >= 4, 'nothing sent to the player');
      expect(player.sent).to.deep.equal([`${VIMEO_ORIGIN} {"method":"play"}`, ...listen]);
      player.sent.length = 0;
      player.say(JSON.stringify({ event: 'ready', player_id: 'x' }));
      expect(player.sent).to.deep.equal(listen);
      // Someone else's "play" (another origin) changes nothing.
      player.say({ event: 'play' }, 'https://example.com');
      await frames(2);
      expect(`${state(el)} ${button(el)} ${frame(el)!.className}`).to.equal('starting null media');
      // The player's own, as an object (its newer messages) or as JSON text.
      player.say({ event: 'timeupdate', data: { seconds: 0.25 } });
      await settled(el, 'playing');
      expect(frame(el)!.className).to.equal('media shown');
      player.sent.length = 0;
      button(el)!.click();
      await settled(el, 'paused');
      expect(player.sent).to.deep.equal([`${VIMEO_ORIGIN} {"method":"pause"}`]);
      player.say(JSON.stringify({ event: 'error', data: { name: 'NotAllowedError' } }));
      await settled(el, 'failed');
      expect(`${frame(el)} ${button(el)}`).to.equal('null null');
      await expect(el).to.be.accessible();
    } finally {
      player.restore();
    }
  });

  it('withdrawn and given again: the new player waits for its own report before the button comes back', async () => {
    const player = fakePlayerWindow();
    try {
      const el = await loadedPlayer(YOUTUBE);
      player.report({ playerState: 1 });
      await settled(el, 'playing');
      bus.denyAll();
      await settled(el, 'no-consent');
      bus.acceptCategory('marketing');
      await settled(el, 'starting');
      await frames(3);
      expect(`${button(el)} ${frame(el)!.className}`).to.equal('null media');
    } finally {
      player.restore();
    }
  });
});

describe('<ws-video-background> before its code: the same box, poster and content visible', () => {
  useReserveProbe('ws-video-background-probe', videoBackgroundReserve, {});
  it('the undefined tag has the upgraded box; the authored poster covers it behind the content', async () => {
    const inside = `<img slot="poster" src="${PICTURE}" alt="">${content}`;
    const el = await sectionPage(
      `<ws-video-background-probe style="min-height:240px">${inside}</ws-video-background-probe><ws-video-background style="min-height:240px" src="${FILM}">${inside}</ws-video-background>`,
    );
    const probe = el.parentElement!.querySelector<HTMLElement>('ws-video-background-probe')!;
    const size = (node: Element) =>
      `${Math.round(node.getBoundingClientRect().width)}x${Math.round(node.getBoundingClientRect().height)}`;
    expect(size(probe)).to.equal(size(el));
    const img = probe.querySelector('img')!;
    expect(
      `${size(img)} ${getComputedStyle(img).zIndex} ${getComputedStyle(probe.querySelector('h2')!).visibility}`,
    ).to.equal(`${size(probe)} -1 visible`);
    // The heading is above the picture: what is drawn at its place is the heading.
    const heading = probe.querySelector('h2')!.getBoundingClientRect();
    expect(document.elementFromPoint(heading.left + 5, heading.top + heading.height / 2)?.localName).to.equal('h2');
  });

  it("the page's veil lies over the poster before the code, as after it (light text stays readable)", async () => {
    const inside = `<img slot="poster" src="${PICTURE}" alt="">${content}`;
    await sectionPage(
      `<ws-video-background-probe style="min-height:240px;--ws-video-background-overlay:rgb(0 0 0 / 0.6)">${inside}</ws-video-background-probe>`,
    );
    // The page just put first into the body.
    const probe = document.querySelector<HTMLElement>('ws-video-background-probe')!;
    const veil = getComputedStyle(probe, '::after');
    expect(
      `${veil.content} ${veil.position} ${veil.zIndex} ${veil.backgroundColor} ${veil.width === getComputedStyle(probe).width}`,
    ).to.equal('"" absolute -1 rgba(0, 0, 0, 0.6) true');
    // Still below the content: what is drawn at the heading's place is the heading.
    const heading = probe.querySelector('h2')!.getBoundingClientRect();
    expect(document.elementFromPoint(heading.left + 5, heading.top + heading.height / 2)?.localName).to.equal('h2');
  });
});
