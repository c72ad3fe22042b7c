// <ws-testimonials>: customer quotes shown one at a time, rotating to the next and wrapping to the first.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import {
  withRotation,
  type RotationChangeDetail,
  type RotationHost,
  type RotationToggleDetail,
} from '../slider/rotation-element.ts';
import { RotationView } from '../slider/rotation-view.tsx';
import { TESTIMONIAL_SPEED_MS } from '../slider/rules.ts';
import { rotationStyles } from '../slider/styles.ts';
import { testimonialsAttributes } from './schema.ts';

/** The quotes' script interface (index, next, previous, goTo, pause, play) and the schema's properties. */
export interface WsTestimonialsElement
  extends
    Pick<RotationHost, 'index' | 'next' | 'previous' | 'goTo' | 'pause' | 'play'>,
    HTMLElement,
    Omit<SchemaProperties<typeof testimonialsAttributes>, 'index'> {}

const testimonials = defineElement({
  tag: 'ws-testimonials',
  component: RotationView,
  attributes: testimonialsAttributes,
  styles: rotationStyles,
  extend: withRotation('testimonials', TESTIMONIAL_SPEED_MS),
});

export const WsTestimonials = testimonials.element;
export const define = testimonials.define;

declare global {
  interface WsEventDetails {
    // The quotes have no picker: every other cause of a change.
    'ws-testimonials-change': RotationChangeDetail<'auto' | 'button' | 'key' | 'swipe' | 'script'>;
    'ws-testimonials-pause': RotationToggleDetail;
    'ws-testimonials-play': RotationToggleDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-testimonials': WsTestimonialsElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-testimonials': WsJsxElement<WsTestimonialsElement, typeof testimonialsAttributes>;
    }
  }
}
