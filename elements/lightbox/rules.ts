// The rules of <ws-lightbox>, pure (no DOM, no React): which links are items and of which kind
// (docs/RULES.md#lightbox), the consent-gated player URLs, the deep-link hash `#{linkId}/{n}`
// (docs/REFERENCE.md#hash-links), the settings with their defaults, moving between items, and the
// labels and error texts (docs/RULES.md#messages) in German and English. The element and the tests use these.
import type { Language } from '../../platform/environment.ts';
import { withoutBidiControls } from '../../platform/text.ts';
import { checkedUrl, videoReference, type VideoService } from '../../platform/video-links.ts';
import { atMost, MAX_WAIT_MS, readOneOf, readPositive, yesNoWord, type Warn } from '../../platform/values.ts';
import { DEFAULT_SHARE_NETWORKS, readNetworks, type ShareNetwork } from '../share/rules.ts';

// The YouTube and Vimeo link rules are the kit's (one check for every element that plays them).
export {
  EMBED_CONSENT_CATEGORY,
  MAX_START_SECONDS,
  startSeconds,
  videoReference,
  type VideoReference,
  type VideoService,
} from '../../platform/video-links.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import type { lightboxAttributes } from './schema.ts';
import type { LightboxItemKind } from './item-kind.ts';

// ---------------------------------------------------------------------------------------------
// Which links are items

// The kind of each link lives in item-kind.ts: the waiting rule (code-wanted.ts) reads it without the rest.
export { IMAGE_EXTENSIONS, lightboxItemKind, VIDEO_EXTENSIONS, type LightboxItemKind } from './item-kind.ts';

/** The names shown on a video's consent placeholder. */
export const VIDEO_SERVICE_NAMES: Record<VideoService, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

// ---------------------------------------------------------------------------------------------
// Player URLs (loaded only after marketing consent)

/** YouTube's cookieless player (the "via youtube-nocookie"). */
export const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
/** Vimeo's player; `dnt=1` tells it not to track the visitor. */
export const VIMEO_EMBED_BASE = 'https://player.vimeo.com/video/';

export interface EmbedOptions {
  /**
   * Start playing at once (default yes): the player appears only after the visitor opened the item
   * and accepted marketing for it, so the click already asked for the video.
   */
  autoplay?: boolean;
}

/**
 * The player URL for a YouTube or Vimeo link, built only from the validated id and start time
 * (nothing else of the author's URL). YouTube: youtube-nocookie with `enablejsapi=1`, so a page
 * script may control it by message (the viewer itself stops a player by removing it when the
 * visitor moves on or closes). Undefined when the link is not a video of that service.
 */
export function embedUrl(
  kind: LightboxItemKind,
  href: unknown,
  { autoplay = true }: EmbedOptions = {},
): string | undefined {
  const video = videoReference(href);
  if (!video || video.service !== kind) return undefined;
  if (video.service === 'youtube') {
    const query = new URLSearchParams({ autoplay: autoplay ? '1' : '0', enablejsapi: '1', rel: '0', playsinline: '1' });
    if (video.startSeconds !== undefined) query.set('start', String(video.startSeconds));
    return `${YOUTUBE_EMBED_BASE}${video.id}?${query.toString()}`;
  }
  const query = new URLSearchParams({ dnt: '1', autoplay: autoplay ? '1' : '0' });
  const start = video.startSeconds === undefined ? '' : `#t=${video.startSeconds}s`;
  return `${VIMEO_EMBED_BASE}${video.id}?${query.toString()}${start}`;
}

// ---------------------------------------------------------------------------------------------
// Deep links `#{linkId}/{n}`

/**
 * The number the hash gives the first item. The product says only "the current item
 * index"; we write what the status says ("Bild 3 von 12" is `#galerie/3`), so a shared link reads
 * as it looks. Everywhere in code an `index` counts from 0.
 */
export const DEEP_LINK_FIRST_NUMBER = 1;
/** The longest link id we accept: it is written into the address bar. */
export const MAX_LINK_ID_LENGTH = 64;
// Whitespace (any Unicode) and control or format characters make ids that cannot be typed or seen.
const UNUSABLE_IN_LINK_ID = /[\s\p{Cc}\p{Cf}]/u;
// The shell owns hashes starting with "_" (scroll marker), "!" and "/" (ignored): docs/RULES.md#hash-links.
const RESERVED_LINK_ID_START = /^[_!/]/;
// An item number: no sign, no leading zero, at most 9 digits (huge numbers are refused before Number()).
const ITEM_NUMBER = /^[1-9][0-9]{0,8}$/;

/** The `link-id` attribute as a usable id, or undefined (with a warning when one was given but cannot work). */
export function readLinkId(raw: string | null | undefined, warn: Warn): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw.length > MAX_LINK_ID_LENGTH || UNUSABLE_IN_LINK_ID.test(raw) || RESERVED_LINK_ID_START.test(raw)) {
    warn(
      'attribute "link-id" cannot be used in an address: ' +
        `${JSON.stringify(raw.slice(0, MAX_LINK_ID_LENGTH))}; deep links are off`,
    );
    return undefined;
  }
  return raw;
}

/** The hash for item `index` (from 0) of the gallery `linkId` (from readLinkId): `#{linkId}/{index + 1}`. */
export function deepLinkHash(linkId: string, index: number): string {
  return `#${encodeURIComponent(linkId)}/${index + DEEP_LINK_FIRST_NUMBER}`;
}

export interface DeepLink {
  linkId: string;
  /** The item, counted from 0. */
  index: number;
}

/**
 * The item a hash opens, or undefined. `itemCounts` maps each link id on the page to the number
 * of items in its gallery: the id is looked up there (matched, never used as a selector) and the
 * number must name one of those items. Anything else (unknown ids, `__proto__`, an encoded slash,
 * leading zeros, signs, whitespace, huge numbers, a hash of the shell) is undefined.
 */
export function parseDeepLink(hash: string, itemCounts: ReadonlyMap<string, number>): DeepLink | undefined {
  if (typeof hash !== 'string') return undefined;
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const slash = body.lastIndexOf('/');
  if (slash <= 0) return undefined;
  const number = body.slice(slash + 1);
  if (!ITEM_NUMBER.test(number)) return undefined;
  let linkId: string;
  try {
    linkId = decodeURIComponent(body.slice(0, slash));
  } catch {
    return undefined;
  }
  const count = itemCounts.get(linkId);
  if (count === undefined || !Number.isInteger(count)) return undefined;
  const index = Number(number) - DEEP_LINK_FIRST_NUMBER;
  return index >= 0 && index < count ? { linkId, index } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Moving between items and the slideshow

export type Direction = 'next' | 'previous';
/** Next at the last item stops there unless the gallery loops (no wrap by default: docs/RULES.md#lightbox). */
export const LOOP_DEFAULT = false;

/**
 * The item after or before `index` (from 0) in a gallery of `count`, or undefined when there is
 * none (the button is then disabled): at the ends it wraps only when `loop`. Bad input (a count
 * below 1, an index outside the gallery, fractions) is undefined too.
 */
export function nextIndex(
  index: number,
  count: number,
  direction: Direction,
  loop: boolean = LOOP_DEFAULT,
): number | undefined {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count)
    return undefined;
  const step = direction === 'next' ? 1 : -1;
  const target = index + step;
  if (target >= 0 && target < count) return target;
  if (!loop || count === 1) return undefined;
  return (target + count) % count;
}

/** Most thumbnails the strip holds at once: a gallery of thousands draws those around the current item. */
export const THUMBNAIL_WINDOW = 41;

/**
 * Which thumbnails the strip draws for item `index` of `count`: their positions, at most
 * THUMBNAIL_WINDOW in a row, the current one in the middle where the ends allow.
 */
export function thumbnailWindow(index: number, count: number, size: number = THUMBNAIL_WINDOW): number[] {
  const total = Number.isInteger(count) && count > 0 ? count : 0;
  const span = Math.min(total, THUMBNAIL_WINDOW, Math.max(1, Math.trunc(size) || 1));
  const current = Number.isInteger(index) ? Math.min(Math.max(index, 0), Math.max(total - 1, 0)) : 0;
  const start = Math.min(Math.max(current - Math.floor(span / 2), 0), total - span);
  return Array.from({ length: span }, (_, offset) => start + offset);
}

/** The item the slideshow shows next, or undefined when it ends (the last item without loop). */
export function slideshowNext(index: number, count: number, loop: boolean = LOOP_DEFAULT): number | undefined {
  return nextIndex(index, count, 'next', loop);
}

// ---------------------------------------------------------------------------------------------
// Settings and constants (docs/RULES.md#lightbox)

/** How long each item stays in the slideshow. */
export const SLIDESHOW_SPEED_MS = 5000;
/** Faster than a second is a flicker, not a slideshow (WCAG 2.3: no flashing content). */
export const MIN_SLIDESHOW_SPEED_MS = 1000;
/** The slideshow starts only when configured. */
export const SLIDESHOW_AUTOPLAY_DEFAULT = false;
/** The overlay's opacity behind the viewer. */
export const OVERLAY_OPACITY = 0.9;
/** Thumbnails are at most this size (the viewer library's defaults). */
export const THUMBNAIL_MAX_WIDTH_PX = 120;
export const THUMBNAIL_MAX_HEIGHT_PX = 80;
/** Below this viewport width there are no thumbnails (the viewer library's mobile breakpoint). */
export const THUMBNAILS_MIN_VIEWPORT_PX = 980;
/** Self-hosted videos and players are shown at this size when they fit. */
export const DEFAULT_VIDEO_WIDTH_PX = 1280;
export const DEFAULT_VIDEO_HEIGHT_PX = 720;
/** Deep linking is on once a link id is set. */
export const DEEP_LINKING_DEFAULT = true;

/** The animation speeds, by their settings' words. */
export const ANIMATION_SPEEDS_MS = { fast: 100, normal: 400, slow: 800 } as const;
export type AnimationSpeed = keyof typeof ANIMATION_SPEEDS_MS;
export const ANIMATION_SPEED_WORDS = Object.keys(ANIMATION_SPEEDS_MS) as AnimationSpeed[];
export const DEFAULT_ANIMATION_SPEED: AnimationSpeed = 'normal';

const spellWord = (value: string): string => value.trim().toLowerCase();

/** The animation duration for the setting's word (fast, normal, slow); 0 under reduced motion. */
export function animationSpeedMs(word: unknown, warn: Warn, reducedMotion = false): number {
  const speed = readOneOf(
    'attribute "animation-speed"',
    word,
    ANIMATION_SPEED_WORDS,
    DEFAULT_ANIMATION_SPEED,
    warn,
    spellWord,
  );
  return reducedMotion ? 0 : ANIMATION_SPEEDS_MS[speed];
}

/** Skins: metro-white by default (docs/RULES.md#lightbox) and its dark twin of the same family. */
export const LIGHTBOX_SKINS = ['metro-white', 'metro-black'] as const;
export type LightboxSkin = (typeof LIGHTBOX_SKINS)[number];
export const DEFAULT_SKIN: LightboxSkin = 'metro-white';
// The library's plain "light" and "dark" skins map to the two we draw, so old settings still work.
const SKIN_ALIASES: Record<string, LightboxSkin> = { light: 'metro-white', dark: 'metro-black' };

export function lightboxSkin(raw: unknown, warn: Warn): LightboxSkin {
  return readOneOf('attribute "skin"', raw, LIGHTBOX_SKINS, DEFAULT_SKIN, warn, (value) => {
    const word = spellWord(value);
    return Object.hasOwn(SKIN_ALIASES, word) ? SKIN_ALIASES[word]! : word;
  });
}

/** The direction items move in: side by side (as a swipe goes) or one above the other. */
export const LIGHTBOX_PATHS = ['horizontal', 'vertical'] as const;
export type LightboxPath = (typeof LIGHTBOX_PATHS)[number];
export const DEFAULT_PATH: LightboxPath = 'horizontal';

export function lightboxPath(raw: unknown, warn: Warn): LightboxPath {
  return readOneOf('attribute "path"', raw, LIGHTBOX_PATHS, DEFAULT_PATH, warn, spellWord);
}

/** The overlay opacity: a number from 0 to 1, else the default with a warning. */
export function overlayOpacity(raw: number | undefined, warn: Warn): number {
  if (raw === undefined) return OVERLAY_OPACITY;
  if (Number.isFinite(raw) && raw >= 0 && raw <= 1) return raw;
  warn(`attribute "opacity" must be from 0 to 1, got ${raw}; using ${OVERLAY_OPACITY}`);
  return OVERLAY_OPACITY;
}

/** The slideshow speed in whole milliseconds, not below MIN_SLIDESHOW_SPEED_MS. */
export function slideshowSpeedMs(raw: number | undefined, warn: Warn): number {
  const speed = atMost(
    'attribute "slideshow-speed"',
    readPositive('attribute "slideshow-speed"', raw, SLIDESHOW_SPEED_MS, warn, true),
    MAX_WAIT_MS,
    warn,
  );
  if (speed >= MIN_SLIDESHOW_SPEED_MS) return speed;
  warn(
    `attribute "slideshow-speed" below ${MIN_SLIDESHOW_SPEED_MS} ms would flicker, got ${speed}; using ` +
      `${MIN_SLIDESHOW_SPEED_MS}`,
  );
  return MIN_SLIDESHOW_SPEED_MS;
}

/**
 * The networks of the viewer's share links (attribute `social`): absent or a no-word (`no`, `off`,
 * `false`, `0`) is none; a bare attribute or a yes-word is all nine; anything else is a list of
 * networks as `<ws-share networks>` reads it (unknown names warn).
 */
export function socialNetworks(raw: string | undefined, warn: Warn): ShareNetwork[] {
  if (raw === undefined) return [];
  const word = yesNoWord(raw, true);
  if (word === false) return [];
  if (word === true) return [...DEFAULT_SHARE_NETWORKS];
  return readNetworks(raw, warn, 'social');
}

/** Title and description of an item: the link's data-title (else the image's alt) and data-caption; blank is none. */
export function itemTexts(
  dataTitle: string | null | undefined,
  dataCaption: string | null | undefined,
  alt: string | null | undefined,
): { title?: string; description?: string } {
  // Bidirectional overrides would turn the rest of the viewer's text around: they are dropped.
  const text = (value: string | null | undefined) => {
    const clean = typeof value === 'string' ? withoutBidiControls(value).trim() : '';
    return clean === '' ? undefined : clean;
  };
  const title = text(dataTitle) ?? text(alt);
  const description = text(dataCaption);
  return { ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }) };
}

// ---------------------------------------------------------------------------------------------
// Texts (docs/RULES.md#messages): German by default, English on an English page

export interface LightboxTexts {
  /** The dialog's accessible name. */
  gallery: string;
  close: string;
  next: string;
  previous: string;
  /** The polite status: item `index` (from 0) of `count`, named as what it is (a picture or a video). */
  status: (index: number, count: number, kind?: LightboxItemKind) => string;
  slideshowPlay: string;
  slideshowPause: string;
  zoomIn: string;
  zoomOut: string;
  /** An image that did not load. */
  photoError: string;
  /** Other content that did not load. */
  contentError: string;
  /** The missing-plugin notice: media the browser cannot play. */
  unsupportedMedia: string;
  /** The way on after an error: the file itself, opened by the browser. */
  openFile: string;
  /** The thumbnail strip's name, and each thumbnail's: item `index` (from 0) and its title. */
  thumbnails: string;
  thumbnail: (index: number, title: string | undefined, kind?: LightboxItemKind) => string;
  /** The share links' name in the viewer, for the item shown. */
  share: (kind?: LightboxItemKind) => string;
  /** A player's frame title when the item has none. */
  video: string;
}

/** What an item is called: a picture, or a video (a file, YouTube or Vimeo); a picture when unknown. */
const mediaWord: Readonly<Record<Language, (kind: LightboxItemKind | undefined) => string>> = {
  de: (kind) => (kind === undefined || kind === 'image' ? 'Bild' : 'Video'),
  en: (kind) => (kind === undefined || kind === 'image' ? 'Image' : 'Video'),
};

export const LIGHTBOX_TEXTS: Readonly<Record<Language, LightboxTexts>> = {
  de: {
    gallery: 'Bildergalerie',
    close: 'Schließen (Esc)',
    next: 'Weiter',
    previous: 'Zurück',
    status: (index, count, kind) => `${mediaWord.de(kind)} ${index + 1} von ${count}`,
    slideshowPlay: 'Diashow starten',
    slideshowPause: 'Diashow anhalten',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    photoError: 'Beim Laden des Bildes ist ein Fehler aufgetreten.',
    contentError: 'Beim Laden des Inhalts ist ein Fehler aufgetreten.',
    unsupportedMedia:
      'Dieses Medium kann in Ihrem Browser nicht abgespielt werden: Die dafür nötige Erweiterung oder ' +
      'Formatunterstützung fehlt.',
    openFile: 'Datei direkt öffnen',
    thumbnails: 'Vorschaubilder',
    thumbnail: (index, title, kind) =>
      title ? `${mediaWord.de(kind)} ${index + 1}: ${title}` : `${mediaWord.de(kind)} ${index + 1}`,
    share: (kind) => `Dieses ${mediaWord.de(kind)} teilen`,
    video: 'Video',
  },
  en: {
    gallery: 'Image gallery',
    close: 'Close (Esc)',
    next: 'Next',
    previous: 'Previous',
    status: (index, count, kind) => `${mediaWord.en(kind)} ${index + 1} of ${count}`,
    slideshowPlay: 'Play slideshow',
    slideshowPause: 'Pause slideshow',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    photoError: 'An error occurred when trying to load photo.',
    contentError: 'An error occurred when trying to load contents.',
    unsupportedMedia: 'This media cannot be played in your browser: the plugin or format support it needs is missing.',
    openFile: 'Open the file directly',
    thumbnails: 'Thumbnails',
    thumbnail: (index, title, kind) =>
      title ? `${mediaWord.en(kind)} ${index + 1}: ${title}` : `${mediaWord.en(kind)} ${index + 1}`,
    share: (kind) => `Share this ${mediaWord.en(kind).toLowerCase()}`,
    video: 'Video',
  },
};

/** The texts for the page's language (platform/environment.ts `pageLanguage`): English only for 'en'. */
export function lightboxTexts(language: string | undefined): LightboxTexts {
  return language === 'en' ? LIGHTBOX_TEXTS.en : LIGHTBOX_TEXTS.de;
}

// ---------------------------------------------------------------------------------------------
// Settings as the viewer uses them (from the element's parsed attributes)

/** The element's attributes as the kit parsed them (schema.ts): the input of lightboxSettings. */
/** The attributes as the schema types them. */
export type LightboxAttributes = ParsedAttributes<typeof lightboxAttributes>;

export interface LightboxSettings {
  /** The gallery name shared by wrappers, or undefined: this wrapper alone. */
  gallery: string | undefined;
  /** The deep-link id (checked), or undefined: no deep links. */
  linkId: string | undefined;
  socialNetworks: ShareNetwork[];
  arrows: boolean;
  showTitle: boolean;
  showDescription: boolean;
  skin: LightboxSkin;
  /** 0 under reduced motion. */
  animationMs: number;
  slideshowMs: number;
  /** Starts the slideshow on open; never under reduced motion (it is motion the visitor did not start). */
  autoplay: boolean;
  opacity: number;
  path: LightboxPath;
  loop: boolean;
}

/** Every setting checked once, with one warning per problem: what the element and its view use. */
export function lightboxSettings(attributes: LightboxAttributes, warn: Warn, reducedMotion: boolean): LightboxSettings {
  const gallery = attributes.gallery?.trim();
  return {
    gallery: gallery === '' ? undefined : gallery,
    linkId: readLinkId(attributes.linkId, warn),
    socialNetworks: socialNetworks(attributes.social, warn),
    arrows: attributes.arrows,
    showTitle: attributes.showTitle,
    showDescription: attributes.showDescription,
    skin: lightboxSkin(attributes.skin, warn),
    animationMs: animationSpeedMs(attributes.animationSpeed, warn, reducedMotion),
    slideshowMs: slideshowSpeedMs(attributes.slideshowSpeed, warn),
    autoplay: attributes.autoplay && !reducedMotion,
    opacity: overlayOpacity(attributes.opacity, warn),
    path: lightboxPath(attributes.path, warn),
    loop: attributes.loop,
  };
}

// ---------------------------------------------------------------------------------------------
// Gestures: double tap, pinch (the element measures; these decide; a swipe is platform/gestures.ts)

/** Two taps within this time and distance are a double tap (the platforms' usual values). */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 30;
/** A pinch that spreads the fingers by this factor zooms in; one that closes them this far zooms out. */
export const PINCH_ZOOM_IN_SCALE = 1.2;
export const PINCH_ZOOM_OUT_SCALE = 0.85;

/** Whether a second tap makes a double tap with the first. */
export function isDoubleTap(
  first: { time: number; x: number; y: number } | undefined,
  second: { time: number; x: number; y: number },
): boolean {
  if (!first) return false;
  const elapsed = second.time - first.time;
  return (
    elapsed >= 0 && elapsed <= DOUBLE_TAP_MS && Math.hypot(second.x - first.x, second.y - first.y) <= DOUBLE_TAP_SLOP_PX
  );
}

/** What a finished pinch asks for: zoom in, zoom out or nothing, by how far the fingers moved apart. */
export function pinchOutcome(startDistance: number, endDistance: number): 'in' | 'out' | undefined {
  if (!(startDistance > 0) || !Number.isFinite(endDistance)) return undefined;
  const scale = endDistance / startDistance;
  if (scale >= PINCH_ZOOM_IN_SCALE) return 'in';
  if (scale <= PINCH_ZOOM_OUT_SCALE) return 'out';
  return undefined;
}

/** An image can zoom when the screen shows it smaller than its own size (by more than a pixel of rounding). */
export function isZoomable(
  natural: { width: number; height: number },
  shown: { width: number; height: number },
): boolean {
  return natural.width > shown.width + 1 || natural.height > shown.height + 1;
}

/** The MIME type a video file's extension names, for canPlayType: the missing-plugin notice when the browser says no.
 */
export function videoMimeType(href: string, base: string): string | undefined {
  const url = checkedUrl(href, base);
  const extension = url?.pathname.toLowerCase().split('.').pop();
  if (extension === 'mp4') return 'video/mp4';
  if (extension === 'webm') return 'video/webm';
  if (extension === 'ogg') return 'video/ogg';
  return undefined;
}
