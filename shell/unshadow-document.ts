// DOM clobbering: `<img name="getElementById">` or `<form name="readyState">` replaces the
// document's own member of that name, for the runtime and for every other script of the page.
// Such markup is a mistake or an attack, never a feature: its name goes, and the console says so.

/** Removes the names (and matching ids) of elements that shadow members of the document. */
export function unshadowDocument(doc: Document = document): void {
  // Named elements are own properties of the document; its real members live on its prototypes.
  for (const name of Object.getOwnPropertyNames(doc)) {
    if (!(name in Document.prototype)) continue;
    let shadowing: unknown;
    try {
      shadowing = Reflect.get(doc, name);
    } catch {
      continue;
    }
    const elements =
      shadowing instanceof Element ? [shadowing] : shadowing instanceof HTMLCollection ? [...shadowing] : [];
    if (!elements.length) continue;
    for (const element of elements) {
      element.removeAttribute('name');
      if (element.id === name) element.removeAttribute('id');
    }
    console.warn(`ws: ${elements.length} element(s) named "${name}" hid document.${name}; their name was removed`);
  }
}
