// The attributes of <ws-tabs> (camelCase prop -> type; the attribute is its kebab-case form). No
// React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { TAB_ORIENTATIONS, TABS_ACCORDION_BELOW_PX } from './rules.ts';

export const tabsAttributes = {
  orientation: { type: 'string', default: 'horizontal' },
  label: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-tabs> beyond its schema (scripts/manifest.ts). */
export const tabsDescription = {
  tag: 'ws-tabs',
  schema: tabsAttributes,
  summary:
    'Tabs (the APG pattern: automatic activation, arrow keys, Home and End, focusable panels) over its ' +
    `children: each heading with \`slot="tab"\` names the panel after it. Below ${TABS_ACCORDION_BELOW_PX} ` +
    `px an accordion of disclosure buttons, the active one open. A hash naming a heading's or a panel's id ` +
    'opens its tab. Without script every panel shows under its heading.',
  attributes: {
    orientation: {
      description:
        'The tab list as a row or a column beside the panels (arrow keys follow). Unknown values warn and ' +
        'read as `horizontal`.',
      values: TAB_ORIENTATIONS,
    },
    label: { description: 'The tab list\'s name for screen readers ("Registerkarten" without it).' },
  },
  events: {
    'ws-tabs-change': 'Another tab is shown: `{ index, label, cause }` (cause `click`, `key` or `hash`).',
  },
  slots: {
    tab: 'A heading that names the panel after it (each panel is the child right after its heading).',
    '': 'The panels; anything that is neither a tab nor a panel shows below them.',
  },
  cssParts: {
    tabs: 'Wraps the tab list and the panels.',
    tablist: 'The row (or column) of tabs.',
    tab: 'A tab; the shown one also has `selected`.',
    panels: 'Wraps the panels.',
    'accordion-heading': "Below 640 px: a panel's heading.",
    'accordion-button': 'Below 640 px: the disclosure button in it.',
  },
  cssProperties: {},
} as const satisfies ElementDescription<typeof tabsAttributes>;
