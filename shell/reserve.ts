// Elements keep their final size from the first paint: before their code loads, a document-level
// constructable stylesheet (CSP-safe, no <style> tag) gives undefined tags the same box.
import type { ElementEntry } from './registry.ts';

/**
 * One rule per key: `''` is the tag itself, `'[columns="2"]'` an attribute variant, and a key with a
 * space styles children of the undefined tag (`'[layout="grid"] > article'`).
 */
function rule(tag: string, key: string, css: string, extra = ''): string {
  const [, own = '', children] = /^([^ ]*)(?: (.*))?$/.exec(key) ?? [];
  return `${tag}${own}:not(:defined)${extra}${children ? ` ${children}` : ''}{${css}}`;
}

/** Rules that only make sense while the element's code is coming (hiding what it will place). */
const WHILE_LOADING = ':not([data-ws-failed])';

export function reserveStylesFor(registry: Array<Pick<ElementEntry, 'tag' | 'reserve' | 'reserveWhileLoading'>>, { withScript = true } = {}): string {
  const always = registry.flatMap((entry) => Object.entries(entry.reserve ?? {}).map(([key, css]) => rule(entry.tag, key, css)));
  const scripted = registry.flatMap((entry) => Object.entries(entry.reserveWhileLoading ?? {}).map(([key, css]) => rule(entry.tag, key, css, WHILE_LOADING)));
  // In dist/ws.css (no script needed to apply it) these wait for scripting to be on.
  const loading = withScript ? scripted.join('\n') : scripted.length ? `@media (scripting: enabled){${scripted.join('\n')}}` : '';
  return [...always, loading].filter(Boolean).join('\n');
}

export function adoptReserveStyles(registry: ElementEntry[], root: Document = document): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveStylesFor(registry));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
