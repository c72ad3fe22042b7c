// Which files each element needs, as the build wrote them: the shell preloads them in parallel.

/** The build replaces this string with the JSON graph; in source (tests, dev) it stays as is. */
const BUILD_CHUNK_GRAPH = '__WS_CHUNK_GRAPH__';

/** tag -> files (relative to shell.js) that its module and all it imports consist of. */
export type ChunkGraph = Record<string, string[]>;

export function readChunkGraph(source: string = BUILD_CHUNK_GRAPH): ChunkGraph {
  if (source.startsWith('__')) return {};
  try {
    const graph = JSON.parse(source) as unknown;
    if (!graph || typeof graph !== 'object') return {};
    // The build leaves out each tag's own file (elements/<tag>.js): fewer bytes in every page's shell.
    return Object.fromEntries(
      Object.entries(graph as ChunkGraph).map(([tag, files]) => [tag, [ownFileOf(tag), ...files]]),
    );
  } catch {
    return {};
  }
}

/** The file an element's module is built to (rollup.config.mjs). */
export const ownFileOf = (tag: string) => `elements/${tag}.js`;

const preloaded = new Set<string>();

/**
 * Adds <link rel=modulepreload> for each file not yet hinted. The nonce lets the hint pass a
 * strict CSP ('strict-dynamic' trusts scripts we insert, not links).
 */
export function preloadModules(files: string[], base: string, nonce: string | undefined): void {
  for (const file of files) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }
}

/** The nonce of the script that loaded the shell (the CSP nonce of this response), if any. */
export function shellNonce(shellUrl: string): string | undefined {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[nonce]')];
  const own = scripts.find((script) => script.src === shellUrl) ?? scripts[0];
  return own?.nonce || undefined;
}
