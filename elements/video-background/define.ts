// <ws-video-background>: a section whose content sits over a muted, looping background video.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { videoBackgroundAttributes } from './schema.ts';
import { videoBackgroundPageStyles, videoBackgroundStyles } from './styles.ts';
import { VideoBackground } from './video-background.tsx';

export interface WsVideoBackgroundElement extends HTMLElement, SchemaProperties<typeof videoBackgroundAttributes> {}

const videoBackground = defineElement({
  tag: 'ws-video-background',
  component: VideoBackground,
  attributes: videoBackgroundAttributes,
  styles: videoBackgroundStyles,
  pageStyles: videoBackgroundPageStyles,
});

export const WsVideoBackground = videoBackground.element;
export const define = videoBackground.define;

declare global {
  interface HTMLElementTagNameMap {
    'ws-video-background': WsVideoBackgroundElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-video-background': WsJsxElement<WsVideoBackgroundElement, typeof videoBackgroundAttributes>;
    }
  }
}
