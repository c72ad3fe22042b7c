// The box <ws-quantity> takes before and after its code loads, so the upgrade moves nothing.
export const QUANTITY_WIDTH = '8.5rem';
export const QUANTITY_HEIGHT = '2.75rem';
export const quantityReserve =
  `display:inline-block;vertical-align:middle;inline-size:var(--ws-quantity-width,${QUANTITY_WIDTH});` +
  `max-inline-size:100%;block-size:var(--ws-quantity-height,${QUANTITY_HEIGHT})`;

/**
 * The page author's fallback field (`<input type="number">` inside the tag) before the upgrade and
 * without script: it fills the reserved box and looks like the element's own field, so nothing
 * moves when the element takes it over.
 */
export const quantityFieldBeforeUpgrade: Record<string, string> = {
  ' > input':
    'box-sizing:border-box;inline-size:100%;block-size:100%;margin:0;padding:0 0.5rem;border:1px solid ' +
    'var(--ws-color-border,#8c8f94);border-radius:var(--ws-radius,6px);background:var(--ws-color-surface,' +
    '#fff);color:var(--ws-color-text,#1d2327);font:inherit;text-align:center',
};

/**
 * The same field inside the first frame (first-frame.ts), between its minus and plus: it looks like
 * the element's own field there (styles.ts), so the take-over changes nothing on screen.
 */
export const quantityFieldInFirstFrame: Record<string, string> = {
  ' > input':
    'box-sizing:border-box;inline-size:auto;min-inline-size:0;block-size:auto;margin:0;padding:0;border:0;' +
    'border-inline:1px solid var(--ws-color-border,#8c8f94);border-radius:0;background:transparent;' +
    'color:var(--ws-color-text,#1d2327);font:inherit;text-align:center;appearance:textfield',
  ' > input::-webkit-inner-spin-button': '-webkit-appearance:none;margin:0',
  ' > input::-webkit-outer-spin-button': '-webkit-appearance:none;margin:0',
};
