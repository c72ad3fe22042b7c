// The attributes of <ws-video-background> (camelCase prop -> type; the attribute is its kebab-case
// form). No React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { VIDEO_LOOP_CHECK_MS } from './embed-rules.ts';

export const videoBackgroundAttributes = {
  src: 'string',
  poster: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-video-background> beyond its schema (scripts/manifest.ts). */
export const videoBackgroundDescription = {
  tag: 'ws-video-background',
  schema: videoBackgroundAttributes,
  summary:
    'A section whose content sits over a muted, looping video (a file, YouTube or Vimeo) that covers it at ' +
    'any aspect ratio, with a pause button; the poster shows first and whenever the video cannot or may ' +
    'not play (phones, reduced motion, animation status, Save-Data, no marketing consent for YouTube and ' +
    'Vimeo, errors).',
  attributes: {
    src: {
      description:
        `The video: an mp4 or webm file (a muted, looping \`<video>\`), a YouTube link (played through ` +
        `youtube-nocookie) or a Vimeo link (background mode, \`dnt=1\`). YouTube and Vimeo load only after ` +
        'marketing consent. Anything but an http(s) or relative URL warns and only the poster shows. YouTube ' +
        `gets a loop check every ${VIDEO_LOOP_CHECK_MS} ms while it plays in view.`,
    },
    poster: {
      description:
        'The picture shown until the video plays and instead of it. An authored `<img slot="poster">` ' +
        'takes precedence (and shows without script too).',
    },
  },
  slots: {
    '': "The section's content, shown over the video.",
    poster: 'An `<img>` to show until the video plays and instead of it; covers the section without script too.',
  },
  cssParts: {
    backdrop: 'The layer behind the content that holds the poster and the video.',
    poster: 'The poster picture made from the `poster` attribute.',
    video: 'The `<video>` or the player frame.',
    content: 'Wraps the content.',
    'toggle-button': 'The pause/play button (bottom right).',
  },
  cssProperties: {
    '--ws-video-background-overlay': {
      description: "A colour or gradient over the video, under the content (for the text's contrast).",
      default: 'transparent',
    },
    '--ws-video-background-button-inset': {
      description: 'Distance of the pause button from the bottom and end edges.',
      default: '0.75rem',
    },
  },
} as const satisfies ElementDescription<typeof videoBackgroundAttributes>;
