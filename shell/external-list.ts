// The page's own list of other teams' elements (docs/ARCHITECTURE.md, "Elements from outside"): a
// chunk of its own, so a page without the list never fetches it.
import { safeUrl } from '../platform/urls.ts';
import { EXTERNAL_ELEMENTS_ID, type ExternalElement, type ExternalElementModule } from './external-elements.ts';

/**
 * The elements a page lists in `<script type="application/json" id="ws-elements">`:
 * `[{ "tag": "x-map", "module": "/js/x-map.js", "eager": false }]`. The module is an http(s) or
 * relative URL (relative to the page); each bad entry is named in a console error and skipped.
 */
export function listedElements(doc: Document, report: (message: string) => void): ExternalElement[] {
  const script = doc.getElementById(EXTERNAL_ELEMENTS_ID);
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') return [];
  let listed: unknown;
  try {
    listed = JSON.parse(script.textContent ?? '');
  } catch (error) {
    report(`#${EXTERNAL_ELEMENTS_ID} is not JSON (${(error as Error).message}): no element of it is loaded`);
    return [];
  }
  if (!Array.isArray(listed)) {
    report(`#${EXTERNAL_ELEMENTS_ID} must be a JSON array of { "tag", "module" }: no element of it is loaded`);
    return [];
  }
  const elements: ExternalElement[] = [];
  for (const entry of listed as unknown[]) {
    const { tag, module, eager } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    const url = safeUrl(module);
    if (url === undefined) {
      report(
        `#${EXTERNAL_ELEMENTS_ID}: <${String(tag).slice(0, 60)}> needs "module", an http(s) or relative ` +
          'URL: it is not loaded',
      );
      continue;
    }
    // import() resolves against the shell's own URL: the page's address is what its author meant.
    const href = new URL(url, doc.baseURI).href;
    elements.push({
      tag: tag as string,
      eager: eager as boolean | undefined,
      load: () => import(/* @vite-ignore */ href) as Promise<ExternalElementModule>,
    });
  }
  return elements;
}
