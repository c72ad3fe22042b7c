// Which links of the page form the gallery a <ws-lightbox> opens: its own links, or those of every
// wrapper with the same `gallery` name, in document order. Reads the author's light DOM; the rules
// (rules.ts) decide what each link is.
import { safeUrl } from '../kit/urls.ts';
import { itemTexts, lightboxItemKind, type LightboxItemKind } from './rules.ts';

export interface LightboxItem {
  kind: LightboxItemKind;
  /** The link's address, resolved against the page (it passed safeUrl as the kind was decided). */
  href: string;
  title?: string;
  description?: string;
  /** The image inside the link, for the thumbnail strip (already loaded by the page). */
  thumbnail?: string;
  /** The image's own text, for the viewer's image when the link gives no title. */
  alt?: string;
  /** The author's link: focus returns to it when the viewer closes. */
  link: HTMLAnchorElement;
}

const WRAPPER = 'ws-lightbox';

/** The wrappers of the gallery `host` belongs to: names are compared, never put into a selector. */
export function galleryWrappers(host: HTMLElement, gallery: string | undefined): HTMLElement[] {
  if (gallery === undefined || !host.isConnected) return [host];
  const named = [...host.ownerDocument.querySelectorAll<HTMLElement>(WRAPPER)].filter((wrapper) => wrapper.getAttribute('gallery')?.trim() === gallery);
  return named.includes(host) ? named : [host];
}

/** The items of those wrappers, in document order; a link belongs to its nearest wrapper only. */
export function galleryItems(wrappers: readonly HTMLElement[]): LightboxItem[] {
  const items: LightboxItem[] = [];
  for (const wrapper of wrappers) {
    for (const link of wrapper.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.closest(WRAPPER) !== wrapper) continue;
      const base = link.ownerDocument.baseURI;
      const kind = lightboxItemKind(link.getAttribute('href'), base);
      if (kind === undefined) continue;
      const image = link.querySelector('img');
      const alt = image?.getAttribute('alt') ?? undefined;
      const thumbnail = safeUrl(image?.currentSrc || image?.getAttribute('src'));
      items.push({
        kind,
        href: new URL(link.getAttribute('href')!, base).href,
        ...itemTexts(link.getAttribute('data-title'), link.getAttribute('data-caption'), alt),
        ...(thumbnail === undefined ? {} : { thumbnail }),
        ...(alt?.trim() ? { alt: alt.trim() } : {}),
        link,
      });
    }
  }
  return items;
}
