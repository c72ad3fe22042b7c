import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cssUrl } from '../../platform/css-url.ts';
import {
  gradientCss,
  keyframeShares,
  movementAxis,
  parallaxMoves,
  parallaxOffset,
  plainColor,
  readRange,
  viewProgress,
} from '../../elements/parallax/rules.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

describe('parallax: offsets per direction and velocity', () => {
  it('drifts by velocity times the section either way, through 0 when the section is centred', () => {
    assert.equal(parallaxOffset('down', 0.3, 0, 400), -120);
    assert.equal(parallaxOffset('down', 0.3, 0.5, 400), 0);
    assert.equal(parallaxOffset('down', 0.3, 1, 400), 120);
    assert.equal(parallaxOffset('up', 0.3, 0, 400), 120);
    assert.equal(parallaxOffset('up', 0.3, 1, 400), -120);
    assert.equal(parallaxOffset('right', 0.5, 1, 1000), 500);
    assert.equal(parallaxOffset('left', 0.5, 1, 1000), -500);
    assert.equal(parallaxOffset('up', 1, 0.75, 200), -100);
  });
  it('fixed, none and velocity 0 do not translate (and never write -0)', () => {
    for (const direction of ['fixed', 'none'] as const)
      assert.equal(Object.is(parallaxOffset(direction, 0.5, 0.2, 400), 0), true);
    assert.equal(Object.is(parallaxOffset('up', 0, 0.2, 400), 0), true);
    assert.equal(Object.is(parallaxOffset('up', 0.3, 0.5, 400), 0), true);
  });
  it('moves on the axis of its direction', () => {
    assert.deepEqual((['up', 'down', 'left', 'right', 'fixed', 'none'] as const).map(movementAxis), [
      'y',
      'y',
      'x',
      'x',
      undefined,
      undefined,
    ]);
  });
  it("the keyframes' ends are the same travel as shares of the layer (1 + 2 velocity sections)", () => {
    const { from, to } = keyframeShares('down', 0.25);
    // The layer is 1.5 sections; 0.25 sections of travel is a sixth of it.
    assert.ok(Math.abs(from + 1 / 6) < 1e-12 && Math.abs(to - 1 / 6) < 1e-12, `${from} ${to}`);
    assert.deepEqual(keyframeShares('up', 0.5), { from: 0.25, to: -0.25 });
  });
  it('progress runs from the section entering at the bottom to leaving at the top', () => {
    assert.equal(viewProgress(800, 400, 800), 0);
    assert.equal(viewProgress(200, 400, 800), 0.5);
    assert.equal(viewProgress(-400, 400, 800), 1);
    assert.equal(viewProgress(2000, 400, 800), 0);
    assert.equal(viewProgress(-2000, 400, 800), 1);
  });
  it('moves only with motion allowed, on phones only with mobile, never with none', () => {
    assert.equal(parallaxMoves('up', true, false, false), true);
    assert.equal(parallaxMoves('up', false, false, true), false);
    assert.equal(parallaxMoves('up', true, true, false), false);
    assert.equal(parallaxMoves('up', true, true, true), true);
    assert.equal(parallaxMoves('none', true, false, true), false);
    assert.equal(parallaxMoves('fixed', true, false, false), true);
  });
});

describe('parallax: values that reach CSS', () => {
  it('the image becomes one quoted url(): quotes, backslashes and line breaks escaped', () => {
    assert.equal(cssUrl('/images/a.jpg'), 'url("/images/a.jpg")');
    assert.equal(
      cssUrl('x") ; background:url(https://hostile.invalid/css/1'),
      'url("x\\") ; background:url(https://hostile.invalid/css/1")',
    );
    assert.equal(cssUrl('a\\"b'), 'url("a\\\\\\"b")');
    assert.equal(cssUrl('a\nb'), 'url("a\\a b")');
  });
  it("the image must pass the kit's URL check", () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '\u00a0javascript:x',
      '',
      undefined,
    ])
      assert.equal(cssUrl(bad), undefined, String(bad));
  });
  it('colours are plain colours only', () => {
    assert.deepEqual(
      ['#fff', '#11223344', 'rgb(0 0 0 / 0.5)', 'rgba(0,0,0,.5)', 'hsl(10 50% 50%)', 'Black', 'transparent'].map(
        plainColor,
      ),
      ['#fff', '#11223344', 'rgb(0 0 0 / 0.5)', 'rgba(0,0,0,.5)', 'hsl(10 50% 50%)', 'black', 'transparent'],
    );
    for (const bad of [
      'red;background:url(x)',
      'red}body{',
      'url(x)',
      'rgb(0,0,0);x',
      'var(--x)',
      'expression(alert(1))',
      '#ggg',
      '',
    ])
      assert.equal(plainColor(bad), undefined, bad);
  });
  it('the gradient is built from checked parts', () => {
    const { warnings, warn } = collect();
    assert.equal(gradientCss({}, warn), undefined);
    assert.equal(
      gradientCss({ startColor: 'rgba(0,0,0,0.6)', endColor: 'transparent' }, warn),
      'linear-gradient(180deg, rgba(0,0,0,0.6) 0%, transparent 100%)',
    );
    assert.equal(
      gradientCss({ startColor: '#000', linearAngle: 90, startPosition: 20, endPosition: 80 }, warn),
      'linear-gradient(90deg, #000 20%, transparent 80%)',
    );
    assert.equal(
      gradientCss({ startColor: '#000', endColor: '#fff', type: 'Radial', radialDirection: 'left top' }, warn),
      'radial-gradient(circle at left top, #000 0%, #fff 100%)',
    );
    assert.deepEqual(warnings, []);
    assert.equal(
      gradientCss({ startColor: 'red;background:url(//hostile.invalid)', endColor: '#fff' }, warn),
      undefined,
    );
    assert.equal(
      gradientCss({ startColor: '#000', startPosition: 120, type: 'conic', linearAngle: 9999 }, warn),
      'linear-gradient(180deg, #000 0%, transparent 100%)',
    );
    assert.equal(warnings.length, 4, warnings.join('\n'));
  });
  it('numbers outside their range warn and read as the default', () => {
    const { warnings, warn } = collect();
    assert.equal(readRange('attribute "velocity"', 2, 0.3, 0, 1, warn), 0.3);
    assert.equal(readRange('attribute "velocity"', undefined, 0.3, 0, 1, warn), 0.3);
    assert.equal(readRange('attribute "velocity"', 0, 0.3, 0, 1, warn), 0);
    assert.deepEqual(warnings, ['attribute "velocity" must be between 0 and 1, got 2; using 0.3']);
  });
});
