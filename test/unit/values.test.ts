// The one set of value readers (platform/values.ts), table by table, the empty string included.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchOneOf, readOneOf, readPositive, readUrl, readYesNo, yesNoWord } from '../../platform/values.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};

describe('yesNoWord: the one yes/no table', () => {
  const table: Array<[unknown, boolean, boolean | undefined]> = [
    [true, true, true],
    [false, true, false],
    [1, true, true],
    [0, true, false],
    ['yes', true, true],
    ['true', true, true],
    ['1', true, true],
    ['on', true, true],
    [' YES ', true, true],
    ['no', true, false],
    ['false', true, false],
    ['0', true, false],
    ['off', true, false],
    // "": a bare attribute is yes; WordPress's unticked box in JSON is no. The caller says which.
    ['', true, true],
    ['', false, false],
    ['  ', true, true],
    ['maybe', true, undefined],
    ['ja', true, undefined],
    [2, true, undefined],
    [null, true, undefined],
    [undefined, true, undefined],
    [{}, true, undefined],
  ];
  for (const [value, empty, expected] of table) {
    it(`${JSON.stringify(value)} (empty is ${empty ? 'yes' : 'no'}) -> ${String(expected)}`, () => {
      assert.equal(yesNoWord(value, empty), expected);
    });
  }
});

describe('readYesNo', () => {
  it('absent is the fallback without a warning; a bare attribute is yes', () => {
    const { warnings, warn } = collect();
    assert.equal(readYesNo('attribute "x"', undefined, true, warn), true);
    assert.equal(readYesNo('attribute "x"', '', false, warn), true);
    assert.equal(readYesNo('field "x"', '', true, warn, false), false);
    assert.deepEqual(warnings, []);
  });
  it('a bad value warns with the field, the value and the default', () => {
    const { warnings, warn } = collect();
    assert.equal(readYesNo('attribute "titles-only"', 'maybe', false, warn), false);
    assert.equal(readYesNo('field "overlay"', 'vielleicht', undefined, warn), undefined);
    assert.deepEqual(warnings, [
      'attribute "titles-only" expects yes or no, got "maybe"; using "no"',
      'field "overlay" expects yes or no, got "vielleicht"; using the default',
    ]);
  });
});

describe('readOneOf and matchOneOf', () => {
  const LAYOUTS = ['grid', 'masonry'] as const;
  const table: Array<[unknown, string, boolean]> = [
    [undefined, 'grid', false],
    [null, 'grid', false],
    ['', 'grid', false],
    ['masonry', 'masonry', false],
    ['Masonry', 'grid', true],
    ['tiles', 'grid', true],
    [3, 'grid', true],
  ];
  for (const [raw, expected, warns] of table) {
    it(`${JSON.stringify(raw)} -> ${expected}${warns ? ' with a warning' : ''}`, () => {
      const { warnings, warn } = collect();
      assert.equal(readOneOf('attribute "layout"', raw, LAYOUTS, 'grid', warn), expected);
      assert.equal(warnings.length, warns ? 1 : 0);
    });
  }
  it('names the field, the value and the default', () => {
    const { warnings, warn } = collect();
    readOneOf('attribute "layout"', 'tiles', LAYOUTS, 'grid', warn);
    assert.deepEqual(warnings, ['attribute "layout" has the unknown value "tiles"; using "grid"']);
  });
  it('a spelling function normalises before the check', () => {
    const { warnings, warn } = collect();
    assert.equal(
      readOneOf('attribute "layout"', ' MASONRY ', LAYOUTS, 'grid', warn, (value) => value.trim().toLowerCase()),
      'masonry',
    );
    assert.deepEqual(warnings, []);
  });
  it('matchOneOf answers without warning (for callers that report themselves)', () => {
    assert.equal(matchOneOf('grid', LAYOUTS), 'grid');
    assert.equal(matchOneOf('tiles', LAYOUTS), undefined);
    assert.equal(matchOneOf(7, LAYOUTS), undefined);
  });
});

describe('readPositive', () => {
  const table: Array<[number | undefined, boolean, number, boolean]> = [
    [undefined, false, 4, false],
    [3, false, 3, false],
    [0.5, false, 0.5, false],
    [0, false, 4, true],
    [-1, false, 4, true],
    [2.5, true, 4, true],
    [2, true, 2, false],
  ];
  for (const [raw, whole, expected, warns] of table) {
    it(`${String(raw)}${whole ? ' (whole)' : ''} -> ${expected}${warns ? ' with a warning' : ''}`, () => {
      const { warnings, warn } = collect();
      assert.equal(readPositive('attribute "step"', raw, 4, warn, whole), expected);
      assert.equal(warnings.length, warns ? 1 : 0);
    });
  }
});

describe('readUrl: delegates to safeUrl', () => {
  const table: Array<[unknown, string | undefined, boolean]> = [
    [undefined, undefined, false],
    ['/texte/manage', '/texte/manage', false],
    ['https://example.org/x', 'https://example.org/x', false],
    ['javascript:alert(1)', undefined, true],
    ['data:text/html,x', undefined, true],
    ['', undefined, true],
  ];
  for (const [raw, expected, warns] of table) {
    it(`${JSON.stringify(raw)} -> ${String(expected)}${warns ? ' with a warning' : ''}`, () => {
      const { warnings, warn } = collect();
      assert.equal(readUrl('attribute "src"', raw, warn), expected);
      assert.equal(warnings.length, warns ? 1 : 0);
    });
  }
});

describe('the consent settings read yes/no and one-of through the same readers', () => {
  it('"" is no (an unticked box), the yes/no words and 1/0 are understood, anything else is reported', async () => {
    const { normalizeSettings } = await import('../../consent-bus/settings.ts');
    const reports: string[] = [];
    const settings = normalizeSettings(
      {
        soft_cookiewall: '',
        geoip: 'on',
        tcf_active: 1,
        do_not_track: 'vielleicht',
        consenttype: 'optout',
        region: 'eu',
      },
      (field) => reports.push(field),
    );
    assert.equal(settings.soft_cookiewall, false);
    assert.equal(settings.geoip, true);
    assert.equal(settings.tcf_active, true);
    assert.equal(settings.do_not_track, false);
    assert.equal(settings.consenttype, 'optout');
    assert.deepEqual(reports, ['do_not_track']);
  });
});
