import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeSrcset, safeUrl, sameOriginUrl } from '../../platform/urls.ts';

/** Whitespace that String.prototype.trim removes but the URL parser does not. */
const UNICODE_SPACES = ['\u00a0', '\ufeff', '\u2028', '\u2029', '\u2003', '\u3000', '\u1680'];

describe('safeUrl', () => {
  const allowed = [
    '/datenschutz/',
    'https://weber.example/a?b#c',
    'http://weber.example',
    'seite.html',
    '?s=lack',
    '#oben',
    ' /mit-leerzeichen/ ',
    '/\u2028/x',
    'a//b',
  ];
  const refused = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    'mailto:a@b.de',
    '',
    '   ',
    null,
    42,
    'http://[::1',
  ];
  // Relative means the same origin: each of these names another host and takes the page's scheme.
  const leaving = [
    '//cdn.example/x.png',
    '/\\hostile.invalid',
    '\\\\hostile.invalid',
    '\\/hostile.invalid',
    '/\t/hostile.invalid',
    '\n//hostile.invalid',
    ' //hostile.invalid',
    '///hostile.invalid',
    '/\\/hostile.invalid',
  ];
  for (const url of leaving)
    it(`refuses ${JSON.stringify(url)}: it leaves the site`, () => assert.equal(safeUrl(url), undefined));
  for (const url of allowed)
    it(`allows ${JSON.stringify(url)}`, () => assert.equal(safeUrl(url), (url as string).trim()));
  for (const url of refused) it(`refuses ${JSON.stringify(url)}`, () => assert.equal(safeUrl(url), undefined));
  for (const space of UNICODE_SPACES) {
    it(`refuses javascript: behind ${JSON.stringify(space)}, before and after`, () => {
      assert.equal(safeUrl(`${space}javascript:alert(1)`), undefined);
      assert.equal(safeUrl(`${space}${space}JaVaScRiPt:alert(1)${space}`), undefined);
    });
  }
  it('returns exactly the string it checked, whatever resolves it later', () => {
    for (const value of ['\u00a0/kontakt/', '\u200bjavascript:alert(1)', ' https://weber.example/ ']) {
      const checked = safeUrl(value);
      assert.notEqual(checked, undefined, JSON.stringify(value));
      // The browser sees the returned string: it must still be http(s) or relative.
      assert.match(new URL(checked!, 'https://page.example/').protocol, /^https?:$/);
    }
  });
});

describe('safeSrcset', () => {
  it('allows candidates of http(s) and relative URLs with descriptors', () => {
    for (const value of [
      '/a.jpg 1x, /b.jpg 2x',
      'https://cdn.example/a.jpg 480w,https://cdn.example/b.jpg 800w',
      'a.jpg',
    ])
      assert.equal(safeSrcset(value), value);
  });
  it('refuses a srcset with any unsafe candidate', () => {
    for (const value of [
      '/a.jpg 1x, javascript:alert(1) 2x',
      '\u00a0javascript:alert(1)',
      'data:image/svg+xml,<svg> 1x',
      '',
      ' , ',
    ])
      assert.equal(safeSrcset(value), undefined, value);
  });
});

describe('sameOriginUrl', () => {
  const base = 'https://weber.example/blog/';
  it('resolves same-origin http(s) and relative URLs', () => {
    assert.equal(sameOriginUrl('/blog/page/2/', base), 'https://weber.example/blog/page/2/');
    assert.equal(sameOriginUrl('page/3/', base), 'https://weber.example/blog/page/3/');
  });
  it('refuses other origins and schemes', () => {
    for (const value of [
      'https://hostile.invalid/blog/page/2/',
      '//hostile.invalid/x',
      'http://weber.example/blog/',
      'javascript:alert(1)',
      '\u00a0javascript:alert(1)',
    ]) {
      assert.equal(sameOriginUrl(value, base), undefined, value);
    }
  });
});
