// Shadow styles of <ws-sticky>: the host sticks (its top is set from the offset and the header);
// the content is the author's, slotted.
export const stickyStyles = `
:host { display: block; position: sticky; }
`;
