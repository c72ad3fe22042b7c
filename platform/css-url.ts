// A URL as a CSS value, for what sets a background image through the CSSOM (parallax, lazy
// loading). A module of its own: the shell carries urls.ts, and this need not ride along.
import { safeUrl } from './urls.ts';

/**
 * The image as a CSS value: `url("…")` with the URL's backslashes, quotes and line breaks escaped,
 * so whatever the string holds it stays one URL (no `")` can close it). Undefined unless `safeUrl`
 * lets it through (http, https or relative).
 */
export function cssUrl(raw: unknown): string | undefined {
  const url = safeUrl(raw);
  if (url === undefined) return undefined;
  const escaped = url
    .replace(/[\\"]/g, (character) => `\\${character}`)
    .replace(/[\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `);
  return `url("${escaped}")`;
}
