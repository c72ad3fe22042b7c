// Shadow styles of <ws-video-background>: the backdrop (poster, then the video over it) behind the
// content, the pause button in the bottom end corner. The page styles place an authored poster.
import { VIDEO_BACKGROUND_HOST, VIDEO_BACKGROUND_POSTER, VIDEO_BACKGROUND_VEIL_BOX } from './reserve.ts';

/** The pause button: small over the picture, still a 44 px touch target (WCAG 2.5.5; 2.5.8 asks 24 px). */
const CONTROL_SIZE = '2.75rem';

export const videoBackgroundStyles = `
:host { ${VIDEO_BACKGROUND_HOST};
  /* A section of the page: its content keeps the page's font and colour (the kit's tokens would set the element's \
own). */
  font-family: inherit;
  color: inherit;
}
.backdrop {
  position: absolute;
  inset: 0;
  z-index: 0;
  overflow: clip;
  /* The player frame covers by the backdrop's own size (cq units), whatever the section's ratio. */
  container-type: size;
  pointer-events: none;
}
/* The veil: after the poster and the video in the backdrop's own layer, so above both. */
.backdrop::after { ${VIDEO_BACKGROUND_VEIL_BOX}; }
.poster, .media { position: absolute; inset: 0; display: block; width: 100%; height: 100%; object-fit: cover; \
border: 0; }
/* The video fades in over the poster once it plays; until then (and when it stops for good) the poster shows. */
.media { opacity: 0; transition: opacity 0.4s ease-out; }
.media.shown { opacity: 1; }
/* A 16:9 player as large as needed to cover: at least the backdrop's width and height, centred. */
iframe.media {
  inset: auto;
  top: 50%;
  left: 50%;
  width: max(100cqw, 100cqh * 16 / 9);
  height: max(100cqh, 100cqw * 9 / 16);
  translate: -50% -50%;
}
.content { position: relative; z-index: 1; }
.toggle {
  position: absolute;
  z-index: 2;
  inset-block-end: var(--ws-video-background-button-inset, 0.75rem);
  inset-inline-end: var(--ws-video-background-button-inset, 0.75rem);
  display: grid;
  place-items: center;
  width: ${CONTROL_SIZE};
  height: ${CONTROL_SIZE};
  padding: 0;
  border: 2px solid #fff;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.6);
  color: #fff;
  cursor: pointer;
}
.toggle:hover { background: rgb(0 0 0 / 0.8); }
.toggle svg { width: 1rem; height: 1rem; fill: currentColor; }
`;

/** The authored poster in the page's own markup (beats a page's img { height: auto }). */
export const videoBackgroundPageStyles = `ws-video-background > [slot="poster"] { ${VIDEO_BACKGROUND_POSTER}; }`;
