// Elements keep their final size from the first paint: before their code loads, a document-level
// constructable stylesheet (CSP-safe, no <style> tag) gives undefined tags the same box.
import type { ElementEntry } from './registry.ts';

export function reserveStylesFor(registry: ElementEntry[]): string {
  return registry
    .flatMap((entry) =>
      Object.entries(entry.reserve ?? {}).map(([suffix, css]) => `${entry.tag}${suffix}:not(:defined){${css}}`),
    )
    .join('\n');
}

export function adoptReserveStyles(registry: ElementEntry[], root: Document = document): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveStylesFor(registry));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
