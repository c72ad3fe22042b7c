// The attributes of <ws-live-search> (camelCase prop -> type; the attribute is its kebab-case form). No React here: the
// manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import { DEFAULT_ENDPOINT, MIN_CHARS, PER_PAGE } from './rules.ts';
import type { ElementDescription } from '../kit/types.ts';

export const liveSearchAttributes = {
  endpoint: { type: 'string', default: DEFAULT_ENDPOINT },
  postTypes: 'list',
  minChars: { type: 'number', default: MIN_CHARS },
  perPage: { type: 'number', default: PER_PAGE },
  showImage: { type: 'yesno', default: true },
  showType: { type: 'yesno', default: true },
  titlesOnly: { type: 'yesno', default: false },
  placeholder: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-live-search> beyond its schema (scripts/manifest.ts). */
export const liveSearchDescription = {
  tag: 'ws-live-search',
  schema: liveSearchAttributes,
  summary:
    "A search toggle with live results from WordPress's `live_search_retrieve_posts` action; the page's " +
    'own search form inside the tag is the search without script.',
  attributes: {
    endpoint: { description: 'Where the search form is POSTed.' },
    postTypes: { description: 'Comma list of post types, sent as `post_type[]`.', default: 'all' },
    minChars: { description: 'Search from this many characters.' },
    perPage: { description: 'Most results shown (`per_page`).' },
    showImage: { description: 'yes/no: ask for and show featured images (`show_feat_img`).' },
    showType: { description: 'yes/no: ask for and show the post type (`display_post_type`).' },
    titlesOnly: { description: 'yes/no: search titles only (`search_limit_to_post_titles`).' },
    placeholder: { description: "The field's placeholder.", default: 'Suchen …' },
  },
  events: { 'ws-live-search-results': 'Each time results (or none) are shown.' },
  cssParts: {
    'live-search': 'The whole control.',
    toggle: 'The search button.',
    panel: 'The floating panel.',
    field: 'The search field.',
    loading: 'The loading line.',
    message: 'The no-results or failure message.',
    retry: 'The retry button.',
    count: 'The number of results, above the list.',
    results: 'The result list.',
    result: 'One result.',
    'all-results':
      "The button below the list that opens the page's search page with every result (only with the " +
      "author's search form inside).",
  },
  cssProperties: {
    '--ws-live-search-width': { description: 'Width of the panel on wide screens.', default: '26rem' },
    '--ws-live-search-z-index': { description: 'Stacking layer of the panel.', default: '1000' },
  },
} as const satisfies ElementDescription<typeof liveSearchAttributes>;
