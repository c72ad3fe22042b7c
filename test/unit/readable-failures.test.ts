import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeFailuresReadable, readableFailuresScript, readableValue } from '../support/readable-failures.mjs';

/** What an element React rendered looks like to the report: a node whose own properties form a cycle. */
function renderedElement(outerHTML: string) {
  const fiber: Record<string, unknown> = { tag: 5 };
  const element = { nodeType: 1, nodeName: 'SECTION', outerHTML, __reactFiber: fiber };
  fiber.stateNode = element;
  return element;
}

describe('failures the element tests report (test/support/readable-failures.mjs)', () => {
  it('an element becomes its opening tag, a text node its text; primitives and short JSON stay', () => {
    assert.equal(
      readableValue(renderedElement('<section part="banner"><h2>Cookies</h2></section>')),
      '<section part="banner">',
    );
    assert.equal(readableValue({ nodeType: 3, nodeName: '#text', textContent: 'Ablehnen' }), '#text "Ablehnen"');
    for (const kept of [null, undefined, 0, 'x', true, [1, 2], { status: 'deny' }])
      assert.equal(readableValue(kept), kept);
  });

  it('a cycle or a long object is named by its kind, a long tag is cut', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.equal(readableValue(cyclic), '[object Object]');
    assert.equal(readableValue(Array.from({ length: 5000 }, () => 'x')), '[object Array] of 5000');
    const long = readableValue(renderedElement(`<div title="${'a'.repeat(400)}">`)) as string;
    assert.equal(long.length, 200);
    assert.ok(long.endsWith('…'));
  });

  it('every failure in the suite tree, of tests and of hooks, is made readable; others are left', () => {
    const element = renderedElement('<button part="accept">');
    const testError = { message: 'expected …', actual: element, expected: null };
    const hookError = { message: 'hook', actual: 'a', expected: element, multiple: [{ actual: element }] };
    const child = {
      tests: [{ err: testError }, { err: undefined }],
      suites: [],
      _beforeAll: [],
      _beforeEach: [],
      _afterEach: [{ err: hookError }],
      _afterAll: [],
    };
    makeFailuresReadable({
      tests: [],
      suites: [child],
      _beforeAll: [],
      _beforeEach: [],
      _afterEach: [],
      _afterAll: [],
    });
    assert.deepEqual(testError, { message: 'expected …', actual: '<button part="accept">', expected: null });
    assert.deepEqual(hookError, {
      message: 'hook',
      actual: 'a',
      expected: '<button part="accept">',
      multiple: [{ actual: '<button part="accept">' }],
    });
  });

  it('the page script parses, and hooks the root suite once when mocha is set', () => {
    const hooks: string[] = [];
    const suite = { afterEach: () => hooks.push('afterEach'), afterAll: () => hooks.push('afterAll') };
    const window: { mocha?: unknown } = {};
    new Function('window', readableFailuresScript())(window);
    const mocha = { suite };
    window.mocha = mocha;
    // The framework's bundle may set it again: the hooks stay one of each.
    window.mocha = mocha;
    assert.deepEqual(hooks, ['afterEach', 'afterAll']);
  });
});
