// The attributes of <ws-scroll-sections> (camelCase prop -> type; the attribute is its kebab-case
// form): the scroll sections settings (container break point, full height on phones, scroll
// sensitivity) with their defaults (docs/RULES.md#scroll-sections). No React
// here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  DWELL_VH,
  FULL_HEIGHT_MOBILE_DEFAULT,
  MAX_SENSITIVITY_MS,
  SCROLL_SECTIONS_BREAK_POINT_PX,
  SCROLL_SECTIONS_SENSITIVITY_MS,
  SECTION_HEIGHT_VH,
} from './rules.ts';

export const scrollSectionsAttributes = {
  breakPoint: { type: 'number', default: SCROLL_SECTIONS_BREAK_POINT_PX },
  sensitivity: { type: 'number', default: SCROLL_SECTIONS_SENSITIVITY_MS },
  fullHeightMobile: { type: 'yesno', default: FULL_HEIGHT_MOBILE_DEFAULT },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-scroll-sections> beyond its schema (scripts/manifest.ts). */
export const scrollSectionsDescription = {
  tag: 'ws-scroll-sections',
  schema: scrollSectionsAttributes,
  summary:
    `Full-height sections (its children, each with an \`id\`) stepped through one at a time by wheel, swipe, ` +
    `keys and a dot navigation: each ${SECTION_HEIGHT_VH}vh, the container ${SECTION_HEIGHT_VH}vh per ` +
    `section plus ${DWELL_VH}vh. The address follows the section. Below the break point, under reduced ` +
    'motion, with the animation status off and without script the sections are ordinary content.',
  attributes: {
    breakPoint: {
      description:
        'Window width in px from which the sections are stepped; narrower windows show them as ordinary content.',
    },
    sensitivity: {
      description:
        'Milliseconds after a step in which wheel input is ignored (one gesture, one step; trackpad inertia ' +
        `never skips a section). At most ${MAX_SENSITIVITY_MS}.`,
    },
    fullHeightMobile: {
      description:
        'Below the break point each section is at least as tall as the small viewport (`100svh`), still in the flow.',
    },
  },
  properties: {
    index: {
      description:
        'The section shown, from 0 (stepped mode; in the flow the last one `goTo`, `next` or `previous` scrolled to).',
    },
    mode: { description: '`stepped` or `flow` (also the `data-ws-mode` attribute the element sets).' },
  },
  methods: {
    next: { description: 'Shows the next section (after the last: nothing).' },
    previous: { description: 'Shows the previous section (before the first: nothing).' },
    goTo: {
      description:
        'Shows section `n` (from 0); anything else warns and is ignored. In the flow it scrolls the section into view.',
    },
  },
  events: {
    'ws-scroll-sections-change':
      'Another section is shown (stepped mode): `{ index, id, cause }`, cause `wheel`, `key`, `swipe`, ' +
      '`nav`, `focus`, `hash`, `link`, `scroll` or `script`.',
  },
  slots: {
    '':
      'The sections: each child element with an `id` (the address, the navigation) and a heading (its name; ' +
      'or `data-name`, `aria-label`).',
  },
  cssParts: {
    nav: 'The dot navigation (`<nav aria-label="Abschnitte">`, stepped mode only).',
    'nav-link': 'One link of the navigation; the shown one has `aria-current="true"`.',
    'nav-name': "A link's section name (shown on hover and focus).",
  },
  cssProperties: {
    '--ws-banner-room': {
      description:
        "Room kept free at the screen's bottom, taken from the navigation's height: the open cookie banner " +
        'sets it on the root, so no step link is under the banner.',
      default: '0px',
    },
    '--ws-scroll-sections-top': {
      description:
        "Where sections stick: the height of the site's fixed header. Without it, a fixed or sticky " +
        '`header` (or `[data-ws-fixed-header]`) is measured.',
      default: 'measured, else 0px',
    },
    '--ws-scroll-sections-background': {
      description: 'Background of a section without its own (stepped sections cover each other).',
      default: 'var(--ws-color-surface)',
    },
    '--ws-scroll-sections-accent': { description: "The shown section's dot.", default: 'var(--ws-color-accent)' },
  },
} as const satisfies ElementDescription<typeof scrollSectionsAttributes>;
