// The box of <ws-parallax> before its code loads and without script. No imports: the shell carries
// this file (shell/registry.ts). The section is its content's box, as after the upgrade (the
// picture is a layer behind it); without script the content shows on the section's own background.

/** A positioned box that clips the larger picture layer. clip, not hidden: a scroll container would be the view
 * timeline's scroller. */
export const PARALLAX_HOST = 'display:block;position:relative;isolation:isolate;overflow:clip';

export const parallaxReserve: Record<string, string> = { '': PARALLAX_HOST };
