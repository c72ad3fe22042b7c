// The attributes of <ws-testimonials> (camelCase prop -> type; the attribute is its kebab-case form):
// the testimonial speed (docs/RULES.md#sliders-and-testimonials). No React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { MIN_ROTATION_SPEED_MS, TESTIMONIAL_SPEED_MS } from '../slider/rules.ts';

export const testimonialsAttributes = {
  label: 'string',
  speed: { type: 'number', default: TESTIMONIAL_SPEED_MS },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-testimonials> beyond its schema (scripts/manifest.ts). */
export const testimonialsDescription = {
  tag: 'ws-testimonials',
  schema: testimonialsAttributes,
  summary:
    'Shows its quotes (each child element, a `<blockquote>` with its `<cite>`) one at a time, rotating to ' +
    'the next and wrapping to the first, in a box as tall as the tallest quote; pause, previous and next ' +
    "buttons; hover or a click's focus hold it, keyboard focus coming in stops it for good. Without script " +
    'all quotes show as a list.',
  attributes: {
    label: { description: 'The name screen readers hear for the quotes ("Kundenstimmen" without one).' },
    speed: { description: `Milliseconds each quote stays (at least ${MIN_ROTATION_SPEED_MS}).` },
  },
  methods: {
    next: { description: 'Shows the next quote (the last wraps to the first).' },
    previous: { description: 'Shows the previous quote.' },
    goTo: { description: 'Shows quote `n` (from 0); anything else warns and is ignored.' },
    pause: { description: 'Stops rotation, as the pause button does.' },
    play: { description: 'Starts rotation, as the play button does.' },
  },
  properties: {
    index: { description: 'The quote shown, from 0.' },
  },
  events: {
    'ws-testimonials-change':
      'Another quote is shown: `{ index, count, cause }` (cause `auto`, `button`, `key`, `swipe` or `script`).',
    'ws-testimonials-pause': 'Rotation was stopped by the pause button or `pause()`: `{ cause }`.',
    'ws-testimonials-play': 'Rotation was started by the play button or `play()`: `{ cause }`.',
  },
  slots: {
    '': 'The quotes: each child element is one (a `<blockquote>` with its `<cite>`, or a `<figure>` holding both).',
  },
  cssParts: {
    controls: 'The bar with the pause, previous and next buttons (below the quotes).',
    'rotation-button': 'The pause/play button.',
    'previous-button': 'The previous button.',
    'next-button': 'The next button.',
    viewport: 'The box the quotes show in.',
  },
} as const satisfies ElementDescription<typeof testimonialsAttributes>;
