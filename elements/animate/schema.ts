// The attributes of <ws-animate> (camelCase prop -> type; the attribute is its kebab-case form). No
// React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  ANIMATE_ANIMATIONS,
  ANIMATE_DIRECTIONS,
  DEFAULT_ANIMATE_ANIMATION,
  DEFAULT_ANIMATE_DIRECTION,
  DEFAULT_ANIMATE_DURATION_MS,
  DEFAULT_ANIMATE_OFFSET,
  MAX_ANIMATE_DELAY_MS,
  MAX_ANIMATE_DURATION_MS,
  MAX_OFFSET_SHARE,
} from './rules.ts';

export const animateAttributes = {
  animation: { type: 'string', default: DEFAULT_ANIMATE_ANIMATION },
  direction: { type: 'string', default: DEFAULT_ANIMATE_DIRECTION },
  duration: { type: 'number', default: DEFAULT_ANIMATE_DURATION_MS },
  delay: { type: 'number', default: 0 },
  offset: { type: 'string', default: DEFAULT_ANIMATE_OFFSET },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-animate> beyond its schema (scripts/manifest.ts). */
export const animateDescription = {
  tag: 'ws-animate',
  schema: animateAttributes,
  summary:
    'Wraps content that animates once when it enters the view (fade, slide, zoom, bounce or flip), not ' +
    'before 300 ms after the page loaded. Without script, under reduced motion or when the animation ' +
    'status forbids it, the content simply shows.',
  attributes: {
    animation: {
      description: 'How the content enters. Unknown values warn and read as `fade`.',
      values: ANIMATE_ANIMATIONS,
    },
    direction: {
      description:
        'Where slide, bounce and flip come from (animate.css names): `up` rises from below, `down` drops ' +
        'from above, `left` comes in from the left, `right` from the right.',
      values: ANIMATE_DIRECTIONS,
    },
    duration: { description: `Milliseconds the animation takes (above 0, at most ${MAX_ANIMATE_DURATION_MS}).` },
    delay: { description: `Milliseconds between entering the view and the start (0 to ${MAX_ANIMATE_DELAY_MS}).` },
    offset: {
      description:
        `How far into the view the content's top must come before it starts: pixels (\`120\`, \`120px\`) or ` +
        `a percentage of the view's height (\`25%\`, at most ${MAX_OFFSET_SHARE * 100}%). Content that is ` +
        'wholly in view starts anyway.',
    },
  },
  events: {
    'ws-animate-in':
      'Once, when the animation has played and the content is in its final place: `{ animation }`. Not ' +
      'fired when nothing animates (reduced motion, animation status, focus arriving first).',
  },
  slots: { '': 'The content that animates (any markup; it stays in the page as it is).' },
  cssParts: { content: 'The box that moves (transform and opacity only).' },
  cssProperties: {
    '--ws-animate-distance': { description: 'How far slide and bounce travel.', default: '2.5rem' },
  },
} as const satisfies ElementDescription<typeof animateAttributes>;
