// Server strings become links and sources only when they are http(s) or relative URLs.

/** A base for resolving relative URLs: only the scheme of the result matters. */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * The URL when it is http, https or relative; otherwise undefined. The browser's own URL parser
 * decides, so tricks like "java\tscript:" or leading control characters resolve as they would in an href.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const { protocol } = new URL(value, RELATIVE_BASE);
    return protocol === 'http:' || protocol === 'https:' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}
