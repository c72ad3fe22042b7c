// The CSS of <ws-title>'s highlight stroke (title-highlight.ts), a page stylesheet adopted into the
// document with the stroke: a title without `highlight` never fetches it. data-ws-highlight
// ("waiting", "drawing", "still") on the marked word says where the drawing is. Before the stroke
// (and without script) the reserve (reserve.ts) already makes the word one box without a <mark>'s yellow.
import { TITLE_ANIMATION_MS } from './rules.ts';

export const titleHighlightPageStyles = `
/* The highlight: a stroke over (or, as a marker, behind) the word, drawn once. */
/* One box (as the reserve draws it before the upgrade): a stroke over a word broken across two lines would have no \
shape. */
ws-title [data-ws-highlight] { display: inline-block; position: relative; isolation: isolate; }
ws-title mark[data-ws-highlight] { background: transparent; color: inherit; }
ws-title [data-ws-highlight] > svg {
  position: absolute; overflow: visible; pointer-events: none;
  fill: none; stroke: var(--ws-title-highlight-color, var(--ws-color-accent, #b3261e));
  stroke-width: 0.08em; stroke-linecap: round; stroke-linejoin: round;
}
ws-title [data-ws-highlight] > svg path { stroke-dasharray: 1; stroke-dashoffset: 0; }
ws-title [data-ws-highlight="waiting"] > svg path { stroke-dashoffset: 1; }
ws-title [data-ws-highlight="drawing"] > svg path { animation: ws-title-draw ${TITLE_ANIMATION_MS}ms ease-out both; }
ws-title [data-ws-highlight] > svg[data-ws-shape="underline"] { inset-inline: 0; bottom: -0.3em; inline-size: 100%; \
block-size: 0.4em; }
ws-title [data-ws-highlight] > svg[data-ws-shape="strike"] { inset-inline: -0.05em; top: calc(50% - 0.2em); \
inline-size: calc(100% + 0.1em); block-size: 0.4em; }
ws-title [data-ws-highlight] > svg[data-ws-shape="circle"] { left: -0.35em; top: -0.2em; \
inline-size: calc(100% + 0.7em); block-size: calc(100% + 0.4em); stroke-width: 0.06em; }
ws-title [data-ws-highlight] > svg[data-ws-shape="marker"] { left: -0.1em; top: 0.2em; \
inline-size: calc(100% + 0.2em); block-size: calc(100% - 0.3em); z-index: -1; stroke-width: 0.7em; \
stroke-opacity: 0.3; stroke-linecap: butt; }
@keyframes ws-title-draw { from { stroke-dashoffset: 1; } to { stroke-dashoffset: 0; } }
@media (prefers-reduced-motion: reduce) {
  ws-title [data-ws-highlight] > svg path { animation-duration: 0s !important; animation-delay: 0s !important; }
}
`;
