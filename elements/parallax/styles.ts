// Shadow styles of <ws-parallax>: the picture layer in a clipping frame, the gradient over it, the
// content over both. The frame names the view timeline (the section passing through the viewport)
// that the layer's keyframes follow: CSS moves the picture, on the compositor, without script.
import { PARALLAX_HOST } from './reserve.ts';

export const parallaxStyles = `
:host { ${PARALLAX_HOST};
  /* A section of the page: its content keeps the page's font and colour (the kit's tokens would set the element's \
own). */
  font-family: inherit;
  color: inherit;
}
.frame, .overlay { position: absolute; inset: 0; z-index: 0; pointer-events: none; }
.frame { overflow: clip; view-timeline: --ws-parallax block; }
.layer { position: absolute; inset: 0; background-position: center; background-repeat: no-repeat; \
background-size: cover; }
/* Moving: larger than the section by the velocity on both sides of its axis, so it covers at every offset. */
.frame[data-axis="y"]:is([data-mode="css"], [data-mode="script"]) .layer { inset: calc(var(--_velocity) * -100%) 0; }
.frame[data-axis="x"]:is([data-mode="css"], [data-mode="script"]) .layer { inset: 0 calc(var(--_velocity) * -100%); }
.frame[data-mode="script"] .layer { will-change: transform; }
.frame[data-mode="css"] .layer { animation: ws-parallax-y linear both; animation-timeline: --ws-parallax; \
animation-range: cover; }
.frame[data-mode="css"][data-axis="x"] .layer { animation-name: ws-parallax-x; animation-timeline: --ws-parallax; }
.frame[data-mode="fixed"] .layer { background-attachment: fixed; }
@keyframes ws-parallax-y {
  from { transform: translateY(calc(var(--_from) * 100%)); }
  to { transform: translateY(calc(var(--_to) * 100%)); }
}
@keyframes ws-parallax-x {
  from { transform: translateX(calc(var(--_from) * 100%)); }
  to { transform: translateX(calc(var(--_to) * 100%)); }
}
.content { position: relative; z-index: 1; }
`;
