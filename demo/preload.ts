// <link rel="modulepreload"> for the elements a page must show at once (the consent banner): the
// browser then fetches their chunks in parallel with shell.js instead of after it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GRAPH = fileURLToPath(new URL('../dist/chunk-graph.json', import.meta.url));

/** The /dist/ paths an eager element needs, from the build's chunk graph (none before a build). */
export function eagerModulePaths(tags: string[]): string[] {
  try {
    // Per tag, the build lists its first frame's files (if it has one) before the element's own.
    const graph = JSON.parse(readFileSync(GRAPH, 'utf8')) as { elements: Record<string, string[]> };
    const files = new Set(tags.flatMap((tag) => graph.elements[tag] ?? []));
    files.delete('shell.js');
    return [...files].map((file) => `/dist/${file}`);
  } catch {
    return [];
  }
}
