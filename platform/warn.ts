// Console warnings for page authors. An element's warnings go through `warnerFor(element)`: each
// message once per element, wherever it comes from (the kit's attribute parsing, a rules module, a
// getter that runs on every render). `warnOnce` is for problems of the page, not of one element.
const reportedOnPage = new Set<string>();
const warnerByElement = new WeakMap<Element, (message: string) => void>();

/** Warns `<tag> message` the first time this message comes up on the page. */
export function warnOnce(tag: string, message: string): void {
  const text = `<${tag}> ${message}`;
  if (reportedOnPage.has(text)) return;
  reportedOnPage.add(text);
  console.warn(text);
}

/** How a warning names its element: the tag, with the id when it has one (several panels on a page). */
const describe = (element: Element) => `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`;

/**
 * The warner bound to one element, for rules that take `(message) => void`: each message once for
 * this element. The same function every call, so it is a stable hook dependency.
 */
export function warnerFor(element: Element): (message: string) => void {
  let warner = warnerByElement.get(element);
  if (!warner) {
    const reported = new Set<string>();
    warner = (message) => {
      if (reported.has(message)) return;
      reported.add(message);
      console.warn(`${describe(element)} ${message}`);
    };
    warnerByElement.set(element, warner);
  }
  return warner;
}
