// Which links of the page form the gallery a <ws-lightbox> opens: its own links, or those of every
// wrapper with the same `gallery` name, in document order. Reads the author's light DOM; the rules
// (rules.ts) decide what each link is. An item reads its texts and picture only when the viewer
// shows them: a gallery of thousands of links opens as fast as one of ten.
import { safeUrl } from '../../platform/urls.ts';
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
  const named = [...host.ownerDocument.querySelectorAll<HTMLElement>(WRAPPER)].filter(
    (wrapper) => wrapper.getAttribute('gallery')?.trim() === gallery,
  );
  return named.includes(host) ? named : [host];
}

/** What an item shows besides its address: read from the link on first use, then kept. */
type ItemDetails = Pick<LightboxItem, 'title' | 'description' | 'thumbnail' | 'alt'>;

function detailsOf(link: HTMLAnchorElement): ItemDetails {
  const image = link.querySelector('img');
  const alt = image?.getAttribute('alt') ?? undefined;
  const thumbnail = safeUrl(image?.currentSrc || image?.getAttribute('src'));
  return {
    ...itemTexts(link.getAttribute('data-title'), link.getAttribute('data-caption'), alt),
    ...(thumbnail === undefined ? {} : { thumbnail }),
    ...(alt?.trim() ? { alt: alt.trim() } : {}),
  };
}

class GalleryItem implements LightboxItem {
  #details: ItemDetails | undefined;

  constructor(
    readonly kind: LightboxItemKind,
    readonly href: string,
    readonly link: HTMLAnchorElement,
  ) {}

  get #read(): ItemDetails {
    return (this.#details ??= detailsOf(this.link));
  }

  get title() {
    return this.#read.title;
  }

  get description() {
    return this.#read.description;
  }

  get thumbnail() {
    return this.#read.thumbnail;
  }

  get alt() {
    return this.#read.alt;
  }
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
      items.push(new GalleryItem(kind, new URL(link.getAttribute('href')!, base).href, link));
    }
  }
  return items;
}
