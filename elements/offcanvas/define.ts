// <ws-offcanvas>: a popup or sliding bar with triggers, display rules and hash links.
import { defineElement } from '../kit/define.ts';
import { offcanvasAttributes } from './schema.ts';
import { Offcanvas } from './offcanvas.tsx';
import { withPanelBehaviour, type CloseCause, type OffcanvasHost, type OpenCause } from './offcanvas-element.ts';
import { offcanvasStyles } from './styles.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

export interface WsOffcanvasOpenDetail {
  id: string;
  cause: OpenCause;
}

export interface WsOffcanvasCloseDetail {
  id: string;
  cause: CloseCause;
}

/**
 * The panel's script interface (open, close, toggle, state) and the schema's properties, except
 * `scrollTo` (the `scroll-to` field): that name is the element's native scrollTo() method.
 */
export interface WsOffcanvasElement
  extends OffcanvasHost, Omit<SchemaProperties<typeof offcanvasAttributes>, 'scrollTo'> {}

const offcanvas = defineElement({
  tag: 'ws-offcanvas',
  component: Offcanvas,
  attributes: offcanvasAttributes,
  config: true,
  styles: offcanvasStyles,
  extend: withPanelBehaviour,
});

export const WsOffcanvas = offcanvas.element;
export const define = offcanvas.define;

declare global {
  interface WsEventDetails {
    'ws-offcanvas-open': WsOffcanvasOpenDetail;
    'ws-offcanvas-close': WsOffcanvasCloseDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-offcanvas': WsOffcanvasElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-offcanvas': WsJsxElement<WsOffcanvasElement, typeof offcanvasAttributes, { config?: string }>;
    }
  }
}
