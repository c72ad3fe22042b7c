// <ws-offcanvas>: a popup or sliding bar with triggers, display rules and hash links.
import { defineElement } from '../kit/define.ts';
import { Offcanvas } from './offcanvas.tsx';
import { withPanelBehaviour, type CloseCause, type OffcanvasHost, type OpenCause } from './offcanvas-element.ts';
import { OFFCANVAS_ATTRIBUTES } from './rules.ts';
import { offcanvasStyles } from './styles.ts';

export interface WsOffcanvasOpenDetail {
  id: string;
  cause: OpenCause;
}

export interface WsOffcanvasCloseDetail {
  id: string;
  cause: CloseCause;
}

const offcanvas = defineElement({
  tag: 'ws-offcanvas',
  component: Offcanvas,
  attributes: OFFCANVAS_ATTRIBUTES,
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
  interface HTMLElementEventMap {
    'ws-offcanvas-open': CustomEvent<WsOffcanvasOpenDetail>;
    'ws-offcanvas-close': CustomEvent<WsOffcanvasCloseDetail>;
  }
  interface HTMLElementTagNameMap {
    'ws-offcanvas': OffcanvasHost;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-offcanvas': React.DetailedHTMLProps<React.HTMLAttributes<OffcanvasHost>, OffcanvasHost> & { config?: string; type?: string; position?: string };
    }
  }
}
