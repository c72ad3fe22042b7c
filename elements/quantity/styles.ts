// Shadow styles of <ws-quantity>: a compact [−][ n ][+] group of fixed size (no layout shift).
import { QUANTITY_HEIGHT, quantityReserve } from './reserve.ts';

export const quantityStyles = `
:host { ${quantityReserve}; }
.quantity {
  display: grid;
  grid-template-columns: ${QUANTITY_HEIGHT} 1fr ${QUANTITY_HEIGHT};
  block-size: 100%;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  overflow: hidden;
}
.step {
  border: 0;
  background: transparent;
  color: var(--_text);
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
.step:hover { background: color-mix(in srgb, var(--_accent) 10%, transparent); }
.step[aria-disabled="true"] { color: #6b6f73; cursor: not-allowed; background: transparent; }
.step:focus-visible, input:focus-visible { outline-offset: -3px; }
input {
  min-inline-size: 0;
  border: 0;
  border-inline: 1px solid var(--_border);
  background: transparent;
  color: var(--_text);
  font: inherit;
  text-align: center;
  -moz-appearance: textfield;
  appearance: textfield;
}
input::-webkit-inner-spin-button, input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
input:disabled { color: #6b6f73; }
`;
