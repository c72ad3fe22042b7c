// <ws-scroll-sections>: its children as full-height sections, stepped through one at a time on wide
// screens where motion is allowed, ordinary content everywhere else.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import {
  withScrollSections,
  type ScrollSectionsChangeDetail,
  type ScrollSectionsHost,
} from './scroll-sections-element.ts';
import { ScrollSectionsView } from './scroll-sections-view.tsx';
import { scrollSectionsAttributes } from './schema.ts';
import { scrollSectionsPageStyles, scrollSectionsStyles } from './styles.ts';

/** The script interface (index, mode, next, previous, goTo) and the schema's properties. */
export interface WsScrollSectionsElement
  extends
    Pick<ScrollSectionsHost, 'index' | 'mode' | 'next' | 'previous' | 'goTo'>,
    HTMLElement,
    SchemaProperties<typeof scrollSectionsAttributes> {}

const scrollSections = defineElement({
  tag: 'ws-scroll-sections',
  component: ScrollSectionsView,
  attributes: scrollSectionsAttributes,
  styles: scrollSectionsStyles,
  pageStyles: scrollSectionsPageStyles,
  extend: withScrollSections,
});

export const WsScrollSections = scrollSections.element;
export const define = scrollSections.define;

declare global {
  interface WsEventDetails {
    'ws-scroll-sections-change': ScrollSectionsChangeDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-scroll-sections': WsScrollSectionsElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-scroll-sections': WsJsxElement<WsScrollSectionsElement, typeof scrollSectionsAttributes>;
    }
  }
}
