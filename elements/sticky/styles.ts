// Shadow styles of <ws-sticky>: the host sticks (its top is set from the offset and the header);
// the content is the author's, slotted.
export const stickyStyles = `
/* The author's content keeps the page's font: elements/kit/README.md#the-pages-font-for-the-authors-content */
:host { display: block; position: sticky; font-family: inherit; color: inherit; }
`;
