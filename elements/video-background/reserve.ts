// The box of <ws-video-background> before its code loads and without script. No imports: the shell
// carries this file (shell/registry.ts). The section is its content's box; an authored
// <img slot="poster"> covers it from behind, as the poster does once the element runs, so the
// upgrade moves nothing and a page without script still shows the picture and the text over it.

/** The host: a positioned box that clips what covers it, a stacking context of its own. clip, not hidden: no scroll
 * container. */
export const VIDEO_BACKGROUND_HOST = 'display:block;position:relative;isolation:isolate;overflow:clip';
/** The authored poster picture, before and after the upgrade: behind the content, covering the box. */
export const VIDEO_BACKGROUND_POSTER =
  'position:absolute;inset:0;z-index:-1;display:block;width:100%;height:100%;max-width:none;margin:0;object-fit:cover';

/**
 * The page's veil over the poster (`--ws-video-background-overlay`), as the element draws it: above
 * the picture (after it, at the same layer), below the content. Without it, light text over a light
 * poster would be unreadable until the code comes, and for good when it fails.
 */
export const VIDEO_BACKGROUND_VEIL_BOX =
  'content:"";position:absolute;inset:0;background:var(--ws-video-background-overlay,transparent)';
/** Before the upgrade, the veil sits with the authored poster behind the content and lets clicks through. */
export const VIDEO_BACKGROUND_VEIL = `${VIDEO_BACKGROUND_VEIL_BOX};z-index:-1;pointer-events:none`;

export const videoBackgroundReserve: Record<string, string> = {
  '': VIDEO_BACKGROUND_HOST,
  '::after': VIDEO_BACKGROUND_VEIL,
  ' > [slot="poster"]': VIDEO_BACKGROUND_POSTER,
};
