// Fetches the next archive page and returns its items as sanitized elements: from the JSON answer
// of docs/REFERENCE.md#endpoints, or from an HTML page (the same archive page a visitor would get).
import { sanitizeServerHtml } from '../../consent-bus/sanitize.ts';
import { sameOriginUrl } from '../../platform/urls.ts';
import { withinAnswerCap } from '../../consent-bus/sanitize.ts';
import { itemsWithinCap, pageNumberOf } from './rules.ts';

export interface LoadedPage {
  items: Element[];
  /** The page after this one: http(s) on the page's own origin, absolute; null when there is none. */
  next: string | null;
  /** A next link the answer gave that is not on this site or not http(s): paging ends there. */
  refusedNext: string | undefined;
  /** Items beyond MAX_ITEMS_PER_PAGE that were left out. */
  dropped: number;
  page: number | undefined;
  pages: number | undefined;
}

/** What an answer says, before any of its markup or links are trusted. */
interface ParsedPage {
  html: string[];
  /** The next link exactly as the answer gave it. */
  next: string | undefined;
  page: number | undefined;
  pages: number | undefined;
}

/** Server HTML becomes elements only through the kit's one sanitizer profile. */
async function sanitizedElements(html: string[]): Promise<Element[]> {
  const fragments = await Promise.all(html.map((markup) => sanitizeServerHtml(markup)));
  return fragments.flatMap((fragment) => [...fragment.children]);
}

function fromJson(answer: unknown, url: string): ParsedPage {
  if (!answer || typeof answer !== 'object' || !Array.isArray((answer as { items?: unknown }).items))
    throw new Error('the JSON answer has no "items" list');
  const record = answer as { items: unknown[]; next?: unknown; page?: unknown; pages?: unknown };
  const html = record.items
    .map((item) =>
      item && typeof item === 'object' && typeof (item as { html?: unknown }).html === 'string'
        ? (item as { html: string }).html
        : '',
    )
    .filter(Boolean);
  const whole = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
  return {
    html,
    next: typeof record.next === 'string' && record.next ? record.next : undefined,
    page: whole(record.page) ?? pageNumberOf(url),
    pages: whole(record.pages),
  };
}

function fromHtml(text: string, url: string): ParsedPage {
  const page = new DOMParser().parseFromString(text, 'text/html');
  const feed = page.querySelector('ws-blog-feed');
  const items = feed
    ? [...feed.children].filter((child) => child.localName === 'article')
    : [...page.querySelectorAll('main article')];
  const next = (feed ?? page).querySelector('a[rel~="next"]')?.getAttribute('href');
  return {
    html: items.map((item) => item.outerHTML),
    next: next || undefined,
    page: pageNumberOf(url),
    pages: undefined,
  };
}

/** `origin` is the page's own: a next page elsewhere is refused (docs/RULES.md#blog-feed). */
export async function loadPage(
  url: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
  origin: string = location.origin,
): Promise<LoadedPage> {
  const response = await fetcher(url, {
    headers: { Accept: 'application/json, text/html;q=0.8' },
    signal,
    credentials: 'same-origin',
  });
  // WordPress answers a page past the last with 404: the archive has ended.
  if (response.status === 404)
    return { items: [], next: null, refusedNext: undefined, dropped: 0, page: undefined, pages: undefined };
  if (!response.ok) throw new Error(`the server answered ${response.status} for ${url}`);
  const type = response.headers.get('Content-Type') ?? '';
  // Measured before any parsing: parsing and sanitizing are what freeze the page.
  const text = withinAnswerCap(await response.text());
  let parsed: ParsedPage;
  if (type.includes('json')) {
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch (error) {
      throw new Error(`the answer for ${url} is not JSON (${(error as Error).message})`);
    }
    parsed = fromJson(answer, url);
  } else {
    parsed = fromHtml(text, url);
  }
  const next = parsed.next === undefined ? null : (sameOriginUrl(parsed.next, url, origin) ?? null);
  const { kept, dropped } = itemsWithinCap(parsed.html);
  return {
    items: await sanitizedElements(kept),
    next,
    refusedNext: parsed.next !== undefined && next === null ? parsed.next : undefined,
    dropped,
    page: parsed.page,
    pages: parsed.pages,
  };
}
