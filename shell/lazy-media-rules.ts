// The rules of lazy loading for the page builder's markup (`data-src`, `data-srcset`, `data-bg`),
// pure (no DOM): which markup counts, what each held value becomes, the sizes an `auto` image gets.
// docs/RULES.md#lazy-loading: min size 40, throttle 125 ms.
import { cssUrl } from '../platform/css-url.ts';
import { safeUrlAttribute } from '../platform/urls.ts';

/** docs/RULES.md#lazy-loading: an image with `data-sizes="auto"` is never given a width under this. */
export const LAZY_MIN_SIZE_PX = 40;
/** docs/RULES.md#lazy-loading: the checks (what came near, what was added, a resize) run at most this often. */
export const LAZY_THROTTLE_MS = 125;
/** How near the screen a picture starts to load: about half a phone's screen ahead. */
export const LAZY_NEAR_MARGIN = '400px 0px';

/** The page builder's held attributes, each with the live one it becomes. */
export const LAZY_ATTRIBUTES = [
  ['data-srcset', 'srcset'],
  ['data-src', 'src'],
  ['data-poster', 'poster'],
] as const;

/**
 * The elements whose `data-src`, `data-srcset` and `data-poster` go live: pictures, frames and media
 * (a source inside a picture, video or audio). Never a script, embed or object: a URL set by this
 * trusted code would run or plug in there (a CSP with 'strict-dynamic' trusts it). `data-bg` is a
 * background image on any element.
 */
export const LAZY_MEDIA_TAGS = ['img', 'iframe', 'video', 'audio', 'source'] as const;

/** What a held value becomes: the live attribute with exactly the value checked, or a refusal. */
export type LazyUpgrade =
  | { kind: 'attribute'; name: string; value: string }
  | { kind: 'background'; value: string }
  | { kind: 'refused'; held: string; value: string };

/** The upgrades of one element's held values (`held` maps `data-*` names to their values; `tag` is the element's). */
export function lazyUpgrades(tag: string, held: Readonly<Record<string, string | undefined>>): LazyUpgrade[] {
  const upgrades: LazyUpgrade[] = [];
  const media = (LAZY_MEDIA_TAGS as readonly string[]).includes(tag);
  for (const [from, to] of media ? LAZY_ATTRIBUTES : []) {
    const value = held[from];
    if (value === undefined) continue;
    const checked = safeUrlAttribute(to === 'srcset' ? 'srcset' : 'src', value);
    upgrades.push(
      checked === undefined ? { kind: 'refused', held: from, value } : { kind: 'attribute', name: to, value: checked },
    );
  }
  const background = held['data-bg'];
  if (background !== undefined) {
    const css = cssUrl(background);
    upgrades.push(
      css === undefined ? { kind: 'refused', held: 'data-bg', value: background } : { kind: 'background', value: css },
    );
  }
  return upgrades;
}

/** The `sizes` of an image with `data-sizes="auto"`: its laid-out width, never under the minimum. */
export function autoSizes(width: number): string {
  return `${Math.max(Math.ceil(Number.isFinite(width) ? width : 0), LAZY_MIN_SIZE_PX)}px`;
}
