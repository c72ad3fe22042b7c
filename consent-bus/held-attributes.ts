// Every attribute that makes a marked element fetch or navigate, held in its data- form until the
// element's category is accepted (release.ts checks and releases it, and takes it back). The
// blocker and the sanitizer of server HTML share this one list.
/** Attributes that fetch (or navigate), each held as `data-<name>`. */
export const FETCHING_ATTRIBUTES = ['src', 'srcset', 'href', 'poster', 'data'] as const;

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

/**
 * Complianz's names of the held source (docs/REFERENCE.md "Consent markup"): pages and caches of a
 * site that used Complianz keep its markup, which then waits and is released like ours.
 */
const COMPLIANZ_HELD_SOURCES = ['data-cmplz-src', 'data-src-cmplz'];

/** A Complianz held source becomes data-src (ours wins where both are written). */
function adoptComplianzSource(element: Element): void {
  for (const name of COMPLIANZ_HELD_SOURCES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (!element.hasAttribute('data-src')) element.setAttribute('data-src', value);
    element.removeAttribute(name);
  }
}

/**
 * Moves live fetching attributes of a marked element (and its parts) to their data- form, so they
 * fetch nothing before consent. A data- form already present wins. Returns the attributes that
 * were live, for a warning to the page author.
 */
export function holdFetching(element: Element): string[] {
  const moved: string[] = [];
  adoptComplianzSource(element);
  for (const part of heldParts(element)) {
    for (const name of FETCHING_ATTRIBUTES) {
      const value = part.getAttribute(name);
      if (value === null) continue;
      // Complianz parks its frames on about:blank: nothing was fetched, nothing to warn of.
      if (name === 'src' && value === 'about:blank' && part.hasAttribute('data-src')) {
        part.removeAttribute(name);
        continue;
      }
      if (!part.hasAttribute(`data-${name}`)) part.setAttribute(`data-${name}`, value);
      part.removeAttribute(name);
      moved.push(`${part.localName}[${name}]`);
    }
  }
  return moved;
}
