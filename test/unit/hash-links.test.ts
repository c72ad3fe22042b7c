import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashAction } from '../../platform/hash-actions.ts';
import { markedUrl } from '../../shell/hash-links.ts';

describe('hash links', () => {
  const cases: Array<[string, ReturnType<typeof hashAction>]> = [
    ['#awb-oc__newsletter', { kind: 'toggle', id: 'newsletter', lockScroll: true }],
    ['#awb-open-oc__hours', { kind: 'open', id: 'hours', lockScroll: false }],
    ['#awb-close-oc__hours', { kind: 'close', id: 'hours', lockScroll: false }],
    ['#awb-close-oc', { kind: 'close-all' }],
    ['#awb-oc__', { kind: 'scroll', id: 'awb-oc__' }],
    ['#_preise', { kind: 'scroll', id: 'preise' }],
    ['#preise', { kind: 'scroll', id: 'preise' }],
    ['#%C3%B6ffnungszeiten', { kind: 'scroll', id: 'öffnungszeiten' }],
    ['#!/route', { kind: 'ignore' }],
    ['#/route', { kind: 'ignore' }],
    ['#', { kind: 'ignore' }],
    ['', { kind: 'ignore' }],
    ['#_', { kind: 'ignore' }],
    ['#%E0%A4%A', { kind: 'ignore' }],
    // A lightbox deep link belongs to the lightbox: not scrolled to, not opened in a new window.
    ['#galerie/3', { kind: 'ignore' }],
    ['#post-dellen/12', { kind: 'ignore' }],
    ['#galerie/0', { kind: 'scroll', id: 'galerie/0' }],
    ['#galerie/3x', { kind: 'scroll', id: 'galerie/3x' }],
    // Hostile text is only ever an id to compare with, never a selector.
    ['#x"],body,a[href="', { kind: 'scroll', id: 'x"],body,a[href="' }],
    ['#awb-oc__a%22%5D%2C*', { kind: 'toggle', id: 'a"],*', lockScroll: true }],
  ];
  for (const [hash, expected] of cases) {
    it(`${JSON.stringify(hash)} -> ${expected.kind}`, () => assert.deepEqual(hashAction(hash), expected));
  }

  it('a link to another page gets the scroll marker in its hash', () => {
    assert.equal(
      markedUrl(new URL('https://werkstatt.example/leistungen/#preise')),
      'https://werkstatt.example/leistungen/#_preise',
    );
    assert.equal(
      markedUrl(new URL('https://werkstatt.example/?s=lack#_preise')),
      'https://werkstatt.example/?s=lack#_preise',
    );
  });
});
