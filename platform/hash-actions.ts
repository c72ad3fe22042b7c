// What a hash asks for (docs/REFERENCE.md#hash-links): the grammar shared by the shell's hash links and
// <ws-offcanvas>. In the kit, not in shell/hash-links.ts, so the element does not pull the shell's
// link handling and scroll animation into its own files. Pure: no DOM, no imports.

/** A hash with this marker names a target to scroll to once the page has loaded. */
export const SCROLL_MARKER = '_';

export type HashAction =
  | { kind: 'toggle' | 'open' | 'close'; id: string; lockScroll: boolean }
  | { kind: 'close-all' }
  | { kind: 'scroll'; id: string }
  | { kind: 'ignore' };

/**
 * The shape of a lightbox deep link, `#{linkId}/{n}` (docs/REFERENCE.md#ws-lightbox): the lightbox
 * on that page reads it, so the shell neither scrolls to it nor opens it in a new window.
 */
const LIGHTBOX_DEEP_LINK = /^[^/]+\/[1-9][0-9]*$/;

/** Whether a hash has the shape of a lightbox deep link (which item it names is the lightbox's to decide). */
export const isLightboxDeepLink = (hash: string): boolean => LIGHTBOX_DEEP_LINK.test(hash.replace(/^#/, ''));

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** What a hash asks for. Pure, so every case is tested without a page. */
export function hashAction(hash: string): HashAction {
  const body = hash.replace(/^#/, '');
  if (!body || body.startsWith('!') || body.startsWith('/') || isLightboxDeepLink(body)) return { kind: 'ignore' };
  if (body === 'awb-close-oc') return { kind: 'close-all' };
  const panel = /^awb-(open-|close-)?oc__(.+)$/.exec(body);
  if (panel) {
    const id = decode(panel[2]!);
    if (!id) return { kind: 'ignore' };
    if (panel[1] === 'close-') return { kind: 'close', id, lockScroll: false };
    return { kind: panel[1] === 'open-' ? 'open' : 'toggle', id, lockScroll: panel[1] !== 'open-' };
  }
  const id = decode(body.startsWith(SCROLL_MARKER) ? body.slice(SCROLL_MARKER.length) : body);
  return id ? { kind: 'scroll', id } : { kind: 'ignore' };
}
