// The attributes of <ws-lightbox> (camelCase prop -> type; the attribute is its kebab-case form):
// the lightbox settings with their defaults (docs/RULES.md#lightbox). No React here:
// the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { SHARE_NETWORK_NAMES } from '../share/rules.ts';
import {
  ANIMATION_SPEED_WORDS,
  DEFAULT_ANIMATION_SPEED,
  DEFAULT_PATH,
  DEFAULT_SKIN,
  LIGHTBOX_PATHS,
  LIGHTBOX_SKINS,
  LOOP_DEFAULT,
  OVERLAY_OPACITY,
  SLIDESHOW_AUTOPLAY_DEFAULT,
  SLIDESHOW_SPEED_MS,
} from './rules.ts';

export const lightboxAttributes = {
  gallery: 'string',
  linkId: 'string',
  social: 'string',
  arrows: { type: 'yesno', default: true },
  // Not `title`: that is every element's tooltip attribute, and the whole gallery would show it.
  showTitle: { type: 'yesno', default: true },
  showDescription: { type: 'yesno', default: true },
  skin: { type: 'string', default: DEFAULT_SKIN },
  animationSpeed: { type: 'string', default: DEFAULT_ANIMATION_SPEED },
  slideshowSpeed: { type: 'number', default: SLIDESHOW_SPEED_MS },
  autoplay: { type: 'yesno', default: SLIDESHOW_AUTOPLAY_DEFAULT },
  opacity: { type: 'number', default: OVERLAY_OPACITY },
  path: { type: 'string', default: DEFAULT_PATH },
  loop: { type: 'yesno', default: LOOP_DEFAULT },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-lightbox> beyond its schema (scripts/manifest.ts). */
export const lightboxDescription = {
  tag: 'ws-lightbox',
  schema: lightboxAttributes,
  summary:
    'Opens the image, video, YouTube and Vimeo links inside it in a modal viewer (a gallery per wrapper or ' +
    'per `gallery` name), with deep links `#{linkId}/{n}`; YouTube and Vimeo wait for marketing consent. ' +
    'Other links stay links.',
  attributes: {
    gallery: {
      description:
        'Wrappers with the same name form one gallery (in document order); without it each wrapper is its own.',
    },
    linkId: {
      description:
        'Turns on deep links: the open item is written into the address as `#{linkId}/{n}` (n counted from ' +
        '1, as the status says), and such an address opens it. Letters, digits and punctuation; no spaces, ' +
        'at most 64 characters, not starting with `_`, `!` or `/`.',
    },
    social: {
      description:
        'Share links in the viewer for the open item (its deep link when `link-id` is set): a bare ' +
        'attribute or `yes` for all nine networks, or a list of them.',
      values: SHARE_NETWORK_NAMES,
      default: 'no share links',
    },
    arrows: { description: 'Shows the previous and next buttons (keys and swipe work either way).' },
    showTitle: { description: "Shows the item's title: the link's `data-title`, else the image's `alt`." },
    showDescription: { description: "Shows the item's description: the link's `data-caption`." },
    skin: { description: 'Light or dark viewer (`light` and `dark` are read as these too).', values: LIGHTBOX_SKINS },
    animationSpeed: {
      description: 'How fast items change: fast 100 ms, normal 400 ms, slow 800 ms; none under reduced motion.',
      values: ANIMATION_SPEED_WORDS,
    },
    slideshowSpeed: { description: 'Milliseconds each item stays in the slideshow (at least 1000).' },
    autoplay: {
      description:
        'Starts the slideshow when the viewer opens (not under reduced motion); the play/pause button is always there.',
    },
    opacity: { description: "The overlay's opacity behind the viewer, from 0 to 1." },
    path: { description: 'The direction items move in.', values: LIGHTBOX_PATHS },
    loop: {
      description: 'Next after the last item goes to the first (and back); otherwise the viewer stops at the ends.',
    },
  },
  extraAttributes: {
    'data-title': { type: 'string', description: 'On an item link: its title (text, never HTML).' },
    'data-caption': { type: 'string', description: 'On an item link: its description (text, never HTML).' },
  },
  methods: {
    open: {
      description:
        'Opens the viewer at item `index` (from 0) of the gallery; the promise resolves once it is open ' +
        "(the first opening fetches the viewer's code).",
    },
    close: { description: 'Closes the viewer; focus goes back to the link that opened it.' },
  },
  events: {
    'ws-lightbox-open':
      'The viewer opened: `{ gallery, linkId, index, count, cause }` (index from 0; cause `click`, `hash` ' +
      'or `script`).',
    'ws-lightbox-change': 'Another item is shown: `{ gallery, linkId, index, count, cause }`.',
    'ws-lightbox-close': 'The viewer closed: `{ gallery, linkId, index, count }`.',
  },
  slots: { '': 'Any content; its links to image and video files, YouTube and Vimeo open in the viewer.' },
  cssParts: {
    viewer: 'The modal dialog.',
    toolbar: 'The bar with the status, zoom, slideshow and close buttons.',
    stage: 'The area that shows the item.',
    caption: 'Title and description.',
    'previous-button': 'The previous button.',
    'next-button': 'The next button.',
    'close-button': 'The close button.',
    thumbnails: 'The thumbnail strip (wide screens).',
    share: 'The share links.',
  },
  cssProperties: {
    '--ws-lightbox-accent': {
      description: 'The current thumbnail and focus accents.',
      default: 'var(--ws-color-accent)',
    },
  },
} as const satisfies ElementDescription<typeof lightboxAttributes>;
