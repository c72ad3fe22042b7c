// The rules of <ws-live-search>, pure: when to search, what the request carries, how an answer
// (a list or an object) becomes safe results, and the German texts.
import { safeUrl } from '../kit/urls.ts';

/** Specification section 9: minimum 4 characters, per_page 100 (the schema's defaults), debounce 500 ms. */
export const MIN_CHARS = 4;
export const PER_PAGE = 100;
export const DEBOUNCE_MS = 500;
export const DEFAULT_ENDPOINT = '/wp-admin/admin-ajax.php';
export const SEARCH_ACTION = 'live_search_retrieve_posts';

export const TEXTS = {
  de: {
    toggleOpen: 'Suche öffnen',
    toggleClose: 'Suche schließen',
    field: 'Website durchsuchen',
    placeholder: 'Suchen …',
    results: 'Suchergebnisse',
    loading: 'Suche läuft …',
    // Specification section 8, word for word.
    noResults: 'Keine Suchergebnisse stimmen mit Ihrer Anfrage überein. Bitte versuchen Sie es noch einmal.',
    failed: 'Die Suche hat gerade nicht geklappt.',
    retry: 'Erneut versuchen',
    count: (n: number) => (n === 1 ? '1 Ergebnis' : `${n} Ergebnisse`),
    allResults: (n: number) => (n === 1 ? 'Ergebnis auf der Suchseite zeigen' : `Alle ${n} Ergebnisse auf der Suchseite zeigen`),
    tooShort: (min: number) => `Bitte mindestens ${min} Zeichen eingeben.`,
    types: { post: 'Beitrag', page: 'Seite', product: 'Produkt' } as Record<string, string>,
  },
  en: {
    toggleOpen: 'Open search',
    toggleClose: 'Close search',
    field: 'Search this site',
    placeholder: 'Search …',
    results: 'Search results',
    loading: 'Searching …',
    noResults: 'No search results match your query. Please try again',
    failed: 'The search did not work just now.',
    retry: 'Try again',
    count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
    allResults: (n: number) => (n === 1 ? 'Show the result on the search page' : `Show all ${n} results on the search page`),
    tooShort: (min: number) => `Please type at least ${min} characters.`,
    types: { post: 'Post', page: 'Page', product: 'Product' } as Record<string, string>,
  },
};

export interface SearchOptions {
  postTypes: string[];
  perPage: number;
  showImage: boolean;
  showType: boolean;
  titlesOnly: boolean;
}

/** A result as the element shows it: title is text; url and image only when safe. */
export interface SearchResult {
  id: string;
  title: string;
  url: string | undefined;
  image: string | undefined;
  type: string;
}

/** The text that is searched for, or undefined while it is shorter than the minimum. */
export function searchText(input: string, minChars: number): string | undefined {
  const text = input.trim();
  return text.length >= minChars ? text : undefined;
}

/** One cache entry per search text and post types (spec section 3). */
export function cacheKey(text: string, options: Pick<SearchOptions, 'postTypes' | 'titlesOnly'>): string {
  return JSON.stringify([text.toLowerCase(), [...options.postTypes].sort(), options.titlesOnly]);
}

/** The form fields of CONTRACT.md section 5. */
export function requestBody(text: string, options: SearchOptions): URLSearchParams {
  const body = new URLSearchParams({
    action: SEARCH_ACTION,
    search: text,
    per_page: String(options.perPage),
    show_feat_img: options.showImage ? '1' : '0',
    display_post_type: options.showType ? '1' : '0',
    search_limit_to_post_titles: options.titlesOnly ? '1' : '0',
  });
  for (const type of options.postTypes) body.append('post_type[]', type);
  return body;
}

export class AnswerError extends Error {}

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Accepts a list of results or an object holding them (keyed, or under results/posts/data), and
 * keeps the first `limit` usable ones (per_page): a server that sends more does not get to
 * render more (issue 12: a 5 MB answer froze the page for 3.6 s).
 */
export function resultsOf(answer: unknown, limit: number = PER_PAGE): SearchResult[] {
  let items: unknown[];
  if (Array.isArray(answer)) items = answer;
  else if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    const inner = [record.results, record.posts, record.data].find(Array.isArray) as unknown[] | undefined;
    items = inner ?? Object.values(record);
  } else {
    throw new AnswerError(`expected a list or an object of results, got ${answer === null ? 'null' : typeof answer}`);
  }
  const results: SearchResult[] = [];
  for (const [index, item] of items.entries()) {
    if (results.length >= limit) break;
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const title = asText(record.title).trim();
    if (!title) continue;
    results.push({
      id: asText(record.id) || String(index),
      title,
      url: safeUrl(record.post_url),
      image: safeUrl(record.image_url),
      type: asText(record.type),
    });
  }
  if (items.length && !results.length) throw new AnswerError('none of the results has a title');
  return results;
}
