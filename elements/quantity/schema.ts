// The attributes of <ws-quantity> (camelCase prop -> type; the attribute is its kebab-case form). No React here: the
// manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import { DEFAULT_MIN, DEFAULT_STEP } from './rules.ts';
import type { ElementDescription } from '../kit/types.ts';

export const quantityAttributes = {
  value: 'number',
  min: { type: 'number', default: DEFAULT_MIN },
  max: 'number',
  step: { type: 'number', default: DEFAULT_STEP },
  name: 'string',
  label: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-quantity> beyond its schema (scripts/manifest.ts). */
export const quantityDescription = {
  tag: 'ws-quantity',
  schema: quantityAttributes,
  summary:
    'A form-associated quantity box with minus and plus buttons; a native `<input type="number">` inside ' +
    'it is the fallback without script and is taken over.',
  attributes: {
    value: { description: 'The starting (and reset) value; invalid counts as 0.', default: '0' },
    min: { description: 'Minus stops here; a lower value is raised to it.' },
    max: { description: 'Plus stops here; a typed value above it is lowered to it.', default: 'none' },
    step: { description: 'The step; 0 or less warns and uses 1.' },
    name: { description: 'The form field it fills.' },
    label: { description: 'Accessible name of the field.', default: 'the `<label for>` text, else Menge' },
  },
  properties: {
    value: { description: 'The current value as a string, as on a native field; setting it applies the rules.' },
    valueAsNumber: { description: 'The current value as a number.' },
    form: { description: 'The form it belongs to.' },
  },
  methods: {
    stepUp: { description: 'One step up, within the limits (fires `input` and `change`).' },
    stepDown: { description: 'One step down, within the limits (fires `input` and `change`).' },
  },
  events: {
    input: { type: 'Event', description: 'Every change, also each keystroke (as a native field).' },
    change: {
      type: 'Event',
      description: 'A button, an arrow key, or a typed value committed by Enter or leaving the field.',
    },
  },
  cssParts: {
    group: 'The box.',
    input: 'The number field.',
    button: 'Both buttons; with `minus` or `plus` beside it.',
    minus: 'The minus button (with `button`).',
    plus: 'The plus button (with `button`).',
  },
  cssProperties: {
    '--ws-quantity-width': { description: 'Width of the box, before and after its code loads.', default: '8.5rem' },
    '--ws-quantity-height': { description: 'Height of the box, before and after its code loads.', default: '2.75rem' },
  },
} as const satisfies ElementDescription<typeof quantityAttributes>;
