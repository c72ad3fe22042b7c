// The no-JS markup of <ws-share>, pure (no DOM, no React): what a server (the demo) or a page author
// writes inside the tag so the box works without script. The element draws the same box in its
// shadow root from the same rules (share.tsx), and the reserve (reserve.ts) styles this markup like
// that box, so nothing moves at the upgrade. Every value is escaped; every link comes from rules.ts.
import type { Language } from '../../platform/environment.ts';
import { escapeHtml } from '../../platform/text.ts';
import type { Warn } from '../../platform/values.ts';
import { SHARE_FALLBACK_CLASSES } from './reserve.ts';
import {
  networkLabels,
  opensNewWindow,
  readNetworks,
  shareData,
  shareLinks,
  shareTexts,
  type ShareAttributes,
  type SharePage,
} from './rules.ts';

export { SHARE_FALLBACK_CLASSES };

/** What a box shares: the tag's attributes (networks as written, data-* values as written). */
export interface ShareBox extends ShareAttributes {
  networks?: string | readonly string[] | null | undefined;
}

export interface ShareFallbackOptions {
  /**
   * The box's id prefix (letters, digits, "-", "_"): the links point at a hint with aria-describedby,
   * and two boxes on one page need two ids. Default: derived from what the box shares, so pass one
   * when the same box appears twice on a page.
   */
  id?: string | undefined;
  /** Where unknown networks and refused URLs are reported; silent by default. */
  warn?: Warn | undefined;
}

/** An id prefix is used as it is only when it is a plain token; anything else is replaced. */
const PLAIN_ID = /^[A-Za-z][\w-]{0,63}$/;

/** A short stable hash (FNV-1a, 32 bit) of what the box shares, for its default id. */
function boxHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** shareFallbackHtml({ networks, title, description, link, image }, page, language, { id, warn }?) → the inside of a
 * <ws-share> as HTML. */
export function shareFallbackHtml(
  box: ShareBox,
  page: SharePage,
  language: Language,
  options: ShareFallbackOptions = {},
): string {
  const warn = options.warn ?? (() => {});
  const networks = readNetworks(box.networks, warn);
  const data = shareData(box, page, warn);
  const links = shareLinks(networks, data);
  const texts = shareTexts(language);
  const written = options.id ?? '';
  const id = PLAIN_ID.test(written)
    ? written
    : `ws-share-${boxHash(`${networks.join(',')} ${data.link ?? ''} ${data.title}`)}`;
  const hintId = `${id}-hint`;
  const items = links.map(({ network, href }) => {
    const { name, label } = networkLabels(network, language);
    return (
      `<li><a class="${SHARE_FALLBACK_CLASSES.link}" href="${escapeHtml(href)}"` +
      `${opensNewWindow(network) ? ' target="_blank"' : ''} rel="noopener noreferrer"` +
      ` aria-label="${escapeHtml(name)}"${opensNewWindow(network) ? ` aria-describedby="${hintId}"` : ''} ` +
      `data-network="${network}">${escapeHtml(label)}</a></li>`
    );
  });
  return (
    `<span class="${SHARE_FALLBACK_CLASSES.label}">${escapeHtml(texts.systemShare)}</span>` +
    `<ul class="${SHARE_FALLBACK_CLASSES.list}" aria-label="${escapeHtml(texts.box)}">${items.join('')}</ul>` +
    `<span class="${SHARE_FALLBACK_CLASSES.hint}" id="${hintId}" hidden>${escapeHtml(texts.newWindow)}</span>`
  );
}

/**
 * The attributes a box is written with, in the public names (docs/REFERENCE.md#ws-share: networks,
 * data-title …).
 */
const BOX_ATTRIBUTES: ReadonlyArray<[keyof ShareBox, string]> = [
  ['networks', 'networks'],
  ['title', 'data-title'],
  ['description', 'data-description'],
  ['link', 'data-link'],
  ['image', 'data-image'],
];

/** shareElementHtml(box, page, language, options?) → the whole `<ws-share …>fallback</ws-share>`, each given attribute
 * escaped. */
export function shareElementHtml(
  box: ShareBox,
  page: SharePage,
  language: Language,
  options: ShareFallbackOptions = {},
): string {
  const attributes = BOX_ATTRIBUTES.flatMap(([key, attribute]) => {
    const value = box[key];
    if (value === null || value === undefined) return [];
    const text = typeof value === 'string' ? value : value.join(',');
    return [` ${attribute}="${escapeHtml(text)}"`];
  });
  return `<ws-share${attributes.join('')}>${shareFallbackHtml(box, page, language, options)}</ws-share>`;
}
