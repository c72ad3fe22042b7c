// <ws-to-top>: a "Nach oben" link that shows after 200 px of scrolling and brings the page back to the top.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { toTopAttributes } from './schema.ts';
import { toTopStyles } from './styles.ts';
import { ToTop } from './to-top.tsx';

export interface WsToTopElement extends HTMLElement, SchemaProperties<typeof toTopAttributes> {}

const toTop = defineElement({
  tag: 'ws-to-top',
  component: ToTop,
  attributes: toTopAttributes,
  styles: toTopStyles,
});

export const WsToTop = toTop.element;
export const define = toTop.define;

declare global {
  interface HTMLElementTagNameMap {
    'ws-to-top': WsToTopElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-to-top': WsJsxElement<WsToTopElement, typeof toTopAttributes>;
    }
  }
}
