// <ws-live-search>: a search toggle in the header with live results from the WordPress endpoint.
import { defineElement } from '../kit/define.ts';
import { LiveSearch } from './live-search.tsx';
import { liveSearchStyles } from './styles.ts';

export interface WsLiveSearchResultsDetail {
  search: string;
  count: number;
}

export interface WsLiveSearchElement extends HTMLElement {
  endpoint: string | undefined;
  postTypes: string[] | undefined;
  minChars: number | undefined;
  perPage: number | undefined;
}

const liveSearch = defineElement({
  tag: 'ws-live-search',
  component: LiveSearch,
  attributes: {
    endpoint: 'string',
    postTypes: 'list',
    minChars: 'number',
    perPage: 'number',
    showImage: 'string',
    showType: 'string',
    titlesOnly: 'string',
    placeholder: 'string',
  },
  styles: liveSearchStyles,
});

export const WsLiveSearch = liveSearch.element;
export const define = liveSearch.define;

declare global {
  interface WsEventDetails {
    'ws-live-search-results': WsLiveSearchResultsDetail;
  }
  interface HTMLElementEventMap {
    'ws-live-search-results': CustomEvent<WsLiveSearchResultsDetail>;
  }
  interface HTMLElementTagNameMap {
    'ws-live-search': WsLiveSearchElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-live-search': React.DetailedHTMLProps<React.HTMLAttributes<WsLiveSearchElement>, WsLiveSearchElement> & {
        endpoint?: string;
        'post-types'?: string;
        'min-chars'?: number | string;
        placeholder?: string;
      };
    }
  }
}
