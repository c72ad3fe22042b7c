// Rules that only dist/ws.css carries, kept out of the shell's bundle (its budget is tight): the
// geometry an element's page markup has before the upgrade, identical to what the element draws.
// Pages that want no shift at all link dist/ws.css (README, "Using ws on a page").
import { blogFeedLayoutBeforeUpgrade } from '../elements/blog-feed/geometry.ts';
import { quantityFieldBeforeUpgrade } from '../elements/quantity/reserve.ts';

export const pageCssBeforeUpgrade: Array<{ tag: `ws-${string}`; reserve: Record<string, string> }> = [
  { tag: 'ws-blog-feed', reserve: blogFeedLayoutBeforeUpgrade },
  // The no-JS field inside <ws-quantity> fills the box the element will take.
  { tag: 'ws-quantity', reserve: quantityFieldBeforeUpgrade },
];
