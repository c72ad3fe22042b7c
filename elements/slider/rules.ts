// The rules of <ws-slider> and <ws-testimonials>, pure (no DOM, no React): the product's timings
// (docs/RULES.md#sliders-and-testimonials), when rotation runs (WCAG 2.2.2 and the APG carousel: a
// visitor's pause wins over everything, hover and focus hold it), where a step goes (rotation
// wraps), what assistive technology hears, and the texts. The elements and the tests use these.
import type { Language } from '../../platform/environment.ts';
import { readOneOf, readPositive, type Warn } from '../../platform/values.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import type { sliderAttributes } from './schema.ts';

// ---------------------------------------------------------------------------------------------
// Timings and settings (docs/RULES.md#sliders-and-testimonials)

/** How long a slide stays before the slider moves on. */
export const SLIDER_SPEED_MS = 7000;
/** The slider rotates unless told not to. */
export const SLIDER_AUTOPLAY_DEFAULT = true;
/** How long the slide animation takes; the fade takes the same. */
export const SLIDE_ANIMATION_MS = 600;
/** How long a quote stays before the next. */
export const TESTIMONIAL_SPEED_MS = 4000;
/** Faster than this, nobody reads a slide, and it flickers (WCAG 2.3): the shortest allowed speed. */
export const MIN_ROTATION_SPEED_MS = 2000;

export const SLIDER_ANIMATIONS = ['fade', 'slide'] as const;
export type SliderAnimation = (typeof SLIDER_ANIMATIONS)[number];
/** Fade by default. */
export const DEFAULT_SLIDER_ANIMATION: SliderAnimation = 'fade';

export function sliderAnimation(raw: unknown, warn: Warn): SliderAnimation {
  return readOneOf('attribute "animation"', raw, SLIDER_ANIMATIONS, DEFAULT_SLIDER_ANIMATION, warn, (value) =>
    value.trim().toLowerCase(),
  );
}

/**
 * The longest allowed speed: an hour is "never" for a visitor, and timers take at most 2^31 - 1 ms
 * (a longer delay wraps around to almost nothing: the slider would flash).
 */
export const MAX_ROTATION_SPEED_MS = 3_600_000;

/** A rotation speed in whole milliseconds, from MIN_ROTATION_SPEED_MS to MAX_ROTATION_SPEED_MS. */
export function rotationSpeedMs(raw: number | undefined, fallback: number, warn: Warn): number {
  const speed = readPositive('attribute "speed"', raw, fallback, warn, true);
  if (speed > MAX_ROTATION_SPEED_MS) {
    warn(
      `attribute "speed" above ${MAX_ROTATION_SPEED_MS} ms (an hour) is not a rotation, got ${speed}; ` +
        `using ${MAX_ROTATION_SPEED_MS}`,
    );
    return MAX_ROTATION_SPEED_MS;
  }
  if (speed >= MIN_ROTATION_SPEED_MS) return speed;
  warn(
    `attribute "speed" below ${MIN_ROTATION_SPEED_MS} ms leaves no time to read, got ${speed}; using ` +
      `${MIN_ROTATION_SPEED_MS}`,
  );
  return MIN_ROTATION_SPEED_MS;
}

/** The change's duration: none under reduced motion. */
export function changeDurationMs(reducedMotion: boolean): number {
  return reducedMotion ? 0 : SLIDE_ANIMATION_MS;
}

/** What a rotating element does, from its attributes: read once per attribute change. */
export interface RotationSettings {
  /** Rotation starts by itself (never under reduced motion). */
  autoplay: boolean;
  speedMs: number;
  animation: SliderAnimation;
  /** The change's duration in ms: 0 under reduced motion. */
  durationMs: number;
  smoothHeight: boolean;
  /** The video flags: a playing video holds rotation, a leaving slide's video pauses. */
  pauseForVideo: boolean;
}

/**
 * The attributes as the slider's schema types them (<ws-testimonials>' are a part of them); a test
 * may give only those it checks.
 */
export type RotationAttributes = Partial<ParsedAttributes<typeof sliderAttributes>>;

/** The settings of a slider (or of testimonials: `fallbackSpeedMs` 4000, fade, no smooth height). */
export function rotationSettings(
  attributes: RotationAttributes,
  fallbackSpeedMs: number,
  reducedMotion: boolean,
  warn: Warn,
): RotationSettings {
  return {
    autoplay: (attributes.autoplay ?? SLIDER_AUTOPLAY_DEFAULT) && !reducedMotion,
    speedMs: rotationSpeedMs(attributes.speed, fallbackSpeedMs, warn),
    animation:
      attributes.animation === undefined ? DEFAULT_SLIDER_ANIMATION : sliderAnimation(attributes.animation, warn),
    durationMs: changeDurationMs(reducedMotion),
    smoothHeight: attributes.smoothHeight ?? false,
    pauseForVideo: attributes.pauseForVideo ?? true,
  };
}

// ---------------------------------------------------------------------------------------------
// When rotation runs

/** What holds the rotation, each for its own reason. */
export interface RotationHolds {
  /** Autoplay is configured (and not under reduced motion). */
  autoplay: boolean;
  /** The visitor pressed pause: only the visitor's play undoes it (never hover or focus leaving). */
  pausedByVisitor: boolean;
  /** The pointer is over the slider: reading or about to click. */
  pointerInside: boolean;
  /** Focus is inside the slider: a keyboard or screen reader user is there. */
  focusInside: boolean;
  /** A video on the current slide is playing (the flex slider's video flags). */
  videoPlaying: boolean;
  /** The slider is out of view or the page is hidden: rotating there would only cost. */
  outOfView: boolean;
  /** Fewer than two slides: nothing to rotate to. */
  single: boolean;
}

/** Rotation runs only when nothing holds it. */
export function rotates(holds: RotationHolds): boolean {
  return (
    holds.autoplay &&
    !holds.pausedByVisitor &&
    !holds.pointerInside &&
    !holds.focusInside &&
    !holds.videoPlaying &&
    !holds.outOfView &&
    !holds.single
  );
}

/**
 * What the pause/play button shows: "pause" while the slider would rotate but for hover or focus
 * (the visitor can stop it for good), "play" once the visitor paused it or autoplay is off.
 */
export function pauseButtonAction(holds: Pick<RotationHolds, 'autoplay' | 'pausedByVisitor'>): 'pause' | 'play' {
  return holds.autoplay && !holds.pausedByVisitor ? 'pause' : 'play';
}

/**
 * The live region's politeness (APG carousel): off while the slider rotates by itself (a screen
 * reader would be interrupted every few seconds), polite once the visitor moves it or it stands still.
 */
export function liveRegionMode(rotating: boolean): 'off' | 'polite' {
  return rotating ? 'off' : 'polite';
}

// ---------------------------------------------------------------------------------------------
// Where a step goes

export type StepCause = 'auto' | 'button' | 'key' | 'swipe' | 'picker' | 'script';

/** The slide after or before `index` in `count` slides; rotation and the buttons wrap around. Undefined for bad input.
 */
export function stepIndex(index: number, count: number, direction: 'next' | 'previous'): number | undefined {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count)
    return undefined;
  return (index + (direction === 'next' ? 1 : -1) + count) % count;
}

/** The slide `goTo(n)` names (from 0), or undefined when it names none (the call is then ignored, with a warning). */
export function targetIndex(requested: unknown, count: number): number | undefined {
  if (typeof requested !== 'number' || !Number.isInteger(requested) || requested < 0 || requested >= count)
    return undefined;
  return requested;
}

/** The slides whose images should load now: the current one and the next (just before it is needed). */
export function slidesToLoad(index: number, count: number): number[] {
  const next = stepIndex(index, count, 'next');
  return next === undefined ? [] : [...new Set([index, next])];
}

// ---------------------------------------------------------------------------------------------
// Texts: German by default, English on an English page

export interface SliderTexts {
  /** aria-roledescription of the whole. */
  carousel: string;
  /** aria-roledescription of each slide. */
  slide: string;
  /** Each slide's name: "3 von 5" (index from 0). */
  position: (index: number, count: number) => string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** The testimonials' previous and next: a quote, not a slide. */
  previousQuote: string;
  nextQuote: string;
  /** The slide picker's name, and each of its buttons'. */
  picker: string;
  pickSlide: (index: number, count: number) => string;
  /** The slider's name when the author gave no `label`. */
  slider: string;
  /** The testimonials' name when the author gave no `label`. */
  testimonials: string;
  /** aria-roledescription of each quote. */
  quote: string;
}

export const SLIDER_TEXTS: Readonly<Record<Language, SliderTexts>> = {
  de: {
    carousel: 'Karussell',
    slide: 'Folie',
    position: (index, count) => `${index + 1} von ${count}`,
    pause: 'Automatischen Wechsel anhalten',
    play: 'Automatischen Wechsel starten',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    previousQuote: 'Vorherige Kundenstimme',
    nextQuote: 'Nächste Kundenstimme',
    picker: 'Folie wählen',
    pickSlide: (index, count) => `Folie ${index + 1} von ${count}`,
    slider: 'Diashow',
    testimonials: 'Kundenstimmen',
    quote: 'Kundenstimme',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    position: (index, count) => `${index + 1} of ${count}`,
    pause: 'Stop automatic slide show',
    play: 'Start automatic slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    previousQuote: 'Previous testimonial',
    nextQuote: 'Next testimonial',
    picker: 'Choose slide',
    pickSlide: (index, count) => `Slide ${index + 1} of ${count}`,
    slider: 'Slideshow',
    testimonials: 'Testimonials',
    quote: 'testimonial',
  },
};

export function sliderTexts(language: string | undefined): SliderTexts {
  return language === 'en' ? SLIDER_TEXTS.en : SLIDER_TEXTS.de;
}
