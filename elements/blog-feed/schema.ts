// The attributes of <ws-blog-feed> (camelCase prop -> type; the attribute is its kebab-case form). No React here: the
// manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import { DEFAULT_COLUMNS, DEFAULT_LAYOUT, DEFAULT_PAGINATION } from './rules.ts';
import type { ElementDescription } from '../kit/types.ts';
import { LAYOUTS, PAGINATIONS } from './rules.ts';

export const blogFeedAttributes = {
  layout: { type: 'string', default: DEFAULT_LAYOUT },
  columns: { type: 'number', default: DEFAULT_COLUMNS },
  pagination: { type: 'string', default: DEFAULT_PAGINATION },
  paused: 'boolean',
  finishedText: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-blog-feed> beyond its schema (scripts/manifest.ts). */
export const blogFeedDescription = {
  tag: 'ws-blog-feed',
  schema: blogFeedAttributes,
  summary:
    'The server-rendered list of posts, laid out and extended page by page; its children are the items and ' +
    'the pager with `a[rel=next]`.',
  attributes: {
    layout: {
      description: 'How the items are laid out (`large`: image above text, `medium`: image beside text).',
      values: LAYOUTS,
    },
    columns: { description: 'Columns, 1 to 6 (fewer where a column would be narrower than 260 px).' },
    pagination: {
      description: "How the next page comes: the page's own pager, a load-more button, or on scrolling.",
      values: PAGINATIONS,
    },
    paused: { description: 'Loading waits while present (state `paused`).' },
    finishedText: {
      description: 'The message shown and announced when every post is in the feed.',
      default: 'Alle Elemente angezeigt.',
    },
  },
  extraAttributes: {
    'data-pages': { type: 'number', description: 'The number of the last page, when the server knows it.' },
    'data-state': {
      type: 'string',
      description:
        'Set by the element: `idle`, `loading`, `done`, `paused`, `destroyed`, `invalid page`, `beyond max page`.',
    },
  },
  events: {
    'ws-blog-feed-load': 'After a page was appended.',
    'ws-blog-feed-done': 'When loading has ended (`done`, `invalid page`, `beyond max page`).',
  },
  slots: { '': 'The server-rendered `<article>` items.', pager: "The page's own pager (paged mode)." },
  cssParts: {
    feed: 'The list.',
    controls: 'Wraps the load-more button and the status.',
    'load-more': 'The load-more button.',
    status: 'The loading and done message.',
  },
  cssProperties: {
    '--ws-blog-feed-line': { description: "Colour of the timeline's line.", default: 'var(--ws-color-border)' },
  },
} as const satisfies ElementDescription<typeof blogFeedAttributes>;
