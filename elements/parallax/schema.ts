// The attributes of <ws-parallax> (camelCase prop -> type; the attribute is its kebab-case form): the
// parallax settings (docs/RULES.md#motion), the gradient fields named as the page builder
// names them. No React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  DEFAULT_ALIGNMENT,
  DEFAULT_DIRECTION,
  DEFAULT_GRADIENT_END_POSITION,
  DEFAULT_GRADIENT_START_POSITION,
  DEFAULT_GRADIENT_TYPE,
  DEFAULT_LINEAR_ANGLE,
  DEFAULT_OPACITY,
  DEFAULT_RADIAL_DIRECTION,
  DEFAULT_REPEAT,
  DEFAULT_VELOCITY,
  GRADIENT_TYPES,
  MAX_VELOCITY,
  PARALLAX_ALIGNMENTS,
  PARALLAX_DIRECTIONS,
  PARALLAX_REPEATS,
  RADIAL_DIRECTIONS,
} from './rules.ts';

export const parallaxAttributes = {
  image: 'string',
  direction: { type: 'string', default: DEFAULT_DIRECTION },
  velocity: { type: 'number', default: DEFAULT_VELOCITY },
  opacity: { type: 'number', default: DEFAULT_OPACITY },
  alignment: { type: 'string', default: DEFAULT_ALIGNMENT },
  repeat: { type: 'string', default: DEFAULT_REPEAT },
  mobile: { type: 'yesno', default: false },
  gradientStartColor: 'string',
  gradientEndColor: 'string',
  gradientStartPosition: { type: 'number', default: DEFAULT_GRADIENT_START_POSITION },
  gradientEndPosition: { type: 'number', default: DEFAULT_GRADIENT_END_POSITION },
  gradientType: { type: 'string', default: DEFAULT_GRADIENT_TYPE },
  linearAngle: { type: 'number', default: DEFAULT_LINEAR_ANGLE },
  radialDirection: { type: 'string', default: DEFAULT_RADIAL_DIRECTION },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-parallax> beyond its schema (scripts/manifest.ts). */
export const parallaxDescription = {
  tag: 'ws-parallax',
  schema: parallaxAttributes,
  summary:
    'A section whose background picture moves at another speed than the page (CSS scroll-driven animation, ' +
    'a transform per frame where the browser has none), with a gradient overlay; still under reduced ' +
    'motion, with the animation status off and on phones unless `mobile` says yes.',
  attributes: {
    image: {
      description:
        'The background picture (an http(s) or relative URL; anything else warns and the section has no picture).',
    },
    direction: {
      description:
        'How the picture moves while the page scrolls down: `up`, `down`, `left`, `right` (it drifts that ' +
        'way within the section), `fixed` (it stays where it is on the screen) or `none` (it scrolls with ' +
        'the page).',
      values: PARALLAX_DIRECTIONS,
    },
    velocity: {
      description:
        `How far the picture drifts, as a share of the section's size either way, from 0 to ${MAX_VELOCITY}; ` +
        'the picture is enlarged by as much to cover.',
    },
    opacity: { description: "The picture's opacity, from 0 to 1 (the section's own background shows through)." },
    alignment: {
      description: 'Where the picture is anchored (background-position keywords).',
      values: PARALLAX_ALIGNMENTS,
    },
    repeat: { description: 'Whether the picture tiles; `no-repeat` covers the section.', values: PARALLAX_REPEATS },
    mobile: {
      description: 'Moves on phones too (at or below 1024 px wide, when the animation status allows it there).',
    },
    gradientStartColor: {
      description:
        "The overlay gradient's first colour (#hex, rgb(), hsl() or a colour name); with " +
        '`gradient-end-color` or alone (to transparent).',
    },
    gradientEndColor: { description: "The overlay gradient's last colour." },
    gradientStartPosition: { description: 'Where the first colour stops, in % (0 to 100).' },
    gradientEndPosition: { description: 'Where the last colour starts, in % (0 to 100).' },
    gradientType: { description: "The gradient's shape.", values: GRADIENT_TYPES },
    linearAngle: { description: "The linear gradient's angle in degrees (180: top to bottom)." },
    radialDirection: { description: 'Where a radial gradient is centred.', values: RADIAL_DIRECTIONS },
  },
  slots: { '': "The section's content, over the picture and the gradient." },
  cssParts: {
    background: 'The moving picture layer.',
    overlay: 'The gradient over the picture.',
    content: 'Wraps the content.',
  },
} as const satisfies ElementDescription<typeof parallaxAttributes>;
