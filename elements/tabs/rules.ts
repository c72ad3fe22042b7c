// The rules of <ws-tabs>, pure (no DOM, no React): which child is a tab and which its panel, the
// keys of the APG tabs pattern, the tab a hash names, and when the tabs are an accordion.
// Breakpoints 640 / 1024 px (docs/RULES.md#breakpoints-and-widths): below the small one, an accordion.
import { emOfPx, type Language } from '../../platform/environment.ts';

/** The small screen's width (docs/RULES.md#breakpoints-and-widths). Below it the tabs become an accordion. */
export const TABS_ACCORDION_BELOW_PX = 640;
export const ACCORDION_MEDIA = `(max-width: ${emOfPx(TABS_ACCORDION_BELOW_PX - 0.02)})`;

export const TAB_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type TabOrientation = (typeof TAB_ORIENTATIONS)[number];

/** A child of the element, as the pairing sees it. */
export interface TabChild {
  isTab: boolean;
}

export interface TabPairing {
  /** Per tab: the index of its heading among the children, and of its panel. */
  pairs: Array<{ tab: number; panel: number }>;
  /** Children that are neither a tab nor the panel right after one: they stay shown below. */
  strays: number[];
  /** Tabs without a panel after them (left out). */
  lonelyTabs: number[];
}

/** Each `[slot="tab"]` child and the child right after it (its panel); anything else is a stray. */
export function pairTabs(children: readonly TabChild[]): TabPairing {
  const result: TabPairing = { pairs: [], strays: [], lonelyTabs: [] };
  for (let index = 0; index < children.length; index += 1) {
    if (!children[index]!.isTab) {
      result.strays.push(index);
      continue;
    }
    const next = children[index + 1];
    if (next && !next.isTab) {
      result.pairs.push({ tab: index, panel: index + 1 });
      index += 1;
    } else result.lonelyTabs.push(index);
  }
  return result;
}

/** The tab a key moves to (automatic activation), or undefined when the key is not the tab list's. */
export function tabAfterKey(
  key: string,
  index: number,
  count: number,
  orientation: TabOrientation,
): number | undefined {
  const [next, previous] = orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The tab whose heading or panel has the id the hash names (compared as text, never a selector); -1 for none. */
export function tabForHash(hash: string, ids: ReadonlyArray<{ tab: string; panel: string }>): number {
  if (hash.length < 2) return -1;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the hash as it is.
  }
  return ids.findIndex((pair) => (pair.tab !== '' && pair.tab === id) || (pair.panel !== '' && pair.panel === id));
}

/** A heading's level from its tag (h2 → 2); 3 for anything else. */
export const headingLevel = (tag: string): number => (/^h[1-6]$/.test(tag) ? Number(tag[1]) : 3);

export interface TabsTexts {
  /** The tab list's name, when the author gives none. */
  list: string;
  /** A tab whose heading has no text. */
  untitled: (position: number) => string;
}

export const TABS_TEXTS: Record<Language, TabsTexts> = {
  de: { list: 'Registerkarten', untitled: (position) => `Reiter ${position}` },
  en: { list: 'Tabs', untitled: (position) => `Tab ${position}` },
};
