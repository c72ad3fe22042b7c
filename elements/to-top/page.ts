// What <ws-to-top> asks of the page around it: where focus goes at the top, and whether its link
// would lie over one of the page's controls.

/** What a visitor can operate (a link, a button, a field, anything in the tab order). */
const CONTROL =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], ' +
  '[role="link"], [contenteditable="true"]';

/**
 * Where focus goes once the page is at the top: the skip link (a same-page link that is the page's
 * first link), else the first heading of `<main>`, else `<main>` (both made focusable by script only).
 */
export function topFocusTarget(doc: Document): HTMLElement | undefined {
  const main = doc.querySelector<HTMLElement>('main');
  const firstLink = doc.body?.querySelector<HTMLAnchorElement>('a[href]');
  const href = firstLink?.getAttribute('href') ?? '';
  // A skip link comes before the main content and names a place in the page.
  const beforeMain =
    main && firstLink
      ? (firstLink.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !main.contains(firstLink)
      : false;
  if (firstLink && beforeMain && href.startsWith('#') && href.length > 1) return firstLink;
  const target = main?.querySelector<HTMLElement>('h1, h2') ?? main ?? undefined;
  if (target && !target.hasAttribute('tabindex') && !target.matches(CONTROL)) target.setAttribute('tabindex', '-1');
  return target;
}

/** The element drawn at a point below `self`, looking into open shadow roots (an element's own buttons). */
function elementBelow(doc: Document, x: number, y: number, self: Element): Element | undefined {
  const outside = (element: Element) => element !== self && !self.contains(element);
  let inner = doc.elementsFromPoint(x, y).find(outside);
  while (inner?.shadowRoot) {
    const root = inner.shadowRoot;
    // Only what that root itself draws there (its list also holds hosts drawn over it, this link's among them).
    const deeper = root.elementsFromPoint(x, y).find((element) => element.getRootNode() === root && outside(element));
    if (!deeper) break;
    inner = deeper;
  }
  return inner;
}

/** True when a control of the page lies under the round link: its middle or near its rim. */
export function coversControl(box: DOMRect, doc: Document, self: Element): boolean {
  const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  // Four points on the diagonals, 2 px inside the circle's rim (the square's corners are not the link).
  const reach = ((Math.min(box.width, box.height) / 2 - 2) * Math.SQRT2) / 2;
  const points: Array<[number, number]> = [
    [middle.x, middle.y],
    [middle.x - reach, middle.y - reach],
    [middle.x + reach, middle.y - reach],
    [middle.x - reach, middle.y + reach],
    [middle.x + reach, middle.y + reach],
  ];
  return points.some(([x, y]) => elementBelow(doc, x, y, self)?.closest(CONTROL) != null);
}
