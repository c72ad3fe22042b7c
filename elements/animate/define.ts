// <ws-animate>: content that animates once when it enters the view.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { withAnimation, type AnimateInDetail } from './animate-element.ts';
import { AnimateView } from './animate-view.tsx';
import { animateAttributes } from './schema.ts';
import { animateStyles } from './styles.ts';

export interface WsAnimateElement extends HTMLElement, SchemaProperties<typeof animateAttributes> {}

const animate = defineElement({
  tag: 'ws-animate',
  component: AnimateView,
  attributes: animateAttributes,
  styles: animateStyles,
  extend: withAnimation,
});

export const WsAnimate = animate.element;
export const define = animate.define;

declare global {
  interface WsEventDetails {
    'ws-animate-in': AnimateInDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-animate': WsAnimateElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-animate': WsJsxElement<WsAnimateElement, typeof animateAttributes>;
    }
  }
}
