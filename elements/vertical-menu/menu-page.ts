// What <ws-vertical-menu> reads from and adds to the author's markup (no React): the items that
// have a submenu, and the arrow button each of them gets.
import { isCurrentPage, marksCurrent } from './rules.ts';
import { TOGGLE_CLASS } from './styles.ts';

/** An item of the author's list that has a submenu. */
export interface Branch {
  item: HTMLLIElement;
  link: HTMLAnchorElement | undefined;
  submenu: HTMLElement;
  /** The item's name: its link's text, else its own text before the submenu. */
  name: string;
  /** The index of the branch this one sits in, -1 at the top (branches are in document order). */
  parent: number;
}

const isList = (node: Element) => node.localName === 'ul' || node.localName === 'ol';

/** The items with a submenu, in document order; a menu nested in this one keeps its own. */
export function readBranches(host: HTMLElement): Branch[] {
  const branches: Branch[] = [];
  const indexOf = new Map<Element, number>();
  for (const item of host.querySelectorAll('li')) {
    if (item.closest('ws-vertical-menu') !== host) continue;
    const submenu = [...item.children].find(isList) as HTMLElement | undefined;
    if (!submenu) continue;
    const link = [...item.children].find((child) => child.localName === 'a') as HTMLAnchorElement | undefined;
    const parentItem = item.parentElement?.closest('li');
    indexOf.set(item, branches.length);
    branches.push({
      item,
      link,
      submenu,
      name: nameOf(item, link, submenu),
      parent: (parentItem && indexOf.get(parentItem)) ?? -1,
    });
  }
  return branches;
}

function nameOf(item: HTMLLIElement, link: HTMLAnchorElement | undefined, submenu: HTMLElement): string {
  if (link) return (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  let text = '';
  for (const node of item.childNodes) {
    if (node === submenu) break;
    if (node instanceof Element && node.classList.contains(TOGGLE_CLASS)) continue;
    text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether a link is the current page: marked so by the author, or leading to the address shown. */
export function linkIsCurrent(link: HTMLAnchorElement, pageHref: string): boolean {
  const marked = link.getAttribute('aria-current');
  if (marked !== null) return marksCurrent(marked);
  return link.hasAttribute('href') && isCurrentPage(link.getAttribute('href')!, pageHref);
}

/** Whether the branch holds the current page: its own link, or a link anywhere in its submenu. */
export function branchHoldsCurrent(branch: Branch, pageHref: string): boolean {
  if (branch.link && linkIsCurrent(branch.link, pageHref)) return true;
  return [...branch.submenu.querySelectorAll('a')].some((link) => linkIsCurrent(link, pageHref));
}

const SVG = 'http://www.w3.org/2000/svg';

/** A new arrow button (its name and state are set by the element). */
export function createToggle(doc: Document): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = TOGGLE_CLASS;
  const icon = doc.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 16 16');
  icon.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M3 6l5 5 5-5z');
  icon.append(path);
  button.append(icon);
  return button;
}
