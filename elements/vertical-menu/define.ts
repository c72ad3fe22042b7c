// <ws-vertical-menu>: a nested list of links whose submenus open and close by an arrow button.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { verticalMenuAttributes } from './schema.ts';
import { verticalMenuPageStyles, verticalMenuStyles } from './styles.ts';
import { VerticalMenu, type VerticalMenuToggleCause } from './vertical-menu.tsx';

export interface WsVerticalMenuToggleDetail {
  open: boolean;
  label: string;
  cause: VerticalMenuToggleCause;
}

export interface WsVerticalMenuElement extends HTMLElement, SchemaProperties<typeof verticalMenuAttributes> {}

const verticalMenu = defineElement({
  tag: 'ws-vertical-menu',
  component: VerticalMenu,
  attributes: verticalMenuAttributes,
  styles: verticalMenuStyles,
  pageStyles: verticalMenuPageStyles,
});

export const WsVerticalMenu = verticalMenu.element;
export const define = verticalMenu.define;

declare global {
  interface WsEventDetails {
    'ws-vertical-menu-toggle': WsVerticalMenuToggleDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-vertical-menu': WsVerticalMenuElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-vertical-menu': WsJsxElement<WsVerticalMenuElement, typeof verticalMenuAttributes>;
    }
  }
}
