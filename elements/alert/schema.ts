// The attributes of <ws-alert> (camelCase prop -> type; the attribute is its kebab-case form). No React here: the
// manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import { DEFAULT_ALERT_TYPE } from './rules.ts';
import type { ElementDescription } from '../kit/types.ts';
import { ALERT_TYPES } from './rules.ts';

export const alertAttributes = {
  type: { type: 'string', default: DEFAULT_ALERT_TYPE },
  // An HTML flag: present is dismissible, whatever its value (dismissible="false" too).
  dismissible: 'boolean',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-alert> beyond its schema (scripts/manifest.ts). */
export const alertDescription = {
  tag: 'ws-alert',
  schema: alertAttributes,
  summary: 'A notice: information, success, warning or error, optionally dismissible.',
  attributes: {
    type: {
      description:
        'The kind of notice; errors and warnings are announced at once, the others politely. Unknown ' +
        'values warn and read as `info`.',
      values: ALERT_TYPES,
    },
    dismissible: { description: 'Shows a close button (an HTML flag: true by presence).' },
  },
  events: {
    'ws-alert-dismiss': 'Before the alert leaves; cancelable: `preventDefault()` keeps it.',
  },
  slots: { '': 'The message.' },
  cssParts: {
    alert: 'The coloured box.',
    icon: 'The type icon.',
    content: 'Wraps the message.',
    'close-button': 'The close button.',
  },
  cssProperties: {
    '--ws-alert-margin': { description: 'Block margin of the alert.', default: '0 1rem' },
    '--ws-alert-background': { description: 'Background of the box.', default: 'var(--ws-color-surface)' },
  },
} as const satisfies ElementDescription<typeof alertAttributes>;
