// <ws-blog-feed>: the server-rendered list of posts, laid out and extended page by page.
import { defineElement } from '../kit/define.ts';
import { blogFeedAttributes } from './schema.ts';
import { BlogFeed } from './blog-feed.tsx';
import { blogFeedPageStyles } from './page-styles.ts';
import type { FeedState } from './rules.ts';
import { blogFeedStyles } from './styles.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';

export interface WsBlogFeedLoadDetail {
  /** The page address that was loaded. */
  url: string;
  /** How many items it added. */
  count: number;
  /** The number of the last page now in the feed. */
  page: number;
}

export interface WsBlogFeedDoneDetail {
  state: FeedState;
}

export interface WsBlogFeedElement extends HTMLElement, SchemaProperties<typeof blogFeedAttributes> {}

const blogFeed = defineElement({
  tag: 'ws-blog-feed',
  component: BlogFeed,
  attributes: blogFeedAttributes,
  styles: blogFeedStyles,
  pageStyles: blogFeedPageStyles,
});

export const WsBlogFeed = blogFeed.element;
export const define = blogFeed.define;

declare global {
  interface WsEventDetails {
    'ws-blog-feed-load': WsBlogFeedLoadDetail;
    'ws-blog-feed-done': WsBlogFeedDoneDetail;
  }
  interface HTMLElementTagNameMap {
    'ws-blog-feed': WsBlogFeedElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ws-blog-feed': WsJsxElement<WsBlogFeedElement, typeof blogFeedAttributes>;
    }
  }
}
