// <ws-share>: a sharing box of plain links to the chosen networks, and the system share sheet where the browser has
// one.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import type { ShareNetwork } from './rules.ts';
import { shareAttributes } from './schema.ts';
import { Share } from './share.tsx';
import { shareStyles } from './styles.ts';

export interface WsShareDetail {
  /** The network of the clicked link, or `system` for the "Teilen" button (Web Share API). */
  network: ShareNetwork | 'system';
}

export interface WsShareElement extends HTMLElement, SchemaProperties<typeof shareAttributes> {}

const share = defineElement({
  tag: 'ws-share',
  component: Share,
  attributes: shareAttributes,
  styles: shareStyles,
});

export const WsShare = share.element;
export const define = share.define;

/** What the data-* attributes of the JSX tag take (read beside the schema). */
interface ShareDataAttributes {
  'data-title'?: string;
  'data-description'?: string;
  'data-link'?: string;
  'data-image'?: string;
}

declare global {
  interface WsEventDetails {
    'ws-share': WsShareDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-share': WsShareElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-share': WsJsxElement<WsShareElement, typeof shareAttributes, ShareDataAttributes>;
    }
  }
}
