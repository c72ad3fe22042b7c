// The attributes of <ws-share> (camelCase prop -> type; the attribute is its kebab-case form). No React here: the
// manifest generator reads it.
// Its data-title, data-description, data-link and data-image are read beside the schema (share.tsx), as the contract
// names them.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import {
  MAX_SHARE_DESCRIPTION_LENGTH,
  MAX_SHARE_TITLE_LENGTH,
  MAX_SHARED_URL_LENGTH,
  SHARE_NETWORK_NAMES,
} from './rules.ts';

export const shareAttributes = {
  // No default: absent means all nine networks (rules.ts readNetworks).
  networks: 'list',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-share> beyond its schema (scripts/manifest.ts). */
export const shareDescription = {
  tag: 'ws-share',
  schema: shareAttributes,
  summary:
    'A sharing box: plain share links to nine networks (nothing is loaded from them, before or after a ' +
    'click) and, where the browser has the Web Share API, a "Teilen" button for the system share sheet.',
  attributes: {
    networks: {
      description:
        `The networks, in this order, separated by commas or spaces (any case; \`x\` is twitter, \`email\` ` +
        'is mail). Unknown names warn and are skipped. Absent, empty or with no known name: all nine.',
      values: SHARE_NETWORK_NAMES,
      default: 'all nine, in the order listed',
    },
  },
  extraAttributes: {
    'data-title': {
      type: 'string',
      description: `The shared title (cut to ${MAX_SHARE_TITLE_LENGTH} characters); else the page's \`<title>\`.`,
    },
    'data-description': {
      type: 'string',
      description:
        `The shared description (cut to ${MAX_SHARE_DESCRIPTION_LENGTH} characters; Tumblr and the system ` +
        `sheet use it); else the page's description meta.`,
    },
    'data-link': {
      type: 'string',
      description:
        'The shared address, absolute or relative to the page (http or https, at most ' +
        `${MAX_SHARED_URL_LENGTH} characters; anything else warns and is not used); else the page's ` +
        'canonical URL, else its address without the hash.',
    },
    'data-image': {
      type: 'string',
      description:
        'The shared image for Pinterest (http or https; anything else warns and is not used); else the ' +
        "page's `og:image`.",
    },
  },
  events: {
    'ws-share':
      'On every click of a share link (`network` is its name) or of the "Teilen" button (`network` is ' +
      '`system`). Not cancelable: the link opens anyway.',
  },
  cssParts: {
    label: 'The "Teilen" label before the links (where the Web Share API is missing).',
    'system-button': 'The "Teilen" button that opens the system share sheet (in the label\'s place).',
    list: 'The list of links.',
    link: 'One share link.',
  },
} as const satisfies ElementDescription<typeof shareAttributes>;
