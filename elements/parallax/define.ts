// <ws-parallax>: a section whose background picture moves at another speed than the page.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { Parallax } from './parallax.tsx';
import { parallaxAttributes } from './schema.ts';
import { parallaxStyles } from './styles.ts';

export interface WsParallaxElement extends HTMLElement, SchemaProperties<typeof parallaxAttributes> {}

const parallax = defineElement({
  tag: 'ws-parallax',
  component: Parallax,
  attributes: parallaxAttributes,
  config: true,
  styles: parallaxStyles,
});

export const WsParallax = parallax.element;
export const define = parallax.define;

declare global {
  interface HTMLElementTagNameMap {
    'ws-parallax': WsParallaxElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-parallax': WsJsxElement<WsParallaxElement, typeof parallaxAttributes>;
    }
  }
}
