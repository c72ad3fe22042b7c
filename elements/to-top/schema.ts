// The attributes of <ws-to-top> (camelCase prop -> type; the attribute is its kebab-case form): the
// to-top settings (status, position, scroll-down-only; docs/RULES.md#page-helpers; the status is whether the
// page has the tag at all). No React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { DEFAULT_TO_TOP_POSITION, TO_TOP_POSITIONS, TO_TOP_SCROLL_MS, TO_TOP_SHOW_AFTER_PX } from './rules.ts';

export const toTopAttributes = {
  position: { type: 'string', default: DEFAULT_TO_TOP_POSITION },
  // An HTML flag: present is on, whatever its value.
  scrollDownOnly: 'boolean',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-to-top> beyond its schema (scripts/manifest.ts). */
export const toTopDescription = {
  tag: 'ws-to-top',
  schema: toTopAttributes,
  summary:
    `A "Nach oben" link fixed in a bottom corner: it shows after ${TO_TOP_SHOW_AFTER_PX} px of scrolling, ` +
    `brings the page to the top in ${TO_TOP_SCROLL_MS} ms (at once under reduced motion) and moves focus ` +
    `there; it never lies over a control, the consent banner or an open panel. Its child \`<a href="#top">\` ` +
    'is the link without script.',
  attributes: {
    position: {
      description: 'The bottom corner it sits in. Unknown values warn and read as `right`.',
      values: TO_TOP_POSITIONS,
    },
    scrollDownOnly: { description: 'Shows only while the visitor scrolls down (an HTML flag: true by presence).' },
  },
  events: {},
  slots: {},
  cssParts: { link: 'The round link.' },
  cssProperties: {
    '--ws-to-top-inset': { description: 'Distance from the bottom and the side.', default: '1rem' },
    '--ws-to-top-z-index': {
      description: 'Stacking layer (below the consent banner and the panels, which it never covers).',
      default: '900',
    },
  },
} as const satisfies ElementDescription<typeof toTopAttributes>;
