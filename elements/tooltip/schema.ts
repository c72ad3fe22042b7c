// The attributes of <ws-tooltip> (camelCase prop -> type; the attribute is its kebab-case form). No
// React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { TOOLTIP_DELAY_MS, TOOLTIP_PLACEMENTS } from './rules.ts';

export const tooltipAttributes = {
  for: 'string',
  placement: { type: 'string', default: 'top' },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-tooltip> beyond its schema (scripts/manifest.ts). */
export const tooltipDescription = {
  tag: 'ws-tooltip',
  schema: tooltipAttributes,
  summary:
    `A short text for a control or a term (its own text): shown ${TOOLTIP_DELAY_MS} ms after the pointer ` +
    'rests on the control, at once on focus, on a tap on touch; hoverable; Escape dismisses it. A popover in ' +
    'the top layer beside the control (CSS anchor positioning where the browser has it, a small script ' +
    `fallback where not or at a screen's edge), flipped at the viewport's edge; the control is described by ` +
    `it (\`aria-describedby\`). Without script its text shows where it stands.`,
  attributes: {
    for: {
      description:
        'The id of the control or term it describes (in the same document or shadow root). Required: ' +
        'without it, or with no such element, it warns and its text stays in place.',
    },
    placement: {
      description:
        'The side it prefers; the opposite side when there is no room. Unknown values warn and read as `top`.',
      values: TOOLTIP_PLACEMENTS,
    },
  },
  events: {},
  slots: { '': "The tooltip's text." },
  cssParts: { tip: "The tooltip's box." },
  cssProperties: {},
} as const satisfies ElementDescription<typeof tooltipAttributes>;
