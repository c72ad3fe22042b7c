// Shadow styles of <ws-lightbox> at rest: the author's content as it is. The open viewer's styles
// come with its code (viewer-styles.ts).

/** The element at rest: the author's content as it is. */
export const lightboxStyles = `
/* The author's content keeps the page's font: elements/kit/README.md#the-pages-font-for-the-authors-content */
:host { display: block; font-family: inherit; color: inherit; }`;
