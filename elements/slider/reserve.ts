// The box of <ws-slider> and <ws-testimonials> before their code loads and without script. No
// imports: the shell carries this file (shell/registry.ts), and it must not pull in the rules.
// - Without script, slides are a row that scrolls sideways with the first slide in view, and quotes
//   a list (the author's children as they are).
// - While the code comes, the row and the quotes already take the upgraded box: one slide or quote
//   shown, as tall as the tallest, and room for the control bar below, so the upgrade moves nothing.

/** Every button of the control bar: a 44 px touch target (WCAG 2.5.5). */
export const CONTROL_SIZE = '2.75rem';
/** The control bar's height: one row of buttons. */
export const CONTROLS_BLOCK_SIZE = CONTROL_SIZE;
/** Between the slides and the bar. */
export const CONTROLS_GAP = '0.5rem';

const roomForControls = `padding-block-end:calc(${CONTROLS_BLOCK_SIZE} + ${CONTROLS_GAP})`;

/** <ws-slider> before its code and without script: the scrollable row (styles.ts sizes slides alike after). */
export const sliderReserve: Record<string, string> = {
  // Positioned: a slide's visually hidden text (position: absolute) is clipped by the row too, not laid out beside the page.
  '': 'position:relative;display:flex;overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain',
  ' > *': 'flex:0 0 100%;min-inline-size:0;margin:0;scroll-snap-align:start',
};

/** While its code comes: the first slide only (no scrolling to another that the upgrade would take back), and the bar's room. */
export const sliderReserveWhileLoading: Record<string, string> = {
  '': `overflow:hidden;${roomForControls}`,
};

/** <ws-testimonials> while its code comes: the quotes in one cell (as tall as the tallest), the first one shown, and the bar's room. */
export const testimonialsReserveWhileLoading: Record<string, string> = {
  '': `display:grid;${roomForControls}`,
  ' > *': 'grid-area:1/1;min-inline-size:0;margin:0',
  ' > :not(:first-child)': 'visibility:hidden',
};
