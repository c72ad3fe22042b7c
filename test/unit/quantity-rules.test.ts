import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attributesFromField,
  canStepDown,
  canStepUp,
  normalizeQuantity,
  parseQuantity,
  quantityLimits,
  stepDown,
  stepUp,
  visitorValue,
  type QuantityLimits,
} from '../../elements/quantity/rules.ts';

const limits = (min = 0, max?: number, step = 1): QuantityLimits => ({ min, max, step });

describe('quantity: parse', () => {
  const table: Array<[unknown, number]> = [
    ['3', 3],
    [' 7 ', 7],
    ['2,5', 2.5],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [4, 4],
    ['-2', -2],
  ];
  for (const [raw, expected] of table)
    it(`${JSON.stringify(raw)} -> ${expected}`, () => assert.equal(parseQuantity(raw), expected));
});

describe('quantity: normalize', () => {
  const table: Array<[unknown, QuantityLimits, number]> = [
    ['abc', limits(), 0],
    ['abc', limits(2), 2],
    [-5, limits(), 0],
    [1, limits(3), 3],
    [12, limits(0, 10), 10],
    [0.30000000000000004, limits(0, undefined, 0.1), 0.3],
  ];
  for (const [raw, l, expected] of table) {
    it(`${JSON.stringify(raw)} with ${JSON.stringify(l)} -> ${expected}`, () =>
      assert.equal(normalizeQuantity(raw, l), expected));
  }
});

describe('quantity: plus and minus', () => {
  it('plus adds a step and stops at max', () => {
    assert.equal(stepUp(1, limits(0, 3)), 2);
    assert.equal(stepUp(3, limits(0, 3)), 3);
    assert.equal(stepUp(9, limits(0, 10, 2)), 10);
    assert.equal(stepUp(5, limits()), 6);
  });
  it('minus takes a step and stops at min (0 by default)', () => {
    assert.equal(stepDown(1, limits()), 0);
    assert.equal(stepDown(0, limits()), 0);
    assert.equal(stepDown(3, limits(2, undefined, 5)), 2);
  });
  it('invalid values step from 0, raised to min first', () => {
    assert.equal(stepUp('x', limits()), 1);
    assert.equal(stepUp('x', limits(4)), 5);
  });
  it('decimal steps stay exact', () => {
    assert.equal(stepUp(0.2, limits(0, undefined, 0.1)), 0.3);
    assert.equal(stepDown(0.3, limits(0, undefined, 0.1)), 0.2);
  });
  it('knows when a button is at its limit', () => {
    assert.equal(canStepUp(3, limits(0, 3)), false);
    assert.equal(canStepUp(2, limits(0, 3)), true);
    assert.equal(canStepUp(1000, limits()), true);
    assert.equal(canStepDown(0, limits()), false);
    assert.equal(canStepDown(1, limits()), true);
  });
});

describe('quantity: limits from attributes', () => {
  it('defaults min 0, step 1, no max', () => {
    assert.deepEqual(
      quantityLimits({}, () => assert.fail('no warning expected')),
      limits(),
    );
  });
  it('replaces a step of 0 or below with 1, with a warning', () => {
    const warnings: string[] = [];
    assert.equal(quantityLimits({ step: 0 }, (m) => warnings.push(m)).step, 1);
    assert.equal(quantityLimits({ step: -2 }, (m) => warnings.push(m)).step, 1);
    assert.equal(warnings.length, 2);
  });
  it('ignores a max below min, with a warning', () => {
    const warnings: string[] = [];
    assert.equal(quantityLimits({ min: 5, max: 2 }, (m) => warnings.push(m)).max, undefined);
    assert.equal(warnings.length, 1);
  });
});

describe('quantity: the fallback field it takes over', () => {
  const field = (attributes: Record<string, string>, value = attributes.value ?? '') => ({
    attribute: (name: string) => attributes[name] ?? null,
    value,
    defaultValue: attributes.value ?? '',
  });

  it('lends only the attributes the element lacks: the element wins', () => {
    const own = new Set(['max', 'name']);
    assert.deepEqual(
      attributesFromField(
        (name) => own.has(name),
        field({ name: 'qty[a]', value: '2', min: '1', max: '9', step: '2', id: 'x' }),
      ),
      [
        ['value', '2'],
        ['min', '1'],
        ['step', '2'],
      ],
    );
  });

  it('an element without attributes takes them all, a field without them lends none', () => {
    assert.deepEqual(
      attributesFromField(() => false, field({ name: 'n', max: '3' })),
      [
        ['name', 'n'],
        ['max', '3'],
      ],
    );
    assert.deepEqual(
      attributesFromField(() => false, field({})),
      [],
    );
  });

  it("the visitor's typing counts; an untouched field has nothing to add", () => {
    assert.equal(visitorValue(field({ value: '1' }, '4')), '4');
    assert.equal(visitorValue(field({ value: '1' }, '')), '');
    assert.equal(visitorValue(field({ value: '1' })), undefined);
  });
});
