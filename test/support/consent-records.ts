// Consent records as docs/REFERENCE.md ("Endpoints") describes them, for the tests' expectations.

/** Every category of a site without tag-manager categories, in the order the bus lists them. */
export const SITE_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'];

/** The track body of a consent record on an opt-in site of region "eu": the other categories are the denied ones. */
export function consentRecordBody(
  consentId: string,
  action: string,
  consented: string[],
  settings: { policy_id: string; banner_version: string },
) {
  return {
    consent_id: consentId,
    action,
    consented_categories: consented,
    denied_categories: SITE_CATEGORIES.filter((category) => !consented.includes(category)),
    consenttype: 'optin',
    region: 'eu',
    policy_id: settings.policy_id,
    banner_version: settings.banner_version,
  };
}
