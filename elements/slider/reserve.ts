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

/** Without script, the next slide peeks in by this much: the row shows it scrolls sideways. */
const NEXT_SLIDE_PEEK = '12%';

/** <ws-slider> before its code and without script: the scrollable row (styles.ts sizes slides alike after). */
export const sliderReserve: Record<string, string> = {
  // No scroll snapping: it pulls a link that Tab scrolled into view back out of sight (Chromium re-snaps to another
  // slide).
  // Positioned: a slide's visually hidden text (position: absolute) is clipped by the row too, not laid out beside the
  // page.
  '': 'position:relative;display:flex;gap:0.75rem;overflow-x:auto;overscroll-behavior-x:contain',
  ' > *': `flex:0 0 calc(100% - ${NEXT_SLIDE_PEEK});min-inline-size:0;margin:0`,
};

/**
 * Chromium's own controls of a <video>: styling them parses a large stylesheet of the browser's and
 * builds an SVG document per icon, the longest task of a page's load (README.md, "Loading and
 * layout"). In a slide no one sees they are not drawn; the video keeps its box.
 */
export const VIDEO_CONTROLS = 'video::-webkit-media-controls';

/** While its code comes: the first slide only, as wide as it will be (no scrolling to another that the upgrade would
 * take back), and the bar's room. */
export const sliderReserveWhileLoading: Record<string, string> = {
  // clip, not hidden: a scroll container that stops being one at the upgrade is counted by Chromium as a layout shift
  // of the whole box (0.23 to 0.49).
  '': `gap:0;overflow:clip;${roomForControls}`,
  ' > *': 'flex-basis:100%',
  // Only the first slide shows until the code comes.
  [` > :not(:first-child) ${VIDEO_CONTROLS}`]: 'display:none',
};

/** <ws-testimonials> without script: the quotes as a list with room between them. */
export const testimonialsReserve: Record<string, string> = {
  '': 'display:grid;gap:1rem',
};

/** <ws-testimonials> while its code comes: the quotes in one cell (as tall as the tallest), the first one shown, and
 * the bar's room. */
export const testimonialsReserveWhileLoading: Record<string, string> = {
  '': `gap:0;${roomForControls}`,
  ' > *': 'grid-area:1/1;min-inline-size:0;margin:0',
  ' > :not(:first-child)': 'visibility:hidden',
};
