// The attributes of <ws-title> (camelCase prop -> type; the attribute is its kebab-case form). No
// React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  DEFAULT_TITLE_EFFECT,
  DEFAULT_WORD_DISPLAY_MS,
  EFFECT_DELAY_MS,
  MAX_EFFECT_DELAY_MS,
  MAX_WORDS,
  MIN_WORD_DISPLAY_MS,
  TITLE_ANIMATION_MS,
  TITLE_EFFECTS,
  TITLE_HIGHLIGHTS,
} from './rules.ts';

export const titleAttributes = {
  words: 'string',
  effect: { type: 'string', default: DEFAULT_TITLE_EFFECT },
  displayTime: { type: 'number', default: DEFAULT_WORD_DISPLAY_MS },
  effectDelay: { type: 'number', default: EFFECT_DELAY_MS },
  highlight: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-title> beyond its schema (scripts/manifest.ts). */
export const titleDescription = {
  tag: 'ws-title',
  schema: titleAttributes,
  summary:
    "A heading (the author's, in the page) with a word that changes (`words`, marked `data-rotate`) or a " +
    'word highlighted by a drawn stroke (`highlight`, marked `data-highlight`). Screen readers hear the ' +
    'whole heading once, as text; a small pause button stops the words; hover and focus hold them. Without ' +
    'script, under reduced motion or when the animation status forbids it, the heading shows its own first ' +
    'word and the highlight stands still.',
  attributes: {
    words: {
      description:
        `The words that take turns in the \`[data-rotate]\` element of the heading, separated by \`|\` ` +
        `(\`Dellen|Kratzer|Hagelschäden\`); the heading's own word comes first either way. At most ` +
        `${MAX_WORDS}.`,
    },
    effect: {
      description:
        `How a word comes in: \`fade\`, \`slide\` and \`clip\` in ${TITLE_ANIMATION_MS} ms, \`type\` one ` +
        `letter per effect delay. Unknown values warn and read as \`fade\`.`,
      values: TITLE_EFFECTS,
    },
    displayTime: { description: `Milliseconds each word stays in full view (at least ${MIN_WORD_DISPLAY_MS}).` },
    effectDelay: {
      description:
        `Milliseconds between the old word leaving and the new one coming; with \`type\`, between letters (0 ` +
        `to ${MAX_EFFECT_DELAY_MS}).`,
    },
    highlight: {
      description:
        `The stroke drawn once (in ${TITLE_ANIMATION_MS} ms, when the heading comes into view) on the ` +
        `\`[data-highlight]\` element of the heading; decorative.`,
      values: TITLE_HIGHLIGHTS,
    },
  },
  events: {
    'ws-title-change':
      "Another word is shown: `{ index, word }` (index from 0 in the rotating words, the heading's own first).",
    'ws-title-pause': 'The visitor paused the words with the button.',
    'ws-title-play': 'The visitor started them again.',
  },
  slots: {
    '': 'The heading (`h1` to `h6`, or any element) with a `data-rotate` or `data-highlight` element inside it.',
  },
  cssParts: { 'pause-button': "The pause/play button at the end of the heading's last line." },
  cssProperties: {
    '--ws-title-highlight-color': { description: "The highlight stroke's colour.", default: 'var(--ws-color-accent)' },
  },
} as const satisfies ElementDescription<typeof titleAttributes>;
