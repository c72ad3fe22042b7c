// What elements ask of the page around them: motion preference, language, the parser's progress.

export const REDUCED_MOTION_MEDIA = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion: animations become instant. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_MEDIA).matches;
}

/** Calls `onChange` when the visitor turns reduced motion on or off while the page is open; returns the stop. */
export function watchReducedMotion(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The browser's Network Information, where it has one (Chromium): only its Save-Data wish is read. */
interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}
const connection = (): NetworkInformationLike | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

/** True when the visitor asked for less data (`navigator.connection.saveData`). */
export const saveDataWanted = (): boolean => connection()?.saveData === true;

/** Calls `onChange` when the connection's information (Save-Data among it) changes; returns the stop. */
export function watchSaveData(onChange: () => void): () => void {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}

/** A viewport width in px as a media query's em: em follows the visitor's default text size (docs/ACCESSIBILITY.md,
 * "Breakpoints in em"). */
export const emOfPx = (px: number): string => `${px / 16}em`;

export type Language = 'de' | 'en';

/** The site is German; English only where the page says so in its lang attribute. */
export function pageLanguage(element?: Element): Language {
  const lang = (element?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang).toLowerCase();
  return lang.startsWith('en') ? 'en' : 'de';
}

/** Height of what covers the top of the window: a fixed or sticky site header and the admin bar (anchor scrolls and
 * scroll sections stop below it). */
export function topCover(doc: Document = document): number {
  let cover = doc.getElementById('wpadminbar')?.getBoundingClientRect().height ?? 0;
  const header = doc.querySelector('[data-ws-fixed-header]') ?? doc.querySelector('header');
  if (header) {
    const position = getComputedStyle(header).position;
    if (position === 'fixed' || position === 'sticky') cover += header.getBoundingClientRect().height;
  }
  return cover;
}

/** Resolves once the parser is done with the document (at once when it already is). */
export function whenParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
