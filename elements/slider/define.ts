// <ws-slider>: its child elements shown one at a time as slides, rotating until a visitor holds or pauses it.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import {
  withRotation,
  type RotationChangeDetail,
  type RotationHost,
  type RotationToggleDetail,
} from './rotation-element.ts';
import { RotationView } from './rotation-view.tsx';
import { SLIDER_SPEED_MS } from './rules.ts';
import { sliderAttributes } from './schema.ts';
import { rotationStyles, sliderPageStyles } from './styles.ts';

/** The slider's script interface (index, next, previous, goTo, pause, play) and the schema's properties. */
export interface WsSliderElement
  extends
    Pick<RotationHost, 'index' | 'next' | 'previous' | 'goTo' | 'pause' | 'play'>,
    HTMLElement,
    Omit<SchemaProperties<typeof sliderAttributes>, 'index'> {}

const slider = defineElement({
  tag: 'ws-slider',
  component: RotationView,
  attributes: sliderAttributes,
  styles: rotationStyles,
  pageStyles: sliderPageStyles,
  extend: withRotation('slider', SLIDER_SPEED_MS),
});

export const WsSlider = slider.element;
export const define = slider.define;

declare global {
  interface WsEventDetails {
    'ws-slider-change': RotationChangeDetail;
    'ws-slider-pause': RotationToggleDetail;
    'ws-slider-play': RotationToggleDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-slider': WsSliderElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-slider': WsJsxElement<WsSliderElement, typeof sliderAttributes>;
    }
  }
}
