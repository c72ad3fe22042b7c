// <ws-quantity>: a form-associated quantity box with minus and plus buttons.
import { defineElement } from '../kit/define.ts';
import { Quantity } from './quantity.tsx';
import { withFormAssociation, type QuantityHost } from './quantity-element.ts';
import { quantityStyles } from './styles.ts';

export interface WsQuantityElement extends QuantityHost {
  min: number | undefined;
  max: number | undefined;
  step: number | undefined;
  name: string | undefined;
  label: string | undefined;
}

const quantity = defineElement({
  tag: 'ws-quantity',
  component: Quantity,
  attributes: { value: 'number', min: 'number', max: 'number', step: 'number', name: 'string', label: 'string' },
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
      'ws-quantity': React.DetailedHTMLProps<React.HTMLAttributes<WsQuantityElement>, WsQuantityElement> & {
        value?: number | string;
        min?: number | string;
        max?: number | string;
        step?: number | string;
        name?: string;
        label?: string;
      };
    }
  }
}
