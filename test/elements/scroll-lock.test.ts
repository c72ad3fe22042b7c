import { expect } from '@open-wc/testing';
import { lockPageScroll } from '../../platform/scroll-lock.ts';

const root = document.documentElement;
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('platform/scroll-lock', () => {
  let tall: HTMLElement;
  beforeEach(() => {
    tall = document.createElement('div');
    tall.style.height = '5000px';
    document.body.append(tall);
  });
  afterEach(() => {
    tall.remove();
    scrollTo({ top: 0, behavior: 'instant' });
  });

  it('holds the page until the last holder lets go, in whichever order they close', () => {
    root.style.overflow = 'clip';
    const releasePanel = lockPageScroll();
    const releaseLightbox = lockPageScroll();
    expect(root.style.overflow).to.equal('hidden');
    releasePanel();
    expect(root.style.overflow, 'the lightbox still holds the page').to.equal('hidden');
    releasePanel();
    expect(root.style.overflow, 'a second release by the same holder counts once').to.equal('hidden');
    releaseLightbox();
    expect(root.style.overflow, "the page's own value comes back").to.equal('clip');
    root.style.overflow = '';
  });

  it('on iOS stops a one-finger move outside the open layer, and never moves the page', async () => {
    const platform = Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform')!;
    Object.defineProperty(navigator, 'platform', { configurable: true, get: () => 'iPhone' });
    const layer = document.createElement('div');
    const inside = layer.attachShadow({ mode: 'open' }).appendChild(document.createElement('p'));
    document.body.append(layer);
    /** Whether a finger moving on `target` (with `fingers` fingers) was stopped. */
    const stopped = (target: EventTarget, fingers = 1) => {
      const touches = Array.from({ length: fingers }, (_, identifier) => new Touch({ identifier, target }));
      const move = new TouchEvent('touchmove', { bubbles: true, cancelable: true, composed: true, touches });
      target.dispatchEvent(move);
      return move.defaultPrevented;
    };
    const scrolls: number[] = [];
    const onScroll = () => scrolls.push(scrollY);
    try {
      scrollTo({ top: 700, behavior: 'instant' });
      expect(scrollY, 'the page scrolled').to.equal(700);
      // That scroll's own event comes with the next frame: listened to only after it.
      await twoFrames();
      addEventListener('scroll', onScroll);
      const release = lockPageScroll(layer);
      expect(stopped(tall), 'a move on the page').to.equal(true);
      expect(stopped(inside), 'a move inside the layer, through its shadow root').to.equal(false);
      expect(stopped(tall, 2), 'two fingers zoom').to.equal(false);
      release();
      expect(stopped(tall), 'after the release').to.equal(false);
      await twoFrames();
      expect(`${scrollY} ${scrolls.join()}`, 'the page stood still: no scroll event').to.equal('700 ');
    } finally {
      removeEventListener('scroll', onScroll);
      layer.remove();
      delete (navigator as { platform?: string }).platform;
      expect(Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform')).to.deep.equal(platform);
    }
  });
});
