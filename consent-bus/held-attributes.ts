// Every attribute that makes a marked element fetch or navigate, held in its data- form until the
// element's category is accepted, checked on release, and taken back on withdrawal. The blocker
// and the sanitizer of server HTML share this one list.
import { safeSrcset, safeUrl } from '../elements/kit/urls.ts';

/** Attributes that fetch (or navigate), each held as `data-<name>`. */
export const FETCHING_ATTRIBUTES = ['src', 'srcset', 'href', 'poster', 'data'] as const;
export type FetchingAttribute = (typeof FETCHING_ATTRIBUTES)[number];

/** Children of a marked element that fetch on their own: media sources, tracks, a picture's image. */
const FETCHING_PARTS = 'source, track, img';
/** The elements whose children are parts of the same embed (an <a> around an <img> is not). */
const EMBEDS_WITH_PARTS = new Set(['picture', 'video', 'audio', 'object']);

/**
 * The elements whose attributes a marked element's consent covers: itself and, for picture, video,
 * audio and object, the parts inside it. Scripts are run by the blocker, not held here.
 */
export function heldParts(element: Element): Element[] {
  if (element.localName === 'script') return [];
  return EMBEDS_WITH_PARTS.has(element.localName) ? [element, ...element.querySelectorAll(FETCHING_PARTS)] : [element];
}

/** The check a held value must pass before it becomes live (srcset lists several URLs). */
export function checkedValue(attribute: FetchingAttribute, value: string): string | undefined {
  return attribute === 'srcset' ? safeSrcset(value) : safeUrl(value);
}

/**
 * Moves live fetching attributes of a marked element (and its parts) to their data- form, so they
 * fetch nothing before consent. A data- form already present wins. Returns the attributes that
 * were live, for a warning to the page author.
 */
export function holdFetching(element: Element): string[] {
  const moved: string[] = [];
  for (const part of heldParts(element)) {
    for (const name of FETCHING_ATTRIBUTES) {
      const value = part.getAttribute(name);
      if (value === null) continue;
      if (!part.hasAttribute(`data-${name}`)) part.setAttribute(`data-${name}`, value);
      part.removeAttribute(name);
      moved.push(`${part.localName}[${name}]`);
    }
  }
  return moved;
}

/**
 * Makes the held attributes live, each only after its URL check. Returns the refused ones
 * (attribute and value) so the caller can name them; a refused attribute stays held.
 */
export function releaseFetching(element: Element): Array<{ attribute: string; value: string }> {
  const refused: Array<{ attribute: string; value: string }> = [];
  for (const part of heldParts(element)) {
    for (const name of FETCHING_ATTRIBUTES) {
      const held = part.getAttribute(`data-${name}`);
      if (held === null) continue;
      const checked = checkedValue(name, held);
      if (checked === undefined) refused.push({ attribute: `data-${name}`, value: held });
      else part.setAttribute(name, checked);
    }
  }
  return refused;
}

/**
 * Takes released attributes back (the data- forms stay, for the next release) and stops what
 * they started: an iframe navigates away, media stops and forgets its source, an image empties.
 */
export function withdrawFetching(element: Element): Element {
  for (const part of heldParts(element)) {
    for (const name of FETCHING_ATTRIBUTES) {
      if (part.hasAttribute(`data-${name}`)) part.removeAttribute(name);
    }
  }
  // Removing src does not stop playback: load() resets the media element to no source.
  if (element instanceof HTMLMediaElement) element.load();
  for (const media of element.querySelectorAll<HTMLMediaElement>('video, audio')) media.load();
  // An object keeps its loaded content until it is replaced: the copy stands in its place.
  if (element.localName !== 'object') return element;
  const copy = element.cloneNode(true) as Element;
  element.replaceWith(copy);
  return copy;
}
