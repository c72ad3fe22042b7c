// Server strings become links and sources only when they are http(s) or relative URLs. Every URL
// that becomes href, src, srcset, poster, data, action or a navigation passes through here.

/** Bases for resolving relative URLs: a relative URL keeps their host and takes their scheme. */
const RELATIVE_HOST = 'relative.invalid';
const RELATIVE_BASE = `https://${RELATIVE_HOST}/`;
const OTHER_SCHEME_BASE = `http://${RELATIVE_HOST}/`;

/**
 * The URL when it is http, https or relative (to this site's origin); otherwise undefined. It returns exactly the
 * string
 * it checked: surrounding whitespace (Unicode included, e.g. U+00A0, U+FEFF, U+2028) is trimmed
 * first, so "\u00a0javascript:…" is checked, and refused, as "javascript:…". The browser's own URL
 * parser decides the scheme, so "java\tscript:" or leading control characters resolve as in an href.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const candidate = value.trim();
  if (candidate === '') return undefined;
  try {
    const { protocol, host } = new URL(candidate, RELATIVE_BASE);
    if (protocol !== 'http:' && protocol !== 'https:') return undefined;
    // Relative means this site: a URL that takes its scheme from the page but names its own host
    // ("//host", "/\\host", "\\\\host", tabs between the slashes) leaves the site (docs/REFERENCE.md "URLs").
    const takesPageScheme = protocol === 'https:' && new URL(candidate, OTHER_SCHEME_BASE).protocol === 'http:';
    return takesPageScheme && host !== RELATIVE_HOST ? undefined : candidate;
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
