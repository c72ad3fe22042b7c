// <ws-vertical-menu> while its code comes (script on): each item with a submenu already has the row
// it will have (the link, and room for the arrow button beside it), and the submenus that will be
// closed are closed, so the upgrade moves nothing. A branch holding a link marked `aria-current`
// (server side) stays open, as the element keeps it. Without script, or when the code failed, none
// of this applies: every submenu shows.

/** The toggle's square, 44 px (shared with the button's own style). */
export const TOGGLE_SIZE = '2.75rem';
/** An item with a submenu: its link and the toggle in one row, the submenu on the row under them. */
export const ITEM_WITH_SUBMENU =
  `display:grid;grid-template-columns:minmax(0,1fr) ${TOGGLE_SIZE};grid-template-rows:minmax(${TOGGLE_SIZE},` +
  'auto);align-items:center';
export const SUBMENU_UNDER = 'grid-column:1/-1';

const CURRENT_INSIDE = ':has([aria-current]:not([aria-current=""],[aria-current="false"]))';

export const verticalMenuReserve: Record<string, string> = { '': 'display:block' };

export const verticalMenuReserveWhileLoading: Record<string, string> = {
  ' :where(li:has(> ul, > ol))': ITEM_WITH_SUBMENU,
  ' :where(li > ul, li > ol)': SUBMENU_UNDER,
  [` :where(li:not(${CURRENT_INSIDE})) > :where(ul, ol)`]: 'display:none',
};
