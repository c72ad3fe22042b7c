// Shadow styles of <ws-animate>: the host is the content's box in the page and never moves; the
// frame clips sideways overflow while the animation runs (a slide from the side must not widen the
// page on a phone); the content box inside is what moves, by transform and opacity only, so the
// layout never changes. The phase and settings come from the view (animate-view.tsx).

/** How far slide and bounce travel: enough to read as movement, little enough to stay near its place. */
export const ANIMATE_DISTANCE = '2.5rem';
/** Flip turns about this far from flat: the content is edge-on enough to be unreadable, then turns to face the reader.
 */
const FLIP_ANGLE = '70deg';
/** The depth of the flip's 3D view: a gentle perspective, not a fisheye. */
const FLIP_PERSPECTIVE = '60rem';

export const animateStyles = `
/* The author's content keeps the page's font and colour (the kit's would change its look and size at the upgrade). */
:host { display: block; font-family: inherit; color: inherit; }
.frame, .content { display: block; block-size: 100%; }
/* clip, not hidden: no scroll container, no block formatting context, so margins collapse as before the upgrade. */
.frame.running { overflow-x: clip; }
.content { --_distance: var(--ws-animate-distance, ${ANIMATE_DISTANCE}); --_x: 0; --_y: 1; }
.content.up { --_x: 0; --_y: 1; }
.content.down { --_x: 0; --_y: -1; }
.content.left { --_x: -1; --_y: 0; }
.content.right { --_x: 1; --_y: 0; }
.content.waiting { opacity: 0; }
.content.running { animation: var(--_duration) cubic-bezier(0.2, 0.7, 0.3, 1) both; }
.content.running.fade { animation-name: ws-animate-fade; }
.content.running.slide { animation-name: ws-animate-slide; }
.content.running.zoom { animation-name: ws-animate-zoom; }
.content.running.bounce { animation-name: ws-animate-bounce; animation-timing-function: ease-out; }
.content.running.flip { animation-name: ws-animate-flip; }
@keyframes ws-animate-fade { from { opacity: 0; } }
@keyframes ws-animate-slide { from { opacity: 0; translate: calc(var(--_x) * var(--_distance)) calc(var(--_y) * \
var(--_distance)); } }
@keyframes ws-animate-zoom { from { opacity: 0; scale: 0.85; } }
@keyframes ws-animate-bounce {
  0% { opacity: 0; translate: calc(var(--_x) * var(--_distance)) calc(var(--_y) * var(--_distance)); }
  55% { opacity: 1; translate: calc(var(--_x) * var(--_distance) * -0.15) calc(var(--_y) * var(--_distance) * -0.15); }
  75% { translate: calc(var(--_x) * var(--_distance) * 0.06) calc(var(--_y) * var(--_distance) * 0.06); }
  100% { translate: 0 0; }
}
@keyframes ws-animate-flip {
  from { opacity: 0; transform: perspective(${FLIP_PERSPECTIVE}) rotateX(calc(var(--_y) * ${FLIP_ANGLE})) \
rotateY(calc(var(--_x) * ${FLIP_ANGLE})); }
  to { transform: perspective(${FLIP_PERSPECTIVE}); }
}
/* Printed, everything is there, whatever the phase. */
@media print { .content { opacity: 1 !important; animation: none !important; } }
/* Reduced motion never reaches a hidden phase (the element decides); this is the belt to those braces. */
@media (prefers-reduced-motion: reduce) { .content { opacity: 1 !important; animation: none !important; } }
`;
