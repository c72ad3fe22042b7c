// Elements keep their final size from the first paint: before their code loads, rules for undefined
// tags give them the same box. dist/ws.css carries them (scripts/reserve-css.ts); on a page without
// it, the shell adopts them as a document-level constructable stylesheet (CSP-safe, no <style> tag).
import { FAILED_ATTRIBUTE, UPGRADING_ATTRIBUTE } from '../platform/element-states.ts';

export interface ReserveEntry {
  tag: `ws-${string}`;
  /** CSS for the tag while it has not rendered yet (see WAITING), rule by selector suffix. */
  reserve?: Record<string, string>;
  /**
   * Like `reserve`, but only while the code is expected: the shell marks a tag whose code failed
   * (`data-ws-failed`), and dist/ws.css applies these only with scripting on.
   */
  reserveWhileLoading?: Record<string, string>;
}

/** A custom property the reserve rules set on the root: the shell sees from it that the page has them. */
export const RESERVE_MARKER = '--ws-boxes-reserved';

/**
 * Before its code is defined, defined but still waiting for its slice of a long upgrade
 * (elements/kit/upgrade-slices.ts), or failed (its code, or its view: elements/kit/define.ts): all
 * look the same, the author's content in the reserved box.
 */
const WAITING = `:is(:not(:defined),[${UPGRADING_ATTRIBUTE}],[${FAILED_ATTRIBUTE}])`;

/**
 * One rule per key: `''` is the tag itself, `'[columns="2"]'` an attribute variant, `'::after'` a
 * pseudo-element of the tag (also of a variant, `'[open]::after'`), and a key with a space styles children of the
 * undefined tag
 * (`'[layout="grid"] > article'`).
 */
function rule(tag: string, key: string, css: string, extra = ''): string {
  const [, own = '', children] = /^([^ ]*)(?: (.*))?$/.exec(key) ?? [];
  // A pseudo-element comes last in its compound selector.
  const pseudoAt = own.indexOf('::');
  const [variant, pseudo] = pseudoAt < 0 ? [own, ''] : [own.slice(0, pseudoAt), own.slice(pseudoAt)];
  return `${tag}${variant}${WAITING}${extra}${pseudo}${children ? ` ${children}` : ''}{${css}}`;
}

/** Rules that only make sense while the element's code is coming (hiding what it will place). */
const WHILE_LOADING = `:not([${FAILED_ATTRIBUTE}])`;

export function reserveStylesFor(entries: ReserveEntry[], { withScript = true } = {}): string {
  const always = entries.flatMap((entry) =>
    Object.entries(entry.reserve ?? {}).map(([key, css]) => rule(entry.tag, key, css)),
  );
  const scripted = entries.flatMap((entry) =>
    Object.entries(entry.reserveWhileLoading ?? {}).map(([key, css]) => rule(entry.tag, key, css, WHILE_LOADING)),
  );
  // In dist/ws.css (no script needed to apply it) these wait for scripting to be on.
  const loading = withScript
    ? scripted.join('\n')
    : scripted.length
      ? `@media (scripting: enabled){${scripted.join('\n')}}`
      : '';
  return [`:root{${RESERVE_MARKER}:1}`, ...always, loading].filter(Boolean).join('\n');
}
