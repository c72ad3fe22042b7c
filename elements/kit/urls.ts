// Server strings become links and sources only when they are http(s) or relative URLs. Every URL
// that becomes href, src, srcset, poster, data, action or a navigation passes through here.

/** A base for resolving relative URLs: only the scheme of the result matters. */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * The URL when it is http, https or relative; otherwise undefined. It returns exactly the string
 * it checked: surrounding whitespace (Unicode included, e.g. U+00A0, U+FEFF, U+2028) is trimmed
 * first, so "\u00a0javascript:…" is checked, and refused, as "javascript:…". The browser's own URL
 * parser decides the scheme, so "java\tscript:" or leading control characters resolve as in an href.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const candidate = value.trim();
  if (candidate === '') return undefined;
  try {
    const { protocol } = new URL(candidate, RELATIVE_BASE);
    return protocol === 'http:' || protocol === 'https:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A srcset when every candidate's URL passes safeUrl; otherwise undefined. Returns exactly the
 * string it checked (trimmed), never a rebuilt one.
 */
export function safeSrcset(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const candidate = value.trim();
  if (candidate === '') return undefined;
  // Conservative: every comma- or space-separated token that is not a descriptor (2x, 480w) must
  // pass as a URL, so no way of splitting the candidates can hide an unsafe one.
  const tokens = candidate.split(/[\s,]+/).filter((token) => token !== '' && !/^\d+(\.\d+)?[wxh]$/.test(token));
  return tokens.length > 0 && tokens.every((token) => safeUrl(token) === token) ? candidate : undefined;
}

/**
 * The check a held URL attribute (src, srcset, href, poster, data) passes before it becomes live:
 * srcset lists several URLs, the others hold one.
 */
export function safeUrlAttribute(attribute: string, value: string): string | undefined {
  return attribute === 'srcset' ? safeSrcset(value) : safeUrl(value);
}

/**
 * A URL to fetch more of this site's content from (feed pages): http(s) on the page's own origin
 * only, resolved against `base`. Returns the absolute URL it checked, or undefined.
 */
export function sameOriginUrl(value: unknown, base: string, origin: string = new URL(base).origin): string | undefined {
  const checked = safeUrl(value);
  if (checked === undefined) return undefined;
  try {
    const resolved = new URL(checked, base);
    return resolved.origin === origin ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
