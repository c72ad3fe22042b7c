// Fetches the next archive page and returns its items as sanitized elements: from the JSON answer
// of CONTRACT.md section 5, or from an HTML page (the same archive page a visitor would get).
import { pageNumberOf } from './rules.ts';

export interface LoadedPage {
  items: Element[];
  next: string | null;
  page: number | undefined;
  pages: number | undefined;
}

/** Server HTML becomes elements only through DOMPurify (loaded when the first page is appended). */
async function sanitizedElements(html: string[]): Promise<Element[]> {
  const { default: DOMPurify } = await import('dompurify');
  // Embedded videos stay, but only as marked content: the consent bus releases them on consent.
  const fragments = html.map((markup) => DOMPurify.sanitize(markup, { RETURN_DOM_FRAGMENT: true, ADD_TAGS: ['iframe'], ADD_ATTR: ['allowfullscreen'] }));
  // A marked frame loads through data-src only, when its category is accepted; others go.
  for (const frame of fragments.flatMap((fragment) => [...fragment.querySelectorAll('iframe')])) {
    if (frame.hasAttribute('data-category')) frame.removeAttribute('src');
    else frame.remove();
  }
  return fragments.flatMap((fragment) => [...fragment.children]);
}

function fromJson(answer: unknown, url: string): { html: string[]; next: string | null; page: number | undefined; pages: number | undefined } {
  if (!answer || typeof answer !== 'object' || !Array.isArray((answer as { items?: unknown }).items)) throw new Error('the JSON answer has no "items" list');
  const record = answer as { items: unknown[]; next?: unknown; page?: unknown; pages?: unknown };
  const html = record.items.map((item) => (item && typeof item === 'object' && typeof (item as { html?: unknown }).html === 'string' ? (item as { html: string }).html : '')).filter(Boolean);
  const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);
  return {
    html,
    next: typeof record.next === 'string' && record.next ? new URL(record.next, url).href : null,
    page: whole(record.page) ?? pageNumberOf(url),
    pages: whole(record.pages),
  };
}

function fromHtml(text: string, url: string): { html: string[]; next: string | null; page: number | undefined; pages: number | undefined } {
  const page = new DOMParser().parseFromString(text, 'text/html');
  const feed = page.querySelector('ws-blog-feed');
  const items = feed ? [...feed.children].filter((child) => child.localName === 'article') : [...page.querySelectorAll('main article')];
  const next = (feed ?? page).querySelector('a[rel~="next"]')?.getAttribute('href');
  return { html: items.map((item) => item.outerHTML), next: next ? new URL(next, url).href : null, page: pageNumberOf(url), pages: undefined };
}

export async function loadPage(url: string, signal: AbortSignal, fetcher: typeof fetch = fetch): Promise<LoadedPage> {
  const response = await fetcher(url, { headers: { Accept: 'application/json, text/html;q=0.8' }, signal, credentials: 'same-origin' });
  // WordPress answers a page past the last with 404: the archive has ended.
  if (response.status === 404) return { items: [], next: null, page: undefined, pages: undefined };
  if (!response.ok) throw new Error(`the server answered ${response.status} for ${url}`);
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  let parsed: ReturnType<typeof fromJson>;
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
  return { items: await sanitizedElements(parsed.html), next: parsed.next, page: parsed.page, pages: parsed.pages };
}
