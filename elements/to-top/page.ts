// What <ws-to-top> asks of the page around it: where focus goes at the top, and whether its link
// would lie over one of the page's controls.

/** What a visitor can operate (a link, a button, a field, anything in the tab order). */
const CONTROL = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [contenteditable="true"]';

/**
 * Where focus goes once the page is at the top: the skip link (a same-page link that is the page's
 * first link), else the first heading of `<main>`, else `<main>` (both made focusable by script only).
 */
export function topFocusTarget(doc: Document): HTMLElement | undefined {
  const main = doc.querySelector<HTMLElement>('main');
  const firstLink = doc.body?.querySelector<HTMLAnchorElement>('a[href]');
  const href = firstLink?.getAttribute('href') ?? '';
  // A skip link comes before the main content and names a place in the page.
  const beforeMain = main && firstLink ? (firstLink.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !main.contains(firstLink) : false;
  if (firstLink && beforeMain && href.startsWith('#') && href.length > 1) return firstLink;
  const target = main?.querySelector<HTMLElement>('h1, h2') ?? main ?? undefined;
  if (target && !target.hasAttribute('tabindex') && !target.matches(CONTROL)) target.setAttribute('tabindex', '-1');
  return target;
}

/** The element drawn at a point below `self`, looking into open shadow roots (an element's own buttons). */
function elementBelow(doc: Document, x: number, y: number, self: Element): Element | undefined {
  const below = doc.elementsFromPoint(x, y).find((element) => element !== self && !self.contains(element));
  let inner = below;
  while (inner?.shadowRoot) {
    const deeper = inner.shadowRoot.elementsFromPoint(x, y)[0];
    if (!deeper || deeper === inner) break;
    inner = deeper;
  }
  return inner;
}

/** True when a control of the page lies under the link's box (its middle or near a corner). */
export function coversControl(box: DOMRect, doc: Document, self: Element): boolean {
  const inset = 4;
  const points: Array<[number, number]> = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) => elementBelow(doc, x, y, self)?.closest(CONTROL) != null);
}
