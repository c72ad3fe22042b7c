import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeUrl } from '../../elements/kit/urls.ts';

describe('safeUrl', () => {
  const allowed = ['/datenschutz/', 'https://weber.example/a?b#c', 'http://weber.example', 'seite.html', '?s=lack', '#oben', '//cdn.example/x.png', ' /mit-leerzeichen/ '];
  const refused = ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'mailto:a@b.de', '', '   ', null, 42, 'http://[::1'];
  for (const url of allowed) it(`allows ${JSON.stringify(url)}`, () => assert.equal(safeUrl(url), (url as string).trim()));
  for (const url of refused) it(`refuses ${JSON.stringify(url)}`, () => assert.equal(safeUrl(url), undefined));
});
