import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  changeDurationMs,
  DEFAULT_SLIDER_ANIMATION,
  liveRegionMode,
  MIN_ROTATION_SPEED_MS,
  pauseButtonAction,
  rotates,
  rotationSpeedMs,
  MAX_ROTATION_SPEED_MS,
  SLIDE_ANIMATION_MS,
  SLIDER_AUTOPLAY_DEFAULT,
  SLIDER_SPEED_MS,
  SLIDER_TEXTS,
  sliderAnimation,
  sliderTexts,
  slidesToLoad,
  stepIndex,
  targetIndex,
  TESTIMONIAL_SPEED_MS,
  type RotationHolds,
} from '../../elements/slider/rules.ts';

const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

describe('slider timings and settings (section 9)', () => {
  it('has the values of docs/RULES.md#sliders-and-testimonials', () => {
    assert.equal(SLIDER_SPEED_MS, 7000);
    assert.equal(SLIDER_AUTOPLAY_DEFAULT, true);
    assert.equal(DEFAULT_SLIDER_ANIMATION, 'fade');
    assert.equal(SLIDE_ANIMATION_MS, 600);
    assert.equal(TESTIMONIAL_SPEED_MS, 4000);
  });

  const animations: Array<[unknown, string, number]> = [
    [undefined, 'fade', 0],
    ['slide', 'slide', 0],
    [' SLIDE ', 'slide', 0],
    ['Fade', 'fade', 0],
    ['zoom', 'fade', 1],
    ['__proto__', 'fade', 1],
    ['', 'fade', 0], // empty is "not set" for the kit's reader: silent
  ];
  for (const [raw, expected, warned] of animations) {
    it(`animation ${JSON.stringify(raw)} -> ${expected} (${warned} warning)`, () => {
      const { warnings, warn } = collect();
      assert.equal(sliderAnimation(raw, warn), expected);
      assert.equal(warnings.length, warned);
    });
  }

  const speeds: Array<[number | undefined, number, number, number]> = [
    [undefined, SLIDER_SPEED_MS, SLIDER_SPEED_MS, 0],
    [undefined, TESTIMONIAL_SPEED_MS, TESTIMONIAL_SPEED_MS, 0],
    [5000, SLIDER_SPEED_MS, 5000, 0],
    [500, SLIDER_SPEED_MS, MIN_ROTATION_SPEED_MS, 1],
    [0, SLIDER_SPEED_MS, SLIDER_SPEED_MS, 1],
    [-7000, SLIDER_SPEED_MS, SLIDER_SPEED_MS, 1],
    [4000.5, TESTIMONIAL_SPEED_MS, TESTIMONIAL_SPEED_MS, 1],
    [Number.NaN, SLIDER_SPEED_MS, SLIDER_SPEED_MS, 1],
    [MAX_ROTATION_SPEED_MS, SLIDER_SPEED_MS, MAX_ROTATION_SPEED_MS, 0],
    // Beyond 2^31 - 1 a timer wraps to almost nothing: capped, never passed on.
    [3_000_000_000, SLIDER_SPEED_MS, MAX_ROTATION_SPEED_MS, 1],
    [2 ** 31, SLIDER_SPEED_MS, MAX_ROTATION_SPEED_MS, 1],
  ];
  for (const [raw, fallback, expected, warned] of speeds) {
    it(`speed ${raw} (default ${fallback}) -> ${expected}`, () => {
      const { warnings, warn } = collect();
      assert.equal(rotationSpeedMs(raw, fallback, warn), expected);
      assert.equal(warnings.length, warned, warnings.join('\n'));
    });
  }

  it('changes take 600 ms, none under reduced motion', () => {
    assert.equal(changeDurationMs(false), 600);
    assert.equal(changeDurationMs(true), 0);
  });
});

describe('when the rotation runs (WCAG 2.2.2, APG carousel)', () => {
  const free: RotationHolds = {
    autoplay: true,
    pausedByVisitor: false,
    pointerInside: false,
    focusInside: false,
    videoPlaying: false,
    outOfView: false,
    single: false,
  };

  it('runs when nothing holds it', () => assert.equal(rotates(free), true));
  for (const hold of [
    'pausedByVisitor',
    'pointerInside',
    'focusInside',
    'videoPlaying',
    'outOfView',
    'single',
  ] as const) {
    it(`${hold} holds it`, () => assert.equal(rotates({ ...free, [hold]: true }), false));
  }
  it('without autoplay it never runs', () => assert.equal(rotates({ ...free, autoplay: false }), false));

  it("the visitor's pause wins: the pointer and focus leaving do not restart it", () => {
    const paused = { ...free, pausedByVisitor: true, pointerInside: true, focusInside: true };
    assert.equal(rotates({ ...paused, pointerInside: false, focusInside: false }), false);
    assert.equal(rotates({ ...paused, pausedByVisitor: false, pointerInside: false, focusInside: false }), true);
  });

  it('the button offers pause while the slider would rotate (also while hover or focus holds it), play once paused', () => {
    assert.equal(pauseButtonAction({ autoplay: true, pausedByVisitor: false }), 'pause');
    assert.equal(pauseButtonAction({ autoplay: true, pausedByVisitor: true }), 'play');
    assert.equal(pauseButtonAction({ autoplay: false, pausedByVisitor: false }), 'play');
  });

  it('the live region is off while rotating, polite otherwise', () => {
    assert.equal(liveRegionMode(true), 'off');
    assert.equal(liveRegionMode(false), 'polite');
  });
});

describe('where a step goes', () => {
  const steps: Array<[number, number, 'next' | 'previous', number | undefined]> = [
    [0, 5, 'next', 1],
    [4, 5, 'next', 0],
    [0, 5, 'previous', 4],
    [2, 5, 'previous', 1],
    [0, 1, 'next', 0],
    [0, 0, 'next', undefined],
    [5, 5, 'next', undefined],
    [-1, 5, 'previous', undefined],
    [1.5, 5, 'next', undefined],
    [0, Number.NaN, 'next', undefined],
  ];
  for (const [index, count, direction, expected] of steps) {
    it(`${direction} from ${index} of ${count} -> ${expected}`, () =>
      assert.equal(stepIndex(index, count, direction), expected));
  }

  const targets: Array<[unknown, number, number | undefined]> = [
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, undefined],
    [-1, 3, undefined],
    [1.2, 3, undefined],
    ['1', 3, undefined],
    [null, 3, undefined],
    [Number.POSITIVE_INFINITY, 3, undefined],
  ];
  for (const [requested, count, expected] of targets) {
    it(`goTo(${String(requested)}) of ${count} -> ${expected}`, () =>
      assert.equal(targetIndex(requested, count), expected));
  }

  it("loads the current slide's images and the next one's", () => {
    assert.deepEqual(slidesToLoad(0, 5), [0, 1]);
    assert.deepEqual(slidesToLoad(4, 5), [4, 0]);
    assert.deepEqual(slidesToLoad(0, 1), [0]);
    assert.deepEqual(slidesToLoad(0, 0), []);
  });
});

describe('slider texts', () => {
  it('German by default: each slide "3 von 5", the pause button says what it does', () => {
    const texts = sliderTexts(undefined);
    assert.equal(texts.position(2, 5), '3 von 5');
    assert.equal(texts.pickSlide(0, 3), 'Folie 1 von 3');
    assert.equal(texts.pause, 'Automatischen Wechsel anhalten');
    assert.equal(texts.slide, 'Folie');
  });

  it('English only on an English page; every label in both, none blank', () => {
    assert.equal(sliderTexts('en').position(2, 5), '3 of 5');
    for (const language of ['', 'fr', 'EN', '__proto__'])
      assert.equal(sliderTexts(language), SLIDER_TEXTS.de, language);
    assert.deepEqual(Object.keys(SLIDER_TEXTS.en).sort(), Object.keys(SLIDER_TEXTS.de).sort());
    for (const language of ['de', 'en'] as const) {
      for (const [key, value] of Object.entries(SLIDER_TEXTS[language])) {
        const text = typeof value === 'function' ? value(0, 2) : value;
        assert.ok(text.trim() !== '', `${language}.${key}`);
      }
    }
  });
});
