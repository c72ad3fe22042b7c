// Every attribute that makes a marked element fetch, navigate or render outside content, held in
// its data- form until the element's category is accepted (release.ts checks and releases it, and
// takes it back). The blocker and the sanitizer of server HTML share this one list, and what a
// marked element covers (docs/REFERENCE.md "Consent markup").
/** Attributes that fetch or navigate by a URL, each held as `data-<name>`. */
export const FETCHING_ATTRIBUTES = ['src', 'srcset', 'imagesrcset', 'href', 'poster', 'data'] as const;
/** Attributes that load or render without naming one URL: a whole document, a style with url(). */
const CONTENT_ATTRIBUTES = ['srcdoc', 'style'] as const;
/** Everything held, in the order it is released. */
export const HELD_ATTRIBUTES = [...FETCHING_ATTRIBUTES, ...CONTENT_ATTRIBUTES] as const;
export type HeldAttribute = (typeof HELD_ATTRIBUTES)[number];

/** SVG's older link attribute: held as data-href and released as href, which SVG 2 reads alike. */
const XLINK_HREF = 'xlink:href';
/** A style fetches only through url() or image-set(); CSS escapes could spell either, so any backslash counts too. */
const FETCHING_STYLE = /url|image|\\/i;

const MARKED = '[data-category]';

/**
 * The elements whose attributes a marked element's consent covers: itself and everything inside
 * it, except scripts (the blocker runs marked scripts; an unmarked one inside ran while the page
 * parsed) and what sits inside a marked element of its own (that one waits for its own category).
 */
export function heldParts(element: Element): Element[] {
  if (element.localName === 'script') return [];
  const inside = [...element.querySelectorAll('*')].filter(
    (part) => part.localName !== 'script' && part.parentElement?.closest(MARKED) === element && !part.matches(MARKED),
  );
  return [element, ...inside];
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

/** Whether a live attribute of a held part must move to its data- form. */
function mustHold(part: Element, name: HeldAttribute, value: string): boolean {
  if (name === 'style') return FETCHING_STYLE.test(value);
  // Complianz parks its frames on about:blank: nothing was fetched, nothing to hold.
  return !(name === 'src' && value === 'about:blank' && part.hasAttribute('data-src'));
}

/**
 * Moves live held attributes of a marked element (and what it covers) to their data- form, so
 * they fetch nothing before consent. A data- form already present wins. Returns the attributes
 * that were live, for a warning to the page author.
 */
export function holdFetching(element: Element): string[] {
  const moved: string[] = [];
  adoptComplianzSource(element);
  for (const part of heldParts(element)) {
    const xlink = part.getAttribute(XLINK_HREF);
    if (xlink !== null) {
      if (!part.hasAttribute('data-href')) part.setAttribute('data-href', xlink);
      part.removeAttribute(XLINK_HREF);
      moved.push(`${part.localName}[${XLINK_HREF}]`);
    }
    for (const name of HELD_ATTRIBUTES) {
      const value = part.getAttribute(name);
      if (value === null) continue;
      if (!mustHold(part, name, value)) {
        if (name !== 'style') part.removeAttribute(name);
        continue;
      }
      if (!part.hasAttribute(`data-${name}`)) part.setAttribute(`data-${name}`, value);
      part.removeAttribute(name);
      moved.push(`${part.localName}[${name}]`);
    }
  }
  return moved;
}
