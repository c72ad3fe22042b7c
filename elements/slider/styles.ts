// The shadow root's CSS of <ws-slider> and <ws-testimonials>. The slides are the author's children,
// styled through ::slotted by the state rotation-element.ts marks on them (data-ws-slide). The
// measures the reserve shares (reserve.ts) keep the box the same before and after the upgrade.
import { CONTROLS_BLOCK_SIZE, CONTROLS_GAP, CONTROL_SIZE, VIDEO_CONTROLS } from './reserve.ts';

export const rotationStyles = `
:host { display: block; position: relative; }
/* The slides are the author's: they keep the page's font and colour (the kit's would change their look and height at \
the upgrade). */
:host { font-family: inherit; color: inherit; }
.controls { font-family: var(--_font); }
.carousel { display: flex; flex-direction: column; gap: ${CONTROLS_GAP}; }
/* The bar comes first in the tab order (the pause button before everything, WCAG 2.2.2) and shows below the slides. */
/* One row, whatever the number of slides: the reserve holds exactly one row's room (reserve.ts). */
.controls {
  order: 1; display: flex; flex-wrap: nowrap; align-items: center; justify-content: center; gap: 0.25rem;
  min-block-size: ${CONTROLS_BLOCK_SIZE};
}
.controls button {
  display: inline-grid; place-items: center; min-inline-size: ${CONTROL_SIZE}; min-block-size: ${CONTROL_SIZE};
  margin: 0; padding: 0.5rem; border: 1px solid var(--_border); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text); font: inherit; cursor: pointer;
}
.controls button:hover { border-color: var(--_accent); color: var(--_accent); }
/* Many slides on a narrow screen: the dots scroll within the row (focus scrolls the current one into view) instead of \
wrapping. */
.picker { display: flex; flex-wrap: nowrap; min-inline-size: 0; overflow-x: auto; scrollbar-width: none; }
/* A dot inside a 44 px target: easy to hit, quiet to look at. */
.picker button { flex: none; min-inline-size: 2rem; padding: 0; border-color: transparent; background: transparent; }
.picker button::before {
  content: ""; inline-size: 0.75rem; block-size: 0.75rem; border-radius: 50%;
  border: 2px solid var(--_text); background: transparent;
}
.picker button[aria-current="true"]::before { background: var(--ws-slider-accent, var(--_accent)); \
border-color: var(--ws-slider-accent, var(--_accent)); }
/* Forced colours drop the filled dot's colour: the current dot is filled with the system's highlight \
(docs/ACCESSIBILITY.md, "Forced colours"). */
@media (forced-colors: active) { .picker button[aria-current="true"]::before { forced-color-adjust: none; \
background: Highlight; border-color: Highlight; } }
.viewport { position: relative; overflow: clip; touch-action: pan-y; transition: height var(--_duration) ease; }
.smooth .track { align-items: start; }

/* Fade: every slide in one cell (the box is as tall as the tallest), the current one on top. */
.fade .track { display: grid; }
.fade ::slotted(*) {
  grid-area: 1 / 1; min-inline-size: 0; margin: 0;
  transition: opacity var(--_duration) ease;
}
/* A hidden slide fades out, then steps outside the clipped viewport: its lazy pictures wait there until it is next. */
.fade ::slotted([data-ws-slide="hidden"]) {
  opacity: 0; visibility: hidden; translate: 100% 0;
  transition: opacity var(--_duration) ease, visibility 0s var(--_duration), translate 0s var(--_duration);
}

/* Slide: a row moved by one viewport width per slide. */
.slide .track { display: flex; translate: calc(var(--_index) * -100%) 0; transition: translate var(--_duration) ease; }
.slide ::slotted(*) { flex: 0 0 100%; min-inline-size: 0; margin: 0; }
`;

/** For the page's markup inside <ws-slider>: a hidden slide's video draws no controls (reserve.ts, VIDEO_CONTROLS). */
export const sliderPageStyles = `ws-slider > [data-ws-slide="hidden"] ${VIDEO_CONTROLS} { display: none; }`;
