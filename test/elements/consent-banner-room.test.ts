import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { keepPageClearOfBanner } from '../../elements/consent-banner/room.ts';
import { beforeNextFrame } from '../support/tasks.ts';

const room = () => document.querySelectorAll<HTMLElement>('body > [data-ws-banner-room]');

/** A host whose shadow root holds an open banner, 150 px high at the bottom of the screen. */
async function bannerHost(): Promise<HTMLElement> {
  const host = await fixture<HTMLElement>(html`<div></div>`);
  host.attachShadow({ mode: 'open' }).innerHTML =
    '<section part="banner" style="position: fixed; inset: auto 0 0 0; block-size: 150px">Cookies</section>';
  return host;
}

/** Two frames: one for a measure asked for now, one for what it did to be laid out. */
const twoFrames = () => beforeNextFrame(() => beforeNextFrame(() => undefined));

describe('the banner room watcher (room.ts)', () => {
  it('keeps room for the open banner, and gives it back when the banner goes', async () => {
    const host = await bannerHost();
    const stop = keepPageClearOfBanner(host);
    try {
      await waitUntil(() => room().length === 1, 'no room after the page');
      expect(room()[0]!.style.blockSize).to.equal('158px');
      host.shadowRoot!.querySelector('section')!.remove();
      await waitUntil(() => room().length === 0, 'the room stayed after the banner went');
    } finally {
      stop();
    }
  });

  it('stopped before its first measure, it puts no room back when that frame comes', async () => {
    const host = await bannerHost();
    keepPageClearOfBanner(host)();
    await twoFrames();
    expect(room().length, 'a spacer after the stop').to.equal(0);
    expect(document.documentElement.style.getPropertyValue('--ws-banner-room')).to.not.equal('158px');
  });

  it('a banner already out of the page takes nothing over from the one in it', async () => {
    const live = await bannerHost();
    const stopLive = keepPageClearOfBanner(live);
    try {
      await waitUntil(() => room().length === 1, 'no room for the live banner');
      const gone = document.createElement('div');
      gone.attachShadow({ mode: 'open' }).innerHTML = '<section part="banner">Cookies</section>';
      keepPageClearOfBanner(gone)();
      await twoFrames();
      expect(room().length, 'the live banner lost its room').to.equal(1);
      live.shadowRoot!.querySelector('section')!.remove();
      await waitUntil(() => room().length === 0, 'nobody watches the live banner any more');
    } finally {
      stopLive();
    }
  });
});
