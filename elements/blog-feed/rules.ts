// The rules of <ws-blog-feed>, pure: layouts and paging modes, the loading state machine of
// docs/RULES.md#blog-feed, page numbers from next-page links, masonry placement,
// timeline labels and the texts.
import { readOneOf, type Warn } from '../../platform/values.ts';
import { GAP_PX, MAX_COLUMNS, MIN_COLUMN_PX } from './geometry.ts';

export { GAP_PX, MAX_COLUMNS, MIN_COLUMN_PX } from './geometry.ts';

export const LAYOUTS = ['grid', 'masonry', 'timeline', 'equal-heights', 'large', 'medium'] as const;
export const PAGINATIONS = ['pagination', 'load-more', 'infinite'] as const;
export type Layout = (typeof LAYOUTS)[number];
export type Pagination = (typeof PAGINATIONS)[number];
export const DEFAULT_LAYOUT = 'grid' satisfies Layout;
export const DEFAULT_PAGINATION = 'pagination' satisfies Pagination;

/**
 * docs/RULES.md#blog-feed: bottom buffer 40 px, extra scroll 150 px, scroll throttle 100 ms; layout
 * resize debounce 250 ms.
 */
export const BOTTOM_BUFFER_PX = 40;
export const EXTRA_SCROLL_PX = 150;
export const SCROLL_THROTTLE_MS = 100;
export const RESIZE_DEBOUNCE_MS = 250;
export const DEFAULT_COLUMNS = 3;

/**
 * What one loaded page may bring (a 5 MB page froze the feed for 2 s). An answer longer than the
 * kit's MAX_SERVER_ANSWER_CHARS is not parsed at all and ends the feed; a page with more items than
 * MAX_ITEMS_PER_PAGE shows the first ones, warns, and paging goes on. A WordPress archive page
 * holds 10 posts in well under 300,000 characters (the demo's: about 10,000), so neither limit
 * touches a real one.
 */
export { MAX_SERVER_ANSWER_CHARS as MAX_ANSWER_CHARS } from '../../consent-bus/sanitize.ts';
export const MAX_ITEMS_PER_PAGE = 100;

/** The items one page may insert, and how many were left out. */
export function itemsWithinCap<Item>(items: Item[], cap = MAX_ITEMS_PER_PAGE): { kept: Item[]; dropped: number } {
  return { kept: items.slice(0, cap), dropped: Math.max(0, items.length - cap) };
}

export const TEXTS = {
  de: {
    loading: 'Lade weitere Beiträge...',
    finished: 'Alle Elemente angezeigt.',
    loadMore: 'Weitere Beiträge laden',
    loaded: (count: number) => (count === 1 ? '1 weiterer Beitrag geladen.' : `${count} weitere Beiträge geladen.`),
    feed: 'Beiträge',
    page: (page: number) => `Seite ${page}`,
  },
  en: {
    loading: 'Loading the next set of posts...',
    finished: 'All items displayed.',
    loadMore: 'Load more posts',
    loaded: (count: number) => (count === 1 ? '1 more post loaded.' : `${count} more posts loaded.`),
    feed: 'Posts',
    page: (page: number) => `Page ${page}`,
  },
};

export type FeedTexts = (typeof TEXTS)['de'];

/** The document's title for the archive page in view, as WordPress names later pages: "Blog – Seite 2 – Site". */
export function pageTitle(firstTitle: string, page: number | undefined, texts: FeedTexts): string {
  if (page === undefined || !Number.isSafeInteger(page) || page <= 1) return firstTitle;
  const [name, ...site] = firstTitle.split(' – ');
  return [name, texts.page(page), ...site].join(' – ');
}

/** The texts with the author's finished message, when the page gives one that is not blank. */
export function feedTexts(texts: FeedTexts, finishedText: string | undefined): FeedTexts {
  const own = finishedText?.trim();
  return own ? { ...texts, finished: own } : texts;
}

export type FeedState = 'idle' | 'loading' | 'done' | 'paused' | 'destroyed' | 'invalid page' | 'beyond max page';

export type FeedEvent =
  | { type: 'request' }
  | {
      type: 'loaded';
      items: number;
      next: string | null;
      /** The number of the page just loaded, when the answer says. */ page: number | undefined;
      pages: number | undefined;
    }
  | { type: 'failed' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'destroy' };

export interface FeedMachine {
  state: FeedState;
  /** The page that is loaded last (1-based). */
  page: number;
  next: string | null;
  /** The last page, when the server said so. */
  pages: number | undefined;
}

/** The page number in an archive URL: `/blog/page/3/`, `?paged=3`, `?page=3`; 1 for the first page. */
export function pageNumberOf(url: string, base = 'https://site.invalid/'): number | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  const inPath = /\/page\/([^/]+)\/?$/.exec(parsed.pathname);
  const raw = inPath?.[1] ?? parsed.searchParams.get('paged') ?? parsed.searchParams.get('page');
  if (raw === null || raw === undefined) return 1;
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** The address of page 1 of the archive a next link belongs to: `/blog/page/2/` -> `/blog/`. */
export function archiveBase(url: string, base = 'https://site.invalid/'): string {
  const parsed = new URL(url, base);
  return parsed.pathname.replace(/\/page\/[^/]+\/?$/, '/');
}

/** Where the feed starts: idle with a next page to follow, or one of the end states. */
export function startMachine(page: number | undefined, next: string | null, pages: number | undefined): FeedMachine {
  if (page === undefined) return { state: 'invalid page', page: 1, next: null, pages };
  if (pages !== undefined && page > pages) return { state: 'beyond max page', page, next: null, pages };
  return checkNext({ state: 'idle', page, next, pages });
}

/** A next link must name a later page within the last one; otherwise the feed stops there. */
function checkNext(machine: FeedMachine): FeedMachine {
  if (!machine.next) return { ...machine, state: 'done', next: null };
  const nextPage = pageNumberOf(machine.next);
  if (nextPage === undefined || nextPage <= machine.page) return { ...machine, state: 'invalid page', next: null };
  if (machine.pages !== undefined && nextPage > machine.pages)
    return { ...machine, state: 'beyond max page', next: null };
  return machine;
}

const FINAL: FeedState[] = ['done', 'destroyed', 'invalid page', 'beyond max page'];

export function isFinal(state: FeedState): boolean {
  return FINAL.includes(state);
}

export function transition(machine: FeedMachine, event: FeedEvent): FeedMachine {
  if (event.type === 'destroy') return { ...machine, state: 'destroyed', next: null };
  if (isFinal(machine.state)) return machine;
  switch (event.type) {
    case 'request':
      return machine.state === 'idle' && machine.next ? { ...machine, state: 'loading' } : machine;
    case 'loaded': {
      if (machine.state !== 'loading') return machine;
      // No items: the archive has ended, whatever the links say.
      if (event.items === 0) return { ...machine, state: 'done', next: null };
      const page = event.page ?? machine.page + 1;
      return checkNext({ state: 'idle', page, next: event.next, pages: event.pages ?? machine.pages });
    }
    case 'failed':
      return machine.state === 'loading' ? { ...machine, state: 'done', next: null } : machine;
    case 'pause':
      return machine.state === 'idle' ? { ...machine, state: 'paused' } : machine;
    case 'resume':
      return machine.state === 'paused' ? { ...machine, state: 'idle' } : machine;
    default:
      return machine;
  }
}

/** The `layout` attribute: one of LAYOUTS, else the default with a warning. */
export const feedLayout = (raw: string | undefined, warn: Warn): Layout =>
  readOneOf('attribute "layout"', raw, LAYOUTS, DEFAULT_LAYOUT, warn);

/** The `pagination` attribute: one of PAGINATIONS, else the default with a warning. */
export const feedPagination = (raw: string | undefined, warn: Warn): Pagination =>
  readOneOf('attribute "pagination"', raw, PAGINATIONS, DEFAULT_PAGINATION, warn);

/** The `columns` attribute: a whole number from 1 to MAX_COLUMNS (more is clamped), else the default. */
export function feedColumns(raw: number | undefined, warn: Warn): number {
  if (raw === undefined) return DEFAULT_COLUMNS;
  const columns = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, MAX_COLUMNS) : DEFAULT_COLUMNS;
  if (columns !== raw)
    warn(`attribute "columns" expects a whole number from 1 to ${MAX_COLUMNS}, got ${raw}; using ${columns}`);
  return columns;
}

/** Columns that fit: the asked number, fewer when each would be narrower than MIN_COLUMN_PX. */
export function fittingColumns(asked: number, width: number, gap = GAP_PX): number {
  const fit = Math.max(1, Math.floor((width + gap) / (MIN_COLUMN_PX + gap)));
  return Math.max(1, Math.min(asked, fit));
}

export interface Placement {
  left: number;
  top: number;
  width: number;
}

/**
 * Masonry: each item, in document order, goes into the shortest column (the leftmost of equals),
 * directly under what is there. Order for reading and tabbing stays the document order.
 */
export function masonry(
  heights: number[],
  columns: number,
  width: number,
  gap = GAP_PX,
): { placements: Placement[]; height: number } {
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const bottoms = new Array<number>(columns).fill(0);
  const placements = heights.map((height) => {
    let column = 0;
    for (let index = 1; index < columns; index += 1) if (bottoms[index]! < bottoms[column]!) column = index;
    const top = bottoms[column]!;
    bottoms[column] = top + height + gap;
    return { left: column * (columnWidth + gap), top, width: columnWidth };
  });
  return { placements, height: Math.max(0, Math.max(...bottoms) - (heights.length ? gap : 0)) };
}

/** "November 2026" for a timeline label (German month names; English on English pages). */
export function monthLabel(isoDate: string, language: 'de' | 'en'): string | undefined {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match) return undefined;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), month - 1, 15)));
}

/** Which items start a new month on the timeline (the first, and each change of month). */
export function monthStarts(dates: Array<string | undefined>): boolean[] {
  return dates.map((date, index) => index === 0 || (date ?? '').slice(0, 7) !== (dates[index - 1] ?? '').slice(0, 7));
}
