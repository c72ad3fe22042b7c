// The attributes of <ws-sticky> (camelCase prop -> type; the attribute is its kebab-case form). No
// React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { STICKY_RESIZE_DEBOUNCE_MS, STICKY_STATES } from './rules.ts';

export const stickyAttributes = {
  offset: { type: 'number', default: 0 },
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-sticky> beyond its schema (scripts/manifest.ts). */
export const stickyDescription = {
  tag: 'ws-sticky',
  schema: stickyAttributes,
  summary:
    `Keeps its content stuck below the top of the window while its parent scrolls through (CSS \`position: ` +
    `sticky\`), below a fixed or sticky header and the admin bar; \`data-state\` says \`` +
    `${STICKY_STATES.join('`, `')}\` and each change fires \`ws-sticky-change\`. Measured again ` +
    `${STICKY_RESIZE_DEBOUNCE_MS} ms after the last resize. Directly in \`<body>\` it has no parent to stick ` +
    'within: a console error, and it stays in place.',
  attributes: {
    offset: {
      description:
        'Extra distance in px from the top of the window (below the header and the admin bar, which count ' +
        'by themselves). A negative or unreadable value warns and reads as 0.',
    },
  },
  events: {
    'ws-sticky-change':
      'Its state changed: `{ state }` (`unstuck`, `stuck` or `bottomed`, also in `data-state`); not sent ' +
      'for the state it starts in.',
  },
  slots: { '': 'The content that sticks.' },
  cssParts: {},
  cssProperties: {},
} as const satisfies ElementDescription<typeof stickyAttributes>;
