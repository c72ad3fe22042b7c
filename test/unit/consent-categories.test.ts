// What the bus exports for the banner, manage-consent and the placeholders (data flows one way:
// docs/ARCHITECTURE.md#data-flow): the choosable categories, the choices from a state, accepting
// one category, and one table of category names in German and English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createConsentBus } from '../../consent-bus/bus.ts';
import {
  BASE_CATEGORIES,
  CATEGORY_NAMES,
  CHOOSABLE_CATEGORIES,
  categoryName,
  choicesFrom,
} from '../../consent-bus/categories.ts';
import { PLACEHOLDER_TEXTS } from '../../consent-bus/placeholder.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';
import { FakeCookies } from '../support/fake-cookies.ts';

describe('consent categories for visitors', () => {
  it('a visitor chooses preferences, statistics and marketing, in that order (functional is always on)', () => {
    assert.deepEqual([...CHOOSABLE_CATEGORIES], ['preferences', 'statistics', 'marketing']);
  });

  it('the choices from a state: only the choosable categories, false unless accepted', () => {
    const categories = {
      functional: true,
      preferences: false,
      statistics: true,
      'statistics-anonymous': true,
      event_0: true,
    };
    assert.deepEqual(choicesFrom({ categories }), { preferences: false, statistics: true, marketing: false });
  });

  it('one table names every base category and anonymous statistics in German and English', () => {
    for (const language of ['de', 'en'] as const) {
      for (const category of [...BASE_CATEGORIES, 'statistics-anonymous'])
        assert.ok(CATEGORY_NAMES[language][category as keyof (typeof CATEGORY_NAMES)['de']], `${language} ${category}`);
    }
    assert.equal(categoryName('preferences', 'de'), 'Präferenzen');
    assert.equal(categoryName('preferences', 'en'), 'Preferences');
    assert.equal(categoryName('statistics-anonymous', 'en'), 'Anonymous statistics');
  });

  it('an event category keeps its own name; prototype members are no names', () => {
    assert.equal(categoryName('event_3', 'de'), 'event_3');
    assert.equal(categoryName('constructor', 'en'), 'constructor');
    assert.equal(categoryName('__proto__', 'de'), '__proto__');
  });

  it('placeholders speak the page’s language', () => {
    assert.equal(PLACEHOLDER_TEXTS.de.accept(categoryName('statistics', 'de')), 'Statistiken akzeptieren');
    assert.equal(PLACEHOLDER_TEXTS.en.accept(categoryName('statistics', 'en')), 'Accept Statistics');
    assert.equal(PLACEHOLDER_TEXTS.en.label(null, 'YouTube'), 'Blocked content from YouTube');
    assert.equal(PLACEHOLDER_TEXTS.en.label('Tour', 'YouTube'), 'Blocked content: Tour');
    assert.match(PLACEHOLDER_TEXTS.en.waits('Vimeo', 'Marketing'), /^This content from Vimeo .*“Marketing”/);
  });

  it('accepting one category keeps every other choice', () => {
    const bus = createConsentBus({
      settings: { ...DEFAULT_SETTINGS, current_policy_id: '14', tm_categories: true, cat_num: 1 },
      environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
      cookies: new FakeCookies(),
      secure: false,
      reload: () => undefined,
    });
    bus.saveChoices({ preferences: true, event_0: true });
    bus.acceptCategory('marketing');
    assert.deepEqual(choicesFrom(bus.getConsent()), { preferences: true, statistics: false, marketing: true });
    assert.equal(bus.hasConsent('event_0'), true);
  });
});
