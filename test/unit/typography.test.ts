// Responsive typography: the product's factor 1.50 and sensitivity 0.54 as CSS
// clamp() sizes, checked against the sizes they give at 360, 768 and 1140 px, and the style sheet
// that dist/ws.css carries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_TYPOGRAPHY,
  fontPxAt,
  responsiveFontSize,
  smallestFontPx,
  typographyCss,
  TYPOGRAPHY_FACTOR,
  TYPOGRAPHY_SENSITIVITY,
} from '../../shell/typography.ts';

const round = (px: number) => Math.round(px * 100) / 100;
/** What a clamp(a rem, b rem + c vw, d rem) gives at a screen `width` px wide, as the browser computes it. */
function evaluateClamp(css: string, width: number): number {
  const match = /^clamp\(([\d.]+)rem, (-?[\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(css);
  if (!match) return Number(css.replace('rem', '')) * 16;
  const [low, intercept, slope, high] = match.slice(1).map(Number) as [number, number, number, number];
  return Math.min(high * 16, Math.max(low * 16, intercept * 16 + (slope * width) / 100));
}

describe('responsive typography', () => {
  it('has the factor 1.50 and the sensitivity 0.54 (docs/RULES.md#typography)', () => {
    assert.equal(TYPOGRAPHY_FACTOR, 1.5);
    assert.equal(TYPOGRAPHY_SENSITIVITY, 0.54);
  });

  it("an element shrinks by at most the sensitivity's part of itself, never below body × factor, never grows", () => {
    const settings = DEFAULT_TYPOGRAPHY;
    assert.equal(smallestFontPx(40, settings), 24, 'h1 40 px: 46 % would be 18.4, the floor is 16 × 1.5');
    assert.equal(round(smallestFontPx(80, settings)), 36.8, 'a display size of 80 px: its 46 %');
    assert.equal(smallestFontPx(20, settings), 20, 'below the floor already: unchanged');
    assert.equal(smallestFontPx(40, { ...settings, sensitivity: 0 }), 40, 'sensitivity 0: no scaling at all');
  });

  // The check: the sizes at 360, 768 and 1140 px.
  const expected: Array<[string, number, [number, number, number]]> = [
    ['h1', 40, [24, 32.37, 40]],
    ['h2', 32, [24, 28.18, 32]],
    ['h3', 28, [24, 26.09, 28]],
    ['h4', 24, [24, 24, 24]],
    ['display 80 px', 80, [36.8, 59.4, 80]],
  ];
  for (const [name, full, sizes] of expected) {
    it(`${name} (${full} px): ${sizes.join(' / ')} px at 360 / 768 / 1140 px, by the formula and by its CSS`, () => {
      const css = responsiveFontSize(full, DEFAULT_TYPOGRAPHY);
      for (const [index, width] of [360, 768, 1140].entries()) {
        assert.equal(round(fontPxAt(width, full, DEFAULT_TYPOGRAPHY)), sizes[index], `formula at ${width}`);
        assert.ok(
          Math.abs(evaluateClamp(css, width) - sizes[index]!) < 0.02,
          `CSS ${css} at ${width}: ${evaluateClamp(css, width)}`,
        );
      }
      // Wider than the site: the full size; narrower than a phone: the smallest.
      assert.equal(round(evaluateClamp(css, 1920)), full);
      assert.equal(round(evaluateClamp(css, 320)), sizes[0]);
    });
  }

  it("writes one zero-specificity rule per element, in rem (a visitor's larger font setting still scales them)", () => {
    assert.equal(
      typographyCss({ ...DEFAULT_TYPOGRAPHY, sizesPx: { h1: 40, h4: 24, '.hero-title': 56 } }),
      [
        ':where(h1) { font-size: clamp(1.5rem, 1.0385rem + 2.0513vw, 2.5rem); }',
        ':where(h4) { font-size: 1.5rem; }',
        ':where(.hero-title) { font-size: clamp(1.61rem, 0.7377rem + 3.8769vw, 3.5rem); }',
      ].join('\n'),
    );
  });

  it('bad settings: an element that is no plain selector, a size that is none, a garbled factor: left out or the default, each said', () => {
    const warnings: string[] = [];
    const css = typographyCss(
      {
        factor: Number.NaN,
        sensitivity: -1,
        bodyPx: 16,
        sizesPx: { 'h1{}body': 40, 'h2 img': 30, h3: Number.POSITIVE_INFINITY, h5: -2, h2: 32 },
      },
      (message) => warnings.push(message),
    );
    assert.equal(css, ':where(h2) { font-size: clamp(1.5rem, 1.2692rem + 1.0256vw, 2rem); }');
    assert.equal(warnings.length, 6, warnings.join('\n'));
    assert.ok(warnings.every((warning) => warning.startsWith('typography: ')));
  });
});
