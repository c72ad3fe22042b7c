// What the shell holds for <ws-blog-feed> while its code loads. Masonry positions can only be
// computed by the element, so items it may place elsewhere than the grid does wait, invisible,
// until it has placed them. (The grid itself before the upgrade: geometry.ts.)
import { GAP_PX, MIN_COLUMN_PX } from './geometry.ts';

/** Below this viewport width the feed has one column, where masonry and the grid place every item alike. */
export const MASONRY_ONE_COLUMN_BELOW_PX = 2 * MIN_COLUMN_PX + GAP_PX;

// In px, unlike the other breakpoints: it is where the grid's own px minimum (geometry.ts) gives one column.
export const blogFeedReserveWhileLoading: Record<string, string> = {
  // The first item is at the top left in both layouts, so it shows from the first paint (it is
  // often the page's largest picture); the rest wait only where there are several columns.
  '[layout="masonry"] > article ~ article': `@media (min-width:${MASONRY_ONE_COLUMN_BELOW_PX}px){visibility:hidden}`,
};
