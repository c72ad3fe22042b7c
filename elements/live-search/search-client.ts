// Talks to the search endpoint: one request per new query (older ones aborted by the caller),
// answers cached per session (sessionStorage, else memory), failures never cached.
import { readStored, writeStored } from '../kit/storage.ts';
import { AnswerError, cacheKey, requestBody, resultsOf, type SearchOptions, type SearchResult } from './rules.ts';

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

export function cachedResults(key: string): SearchResult[] | undefined {
  const hit = memory.get(key);
  if (hit) return hit;
  try {
    const stored = readStored('sessionStorage', STORAGE_PREFIX + key);
    if (!stored) return undefined;
    const results = JSON.parse(stored) as SearchResult[];
    if (!Array.isArray(results)) return undefined;
    memory.set(key, results);
    return results;
  } catch {
    return undefined;
  }
}

function remember(key: string, results: SearchResult[]): void {
  memory.set(key, results);
  // Full or blocked storage: the memory copy serves this page.
  writeStored('sessionStorage', STORAGE_PREFIX + key, JSON.stringify(results));
}

/** For tests: forget what this page cached in memory. */
export function forgetMemoryCache(): void {
  memory.clear();
}

export async function search(endpoint: string, text: string, options: SearchOptions, signal: AbortSignal, fetcher: typeof fetch = fetch): Promise<SearchResult[]> {
  const key = cacheKey(text, options);
  const cached = cachedResults(key);
  if (cached) return cached;
  let response: Response;
  try {
    response = await fetcher(endpoint, { method: 'POST', body: requestBody(text, options), signal, credentials: 'same-origin' });
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
