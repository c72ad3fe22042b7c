// Every ws-* element the shell knows: how to load it and whether it must act at once. A new element
// adds one entry here, and the box it reserves before its code arrives in shell/reserves.ts.
import {
  acceptAll,
  CATEGORY_NAMES,
  CHOOSABLE_CATEGORIES,
  consent$,
  denyAll,
  getConsent,
  getConsentSettings,
  saveChoices,
} from '../consent-bus/index.ts';
import type { FirstFrameBus } from '../elements/consent-banner/first-frame.ts';
import { whenScrolledPast } from '../elements/to-top/code-wanted.ts';

/**
 * What an element module exports: define() registers its tag (and tolerates a second call); it may
 * return a promise that resolves once the page's elements of the tag have rendered.
 */
export interface ElementModule {
  define(): void | Promise<void>;
}

export interface ElementEntry {
  tag: `ws-${string}`;
  load: () => Promise<ElementModule>;
  /** Loaded at start, whatever the scroll position: it must act before the visitor scrolls. */
  eager: boolean;
  /** Floats over the page (position: fixed), so it has no box in the flow to reserve. */
  overlay?: boolean;
  /**
   * A small module without React that paints the element's first frame while its code loads. The
   * build makes it a file of its own that shares nothing with the element (rollup.config.mjs).
   */
  firstFrame?: () => Promise<FirstFrame>;
  /**
   * For an eager element whose code can wait: a small module that says when an element of the page
   * needs the code. The tag is `waiting` until then; when this module fails, the code comes at once.
   */
  codeWanted?: () => Promise<CodeWanted>;
}

/** A loaded waiting rule: resolves when `element` needs its code, after calling `onWait` if it does not yet. */
export interface CodeWanted {
  whenCodeWanted(element: Element, onWait: () => void): Promise<void>;
}

/** A loaded first frame, bound to what it needs of the shell (the consent bus). */
export interface FirstFrame {
  paintFirstFrame(element: HTMLElement): void;
  /** Resolves once no pointer is pressed on the element's first frame: the take-over waits for it. */
  whenUnpressed?(element: HTMLElement): Promise<void>;
}

/** The shell's own bus, handed to first frames: their self-contained files must not carry a second one. */
const firstFrameBus: FirstFrameBus = {
  getConsent,
  getConsentSettings,
  consent$,
  acceptAll,
  denyAll,
  saveChoices,
  CHOOSABLE_CATEGORIES,
  CATEGORY_NAMES,
};

const loadBannerFirstFrame = () => import('../elements/consent-banner/first-frame.ts');
const loadSearchFirstFrame = () => import('../elements/live-search/first-frame.ts');
const loadAlertFirstFrame = () => import('../elements/alert/first-frame.ts');
const loadQuantityFirstFrame = () => import('../elements/quantity/first-frame.ts');

export const elementRegistry: ElementEntry[] = [
  {
    // Fixed over the page (no box to reserve), and it must show before the visitor scrolls.
    tag: 'ws-consent-banner',
    load: () => import('../elements/consent-banner/define.ts'),
    eager: true,
    overlay: true,
    firstFrame: () =>
      loadBannerFirstFrame().then((frame) => ({
        paintFirstFrame: (element: HTMLElement) => frame.paintFirstFrame(element, firstFrameBus),
        whenUnpressed: frame.whenUnpressed,
      })),
    // The first frame answers by itself: React comes once the banner is answered, or at once where the element has
    // more to do (elements/consent-banner/README.md, "The element's code after the answer"). The same file, no request.
    codeWanted: () =>
      loadBannerFirstFrame().then((frame) => ({
        whenCodeWanted: (element: Element, onWait: () => void) =>
          frame.whenBannerCodeWanted(element, onWait, firstFrameBus),
      })),
  },
  {
    tag: 'ws-alert',
    load: () => import('../elements/alert/define.ts'),
    eager: false,
    // The notice drawn without React, its close button working; the code comes once a script changes an alert.
    firstFrame: () =>
      loadAlertFirstFrame().then((frame) => ({
        paintFirstFrame: frame.paintFirstFrame,
        whenUnpressed: frame.whenUnpressed,
      })),
    codeWanted: loadAlertFirstFrame,
  },
  {
    tag: 'ws-blog-feed',
    load: () => import('../elements/blog-feed/define.ts'),
    eager: false,
  },
  {
    // Eager: an address like #galerie/3 must open its item wherever the gallery sits on the page.
    tag: 'ws-lightbox',
    load: () => import('../elements/lightbox/define.ts'),
    eager: true,
    // Its links open their files until then: the code comes with interest in a gallery or an item's address.
    codeWanted: () => import('../elements/lightbox/code-wanted.ts'),
  },
  {
    tag: 'ws-live-search',
    load: () => import('../elements/live-search/define.ts'),
    eager: false,
    // The toggle drawn without React; the element's code comes with the visitor's first sign of interest.
    firstFrame: () =>
      loadSearchFirstFrame().then((frame) => ({
        paintFirstFrame: frame.paintFirstFrame,
        whenUnpressed: frame.whenUnpressed,
      })),
    codeWanted: loadSearchFirstFrame,
  },
  {
    tag: 'ws-manage-consent',
    load: () => import('../elements/manage-consent/define.ts'),
    eager: false,
  },
  {
    // Its triggers (time on page, exit intent, hash links) must arm wherever the tag sits; closed
    // until then, so its content never shows in the page.
    tag: 'ws-offcanvas',
    load: () => import('../elements/offcanvas/define.ts'),
    eager: true,
    // Its code waits while the consent banner holds the panels' triggers (a first visit's first load).
    codeWanted: () => import('../elements/offcanvas/code-wanted.ts'),
  },
  {
    tag: 'ws-quantity',
    load: () => import('../elements/quantity/define.ts'),
    eager: false,
    // Minus and plus drawn without React around the author's field; the code comes with interest in the box.
    firstFrame: () =>
      loadQuantityFirstFrame().then((frame) => ({
        paintFirstFrame: frame.paintFirstFrame,
        whenUnpressed: frame.whenUnpressed,
      })),
    codeWanted: loadQuantityFirstFrame,
  },
  {
    tag: 'ws-share',
    load: () => import('../elements/share/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-slider',
    load: () => import('../elements/slider/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-testimonials',
    load: () => import('../elements/testimonials/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-video-background',
    load: () => import('../elements/video-background/define.ts'),
    eager: false,
    // Its poster shows through the reserve: the code comes only once the video could play (not on a phone).
    codeWanted: () => import('../elements/video-background/code-wanted.ts'),
  },
  {
    tag: 'ws-parallax',
    load: () => import('../elements/parallax/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-animate',
    load: () => import('../elements/animate/define.ts'),
    eager: false,
    // Its content shows in place until then: the code comes at the first scroll, or at once for content in the view.
    codeWanted: () => import('../elements/animate/code-wanted.ts'),
  },
  {
    tag: 'ws-title',
    load: () => import('../elements/title/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-scroll-sections',
    load: () => import('../elements/scroll-sections/define.ts'),
    eager: false,
    // In the flow (a phone, reduced motion) the reserve lays the sections out: code once they would be stepped.
    codeWanted: () => import('../elements/scroll-sections/code-wanted.ts'),
  },
  {
    tag: 'ws-tabs',
    load: () => import('../elements/tabs/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-tooltip',
    load: () => import('../elements/tooltip/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-sticky',
    load: () => import('../elements/sticky/define.ts'),
    eager: false,
  },
  {
    tag: 'ws-vertical-menu',
    load: () => import('../elements/vertical-menu/define.ts'),
    eager: false,
  },
  {
    // Fixed in a corner wherever its tag sits (usually the footer), its fallback link in the flow
    // hidden while its code comes; the code comes once the page is scrolled past the point where the
    // link shows. The rule is a few lines, in the shell: no extra request.
    tag: 'ws-to-top',
    load: () => import('../elements/to-top/define.ts'),
    eager: true,
    codeWanted: () => Promise.resolve({ whenCodeWanted: whenScrolledPast }),
  },
];
