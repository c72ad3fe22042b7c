// What the shell holds for <ws-blog-feed> before its code loads. Masonry positions can only be
// computed by the element, so items it may place elsewhere than the grid does wait, invisible,
// until it has placed them. (The grid geometry before the upgrade is in dist/ws.css only:
// geometry.ts and shell/page-css.ts.)

/**
 * Below this viewport width the feed has one column (2 × MIN_COLUMN_PX + GAP_PX of geometry.ts,
 * not imported: a module shared with an element chunk lands whole in the shell), where masonry
 * and the grid place every item alike.
 */
export const MASONRY_ONE_COLUMN_BELOW_PX = 544;

export const blogFeedReserveWhileLoading: Record<string, string> = {
  // The first item is at the top left in both layouts, so it shows from the first paint (it is
  // often the page's largest picture); the rest wait only where there are several columns.
  '[layout="masonry"] > article ~ article': `@media (min-width:${MASONRY_ONE_COLUMN_BELOW_PX}px){visibility:hidden}`,
};
