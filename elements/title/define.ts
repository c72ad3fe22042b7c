// <ws-title>: a heading with rotating words or a highlighted word.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { titleAttributes } from './schema.ts';
import { titlePageStyles, titleStyles } from './styles.ts';
import { withTitle, type TitleChangeDetail, type TitleToggleDetail } from './title-element.ts';
import { TitleView } from './title-view.tsx';

export interface WsTitleElement extends HTMLElement, SchemaProperties<typeof titleAttributes> {}

const title = defineElement({
  tag: 'ws-title',
  component: TitleView,
  attributes: titleAttributes,
  styles: titleStyles,
  pageStyles: titlePageStyles,
  extend: withTitle,
});

export const WsTitle = title.element;
export const define = title.define;

declare global {
  interface WsEventDetails {
    'ws-title-change': TitleChangeDetail;
    'ws-title-pause': TitleToggleDetail;
    'ws-title-play': TitleToggleDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-title': WsTitleElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-title': WsJsxElement<WsTitleElement, typeof titleAttributes>;
    }
  }
}
