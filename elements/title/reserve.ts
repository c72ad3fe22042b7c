// The box of <ws-title> before its code loads and without script. No imports: the shell carries
// this file (shell/registry.ts). The heading is the author's, in the page, with its own first word:
// nothing here hides or moves it. While the code comes, the pause button's room at the end of the
// box is already there, so the heading wraps the same before and after the upgrade.

/** The pause button: small (it sits beside a heading) but above WCAG 2.5.8's 24 px. */
export const TITLE_BUTTON_SIZE = 'max(2rem, 24px)';
/** Between the heading's text and the button. */
export const TITLE_BUTTON_GAP = '0.5rem';
/** The room the box keeps at its end for the button (styles.ts draws the same). */
export const TITLE_BUTTON_ROOM = `calc(${TITLE_BUTTON_SIZE} + ${TITLE_BUTTON_GAP})`;

/**
 * <ws-title> always: a block (an undefined tag is inline); the highlighted word one box that wraps
 * as a whole (the stroke needs one shape), and a <mark> without the user agent's yellow, as after
 * the upgrade (the stroke is drawn then).
 */
export const titleReserve: Record<string, string> = {
  '': 'display:block',
  '[highlight] [data-highlight]': 'display:inline-block',
  '[highlight] mark[data-highlight]': 'background:transparent;color:inherit',
};

/** While its code comes: the button's room, for rotating words only (without script there is no button, and no room).
 */
export const titleReserveWhileLoading: Record<string, string> = {
  '[words]': `padding-inline-end:${TITLE_BUTTON_ROOM}`,
};
