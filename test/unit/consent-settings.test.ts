import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteCategories } from '../../consent-bus/categories.ts';
import { DEFAULT_SETTINGS, normalizeSettings, readPageSettings } from '../../consent-bus/settings.ts';

const collect = () => {
  const problems: string[] = [];
  return { problems, report: (field: string, problem: string) => problems.push(`${field} ${problem}`) };
};

describe('consent settings', () => {
  it('reads the snake_case consent fields, keeping colours and texts aside', () => {
    const { problems, report } = collect();
    const settings = readPageSettings(
      JSON.stringify({
        consenttype: 'optout',
        cookie_expiry: '30',
        geoip: 1,
        current_policy_id: 14,
        colorpalette_background: '#fff',
        message_optin: 'Hallo',
      }),
      report,
    );
    assert.deepEqual(problems, []);
    assert.equal(settings.consenttype, 'optout');
    assert.equal(settings.cookie_expiry, 30);
    assert.equal(settings.geoip, true);
    assert.equal(settings.current_policy_id, '14');
    assert.deepEqual(settings.extra, { colorpalette_background: '#fff', message_optin: 'Hallo' });
  });

  it('replaces each bad field by its default and names it', () => {
    const { problems, report } = collect();
    const settings = readPageSettings(
      JSON.stringify({
        consenttype: 'everything',
        cookie_expiry: -1,
        cookie_domain: 'a.de; Secure',
        url: 'javascript:alert(1)',
        prefix: 'x;y',
        cat_num: 1e9,
      }),
      report,
    );
    assert.equal(settings.consenttype, 'optin');
    assert.equal(settings.cookie_expiry, 365);
    assert.equal(settings.cookie_domain, '');
    assert.equal(settings.url, DEFAULT_SETTINGS.url);
    assert.equal(settings.prefix, 'cmplz_');
    assert.equal(settings.cat_num, 0);
    assert.deepEqual(
      problems.map((p) => p.split(' ')[0]),
      ['consenttype', 'cookie_expiry', 'cookie_domain', 'url', 'prefix', 'cat_num'],
    );
  });

  it('garbled JSON or a non-object: safe defaults (opt-in, banner) and one error', () => {
    for (const text of ['{"consenttype": ', '[1,2]', '"optout"']) {
      const { problems, report } = collect();
      const settings = readPageSettings(text, report);
      assert.equal(settings.consenttype, 'optin', text);
      assert.equal(problems.length, 1, text);
    }
    const { problems, report } = collect();
    assert.equal(readPageSettings(null, report).consenttype, 'optin');
    assert.deepEqual(problems, []);
  });

  it('merges a banner answer over the page settings', () => {
    const { report } = collect();
    const page = readPageSettings('{"consenttype":"optin","region":"eu","message_optin":"Seite"}', report);
    const merged = normalizeSettings(
      { region: 'uk', consenttype: 'optinstats', message_optin: 'Dienst' },
      report,
      page,
    );
    assert.equal(merged.region, 'uk');
    assert.equal(merged.consenttype, 'optinstats');
    assert.equal(merged.extra.message_optin, 'Dienst');
    assert.equal(page.extra.message_optin, 'Seite');
  });

  it('uses_categories accepts the legacy booleans', () => {
    const { report } = collect();
    assert.equal(normalizeSettings({ use_categories: true }, report).use_categories, 'visible');
    assert.equal(normalizeSettings({ use_categories: false }, report).use_categories, 'no');
  });

  it('event categories follow tm_categories and cat_num', () => {
    assert.deepEqual(siteCategories({ tm_categories: true, cat_num: 2 }).slice(-2), ['event_0', 'event_1']);
    assert.equal(siteCategories({ tm_categories: false, cat_num: 2 }).length, 5);
  });
});

describe('placeholder service names', async () => {
  const { serviceName } = await import('../../consent-bus/placeholder.ts');
  const table: Array<[string | null, string]> = [
    ['https://www.youtube-nocookie.com/embed/abc', 'YouTube'],
    ['https://player.vimeo.com/video/1', 'Vimeo'],
    ['https://www.google.com/maps/embed?pb=1', 'Google Maps'],
    ['https://www.openstreetmap.org/export/embed.html', 'OpenStreetMap'],
    ['https://maps.example.net/x', 'maps.example.net'],
    ['http://[broken', 'einem externen Dienst'],
  ];
  for (const [source, name] of table)
    it(`${source} -> ${name}`, () => assert.equal(serviceName(source, 'https://weber.example/'), name));
  it('names an unknown service in the page language', () =>
    assert.equal(serviceName('http://[broken', '/', 'en'), 'an external service'));

  it('ignores prototype names and never finds Object.prototype members as fields', () => {
    for (const text of [
      '{"__proto__": {"consenttype": "other"}, "consenttype": "optout"}',
      '{"hasOwnProperty": 1, "toString": "x", "constructor": {}, "consenttype": "optout"}',
    ]) {
      const { problems, report } = collect();
      const settings = readPageSettings(text, report);
      assert.equal(settings.consenttype, 'optout', text);
      assert.ok(!problems.some((problem) => problem.includes('not valid JSON')), problems.join('; '));
      assert.equal(Object.getPrototypeOf(settings.extra), Object.prototype);
      assert.equal(({} as Record<string, unknown>).consenttype, undefined);
    }
  });
  it('reads the opt-in for marked scripts added later (off by default)', () => {
    const { report } = collect();
    assert.equal(readPageSettings('{}', report).run_scripts_added_later, false);
    assert.equal(readPageSettings('{"run_scripts_added_later": true}', report).run_scripts_added_later, true);
  });
});
