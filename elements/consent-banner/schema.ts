// The attributes of <ws-consent-banner> (camelCase prop -> type; the attribute is its kebab-case form). No React here:
// the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';
import { LAYOUTS, POSITIONS, THEMES } from './rules.ts';

export const consentBannerAttributes = {
  position: 'string',
  layout: 'string',
  theme: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <ws-consent-banner> beyond its schema (scripts/manifest.ts). */
export const consentBannerDescription = {
  tag: 'ws-consent-banner',
  schema: consentBannerAttributes,
  summary:
    'The cookie banner, its revoke button and the soft cookie wall; settings come from the consent bus, ' +
    'these attributes override them. Put it first in `<body>`: it paints with the page, and moves itself last ' +
    'once answered.',
  attributes: {
    position: {
      description: 'Where the banner sits.',
      values: POSITIONS,
      default: "the settings' position, else bottom",
    },
    layout: {
      description: '`basic`: message and buttons; `categories`: with the category switches.',
      values: LAYOUTS,
      default: 'categories when use_categories is visible or legacy',
    },
    theme: { description: 'Colour scheme.', values: THEMES, default: "the settings' theme, else light" },
  },
  events: {
    'ws-consent-banner-show': 'When the banner opens, with the reason the bus gives.',
    'ws-consent-banner-hide': 'When the banner closes, with the reason the bus gives.',
  },
  cssParts: {
    banner: 'The banner (a region, or the modal dialog of the soft cookie wall).',
    buttons: 'Wraps the buttons.',
    button: 'Each button; with `accept`, `deny`, `save`, `preferences` or `close` beside it.',
    accept: 'The accept-all button (with `button`).',
    deny: 'The deny button (with `button`).',
    save: 'The save-choices button (with `button`).',
    preferences: 'The preferences button (with `button`).',
    close: 'The close button of a banner the visitor reopened: it closes without a new choice (with `button`).',
    categories: 'The category switches.',
    'read-more': 'The read-more link.',
    revoke: 'The revoke button.',
  },
  cssProperties: {
    '--ws-banner-background': { description: 'Banner background.', default: '#ffffff' },
    '--ws-banner-text': { description: 'Banner text colour.', default: '#1d2327' },
    '--ws-banner-accept-background': { description: 'Accept button background.', default: '#b3261e' },
    '--ws-banner-accept-text': { description: 'Accept button text.', default: '#ffffff' },
    '--ws-banner-deny-background': {
      description: 'Deny and preferences button background.',
      default: 'var(--ws-banner-accept-background)',
    },
    '--ws-banner-deny-text': {
      description: 'Deny and preferences button text.',
      default: 'var(--ws-banner-accept-text)',
    },
    '--ws-banner-z-index': { description: 'Stacking layer of the banner.', default: '2147483000' },
    '--ws-banner-revoke-z-index': { description: 'Stacking layer of the revoke button.', default: '999' },
  },
} as const satisfies ElementDescription<typeof consentBannerAttributes>;
