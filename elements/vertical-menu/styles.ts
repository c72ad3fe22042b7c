// Styles of <ws-vertical-menu>. The menu is the author's markup (light DOM, slotted whole), so the
// arrow buttons the element adds to it are styled by a document sheet, all under :where() so that
// any rule of the page wins; the shadow root only makes the host a block.
import { ITEM_WITH_SUBMENU, SUBMENU_UNDER, TOGGLE_SIZE } from './reserve.ts';

/** The class of the arrow buttons the element adds to the author's items (a style hook for the page). */
export const TOGGLE_CLASS = 'ws-vertical-menu__toggle';

export const verticalMenuStyles = `
/* The menu is the page's content: it keeps the page's font and colour (not the kit's tokens). */
:host { display: block; font-family: inherit; color: inherit; }
`;

export const verticalMenuPageStyles = `
:where(ws-vertical-menu) :where(li:has(> .${TOGGLE_CLASS})) { ${ITEM_WITH_SUBMENU}; }
:where(ws-vertical-menu) :where(li:has(> .${TOGGLE_CLASS}) > ul, li:has(> .${TOGGLE_CLASS}) > ol) { ${SUBMENU_UNDER}; }
ws-vertical-menu li > [hidden] { display: none; }
:where(ws-vertical-menu) :where(.${TOGGLE_CLASS}) {
  box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center;
  inline-size: ${TOGGLE_SIZE}; block-size: ${TOGGLE_SIZE}; margin: 0; padding: 0;
  border: 0; border-radius: 6px; background: none; color: inherit; font: inherit; cursor: pointer;
}
:where(ws-vertical-menu) :where(.${TOGGLE_CLASS}:hover) { background: rgb(0 0 0 / 0.06); }
:where(ws-vertical-menu) :where(.${TOGGLE_CLASS}:focus-visible) { outline: 2px solid currentColor; \
outline-offset: -2px; }
:where(ws-vertical-menu) :where(.${TOGGLE_CLASS} svg) { inline-size: 1rem; block-size: 1rem; fill: currentColor; \
transition: transform 0.2s ease-out; }
:where(ws-vertical-menu) :where(.${TOGGLE_CLASS}[aria-expanded="true"] svg) { transform: rotate(180deg); }
@media (prefers-reduced-motion: reduce) {
  :where(ws-vertical-menu) :where(.${TOGGLE_CLASS} svg) { transition: none; }
}
`;
