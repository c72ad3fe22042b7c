// Constructable stylesheets shared by every instance of every element (no React here, so a first
// frame painted before React arrives can use them too).
const sheetCache = new Map<string, CSSStyleSheet>();

/** One CSSStyleSheet per CSS text: adopted, never an inline <style>, so a strict CSP allows it. */
export function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adds a sheet to the document (what an element styles in the page's own markup) or to a shadow
 * root (styles that come with a later chunk), once.
 */
export function adoptStyles(cssText: string, root: Document | ShadowRoot = document): void {
  const sheet = sharedSheet(cssText);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
