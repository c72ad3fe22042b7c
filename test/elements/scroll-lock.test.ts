import { expect } from '@open-wc/testing';
import { lockPageScroll } from '../../platform/scroll-lock.ts';

const root = document.documentElement;

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

  it('on iOS pins the body where the page stood and gives the offset back', () => {
    const platform = Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform')!;
    Object.defineProperty(navigator, 'platform', { configurable: true, get: () => 'iPhone' });
    try {
      scrollTo({ top: 700, behavior: 'instant' });
      expect(scrollY, 'the page scrolled').to.equal(700);
      const bodyTop = document.body.getBoundingClientRect().top;
      const release = lockPageScroll();
      expect(document.body.style.position).to.equal('fixed');
      expect(document.body.style.top).to.equal('-700px');
      expect(document.body.getBoundingClientRect().top, 'the page did not move').to.equal(bodyTop);
      release();
      expect(document.body.style.position).to.equal('');
      expect(scrollY).to.equal(700);
    } finally {
      delete (navigator as { platform?: string }).platform;
      expect(Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform')).to.deep.equal(platform);
    }
  });
});
