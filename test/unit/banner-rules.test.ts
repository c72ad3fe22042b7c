import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORY_NAMES } from '../../consent-bus/categories.ts';
import {
  BANNER_ROOM_MARGIN_PX,
  bannerRoomBelow,
  bannerClassName,
  bannerLayout,
  bannerPosition,
  bannerTexts,
  bannerTheme,
  DEFAULT_DISMISS_TIMEOUT_MS,
  dismissTimeout,
  paletteProperties,
  readMoreUrl,
} from '../../elements/consent-banner/rules.ts';
import { linksToPageItself, manageConsentText, manageConsentUrl } from '../../elements/manage-consent/rules.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};

describe('banner: position, layout, theme', () => {
  it('attribute wins over settings; Complianz "center" is centered; unknown warns and falls back', () => {
    const { warnings, warn } = collect();
    assert.equal(bannerPosition('top', 'bottom-left', warn), 'top');
    assert.equal(bannerPosition(undefined, 'center', warn), 'centered');
    assert.equal(bannerPosition(undefined, undefined, warn), 'bottom');
    assert.equal(bannerPosition('oben', undefined, warn), 'bottom');
    assert.equal(warnings.length, 1);
  });
  it('categories layout when the settings show categories', () => {
    const { warn } = collect();
    assert.equal(bannerLayout(undefined, 'visible', warn), 'categories');
    assert.equal(bannerLayout(undefined, 'legacy', warn), 'categories');
    assert.equal(bannerLayout(undefined, 'hidden', warn), 'basic');
    assert.equal(bannerLayout(undefined, 'no', warn), 'basic');
    assert.equal(bannerLayout('basic', 'visible', warn), 'basic');
  });
  it('theme light unless dark', () => {
    const { warn } = collect();
    assert.equal(bannerTheme(undefined, undefined, warn), 'light');
    assert.equal(bannerTheme('dark', undefined, warn), 'dark');
    assert.equal(bannerTheme(undefined, 'dark', warn), 'dark');
  });
});

describe('banner: classes', () => {
  it('position, theme, layout, and whether the second layer is open', () => {
    assert.equal(
      bannerClassName('bottom', 'light', 'categories', false),
      'banner position-bottom theme-light layout-categories',
    );
    assert.equal(
      bannerClassName('centered', 'dark', 'basic', true),
      'banner position-centered theme-dark layout-basic expanded',
    );
  });
});

describe('banner: texts', () => {
  it('one short German line of purpose per category (English on an English page)', () => {
    const { purposes } = bannerTexts({}, 'optin', 'de', CATEGORY_NAMES);
    assert.deepEqual(Object.keys(purposes), ['functional', 'preferences', 'statistics', 'marketing']);
    for (const line of Object.values(purposes)) assert.ok(line.length <= 50, line);
    assert.equal(purposes.statistics, 'Zählt Besuche, damit wir die Website verbessern.');
    assert.equal(
      bannerTexts({}, 'optin', 'en', CATEGORY_NAMES).purposes.marketing,
      'Loads videos, maps and other providers’ content.',
    );
  });
  it("the services a site owner's scan found follow their category's purpose, as plain text, cut when overlong", () => {
    const extra = {
      services_marketing: 'Google Maps, YouTube',
      services_statistics: '  ',
      services_preferences: `<b>${'x'.repeat(1000)}`,
    };
    const { purposes } = bannerTexts(extra, 'optin', 'de', CATEGORY_NAMES);
    assert.equal(purposes.marketing, 'Lädt Videos, Karten und Inhalte anderer Anbieter. Dienste: Google Maps, YouTube');
    assert.equal(purposes.statistics, 'Zählt Besuche, damit wir die Website verbessern.');
    assert.ok(purposes.preferences.startsWith('Merkt sich Ihre Einstellungen, etwa Schriften. Dienste: <b>xxx'));
    assert.ok(purposes.preferences.length < 400, String(purposes.preferences.length));
    assert.equal(
      bannerTexts({ services_statistics: 'Matomo Cloud' }, 'optin', 'en', CATEGORY_NAMES).purposes.statistics,
      'Counts visits so we can improve the site. Services: Matomo Cloud',
    );
  });
  it('German by default, English on an English page', () => {
    assert.equal(bannerTexts({}, 'optin', 'de', CATEGORY_NAMES).accept, 'Alle akzeptieren');
    assert.equal(bannerTexts({}, 'optin', 'en', CATEGORY_NAMES).accept, 'Accept all');
  });
  it('the settings’ own texts win, per consent type, blank ones do not', () => {
    const extra = {
      message_optin: 'Opt-in text',
      message_optout: 'Opt-out text',
      accept_all: 'Yes please',
      deny: '   ',
      category_marketing: 'Ads',
    };
    const optin = bannerTexts(extra, 'optin', 'de', CATEGORY_NAMES);
    assert.equal(optin.message, 'Opt-in text');
    assert.equal(optin.accept, 'Yes please');
    assert.equal(optin.deny, 'Ablehnen');
    assert.equal(optin.categories.marketing, 'Ads');
    assert.equal(bannerTexts(extra, 'optout', 'de', CATEGORY_NAMES).message, 'Opt-out text');
  });
  it('category names are the bus’s one table, in the page’s language', () => {
    assert.deepEqual(bannerTexts({}, 'optin', 'de', CATEGORY_NAMES).categories, {
      functional: 'Funktional',
      preferences: 'Präferenzen',
      statistics: 'Statistiken',
      marketing: 'Marketing',
    });
    assert.equal(bannerTexts({}, 'optin', 'en', CATEGORY_NAMES).categories.preferences, 'Preferences');
  });
  it('non-string texts are ignored', () => {
    assert.equal(
      bannerTexts({ accept_all: { html: '<b>' } }, 'optin', 'de', CATEGORY_NAMES).accept,
      'Alle akzeptieren',
    );
  });
});

describe('banner: read-more link and palette', () => {
  it('read-more per region, then per consent type; only safe URLs', () => {
    assert.equal(readMoreUrl({ readmore_eu: '/datenschutz/', readmore_optin: '/x/' }, 'eu', 'optin'), '/datenschutz/');
    assert.equal(readMoreUrl({ readmore_optin: '/x/' }, 'eu', 'optin'), '/x/');
    assert.equal(readMoreUrl({ readmore_eu: 'javascript:alert(1)' }, 'eu', 'optin'), undefined);
  });
  it('palette: plain colours only', () => {
    assert.deepEqual(
      paletteProperties({
        colorpalette_background_color: '#fff',
        colorpalette_text_color: 'rgb(10, 20, 30)',
        colorpalette_button_accept_background_color: 'url(https://evil.example/x)',
        colorpalette_button_accept_text_color: 'red;background:url(x)',
      }),
      [
        ['--ws-banner-background', '#fff'],
        ['--ws-banner-text', 'rgb(10, 20, 30)'],
      ],
    );
  });
  it('dismiss time-out from the settings, else the default', () => {
    assert.equal(dismissTimeout({ dismiss_timeout: 3000 }), 3000);
    assert.equal(dismissTimeout({ dismiss_timeout: 'soon' }), DEFAULT_DISMISS_TIMEOUT_MS);
    assert.equal(dismissTimeout({}), DEFAULT_DISMISS_TIMEOUT_MS);
    // 2³¹ ms and more would fire at once and dismiss as "everything allowed": capped at an hour.
    assert.equal(dismissTimeout({ dismiss_timeout: 2 ** 31 }), 3_600_000);
    assert.equal(dismissTimeout({ dismiss_timeout: 1e308 }), 3_600_000);
  });
});

describe('manage consent: source and answer', () => {
  it('an empty src means the banner service of the settings; a token always goes along', () => {
    assert.equal(
      manageConsentUrl('', '/wp-json/complianz', 'abcde'),
      '/wp-json/complianz/v1/manage_consent_html?token=abcde',
    );
    assert.equal(manageConsentUrl('/texte/manage?lang=de', '/x', 'abcde'), '/texte/manage?lang=de&token=abcde');
    assert.equal(manageConsentUrl('javascript:alert(1)', '/x', 'abcde'), undefined);
    assert.equal(manageConsentUrl(undefined, '/x', 'abcde'), undefined);
  });
  it('accepts a JSON string or plain HTML, nothing else', () => {
    assert.equal(manageConsentText('"<p>Hallo</p>"'), '<p>Hallo</p>');
    assert.equal(manageConsentText('<p>Hallo</p>'), '<p>Hallo</p>');
    assert.equal(manageConsentText('{"html": "<p>"}'), undefined);
    assert.equal(manageConsentText('Fehler'), undefined);
  });
  it('a link of its text to the page it is shown on is the page itself; a part of the page or another page is not', () => {
    const page = 'https://werkstatt.example/datenschutz/';
    for (const href of ['/datenschutz/', 'https://werkstatt.example/datenschutz/', '', '#', './'])
      assert.equal(linksToPageItself(href, page), true, href);
    for (const href of [
      '/datenschutz/#cookies',
      '/impressum/',
      '/datenschutz/?lang=en',
      'https://andere.example/datenschutz/',
      'http://[',
      'mailto:a@b.example',
    ])
      assert.equal(linksToPageItself(href, page), false, href);
    assert.equal(linksToPageItself('/datenschutz/', `${page}#cookies`), true);
  });
});

describe('banner: the room the page keeps free below', () => {
  it('a banner on the bottom edge: its height from its top to the screen bottom, and the margin', () => {
    assert.equal(bannerRoomBelow(523, 768, 768), 245 + BANNER_ROOM_MARGIN_PX);
    // Inset a little from the edge (a phone's floating card) still counts as on the bottom.
    assert.equal(bannerRoomBelow(418.2, 732, 740), 322 + BANNER_ROOM_MARGIN_PX);
  });

  it('none for a banner away from the bottom, one that fills the screen, or nonsense', () => {
    assert.equal(bannerRoomBelow(0, 120, 768), 0);
    assert.equal(bannerRoomBelow(200, 500, 768), 0);
    assert.equal(bannerRoomBelow(0, 768, 768), 0);
    assert.equal(bannerRoomBelow(-20, 768, 768), 0);
    assert.equal(bannerRoomBelow(800, 900, 768), 0);
    assert.equal(bannerRoomBelow(Number.NaN, 768, 768), 0);
    assert.equal(bannerRoomBelow(500, Number.POSITIVE_INFINITY, 768), 0);
    assert.equal(bannerRoomBelow(500, 768, 0), 0);
  });
});
