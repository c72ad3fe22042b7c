// The rules of <ws-live-search>, pure: when to search, the cache key, and the German texts. What the
// request carries and how an answer becomes results: answer.ts.

/** docs/RULES.md#live-search: minimum 4 characters, per_page 100 (the schema's defaults), debounce 500 ms. */
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
    // docs/RULES.md#messages, word for word.
    noResults: 'Keine Suchergebnisse stimmen mit Ihrer Anfrage überein. Bitte versuchen Sie es noch einmal.',
    failed: 'Die Suche hat gerade nicht geklappt.',
    retry: 'Erneut versuchen',
    count: (n: number) => (n === 1 ? '1 Ergebnis' : `${n} Ergebnisse`),
    allResults: (n: number) =>
      n === 1 ? 'Ergebnis auf der Suchseite zeigen' : `Alle ${n} Ergebnisse auf der Suchseite zeigen`,
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
    allResults: (n: number) =>
      n === 1 ? 'Show the result on the search page' : `Show all ${n} results on the search page`,
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

/** One cache entry per search text and post types (docs/RULES.md#live-search). */
export function cacheKey(text: string, options: Pick<SearchOptions, 'postTypes' | 'titlesOnly'>): string {
  return JSON.stringify([text.toLowerCase(), [...options.postTypes].sort(), options.titlesOnly]);
}
