// How <ws-live-search> asks and how it reads the answer, pure: the request's form fields, and how an
// answer (a list or an object) becomes safe results. Only the search panel's chunk needs them.
import { safeUrl } from '../../platform/urls.ts';
import { PER_PAGE, SEARCH_ACTION, type SearchOptions, type SearchResult } from './rules.ts';

/** The form fields of docs/REFERENCE.md#endpoints. */
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
 * render more (a 5 MB answer froze the page for 3.6 s).
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
