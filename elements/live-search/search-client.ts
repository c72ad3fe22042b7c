// Talks to the search endpoint: one request per new query (older ones aborted by the caller),
// answers cached per session (sessionStorage, else memory), failures never cached.
import { readStored, writeStored } from '../../platform/storage.ts';
import { AnswerError, requestBody, resultsOf } from './answer.ts';
import { cacheKey, type SearchOptions, type SearchResult } from './rules.ts';

const STORAGE_PREFIX = 'ws-live-search:';

export type SearchFailure = 'network' | 'http' | 'json' | 'shape';

export class SearchError extends Error {
  constructor(
    readonly kind: SearchFailure,
    message: string,
  ) {
    super(message);
  }
}

const memory = new Map<string, SearchResult[]>();

/**
 * This session's answer for `key`: from memory, else from sessionStorage, where anything could
 * have been written. What is stored is read back through the same checks as a fresh answer
 * (`resultsOf`: titles as text, URLs through the kit's check), so a planted entry is no shortcut.
 */
export function cachedResults(key: string): SearchResult[] | undefined {
  const hit = memory.get(key);
  if (hit) return hit;
  try {
    const stored = readStored('sessionStorage', STORAGE_PREFIX + key);
    if (!stored) return undefined;
    const answer: unknown = JSON.parse(stored);
    if (!Array.isArray(answer)) return undefined;
    const results = resultsOf(answer, MAX_STORED_RESULTS);
    memory.set(key, results);
    return results;
  } catch {
    return undefined;
  }
}

/** More than any per-page an endpoint answers with: a stored list longer than this is cut. */
const MAX_STORED_RESULTS = 1000;

function remember(key: string, results: SearchResult[]): void {
  memory.set(key, results);
  // Stored in the endpoint's own shape, so reading it back is reading an answer.
  const stored = results.map((result) => ({
    id: result.id,
    title: result.title,
    post_url: result.url ?? '',
    image_url: result.image ?? '',
    type: result.type,
  }));
  // Full or blocked storage: the memory copy serves this page.
  writeStored('sessionStorage', STORAGE_PREFIX + key, JSON.stringify(stored));
}

/** For tests: forget what this page cached in memory. */
export function forgetMemoryCache(): void {
  memory.clear();
}

export async function search(
  endpoint: string,
  text: string,
  options: SearchOptions,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<SearchResult[]> {
  const key = cacheKey(text, options);
  const cached = cachedResults(key);
  if (cached) return cached;
  let response: Response;
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      body: requestBody(text, options),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SearchError('network', `the request failed (${(error as Error).message})`);
  }
  if (!response.ok) throw new SearchError('http', `the server answered ${response.status}`);
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SearchError('json', `the answer is not JSON (${(error as Error).message})`);
  }
  let results: SearchResult[];
  try {
    results = resultsOf(answer, options.perPage);
  } catch (error) {
    throw new SearchError('shape', error instanceof AnswerError ? error.message : String(error));
  }
  remember(key, results);
  return results;
}
