// The attributes of <ws-manage-consent> (camelCase prop -> type; the attribute is its kebab-case form). No React here:
// the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';

export const manageConsentAttributes = { src: 'string' } as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-manage-consent> beyond its schema (scripts/manifest.ts). */
export const manageConsentDescription = {
  tag: 'ws-manage-consent',
  schema: manageConsentAttributes,
  summary:
    "The privacy page's category switches with their status, in step with the consent bus; with consent " +
    "records, the visitor's consent id and the time of the last record.",
  attributes: {
    src: {
      description:
        "Loads an explanation text: empty for the settings' `manage_consent_html` service, else an http(s) " +
        'or relative URL. Sanitized before use.',
    },
  },
  slots: {
    text:
      'An explanation the page printed (`<div slot="text">`): shown below the heading from the first paint, and ' +
      '`src` is then not fetched. With `data-record-lines` on it, the room of the consent record is kept too.',
  },
  cssParts: {
    container: 'The section.',
    heading: 'Its heading.',
    text: 'The explanation text or its failure line.',
    switches: 'The list of switches.',
    status: "A category's status.",
    saved: 'After a switch reloaded the page: the word beside it that the choice was saved.',
    record: 'The consent id and the time of its last record (with `record_consent`).',
  },
  cssProperties: { '--ws-manage-margin': { description: 'Block margin of the section.', default: '1.5rem' } },
} as const satisfies ElementDescription<typeof manageConsentAttributes>;
