// The rules of <ws-vertical-menu>, pure (no DOM, no React): how a submenu's button is named, which
// link is the current page, which submenus its branch opens, and the hover timing.
// Submenus open and close by clicking an arrow, or by hover after 500 ms; the mobile submenu label
// is a setting (docs/RULES.md#page-helpers).
import type { Language } from '../../platform/environment.ts';

/** docs/RULES.md#page-helpers: a resting pointer opens a submenu after this long (with `open-on="hover"`). */
export const HOVER_OPEN_DELAY_MS = 500;

export const OPEN_ON_VALUES = ['click', 'hover'] as const;
export type OpenOn = (typeof OPEN_ON_VALUES)[number];

/** In a label, this stands for the item's name (as in WordPress's own strings). */
export const ITEM_NAME_PLACEHOLDER = '%s';

export const VERTICAL_MENU_TEXTS: Record<Language, { submenuOf: string }> = {
  de: { submenuOf: `Untermenü von ${ITEM_NAME_PLACEHOLDER}` },
  en: { submenuOf: `Submenu of ${ITEM_NAME_PLACEHOLDER}` },
};

/**
 * The name of the button that opens an item's submenu: the label with the item's name for `%s`, or
 * after it when the label has none ("Untermenü von Leistungen" by default). Text only: it becomes
 * an attribute value, never markup.
 */
export function submenuButtonName(label: string | undefined, itemName: string, language: Language): string {
  const template = label?.trim() ? label.trim() : VERTICAL_MENU_TEXTS[language].submenuOf;
  const name = itemName.replace(/\s+/g, ' ').trim();
  const named = template.includes(ITEM_NAME_PLACEHOLDER)
    ? template.split(ITEM_NAME_PLACEHOLDER).join(name)
    : `${template} ${name}`;
  return named.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a link leads to the page shown: the same origin, path and query. A link with a fragment
 * names a place in a page, so it is current only when the page's own fragment is the same.
 */
export function isCurrentPage(linkHref: string, pageHref: string): boolean {
  let link: URL;
  let page: URL;
  try {
    link = new URL(linkHref, pageHref);
    page = new URL(pageHref);
  } catch {
    return false;
  }
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return false;
  const samePage = link.origin === page.origin && samePath(link.pathname, page.pathname) && link.search === page.search;
  return samePage && (link.hash === '' || link.hash === page.hash);
}

/** WordPress adds a trailing slash: `/blog` and `/blog/` are one page. */
const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** An `aria-current` value that marks something current (absent, empty and "false" do not). */
export const marksCurrent = (value: string | null): boolean => value !== null && value !== '' && value !== 'false';

/** A submenu as the rules see it: its own index and the index of the submenu it sits in (-1 at the top). */
export interface SubmenuNode {
  parent: number;
  /** Whether a current link is in it (at any depth) or is its own item's link. */
  holdsCurrent: boolean;
}

/** The submenus open on arrival: every one on the current page's branch, with its ancestors. */
export function openOnArrival(nodes: readonly SubmenuNode[]): Set<number> {
  const open = new Set<number>();
  nodes.forEach((node, index) => {
    if (!node.holdsCurrent) return;
    for (let at = index; at >= 0 && !open.has(at); at = nodes[at]!.parent) open.add(at);
  });
  return open;
}
