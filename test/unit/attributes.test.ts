import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attributeName, parseAttributes, parseAttributeValue, propName } from '../../elements/kit/attributes.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};

describe('attribute names', () => {
  const cases: Array<[string, string]> = [
    ['perPage', 'per-page'],
    ['minChars', 'min-chars'],
    ['type', 'type'],
    ['frequencyXtimes', 'frequency-xtimes'],
  ];
  for (const [prop, attribute] of cases) {
    it(`${prop} <-> ${attribute}`, () => {
      assert.equal(attributeName(prop), attribute);
      assert.equal(propName(attribute), prop);
    });
  }
  it('reads the specification’s snake_case field names', () => {
    assert.equal(propName('frequency_xtimes'), 'frequencyXtimes');
    assert.equal(propName('on_page_load'), 'onPageLoad');
  });
});

describe('attribute values', () => {
  const table: Array<[Parameters<typeof parseAttributeValue>[0], string | null, unknown, boolean]> = [
    ['boolean', null, false, false],
    ['boolean', '', true, false],
    ['boolean', 'false', true, false],
    ['boolean', 'dismissible', true, false],
    ['string', null, undefined, false],
    ['string', '', '', false],
    ['string', 'warning', 'warning', false],
    ['number', '4', 4, false],
    ['number', ' 2.5 ', 2.5, false],
    ['number', '', undefined, true],
    ['number', 'viele', undefined, true],
    ['number', 'Infinity', undefined, true],
    ['json', '{"a":1}', { a: 1 }, false],
    ['json', '{a:1}', undefined, true],
    ['json', null, undefined, false],
    ['list', 'post, page,,produkt ', ['post', 'page', 'produkt'], false],
    ['list', '', [], false],
    ['list', null, undefined, false],
  ];
  for (const [type, raw, expected, warns] of table) {
    it(`${type} ${JSON.stringify(raw)} -> ${JSON.stringify(expected)}${warns ? ' with a warning' : ''}`, () => {
      const { warnings, warn } = collect();
      assert.deepEqual(parseAttributeValue(type, 'x', raw, warn), expected);
      assert.equal(warnings.length, warns ? 1 : 0);
    });
  }
});

describe('parseAttributes with config', () => {
  const schema = { perPage: 'number', showImage: 'boolean', placeholder: 'string' } as const;
  const read = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

  it('takes config fields by the specification’s names', () => {
    const { warnings, warn } = collect();
    const parsed = parseAttributes(schema, read({ config: '{"per_page": 20, "show_image": "yes"}' }), warn, true);
    assert.deepEqual(parsed, { perPage: 20, showImage: true, placeholder: undefined });
    assert.deepEqual(warnings, []);
  });

  it('lets single attributes win over config', () => {
    const { warn } = collect();
    const parsed = parseAttributes(schema, read({ config: '{"per_page": 20}', 'per-page': '5' }), warn, true);
    assert.equal(parsed.perPage, 5);
  });

  it('keeps a config boolean when the attribute is absent', () => {
    const { warn } = collect();
    const parsed = parseAttributes(schema, read({ config: '{"show_image": true}' }), warn, true);
    assert.equal(parsed.showImage, true);
  });

  it('warns about unknown fields, wrong shapes and garbled JSON, and keeps the defaults', () => {
    const { warnings, warn } = collect();
    const parsed = parseAttributes(schema, read({ config: '{"colour": "red", "per_page": {"x":1}, "show_image": "maybe"}' }), warn, true);
    assert.deepEqual(parsed, { perPage: undefined, showImage: false, placeholder: undefined });
    assert.equal(warnings.length, 3);
    assert.match(warnings[0]!, /"colour" is not known/);

    const garbled = collect();
    parseAttributes(schema, read({ config: '{nope' }), garbled.warn, true);
    assert.match(garbled.warnings[0]!, /invalid JSON/);

    const notObject = collect();
    parseAttributes(schema, read({ config: '[1,2]' }), notObject.warn, true);
    assert.match(notObject.warnings[0]!, /must be a JSON object/);
  });

  it('ignores config on elements that do not take it', () => {
    const { warnings, warn } = collect();
    const parsed = parseAttributes(schema, read({ config: '{"per_page": 20}' }), warn, false);
    assert.equal(parsed.perPage, undefined);
    assert.deepEqual(warnings, []);
  });
});

describe('list attributes', () => {
  const schema = { postTypes: 'list' } as const;
  it('takes an array from config and a comma list from the attribute, the attribute winning', () => {
    const { warnings, warn } = collect();
    const fromConfig = parseAttributes(schema, (name) => (name === 'config' ? '{"post_types":["post",7]}' : null), warn, true);
    assert.deepEqual(fromConfig.postTypes, ['post', '7']);
    const fromAttribute = parseAttributes(schema, (name) => (name === 'config' ? '{"post_types":["post"]}' : name === 'post-types' ? 'page' : null), warn, true);
    assert.deepEqual(fromAttribute.postTypes, ['page']);
    assert.deepEqual(warnings, []);
  });
});
