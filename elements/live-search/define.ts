// <ws-live-search>: a search toggle in the header with live results from the WordPress endpoint.
import { defineElement } from '../kit/define.ts';
import { liveSearchAttributes } from './schema.ts';
import { LiveSearch } from './live-search.tsx';
import { liveSearchStyles } from './styles.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

export interface WsLiveSearchResultsDetail {
  search: string;
  count: number;
}

export interface WsLiveSearchElement extends HTMLElement, SchemaProperties<typeof liveSearchAttributes> {}

const liveSearch = defineElement({
  tag: 'ws-live-search',
  component: LiveSearch,
  attributes: liveSearchAttributes,
  styles: liveSearchStyles,
});

export const WsLiveSearch = liveSearch.element;
export const define = liveSearch.define;

declare global {
  interface WsEventDetails {
    'ws-live-search-results': WsLiveSearchResultsDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-live-search': WsLiveSearchElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-live-search': WsJsxElement<WsLiveSearchElement, typeof liveSearchAttributes>;
    }
  }
}
