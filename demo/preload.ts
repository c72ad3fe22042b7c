// What the first paint needs, for the page's <head>: <link rel="modulepreload"> for the elements a
// page must show at once (the consent banner), so the browser fetches their chunks in parallel with
// shell.js instead of after it; and the page's CSS, inlined so no stylesheet blocks the first paint.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TYPOGRAPHY, typographyCss } from '../shell/typography.ts';

const GRAPH = fileURLToPath(new URL('../dist/chunk-graph.json', import.meta.url));
/** The reserve boxes of ws-* elements (scripts/reserve-css.ts) and the site's own styles. */
const FIRST_PAINT_CSS = [new URL('../dist/ws.css', import.meta.url), new URL('./public/site.css', import.meta.url)].map(
  (url) => fileURLToPath(url),
);

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

/**
 * The /dist/ paths that paint an element's first frame (the banner's, built to stand alone), else
 * all it needs. Only these are hinted in the head: the element's React chunks would share the
 * phone's bandwidth with the largest picture, and the shell hints them itself when it runs.
 */
export function firstFrameModulePaths(tags: string[]): string[] {
  return tags.flatMap((tag) => {
    const paths = eagerModulePaths([tag]);
    const firstFrame = paths.filter((path) => path.endsWith('.first-frame.js'));
    return firstFrame.length ? firstFrame : paths;
  });
}

/**
 * The workshop theme's typography settings: the product's factor and sensitivity (docs/RULES.md#typography) over its
 * headings, at the theme's sizes (body 1.0625rem; h1 2.6rem, h2 1.6rem, h3 1.2rem). They differ from
 * the defaults in ws.css, so the page carries their rules after it, as a WordPress host would.
 */
export const SITE_TYPOGRAPHY = { ...DEFAULT_TYPOGRAPHY, bodyPx: 17, sizesPx: { h1: 41.6, h2: 25.6, h3: 19.2 } };

/**
 * dist/ws.css, the theme's typography and site.css as one text for a <style> in the head: 11 KB that compress to 3 KB with
 * the page, where two stylesheet requests would each hold the first paint for a round trip on a
 * phone. Read per page, so a rebuild or an edit shows at once (a missing ws.css before a build
 * leaves it out).
 */
export function firstPaintCss(): string {
  const [reserves, site] = FIRST_PAINT_CSS.map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  });
  const css = [reserves, typographyCss(SITE_TYPOGRAPHY, (message) => console.error(`demo: ${message}`)), site].join(
    '\n',
  );
  // The text ends the <style> element nowhere but at its own end tag.
  return minifiedCss(css).replace(/<\/style/gi, '<\\/style');
}

let lastCss: { source: string; minified: string } | undefined;

/** The CSS minified, as it goes inline into every page: once per change of the files, not per page. */
function minifiedCss(source: string): string {
  if (lastCss?.source !== source)
    lastCss = { source, minified: transformSync(source, { loader: 'css', minify: true }).code };
  return lastCss.minified;
}
