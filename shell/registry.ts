// Every ws-* element the shell knows: how to load it, whether it must act at once, and the box it
// reserves before its code arrives. A new element adds one entry here.
import { acceptAll, CATEGORY_NAMES, CHOOSABLE_CATEGORIES, consent$, denyAll, getConsent, getConsentSettings, saveChoices } from '../consent-bus/index.ts';
import type { FirstFrameBus } from '../elements/consent-banner/first-frame.ts';
import { alertReserve, dismissibleAlertReserve } from '../elements/alert/reserve.ts';
import { blogFeedLayoutBeforeUpgrade } from '../elements/blog-feed/geometry.ts';
import { blogFeedReserveWhileLoading } from '../elements/blog-feed/reserve.ts';
import { lightboxReserve } from '../elements/lightbox/reserve.ts';
import { liveSearchReserveWhileLoading } from '../elements/live-search/reserve.ts';
import { manageConsentReserve } from '../elements/manage-consent/reserve.ts';
import { offcanvasReserve } from '../elements/offcanvas/reserve.ts';
import { quantityFieldBeforeUpgrade, quantityReserve } from '../elements/quantity/reserve.ts';
import { shareReserve, shareReserveWhileLoading } from '../elements/share/reserve.ts';
import { animateReserve } from '../elements/animate/reserve.ts';
import { parallaxReserve } from '../elements/parallax/reserve.ts';
import { titleReserve, titleReserveWhileLoading } from '../elements/title/reserve.ts';
import { videoBackgroundReserve } from '../elements/video-background/reserve.ts';
import { scrollSectionsReserve } from '../elements/scroll-sections/reserve.ts';
import { sliderReserve, sliderReserveWhileLoading, testimonialsReserve, testimonialsReserveWhileLoading } from '../elements/slider/reserve.ts';

/** What an element module exports: define() registers its tag (and tolerates a second call). */
export interface ElementModule {
  define(): void;
}

export interface ElementEntry {
  tag: `ws-${string}`;
  load: () => Promise<ElementModule>;
  /** Loaded at start, whatever the scroll position: it must act before the visitor scrolls. */
  eager: boolean;
  /** CSS for the tag while it is not defined yet (`tag:not(:defined)`), rule by selector suffix. */
  reserve?: Record<string, string>;
  /**
   * Like `reserve`, but only while the code is expected: the shell marks a tag whose code failed
   * (`data-ws-failed`), and dist/ws.css applies these only with scripting on.
   */
  reserveWhileLoading?: Record<string, string>;
  /** Floats over the page (position: fixed), so it has no box in the flow to reserve. */
  overlay?: boolean;
  /**
   * A small module without React that paints the element's first frame while its code loads. The
   * build makes it a file of its own that shares nothing with the element (rollup.config.mjs).
   */
  firstFrame?: () => Promise<FirstFrame>;
}

/** A loaded first frame, bound to what it needs of the shell (the consent bus). */
export interface FirstFrame {
  paintFirstFrame(element: HTMLElement): void;
}

/** The shell's own bus, handed to first frames: their self-contained files must not carry a second one. */
const firstFrameBus: FirstFrameBus = { getConsent, getConsentSettings, consent$, acceptAll, denyAll, saveChoices, CHOOSABLE_CATEGORIES, CATEGORY_NAMES };

export const elementRegistry: ElementEntry[] = [
  {
    // Fixed over the page (no box to reserve), and it must show before the visitor scrolls.
    tag: 'ws-consent-banner',
    load: () => import('../elements/consent-banner/define.ts'),
    eager: true,
    overlay: true,
    firstFrame: () =>
      import('../elements/consent-banner/first-frame.ts').then((frame) => ({
        paintFirstFrame: (element: HTMLElement) => frame.paintFirstFrame(element, firstFrameBus),
      })),
  },
  {
    tag: 'ws-alert',
    load: () => import('../elements/alert/define.ts'),
    eager: false,
    reserve: { '': alertReserve, '[dismissible]': dismissibleAlertReserve },
  },
  {
    tag: 'ws-blog-feed',
    load: () => import('../elements/blog-feed/define.ts'),
    eager: false,
    // The same grid as the element draws, so the upgrade moves nothing.
    reserve: blogFeedLayoutBeforeUpgrade,
    reserveWhileLoading: blogFeedReserveWhileLoading,
  },
  {
    // Eager: an address like #galerie/3 must open its item wherever the gallery sits on the page.
    tag: 'ws-lightbox',
    load: () => import('../elements/lightbox/define.ts'),
    eager: true,
    reserve: { '': lightboxReserve },
  },
  {
    tag: 'ws-live-search',
    load: () => import('../elements/live-search/define.ts'),
    eager: false,
    // Its light-DOM search form is the fallback without script: the square only while the code comes.
    reserveWhileLoading: liveSearchReserveWhileLoading,
  },
  {
    tag: 'ws-manage-consent',
    load: () => import('../elements/manage-consent/define.ts'),
    eager: false,
    reserve: { '': manageConsentReserve },
  },
  {
    // Its triggers (time on page, exit intent, hash links) must arm wherever the tag sits; closed
    // until then, so its content never shows in the page.
    tag: 'ws-offcanvas',
    load: () => import('../elements/offcanvas/define.ts'),
    eager: true,
    reserve: { '': offcanvasReserve },
  },
  {
    tag: 'ws-quantity',
    load: () => import('../elements/quantity/define.ts'),
    eager: false,
    // The author's no-JS field fills the box the element will take.
    reserve: { '': quantityReserve, ...quantityFieldBeforeUpgrade },
  },
  {
    tag: 'ws-share',
    load: () => import('../elements/share/define.ts'),
    eager: false,
    // Its no-JS links (elements/share/fallback.ts) get the element's own box, so the upgrade moves nothing.
    reserve: shareReserve,
    reserveWhileLoading: shareReserveWhileLoading,
  },
  {
    tag: 'ws-slider',
    load: () => import('../elements/slider/define.ts'),
    eager: false,
    // Without script a row that scrolls sideways; while the code comes, the upgraded box (one slide, the bar's room).
    reserve: sliderReserve,
    reserveWhileLoading: sliderReserveWhileLoading,
  },
  {
    tag: 'ws-testimonials',
    load: () => import('../elements/testimonials/define.ts'),
    eager: false,
    // Without script a list; while the code comes, the upgraded box (one quote as tall as the tallest, the bar's room).
    reserve: testimonialsReserve,
    reserveWhileLoading: testimonialsReserveWhileLoading,
  },
  {
    tag: 'ws-video-background',
    load: () => import('../elements/video-background/define.ts'),
    eager: false,
    // The section is its content's box; an authored <img slot="poster"> covers it from behind, as after the upgrade.
    reserve: videoBackgroundReserve,
  },
  {
    tag: 'ws-parallax',
    load: () => import('../elements/parallax/define.ts'),
    eager: false,
    // The section is its content's box (the picture is a layer behind it); content shows without script.
    reserve: parallaxReserve,
  },
  {
    tag: 'ws-animate',
    load: () => import('../elements/animate/define.ts'),
    eager: false,
    // A block from the start, as upgraded; nothing hidden before its own code runs.
    reserve: animateReserve,
  },
  {
    tag: 'ws-title',
    load: () => import('../elements/title/define.ts'),
    eager: false,
    // A block; the pause button's room only while the code comes (no button without script).
    reserve: titleReserve,
    reserveWhileLoading: titleReserveWhileLoading,
  },
  {
    tag: 'ws-scroll-sections',
    load: () => import('../elements/scroll-sections/define.ts'),
    eager: false,
    // Nothing hidden: without script the sections are ordinary content, a screen high from 1051 px.
    reserve: scrollSectionsReserve,
  },
];
