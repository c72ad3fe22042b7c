// The box of <ws-scroll-sections> before its code loads and without script. No imports: the shell
// carries this file (shell/registry.ts), and it must not pull in the rules.
// Nothing is hidden: without script (or when the code fails) the sections are ordinary content in
// the flow. From the break point on each is already as tall as it will be when stepped (a screen),
// so the upgrade moves nothing; narrower, they keep their own height (or the small viewport with
// `full-height-mobile`). Reserve rules cannot hold a media query: `clamp()` on the window width
// does its work (0 below the break point, a screen from it on).

/** The default break point (rules.ts SCROLL_SECTIONS_BREAK_POINT_PX); a page's own `break-point` takes effect with the
 * code. */
const BREAK_POINT_PX = 1051;

/** One screen from the break point on, nothing below it: a width 1 px past the edge times a large factor, clamped. */
const SCREEN_FROM_BREAK_POINT =
  `clamp(0px,(100vw - ${BREAK_POINT_PX - 1}px) * 10000,` + 'calc(100vh - var(--ws-scroll-sections-top,0px)))';

/** The small viewport below the break point, nothing from it on (the same trick the other way round). */
const SMALL_SCREEN_BELOW_BREAK_POINT = `clamp(0px,(${BREAK_POINT_PX}px - 100vw) * 10000,100svh)`;

/** `full-height-mobile` written as yes (a bare attribute too); the words for no are left out. */
const FULL_HEIGHT_MOBILE =
  '[full-height-mobile]:not([full-height-mobile=no]):not([full-height-mobile=false])' +
  ':not([full-height-mobile="0"]):not([full-height-mobile=off])';

export const scrollSectionsReserve: Record<string, string> = {
  '': 'display:block',
  // Layout containment: a first heading's margin stays inside its section instead of pushing it down (stepped sections
  // must meet edge to edge).
  ' > *': `box-sizing:border-box;contain:layout;min-height:${SCREEN_FROM_BREAK_POINT}`,
  [`${FULL_HEIGHT_MOBILE} > *`]: `min-height:max(${SCREEN_FROM_BREAK_POINT},${SMALL_SCREEN_BELOW_BREAK_POINT})`,
};
