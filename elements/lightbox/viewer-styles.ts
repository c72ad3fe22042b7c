// Shadow styles of the open <ws-lightbox> viewer, a dialog that covers the window (its own
// background is the overlay, at the configured opacity) with a toolbar, the stage, side arrows, the
// caption and, on wide screens, the thumbnail strip. Imported only by the viewer's code
// (viewer-body.tsx), so they come with it.
import { placeholderStyles } from '../../consent-bus/placeholder-styles.ts';
import {
  DEFAULT_VIDEO_HEIGHT_PX,
  DEFAULT_VIDEO_WIDTH_PX,
  THUMBNAIL_MAX_HEIGHT_PX,
  THUMBNAIL_MAX_WIDTH_PX,
} from './rules.ts';

/** The open viewer; a page whose pictures nobody opens never loads these. */
export const viewerStyles = `
dialog.viewer {
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgb(var(--_overlay-rgb) / var(--_overlay-opacity, 0.9));
  color: var(--_viewer-text);
  font-family: var(--_font);
  overscroll-behavior: contain;
}
dialog.viewer::backdrop { background: transparent; }
dialog.viewer[open] { animation: ws-lightbox-in var(--_speed, 400ms) ease-out; }
@keyframes ws-lightbox-in { from { opacity: 0; } }
.metro-white { --_overlay-rgb: 255 255 255; --_viewer-text: #1d2327; --_control-bg: #ffffff; \
--_control-border: #8c8f94; }
.metro-black { --_overlay-rgb: 0 0 0; --_viewer-text: #ffffff; --_control-bg: #1d2327; --_control-border: #8c8f94; }
.frame {
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-rows: auto minmax(0, 1fr) auto auto;
  height: 100%;
  padding-bottom: env(safe-area-inset-bottom);
}
.toolbar {
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
}
/* The bars are solid: the page showing through the overlay must not sit behind their text. */
.toolbar, .caption, .thumbnails { background: rgb(var(--_overlay-rgb)); }
.status { margin: 0; font-weight: 600; }
.tools { display: flex; gap: 0.5rem; }
button {
  font: inherit;
  color: inherit;
  cursor: pointer;
}
.tool, .arrow {
  display: grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 1px solid var(--_control-border);
  border-radius: var(--_radius);
  background: var(--_control-bg);
  font-size: 1.5rem;
  line-height: 1;
}
.tool.slideshow { font-size: 1rem; }
button:disabled { opacity: 0.45; cursor: default; }
.arrow { align-self: center; margin: 0 0.5rem; font-size: 2rem; }
.arrow.previous { grid-column: 1; grid-row: 2; }
.arrow.next { grid-column: 3; grid-row: 2; }
.stage {
  grid-column: 2;
  grid-row: 2;
  display: grid;
  /* One cell of the stage's own size: the item inside scales to it (percentages resolve). */
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  /* Swipe and pinch are the viewer's; zoomed, the browser pans the picture. */
  touch-action: none;
}
.stage.zoomed { overflow: auto; touch-action: pan-x pan-y; cursor: zoom-out; }
.stage:focus { outline: none; }
.stage:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; }
.slide { display: grid; grid-template: minmax(0, 1fr) / minmax(0, 1fr); place-items: center; min-width: 0; \
min-height: 0; width: 100%; height: 100%; }
.stage.zoomed { grid-template: auto / auto; }
.stage.zoomed .slide { grid-template: auto / auto; place-items: start; width: max-content; height: max-content; }
.media.image { display: block; max-width: 100%; max-height: 100%; object-fit: contain; user-select: none; \
-webkit-user-drag: none; transform-origin: center; }
.media.image.zoomed { max-width: none; max-height: none; }
/* Videos and players take the stage (at most 1280 × 720) and letterbox inside it, controls in view. */
.media.video, .media.player {
  display: block;
  width: 100%;
  height: 100%;
  max-width: ${DEFAULT_VIDEO_WIDTH_PX}px;
  max-height: ${DEFAULT_VIDEO_HEIGHT_PX}px;
  border: 0;
  background: #000;
  object-fit: contain;
}
.placeholder-holder {
  display: block;
  width: min(100%, ${DEFAULT_VIDEO_WIDTH_PX}px);
  max-height: 100%;
  aspect-ratio: 16 / 9;
}
.placeholder-holder > .ws-consent-placeholder { height: 100%; color: #1d2327; }
.error { max-width: 32rem; padding: 1.5rem; text-align: center; line-height: 1.5; }
.error p { margin: 0 0 0.75rem; }
.error a, .share a { color: inherit; }
/* A long text scrolls within its part of the window: the picture keeps at least the rest. */
.caption { grid-column: 1 / -1; max-height: 30dvh; overflow-y: auto; padding: 0.5rem 1rem; text-align: center; \
line-height: 1.4; }
.caption p { margin: 0 auto; max-width: 48rem; }
.title { font-weight: 600; }
.description { margin-top: 0.25rem; }
.share { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0.5rem 0 0; padding: 0; \
list-style: none; }
.share a {
  display: inline-grid;
  place-items: center;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid var(--_control-border);
  border-radius: var(--_radius);
  background: var(--_control-bg);
  text-decoration: none;
}
.thumbnails { grid-column: 1 / -1; padding: 0.5rem 0.75rem 0.75rem; overflow-x: auto; }
.thumbnails ul { display: flex; justify-content: safe center; gap: 0.5rem; width: max-content; min-width: 100%; \
margin: 0; padding: 0; list-style: none; }
.thumbnails button {
  display: grid;
  place-items: center;
  width: ${THUMBNAIL_MAX_WIDTH_PX}px;
  height: ${THUMBNAIL_MAX_HEIGHT_PX}px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: 4px;
  background: var(--_control-bg);
  overflow: hidden;
}
.thumbnails button[aria-current="true"] { border-color: var(--ws-lightbox-accent, var(--_accent)); }
/* Forced colours: the current thumbnail keeps a highlight frame the others lack (docs/ACCESSIBILITY.md, \
"Forced colours"). */
@media (forced-colors: active) {
  .thumbnails button { border-color: Canvas; }
  .thumbnails button[aria-current="true"] { forced-color-adjust: none; border-color: Highlight; \
outline: 2px solid Highlight; }
}
.thumbnails img { width: 100%; height: 100%; object-fit: cover; }
@media (max-width: 40rem) {
  /* Phones: the arrows sit over the picture's edges, so the picture keeps the whole width. */
  .stage { grid-column: 1 / -1; }
  .arrow { position: relative; z-index: 1; margin: 0 0.25rem; }
  .caption { padding: 0.25rem 0.75rem; font-size: 0.9375rem; }
  .share { gap: 0.375rem; }
  .share a { padding: 0 0.5rem; }
}
${placeholderStyles}
`;
