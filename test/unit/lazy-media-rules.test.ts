import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { autoSizes, LAZY_MIN_SIZE_PX, LAZY_THROTTLE_MS, lazyUpgrades } from '../../shell/lazy-media-rules.ts';
import { throttle } from '../../platform/timing.ts';

describe('lazy loading rules', () => {
  it('keeps min size 40 and throttle 125 ms (docs/RULES.md#lazy-loading)', () => {
    assert.equal(LAZY_MIN_SIZE_PX, 40);
    assert.equal(LAZY_THROTTLE_MS, 125);
  });

  it('makes held values live with exactly the value checked: src, srcset, poster, and data-bg as one CSS url()', () => {
    assert.deepEqual(
      lazyUpgrades('img', {
        'data-src': ' /a.jpg ',
        'data-srcset': '/a-400.jpg 400w, /a-800.jpg 800w',
        'data-poster': 'https://cdn.example/p.jpg',
        'data-sizes': 'auto',
      }),
      [
        { kind: 'attribute', name: 'srcset', value: '/a-400.jpg 400w, /a-800.jpg 800w' },
        { kind: 'attribute', name: 'src', value: '/a.jpg' },
        { kind: 'attribute', name: 'poster', value: 'https://cdn.example/p.jpg' },
      ],
    );
    assert.deepEqual(lazyUpgrades('div', { 'data-bg': '/band.jpg") ; background:url(//hostile.invalid/x' }), [
      { kind: 'background', value: 'url("/band.jpg\\") ; background:url(//hostile.invalid/x")' },
    ]);
    assert.deepEqual(lazyUpgrades('img', { 'data-title': 'x' }), []);
  });

  it('makes src, srcset and poster live only on pictures, frames and media: never on a script, embed or object (data-bg anywhere)', () => {
    for (const tag of ['script', 'embed', 'object', 'link', 'div', 'a']) {
      assert.deepEqual(
        lazyUpgrades(tag, { 'data-src': 'https://cdn.example/x.js', 'data-srcset': '/a.png', 'data-poster': '/p.png' }),
        [],
        tag,
      );
    }
    assert.deepEqual(lazyUpgrades('div', { 'data-src': '/x.js', 'data-bg': '/band.png' }), [
      { kind: 'background', value: 'url("/band.png")' },
    ]);
    for (const tag of ['img', 'iframe', 'video', 'audio', 'source'])
      assert.equal(lazyUpgrades(tag, { 'data-src': '/a' }).length, 1, tag);
  });

  it('refuses what is not http(s) or relative, naming the held attribute and its value', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' ', 'vbscript:x']) {
      assert.deepEqual(
        lazyUpgrades('iframe', { 'data-src': bad }),
        [{ kind: 'refused', held: 'data-src', value: bad }],
        bad,
      );
      assert.deepEqual(
        lazyUpgrades('section', { 'data-bg': bad }),
        [{ kind: 'refused', held: 'data-bg', value: bad }],
        bad,
      );
    }
    // One bad candidate refuses the whole srcset (never a rebuilt one).
    assert.deepEqual(lazyUpgrades('source', { 'data-srcset': '/a.jpg 1x, javascript:alert(1) 2x' }), [
      { kind: 'refused', held: 'data-srcset', value: '/a.jpg 1x, javascript:alert(1) 2x' },
    ]);
  });

  it('gives an auto-sized image its width in px, never under 40', () => {
    assert.equal(autoSizes(372), '372px');
    assert.equal(autoSizes(371.2), '372px');
    assert.equal(autoSizes(12), '40px');
    assert.equal(autoSizes(0), '40px');
    assert.equal(autoSizes(Number.NaN), '40px');
  });

  it('throttles: the first call at once, calls within 125 ms together at its end, then at once again', () => {
    let now = 0;
    const pending: Array<{ at: number; run: () => void }> = [];
    let runs = 0;
    const check = throttle(
      () => (runs += 1),
      LAZY_THROTTLE_MS,
      () => now,
      (run, wait) => {
        pending.push({ at: now + wait, run });
        return () => {};
      },
    );
    check();
    assert.equal(runs, 1);
    now = 50;
    check();
    check();
    assert.deepEqual([runs, pending.map((timer) => timer.at)], [1, [125]]);
    now = 125;
    pending.shift()!.run();
    assert.equal(runs, 2);
    now = 400;
    check();
    assert.deepEqual([runs, pending.length], [3, 0]);
  });
});
