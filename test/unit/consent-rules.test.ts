import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteCategories, type Category } from '../../consent-bus/categories.ts';
import { NO_STORED_CONSENT, type StoredConsent } from '../../consent-bus/cookies.ts';
import {
  acceptAllChoice,
  deriveConsentState,
  denyAllChoice,
  policyChanged,
  revokeChoice,
  revokeReloads,
  saveChoicesChoice,
  type ConsentEnvironment,
} from '../../consent-bus/rules.ts';
import { DEFAULT_SETTINGS, type ConsentSettings, type ConsentType } from '../../consent-bus/settings.ts';

const settings = (overrides: Partial<ConsentSettings> = {}): ConsentSettings => ({
  ...DEFAULT_SETTINGS,
  current_policy_id: '14',
  ...overrides,
});
const browser = (overrides: Partial<ConsentEnvironment> = {}): ConsentEnvironment => ({
  doNotTrack: false,
  globalPrivacyControl: false,
  cookiesEnabled: true,
  tcfContainer: false,
  ...overrides,
});
const categories = siteCategories(DEFAULT_SETTINGS);
const on = (state: ReturnType<typeof deriveConsentState>) =>
  (Object.entries(state.categories) as Array<[Category, boolean]>)
    .filter(([, allowed]) => allowed)
    .map(([category]) => category);

describe('consent: before any choice, by consent type', () => {
  const table: Array<[ConsentType, Category[], boolean]> = [
    ['optin', ['functional'], true],
    ['optinstats', ['functional'], true],
    ['optout', ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'], true],
    ['other', ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'], false],
  ];
  for (const [type, expected, banner] of table) {
    it(`${type}: ${expected.join(', ')}; banner ${banner ? 'shown' : 'hidden'}`, () => {
      const state = deriveConsentState(settings({ consenttype: type }), categories, NO_STORED_CONSENT, browser());
      assert.deepEqual(on(state), expected);
      assert.equal(state.banner.show, banner);
      assert.equal(state.status, null);
      assert.equal(state.choiceMade, false);
    });
  }
});

describe('consent: do-not-track and Global Privacy Control', () => {
  const signals: Array<[string, Partial<ConsentEnvironment>]> = [
    ['DNT', { doNotTrack: true }],
    ['GPC', { globalPrivacyControl: true }],
  ];
  for (const [name, signal] of signals) {
    for (const type of ['optin', 'optout', 'other'] as ConsentType[]) {
      it(`${name} with do_not_track on, ${type}: functional only, no banner`, () => {
        const state = deriveConsentState(
          settings({ consenttype: type, do_not_track: true }),
          categories,
          NO_STORED_CONSENT,
          browser(signal),
        );
        assert.deepEqual(on(state), ['functional']);
        assert.equal(state.banner.show, false);
        assert.equal(state.banner.reason, 'do-not-track');
      });
    }
    it(`${name} is ignored when do_not_track is off`, () => {
      const state = deriveConsentState(
        settings({ consenttype: 'optout' }),
        categories,
        NO_STORED_CONSENT,
        browser(signal),
      );
      assert.equal(state.categories.marketing, true);
    });
    it(`${name}: a later explicit choice of the visitor wins`, () => {
      const stored = acceptAllChoice(categories, settings(), NO_STORED_CONSENT);
      const state = deriveConsentState(settings({ do_not_track: true }), categories, stored, browser(signal));
      assert.equal(state.categories.marketing, true);
      assert.equal(state.banner.reason, 'choice-made');
    });
  }
});

describe('consent: commands', () => {
  it('accept all: allow, every category', () => {
    const stored = acceptAllChoice(categories, settings(), NO_STORED_CONSENT);
    const state = deriveConsentState(settings(), categories, stored, browser());
    assert.equal(state.status, 'allow');
    assert.deepEqual(on(state).sort(), [...categories].sort());
    assert.equal(state.level, 'marketing');
    assert.equal(state.banner.show, false);
    assert.equal(stored.policyId, '14');
  });
  it('deny: functional only, for opt-in and opt-out alike', () => {
    for (const type of ['optin', 'optout'] as ConsentType[]) {
      const stored = denyAllChoice(categories, settings({ consenttype: type }), NO_STORED_CONSENT);
      const state = deriveConsentState(settings({ consenttype: type }), categories, stored, browser());
      assert.equal(state.status, 'deny');
      assert.deepEqual(on(state), ['functional'], type);
      assert.equal(state.level, 'functional');
    }
  });
  it('save preferences: dismiss, then allow or deny per category', () => {
    const stored = saveChoicesChoice(categories, { statistics: true, marketing: false }, settings(), NO_STORED_CONSENT);
    assert.equal(stored.status, 'dismiss');
    assert.deepEqual(stored.categories, {
      functional: 'allow',
      preferences: 'deny',
      statistics: 'allow',
      marketing: 'deny',
      'statistics-anonymous': 'allow',
    });
    const state = deriveConsentState(settings(), categories, stored, browser());
    assert.deepEqual(on(state), ['functional', 'statistics', 'statistics-anonymous']);
    assert.equal(state.level, 'statistics');
  });
  it('revoke: deny, every category off, banner asks again', () => {
    const before = deriveConsentState(
      settings(),
      categories,
      acceptAllChoice(categories, settings(), NO_STORED_CONSENT),
      browser(),
    );
    const stored = revokeChoice(categories, settings(), NO_STORED_CONSENT);
    const state = deriveConsentState(settings({ consenttype: 'optout' }), categories, stored, browser());
    assert.equal(state.status, 'deny');
    assert.deepEqual(on(state), ['functional']);
    assert.equal(state.banner.show, true);
    assert.equal(revokeReloads(before, settings()), true);
  });
  it('revoke reloads only after more than functional, or without categories, never with TCF', () => {
    const functionalOnly = deriveConsentState(
      settings(),
      categories,
      denyAllChoice(categories, settings(), NO_STORED_CONSENT),
      browser(),
    );
    const everything = deriveConsentState(
      settings(),
      categories,
      acceptAllChoice(categories, settings(), NO_STORED_CONSENT),
      browser(),
    );
    assert.equal(revokeReloads(functionalOnly, settings()), false);
    assert.equal(revokeReloads(functionalOnly, settings({ use_categories: 'no' })), true);
    assert.equal(revokeReloads(everything, settings()), true);
    assert.equal(revokeReloads(everything, settings({ tcf_active: true })), false);
  });
  it('keeps the A/B testing id across choices', () => {
    const previous: StoredConsent = { ...NO_STORED_CONSENT, id: 'ab-123' };
    assert.equal(acceptAllChoice(categories, settings(), previous).id, 'ab-123');
    assert.equal(saveChoicesChoice(categories, {}, settings(), previous).id, 'ab-123');
  });
});

describe('consent: level is the highest accepted category', () => {
  const eventCategories = siteCategories({ tm_categories: true, cat_num: 3 });
  const table: Array<[Partial<Record<Category, boolean>>, Category]> = [
    [{}, 'functional'],
    [{ preferences: true }, 'preferences'],
    [{ preferences: true, statistics: true }, 'statistics'],
    [{ statistics: true, event_2: true }, 'event_2'],
    [{ event_0: true, marketing: true }, 'marketing'],
  ];
  for (const [choices, level] of table) {
    it(`${JSON.stringify(choices)} -> ${level}`, () => {
      const stored = saveChoicesChoice(eventCategories, choices, settings(), NO_STORED_CONSENT);
      assert.equal(deriveConsentState(settings(), eventCategories, stored, browser()).level, level);
    });
  }
});

describe('consent: browser and region', () => {
  it('cookies disabled: deny, functional only, no banner', () => {
    const state = deriveConsentState(
      settings({ consenttype: 'optout' }),
      categories,
      NO_STORED_CONSENT,
      browser({ cookiesEnabled: false }),
    );
    assert.equal(state.status, 'deny');
    assert.deepEqual(on(state), ['functional']);
    assert.equal(state.banner.show, false);
    assert.equal(state.banner.reason, 'cookies-disabled');
  });
  it('a country without a cookie law: no banner, every category', () => {
    const state = deriveConsentState(settings(), categories, NO_STORED_CONSENT, browser({ country: 'JP' }));
    assert.equal(state.banner.reason, 'no-cookie-law');
    assert.equal(state.categories.marketing, true);
  });
  it('TCF active with its container on the page: the banner does not open by itself', () => {
    const state = deriveConsentState(
      settings({ tcf_active: true }),
      categories,
      NO_STORED_CONSENT,
      browser({ tcfContainer: true }),
    );
    assert.equal(state.banner.show, false);
    assert.equal(state.banner.reason, 'tcf');
    assert.deepEqual(on(state), ['functional']);
    assert.equal(
      deriveConsentState(settings({ tcf_active: true }), categories, NO_STORED_CONSENT, browser()).banner.show,
      true,
    );
  });
  it('auto-dismiss: never for opt-in, never in explicit-action countries', () => {
    const scroll = { dismiss_on_scroll: true };
    assert.equal(
      deriveConsentState(settings({ ...scroll, consenttype: 'optin' }), categories, NO_STORED_CONSENT, browser()).banner
        .autoDismiss,
      false,
    );
    assert.equal(
      deriveConsentState(settings({ ...scroll, consenttype: 'optout' }), categories, NO_STORED_CONSENT, browser())
        .banner.autoDismiss,
      true,
    );
    for (const country of ['HR', 'IT', 'ES']) {
      assert.equal(
        deriveConsentState(
          settings({ ...scroll, consenttype: 'optout' }),
          categories,
          NO_STORED_CONSENT,
          browser({ country }),
        ).banner.autoDismiss,
        false,
        country,
      );
    }
    assert.equal(
      deriveConsentState(settings({ consenttype: 'optout' }), categories, NO_STORED_CONSENT, browser()).banner
        .autoDismiss,
      false,
    );
  });
  it('revoke button in revokable countries once a choice exists', () => {
    const stored = acceptAllChoice(categories, settings(), NO_STORED_CONSENT);
    for (const country of ['HR', 'CY', 'DK', 'EE', 'FR', 'DE', 'LV', 'LT', 'NL', 'PT', 'ES']) {
      assert.equal(
        deriveConsentState(settings(), categories, stored, browser({ country })).banner.revokable,
        true,
        country,
      );
    }
    assert.equal(
      deriveConsentState(settings(), categories, stored, browser({ country: 'AT' })).banner.revokable,
      false,
    );
    assert.equal(
      deriveConsentState(settings(), categories, NO_STORED_CONSENT, browser({ country: 'DE' })).banner.revokable,
      false,
    );
  });
  it('forceEnableStats: statistics fire in opt-in unless the visitor denied them', () => {
    const state = deriveConsentState(settings({ forceEnableStats: true }), categories, NO_STORED_CONSENT, browser());
    assert.deepEqual(on(state), ['functional', 'statistics', 'statistics-anonymous']);
    const denied = saveChoicesChoice(categories, { statistics: false }, settings(), NO_STORED_CONSENT);
    assert.equal(
      deriveConsentState(settings({ forceEnableStats: true }), categories, denied, browser()).categories.statistics,
      false,
    );
  });
});

describe('consent: policy id', () => {
  it('a changed policy id clears the choice', () => {
    const stored = acceptAllChoice(categories, settings({ current_policy_id: '13' }), NO_STORED_CONSENT);
    assert.equal(policyChanged(stored, settings({ current_policy_id: '14' })), true);
    assert.equal(policyChanged(stored, settings({ current_policy_id: '13' })), false);
    assert.equal(policyChanged(NO_STORED_CONSENT, settings()), false);
  });
});
