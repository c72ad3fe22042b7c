// The box <ws-manage-consent> takes before its code loads: its switch list (four rows), so the
// privacy page does not jump when the element arrives. The server text, if any, comes later.
export const manageConsentReserve = 'display:block;min-height:16rem;margin-block:var(--ws-manage-margin,1.5rem)';
