// <ws-quantity>: a form-associated quantity box with minus and plus buttons.
import { defineElement } from '../kit/define.ts';
import { quantityAttributes } from './schema.ts';
import { Quantity } from './quantity.tsx';
import { withFormAssociation, type QuantityHost } from './quantity-element.ts';
import { quantityStyles } from './styles.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

/**
 * The schema's properties, except `value`: as on a native field, the property is the current value
 * (a string, QuantityHost) and the attribute the default value.
 */
export interface WsQuantityElement extends QuantityHost, Omit<SchemaProperties<typeof quantityAttributes>, 'value'> {}

const quantity = defineElement({
  tag: 'ws-quantity',
  component: Quantity,
  attributes: quantityAttributes,
  styles: quantityStyles,
  extend: withFormAssociation,
});

export const WsQuantity = quantity.element;
export const define = quantity.define;

declare global {
  interface HTMLElementTagNameMap {
    'ws-quantity': WsQuantityElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-quantity': WsJsxElement<WsQuantityElement, typeof quantityAttributes>;
    }
  }
}
