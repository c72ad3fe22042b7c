// <ws-lightbox>: opens the image, video, YouTube and Vimeo links inside it in a modal viewer.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import {
  withLightboxBehaviour,
  type LightboxChangeDetail,
  type LightboxEventDetail,
  type LightboxHost,
  type LightboxOpenDetail,
} from './lightbox-element.ts';
import { lightboxAttributes } from './schema.ts';
import { lightboxStyles } from './styles.ts';
import { Lightbox } from './viewer.tsx';

/** The viewer's script interface (open, close) and the schema's properties. */
export interface WsLightboxElement
  extends Pick<LightboxHost, 'open' | 'close'>, HTMLElement, SchemaProperties<typeof lightboxAttributes> {}

const lightbox = defineElement({
  tag: 'ws-lightbox',
  component: Lightbox,
  attributes: lightboxAttributes,
  styles: lightboxStyles,
  extend: withLightboxBehaviour,
});

export const WsLightbox = lightbox.element;
export const define = lightbox.define;

declare global {
  interface WsEventDetails {
    'ws-lightbox-open': LightboxOpenDetail;
    'ws-lightbox-change': LightboxChangeDetail;
    'ws-lightbox-close': LightboxEventDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-lightbox': WsLightboxElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-lightbox': WsJsxElement<WsLightboxElement, typeof lightboxAttributes>;
    }
  }
}
