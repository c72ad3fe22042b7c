// The box <ws-quantity> takes before and after its code loads, so the upgrade moves nothing.
export const QUANTITY_WIDTH = '8.5rem';
export const QUANTITY_HEIGHT = '2.75rem';
export const quantityReserve = `display:inline-block;vertical-align:middle;inline-size:var(--ws-quantity-width,${QUANTITY_WIDTH});block-size:var(--ws-quantity-height,${QUANTITY_HEIGHT})`;
