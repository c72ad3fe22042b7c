// <ws-sticky>: content that sticks below the top of the window while its parent scrolls through.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import type { StickyState } from './rules.ts';
import { stickyAttributes } from './schema.ts';
import { Sticky } from './sticky.tsx';
import { stickyStyles } from './styles.ts';

export interface WsStickyChangeDetail {
  state: StickyState;
}

export interface WsStickyElement extends HTMLElement, SchemaProperties<typeof stickyAttributes> {}

const sticky = defineElement({
  tag: 'ws-sticky',
  component: Sticky,
  attributes: stickyAttributes,
  styles: stickyStyles,
});

export const WsSticky = sticky.element;
export const define = sticky.define;

declare global {
  interface WsEventDetails {
    'ws-sticky-change': WsStickyChangeDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-sticky': WsStickyElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-sticky': WsJsxElement<WsStickyElement, typeof stickyAttributes>;
    }
  }
}
