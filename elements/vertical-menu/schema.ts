// The attributes of <ws-vertical-menu> (camelCase prop -> type; the attribute is its kebab-case form):
// the vertical menu (submenus open and close by clicking an arrow, or by hover after 500 ms) and the
// menu's mobile submenu label (docs/RULES.md#page-helpers). No React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { HOVER_OPEN_DELAY_MS, ITEM_NAME_PLACEHOLDER, OPEN_ON_VALUES } from './rules.ts';
import { TOGGLE_CLASS } from './styles.ts';

export const verticalMenuAttributes = {
  openOn: { type: 'string', default: 'click' },
  submenuLabel: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-vertical-menu> beyond its schema (scripts/manifest.ts). */
export const verticalMenuDescription = {
  tag: 'ws-vertical-menu',
  schema: verticalMenuAttributes,
  summary:
    `A sidebar or mobile menu over the author's nested \`<ul>\` of links: each item with a submenu gets an ` +
    `arrow button (\`class="${TOGGLE_CLASS}"\`, \`aria-expanded\`, named "Untermenü von …") that opens and ` +
    'closes it; Escape closes it and returns to the button. Links to the page shown get ' +
    `\`aria-current="page"\`, and the branch holding the current link (also one marked \`aria-current\` by ` +
    `the server) starts open. Inside a \`<details>\` (a phone's menu) Escape with no submenu open closes it ` +
    'and returns to its summary; a followed link, or focus moving on past it, closes it too. Without script ' +
    'every submenu shows.',
  attributes: {
    openOn: {
      description:
        `\`hover\`: a mouse resting ${HOVER_OPEN_DELAY_MS} ms on an item also opens its submenu (and leaving ` +
        'closes what hover opened); the button always works, and touch never depends on hover. Unknown ' +
        `values warn and read as \`click\`.`,
      values: OPEN_ON_VALUES,
    },
    submenuLabel: {
      description:
        `The arrow buttons' name, the item's name in place of \`${ITEM_NAME_PLACEHOLDER}\` or after the ` +
        `label ("Untermenü von ${ITEM_NAME_PLACEHOLDER}" / "Submenu of ${ITEM_NAME_PLACEHOLDER}" by the ` +
        `page's language without it).`,
    },
  },
  events: {
    'ws-vertical-menu-toggle':
      'A submenu opened or closed: `{ open, label, cause }` (cause `button`, `hover` or `key`).',
  },
  slots: { '': 'The menu: a `<ul>` (or `<ol>`) of `<li>`s, each with a link and, for a submenu, a nested list.' },
  cssParts: {},
  cssProperties: {},
} as const satisfies ElementDescription<typeof verticalMenuAttributes>;
