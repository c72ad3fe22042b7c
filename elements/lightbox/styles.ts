// Shadow styles of <ws-lightbox> at rest: the author's content as it is. The open viewer's styles
// come with its code (viewer-styles.ts).

/** The element at rest: the author's content as it is. */
export const lightboxStyles = `:host { display: block; }`;
