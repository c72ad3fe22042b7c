import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attributeDefault,
  attributeName,
  attributeType,
  parseAttributes,
  parseAttributeValue,
  propName,
  type AttributeEntry,
} from '../../elements/kit/attributes.ts';

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
  it('reads the snake_case field names of docs/RULES.md#settings-field-names', () => {
    assert.equal(propName('frequency_xtimes'), 'frequencyXtimes');
    assert.equal(propName('on_page_load'), 'onPageLoad');
  });
});

describe('attribute values', () => {
  const table: Array<[AttributeEntry, string | null, unknown, boolean]> = [
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
    // yesno: the settings' yes/no fields; a bare attribute is yes.
    ['yesno', null, undefined, false],
    ['yesno', '', true, false],
    ['yesno', 'yes', true, false],
    ['yesno', 'true', true, false],
    ['yesno', '1', true, false],
    ['yesno', 'on', true, false],
    ['yesno', ' Yes ', true, false],
    ['yesno', 'no', false, false],
    ['yesno', 'false', false, false],
    ['yesno', '0', false, false],
    ['yesno', 'off', false, false],
    ['yesno', 'OFF', false, false],
    ['yesno', 'maybe', undefined, true],
    ['yesno', 'ja', undefined, true],
    // With a default: absent and bad values read as it.
    [{ type: 'yesno', default: true }, null, true, false],
    [{ type: 'yesno', default: true }, 'maybe', true, true],
    [{ type: 'yesno', default: true }, 'no', false, false],
    [{ type: 'number', default: 4 }, null, 4, false],
    [{ type: 'number', default: 4 }, 'viele', 4, true],
    [{ type: 'string', default: 'grid' }, null, 'grid', false],
    [{ type: 'string', default: 'grid' }, '', '', false],
    [{ type: 'boolean' }, null, false, false],
    [{ type: 'boolean' }, 'false', true, false],
  ];
  for (const [type, raw, expected, warns] of table) {
    it(`${JSON.stringify(type)} ${JSON.stringify(raw)} -> ${JSON.stringify(expected)}${warns ? ' with a warning' : ''}`, () => {
      const { warnings, warn } = collect();
      assert.deepEqual(parseAttributeValue(type, 'x', raw, warn), expected);
      assert.equal(warnings.length, warns ? 1 : 0);
    });
  }
});

describe('parseAttributes with config', () => {
  const schema = { perPage: 'number', showImage: 'boolean', placeholder: 'string' } as const;
  const read = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

  it('takes config fields by their snake_case names', () => {
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
    const parsed = parseAttributes(
      schema,
      read({ config: '{"colour": "red", "per_page": {"x":1}, "show_image": "maybe"}' }),
      warn,
      true,
    );
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
    const fromConfig = parseAttributes(
      schema,
      (name) => (name === 'config' ? '{"post_types":["post",7]}' : null),
      warn,
      true,
    );
    assert.deepEqual(fromConfig.postTypes, ['post', '7']);
    const fromAttribute = parseAttributes(
      schema,
      (name) => (name === 'config' ? '{"post_types":["post"]}' : name === 'post-types' ? 'page' : null),
      warn,
      true,
    );
    assert.deepEqual(fromAttribute.postTypes, ['page']);
    assert.deepEqual(warnings, []);
  });
});

describe('schema entries', () => {
  it('a type alone or { type, default }', () => {
    assert.equal(attributeType('string'), 'string');
    assert.equal(attributeType({ type: 'yesno', default: true }), 'yesno');
    assert.equal(attributeDefault('string'), undefined);
    assert.equal(attributeDefault('boolean'), false);
    assert.equal(attributeDefault({ type: 'yesno', default: true }), true);
  });

  it('the warning names the default it uses', () => {
    const { warnings, warn } = collect();
    parseAttributeValue({ type: 'yesno', default: false }, 'titles-only', 'maybe', warn);
    parseAttributeValue({ type: 'number', default: 4 }, 'min-chars', 'x', warn);
    assert.deepEqual(warnings, [
      'attribute "titles-only" expects yes or no, got "maybe"; using "no"',
      'attribute "min-chars" expects a number, got "x"; using 4',
    ]);
  });
});

describe('yes/no fields from attributes and config', () => {
  const schema = {
    showImage: { type: 'yesno', default: true },
    titlesOnly: { type: 'yesno', default: false },
    overlay: 'yesno',
  } as const;
  const read = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

  it('absent fields take their default; one without a default stays undefined (the rules decide)', () => {
    const { warnings, warn } = collect();
    assert.deepEqual(parseAttributes(schema, read({}), warn, true), {
      showImage: true,
      titlesOnly: false,
      overlay: undefined,
    });
    assert.deepEqual(warnings, []);
  });

  it('titles-only="false" is false and a bare attribute is yes', () => {
    const { warn } = collect();
    assert.equal(parseAttributes(schema, read({ 'titles-only': 'false' }), warn, false).titlesOnly, false);
    assert.equal(parseAttributes(schema, read({ 'titles-only': '' }), warn, false).titlesOnly, true);
  });

  it('config JSON: true/false, 1/0, the words, and "" (how WordPress writes an unticked box) is no', () => {
    const { warnings, warn } = collect();
    const parsed = parseAttributes(
      schema,
      read({ config: '{"show_image": "", "titles_only": 1, "overlay": "off"}' }),
      warn,
      true,
    );
    assert.deepEqual(parsed, { showImage: false, titlesOnly: true, overlay: false });
    assert.deepEqual(warnings, []);
  });

  it('a bad config value warns once and leaves the default', () => {
    const { warnings, warn } = collect();
    const parsed = parseAttributes(schema, read({ config: '{"show_image": "vielleicht"}' }), warn, true);
    assert.equal(parsed.showImage, true);
    assert.deepEqual(warnings, ['config field "show_image" expects yes or no, got "vielleicht"; using "yes"']);
  });

  it('the attribute wins over config', () => {
    const { warn } = collect();
    assert.equal(
      parseAttributes(schema, read({ config: '{"titles_only": true}', 'titles-only': 'no' }), warn, true).titlesOnly,
      false,
    );
  });
});
