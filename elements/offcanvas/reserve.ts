// Before its code arrives a panel is closed: its content must not show in the page meanwhile (and
// showing it, then hiding it, would be a layout shift).
export const offcanvasReserve = 'display:none';
