// The box each ws-* element takes before its code arrives, by tag (rules in shell/reserve.ts). Kept
// apart from the registry so that the shell itself does not carry them: dist/ws.css holds them from
// the first paint, and the shell fetches them as a chunk only for a page with tags and without ws.css.
// A new element with a box adds one entry here.
import { alertReserve, dismissibleAlertReserve, firstFrameAlertReserve } from '../elements/alert/reserve.ts';
import { FIRST_FRAME_ATTRIBUTE } from '../platform/element-states.ts';
import { blogFeedLayoutBeforeUpgrade } from '../elements/blog-feed/geometry.ts';
import { blogFeedReserveWhileLoading } from '../elements/blog-feed/reserve.ts';
import { lightboxReserve } from '../elements/lightbox/reserve.ts';
import { liveSearchReserveWhileLoading } from '../elements/live-search/reserve.ts';
import { manageConsentReserve, manageConsentReserveWhileLoading } from '../elements/manage-consent/reserve.ts';
import { offcanvasReserve } from '../elements/offcanvas/reserve.ts';
import {
  quantityFieldBeforeUpgrade,
  quantityFieldInFirstFrame,
  quantityReserve,
} from '../elements/quantity/reserve.ts';
import { shareReserve, shareReserveWhileLoading } from '../elements/share/reserve.ts';
import { animateReserve } from '../elements/animate/reserve.ts';
import { parallaxReserve } from '../elements/parallax/reserve.ts';
import { titleReserve, titleReserveWhileLoading } from '../elements/title/reserve.ts';
import { videoBackgroundReserve } from '../elements/video-background/reserve.ts';
import { scrollSectionsReserve } from '../elements/scroll-sections/reserve.ts';
import {
  sliderReserve,
  sliderReserveWhileLoading,
  testimonialsReserve,
  testimonialsReserveWhileLoading,
} from '../elements/slider/reserve.ts';
import { stickyReserve } from '../elements/sticky/reserve.ts';
import { tabsReserveWhileLoading } from '../elements/tabs/reserve.ts';
import { tooltipReserveWhileLoading } from '../elements/tooltip/reserve.ts';
import { toTopReserveWhileLoading } from '../elements/to-top/reserve.ts';
import { verticalMenuReserve, verticalMenuReserveWhileLoading } from '../elements/vertical-menu/reserve.ts';
import type { ReserveEntry } from './reserve.ts';

export const elementReserves: ReserveEntry[] = [
  {
    tag: 'ws-alert',
    // After the dismissible variant: a first frame's host gives up the whole stand-in box.
    reserve: {
      '': alertReserve,
      '[dismissible]': dismissibleAlertReserve,
      [`[${FIRST_FRAME_ATTRIBUTE}]`]: firstFrameAlertReserve,
    },
  },
  {
    tag: 'ws-blog-feed',
    // The same grid as the element draws, so the upgrade moves nothing.
    reserve: blogFeedLayoutBeforeUpgrade,
    reserveWhileLoading: blogFeedReserveWhileLoading,
  },
  {
    tag: 'ws-lightbox',
    reserve: { '': lightboxReserve },
  },
  {
    tag: 'ws-live-search',
    // Its light-DOM search form is the fallback without script: the square only while the code comes.
    reserveWhileLoading: liveSearchReserveWhileLoading,
  },
  {
    tag: 'ws-manage-consent',
    reserve: { '': manageConsentReserve },
    reserveWhileLoading: manageConsentReserveWhileLoading,
  },
  {
    tag: 'ws-offcanvas',
    reserve: { '': offcanvasReserve },
  },
  {
    tag: 'ws-quantity',
    // The author's no-JS field fills the box the element will take; in the first frame it sits between the buttons.
    reserve: {
      '': quantityReserve,
      ...quantityFieldBeforeUpgrade,
      ...Object.fromEntries(
        Object.entries(quantityFieldInFirstFrame).map(([key, css]) => [`[${FIRST_FRAME_ATTRIBUTE}]${key}`, css]),
      ),
    },
  },
  {
    tag: 'ws-share',
    // Its no-JS links (elements/share/fallback.ts) get the element's own box, so the upgrade moves nothing.
    reserve: shareReserve,
    reserveWhileLoading: shareReserveWhileLoading,
  },
  {
    tag: 'ws-slider',
    // Without script a row that scrolls sideways; while the code comes, the upgraded box (one slide, the bar's room).
    reserve: sliderReserve,
    reserveWhileLoading: sliderReserveWhileLoading,
  },
  {
    tag: 'ws-testimonials',
    // Without script a list; while the code comes, the upgraded box (one quote as tall as the tallest, the bar's room).
    reserve: testimonialsReserve,
    reserveWhileLoading: testimonialsReserveWhileLoading,
  },
  {
    tag: 'ws-video-background',
    // The section is its content's box; an authored <img slot="poster"> covers it from behind, as after the upgrade.
    reserve: videoBackgroundReserve,
  },
  {
    tag: 'ws-parallax',
    // The section is its content's box (the picture is a layer behind it); content shows without script.
    reserve: parallaxReserve,
  },
  {
    tag: 'ws-animate',
    // A block from the start, as upgraded; nothing hidden before its own code runs.
    reserve: animateReserve,
  },
  {
    tag: 'ws-title',
    // A block; the pause button's room only while the code comes (no button without script).
    reserve: titleReserve,
    reserveWhileLoading: titleReserveWhileLoading,
  },
  {
    tag: 'ws-scroll-sections',
    // Nothing hidden: without script the sections are ordinary content, a screen high from 1051 px.
    reserve: scrollSectionsReserve,
  },
  {
    tag: 'ws-tabs',
    // Without script every panel shows under its heading; while the code comes, the tabs' boxes.
    reserveWhileLoading: tabsReserveWhileLoading,
  },
  {
    tag: 'ws-tooltip',
    // Its text is the fallback without script, in place; while the code comes it waits hidden.
    reserveWhileLoading: { '': tooltipReserveWhileLoading },
  },
  {
    tag: 'ws-sticky',
    // A block, as after the upgrade: the sticking needs no room.
    reserve: { '': stickyReserve },
  },
  {
    tag: 'ws-vertical-menu',
    // Without script every submenu shows; while the code comes, the rows and the closed submenus it will have.
    reserve: verticalMenuReserve,
    reserveWhileLoading: verticalMenuReserveWhileLoading,
  },
  {
    tag: 'ws-to-top',
    // Its in-flow `#top` link is the fallback without script: hidden only while the code is expected.
    reserveWhileLoading: { '': toTopReserveWhileLoading },
  },
];
