// The consent settings the demo pages carry in #ws-consent-settings (field names as
// docs/RULES.md#settings-field-names lists them). Only what the demo decides is written here; every
// other field takes the bus's default (consent-bus/settings.ts).
export const consentSettings = {
  region: 'eu',
  consenttype: 'optin',
  use_categories: 'visible',
  current_policy_id: 14,
  // Written out so a test can switch the wall on in a page it intercepts.
  soft_cookiewall: false,
  url: '/wp-json/complianz',
  readmore_optin: '/datenschutz/',
};
