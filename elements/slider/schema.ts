// The attributes of <ws-slider> (camelCase prop -> type; the attribute is its kebab-case form): the
// flex slider settings with their defaults (docs/RULES.md#sliders-and-testimonials). No React here:
// the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  DEFAULT_SLIDER_ANIMATION,
  MIN_ROTATION_SPEED_MS,
  SLIDE_ANIMATION_MS,
  SLIDER_ANIMATIONS,
  SLIDER_AUTOPLAY_DEFAULT,
  SLIDER_SPEED_MS,
} from './rules.ts';

export const sliderAttributes = {
  label: 'string',
  autoplay: { type: 'yesno', default: SLIDER_AUTOPLAY_DEFAULT },
  speed: { type: 'number', default: SLIDER_SPEED_MS },
  animation: { type: 'string', default: DEFAULT_SLIDER_ANIMATION },
  smoothHeight: { type: 'yesno', default: false },
  pauseForVideo: { type: 'yesno', default: true },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-slider> beyond its schema (scripts/manifest.ts). */
export const sliderDescription = {
  tag: 'ws-slider',
  schema: sliderAttributes,
  summary:
    'Shows its child elements one at a time as slides (fade or slide), rotating by itself with a pause ' +
    "button first in its tab order; the pointer or a click's focus inside holds it, keyboard focus coming " +
    "in or a visitor's pause stops it for good. Without script the slides are a row that scrolls sideways.",
  attributes: {
    label: { description: 'The slider\'s name for screen readers (its region is announced as "Diashow" without one).' },
    autoplay: { description: 'Rotates by itself (never under reduced motion; the play button starts it anyway).' },
    speed: { description: `Milliseconds each slide stays (at least ${MIN_ROTATION_SPEED_MS}).` },
    animation: {
      description: `How slides change: \`fade\` or \`slide\`, in ${SLIDE_ANIMATION_MS} ms; none under reduced motion.`,
      values: SLIDER_ANIMATIONS,
    },
    smoothHeight: {
      description:
        "The box follows the current slide's height, animated (what follows the slider moves with it: use " +
        'it where nothing follows, or with slides of one height).',
    },
    pauseForVideo: {
      description:
        'The video flags: a playing video on the current slide holds rotation, and a slide that leaves ' +
        'pauses its videos (and stops its YouTube or Vimeo player by reloading it).',
    },
  },
  methods: {
    next: { description: 'Shows the next slide (the last wraps to the first).' },
    previous: { description: 'Shows the previous slide (the first wraps to the last).' },
    goTo: { description: 'Shows slide `n` (from 0); anything else warns and is ignored.' },
    pause: { description: "Stops rotation, as the visitor's pause button does." },
    play: { description: 'Starts rotation, as the visitor\'s play button does (also with `autoplay="no"`).' },
  },
  properties: {
    index: { description: 'The slide shown, from 0.' },
  },
  events: {
    'ws-slider-change':
      'Another slide is shown: `{ index, count, cause }` (index from 0; cause `auto`, `button`, `picker`, ' +
      '`key`, `swipe` or `script`).',
    'ws-slider-pause':
      'Rotation was stopped by the pause button, `pause()` or keyboard focus coming in: `{ cause }` ' +
      "(`button`, `script` or `focus`). Hover and a click's focus hold it without this event.",
    'ws-slider-play': 'Rotation was started by the play button or `play()`: `{ cause }`.',
  },
  slots: { '': 'The slides: each child element is one slide (pictures with text, a video, any markup).' },
  cssParts: {
    controls: 'The bar with the pause, previous, picker and next buttons (below the slides).',
    'rotation-button': 'The pause/play button.',
    'previous-button': 'The previous button.',
    'next-button': 'The next button.',
    picker: 'The slide picker (one button per slide).',
    viewport: 'The box the slides show in.',
  },
  cssProperties: {
    '--ws-slider-accent': { description: "The current picker dot's colour.", default: 'var(--ws-color-accent)' },
  },
} as const satisfies ElementDescription<typeof sliderAttributes>;
