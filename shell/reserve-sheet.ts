// The reserve rules as a chunk of the shell's own, fetched only for a page that has ws-* tags and
// lacks dist/ws.css (which holds the same rules from the first paint): the shell stays small.
import { elementReserves } from './reserves.ts';
import { reserveStylesFor } from './reserve.ts';

export function adoptReserveStyles(root: Document = document): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveStylesFor(elementReserves));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
