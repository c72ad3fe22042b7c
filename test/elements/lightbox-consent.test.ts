// <ws-lightbox> YouTube and Vimeo items behind marketing consent: before it, the page's consent
// placeholder and nothing requested from either service; its button accepts marketing and the player
// comes (youtube-nocookie, Vimeo with dnt=1); withdrawing takes it away again. The page's real bus,
// with test settings (test/support/consent-page.ts).
//
// The player's request itself must not leave the machine: a CSP of this test page refuses frames of
// other origins, and its violation reports say which service's frame would have loaded, and when.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../../elements/lightbox/define.ts';
import { startTestBus } from '../support/consent-page.ts';
import {
  clickOpen,
  FIRST_OPENING_MS,
  focusedControl,
  isOpen,
  lightboxPage,
  rendered,
  shownKind,
  SMALL,
  statusOf,
  viewerPart,
  viewerSettled,
} from '../support/lightbox-page.ts';
import { keepFramesHome } from '../support/frames-kept-home.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '7' });
define();

before(async function () {
  this.timeout(FIRST_OPENING_MS * 2);
  await import('../../elements/lightbox/viewer-body.tsx');
});

const blockedFrames = keepFramesHome();

const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|vimeocdn\.com|ytimg\.com|googlevideo\.com)$/;

/** Everything the page (and its frames) fetched from the video services, from the browser's resource timing. */
const videoRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => VIDEO_HOSTS.test(new URL(name).hostname));

/** Iframes anywhere: the light DOM and every shadow root. */
function framesOnPage(): string[] {
  const roots: ParentNode[] = [document];
  for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  return roots.flatMap((root) => [...root.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src') ?? ''));
}

const VIDEOS = `<ws-lightbox>
    <a id="bild" href="${SMALL}?c1">Bild</a>
    <a id="yt" href="https://www.youtube.com/watch?v=abcdefghijk&t=1m30s" data-title="Smart Repair erklärt"><img src="${SMALL}?poster" alt="Standbild"></a>
    <a id="vimeo" href="https://vimeo.com/76979871#t=45s">Rundgang</a>
    <a id="kurz" href="https://youtu.be/ZYXWVUTSRQP">Kurz</a>
  </ws-lightbox>`;

describe('<ws-lightbox>: YouTube and Vimeo wait for marketing consent', () => {
  beforeEach(() => {
    firstVisit();
    blockedFrames.length = 0;
  });
  // The cookies are the browser's: other test files must not start with marketing accepted.
  after(() => firstVisit());

  it('before consent: the placeholder (service, sentence, accept button), no iframe, nothing requested', async () => {
    const { page, el } = await lightboxPage(VIDEOS);
    await clickOpen(el, page.querySelector('#yt')!);
    expect(shownKind(el)).to.equal('placeholder');
    const placeholder = viewerPart(el, '.ws-consent-placeholder')!;
    expect(placeholder.getAttribute('aria-label')).to.equal('Blockierter Inhalt: Smart Repair erklärt');
    expect(placeholder.querySelector('p')!.textContent).to.equal(
      'Dieser Inhalt von YouTube wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen.',
    );
    expect(placeholder.querySelector('button')!.textContent).to.equal('Marketing akzeptieren');
    expect(viewerPart(el, '.spinner, [aria-busy=true], progress'), 'no spinner').to.equal(null);
    await sendKeys({ press: 'ArrowRight' });
    expect(`${shownKind(el)} ${viewerPart(el, '.ws-consent-placeholder')!.getAttribute('aria-label')}`).to.equal(
      'placeholder Blockierter Inhalt von Vimeo',
    );
    await sendKeys({ press: 'ArrowRight' });
    expect(shownKind(el)).to.equal('placeholder');
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(framesOnPage()).to.deep.equal([]);
    expect(videoRequests()).to.deep.equal([]);
    expect(blockedFrames, 'no frame tried to load').to.deep.equal([]);
    el.close();
  });

  it('the placeholder’s button accepts marketing (and only marketing): the youtube-nocookie player comes, built from the id and start only', async () => {
    const { page, el } = await lightboxPage(VIDEOS);
    await clickOpen(el, page.querySelector('#yt')!);
    const button = viewerPart<HTMLButtonElement>(el, '.ws-consent-placeholder button')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await rendered();
    expect(`${bus.hasConsent('marketing')} ${bus.hasConsent('statistics')}`).to.equal('true false');
    expect(shownKind(el)).to.equal('player');
    const frame = viewerPart<HTMLIFrameElement>(el, '.slide iframe')!;
    expect(frame.src.startsWith('https://www.youtube-nocookie.com/embed/abcdefghijk?')).to.equal(true);
    const query = new URL(frame.src).searchParams;
    expect(`${query.get('autoplay')} ${query.get('start')} ${query.get('rel')}`).to.equal('1 90 0');
    expect(`${frame.title} | ${frame.width}x${frame.height} | ${frame.referrerPolicy}`).to.equal(
      'Smart Repair erklärt | 1280x720 | strict-origin-when-cross-origin',
    );
    expect(viewerPart(el, '.ws-consent-placeholder')).to.equal(null);
    // The report names the origin only (a cross-origin URL is cut to its origin).
    await waitUntil(
      () => blockedFrames.some((uri) => new URL(uri).origin === 'https://www.youtube-nocookie.com'),
      'the player was not requested (blocked by the test CSP)',
    );
    expect(
      videoRequests().every((name) => new URL(name).hostname === 'www.youtube-nocookie.com'),
      videoRequests().join(),
    ).to.equal(true);
    await viewerSettled(el);
    await expect(el).to.be.accessible();
    el.close();
  });

  it('accepting with the keyboard keeps focus in the viewer (on the player), and the keys keep working', async () => {
    const { page, el } = await lightboxPage(VIDEOS);
    await clickOpen(el, page.querySelector('#yt')!);
    viewerPart<HTMLButtonElement>(el, '.ws-consent-placeholder button')!.focus();
    await sendKeys({ press: 'Enter' });
    await rendered();
    expect(shownKind(el)).to.equal('player');
    expect(focusedControl(el)).to.match(/^iframe|close-button|stage/);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(el));
    expect(document.activeElement?.id).to.equal('yt');
  });

  it('after accepting, focus on <body>: Escape still closes the viewer and focus returns to the link', async () => {
    const { page, el } = await lightboxPage(VIDEOS);
    await clickOpen(el, page.querySelector('#yt')!);
    viewerPart<HTMLButtonElement>(el, '.ws-consent-placeholder button')!.focus();
    await sendKeys({ press: 'Enter' });
    await rendered();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(el), 'Escape did not close the viewer');
    expect(document.activeElement?.id).to.equal('yt');
  });

  it('Vimeo after consent: player.vimeo.com with dnt=1 and the start time', async () => {
    bus.acceptCategory('marketing');
    const { page, el } = await lightboxPage(VIDEOS);
    await clickOpen(el, page.querySelector('#vimeo')!);
    const frame = viewerPart<HTMLIFrameElement>(el, '.slide iframe')!;
    const source = new URL(frame.src);
    expect(`${source.origin}${source.pathname} dnt=${source.searchParams.get('dnt')} ${source.hash}`).to.equal(
      'https://player.vimeo.com/video/76979871 dnt=1 #t=45s',
    );
    // No data-title and no image: the frame is named after the service.
    expect(frame.title).to.equal('Video (Vimeo)');
    el.close();
  });

  it('withdrawing marketing takes the player away and brings the placeholder back; moving away or closing removes the player', async () => {
    bus.acceptCategory('marketing');
    const { page, el } = await lightboxPage(VIDEOS);
    await clickOpen(el, page.querySelector('#kurz')!);
    expect(shownKind(el)).to.equal('player');
    bus.denyAll();
    await rendered();
    expect(shownKind(el)).to.equal('placeholder');
    expect(framesOnPage()).to.deep.equal([]);
    bus.acceptCategory('marketing');
    await rendered();
    expect(shownKind(el)).to.equal('player');
    await sendKeys({ press: 'Home' });
    expect(`${statusOf(el)} ${framesOnPage().length}`, 'a player of another item keeps running').to.equal(
      'Bild 1 von 4 0',
    );
    await el.open(3);
    expect(framesOnPage().length).to.equal(1);
    el.close();
    expect(`${isOpen(el)} ${framesOnPage().length}`, 'the closed viewer keeps a player').to.equal('false 0');
  });
});
