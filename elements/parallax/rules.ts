// The rules of <ws-parallax>, pure (no DOM, no React): the parallax settings
// (docs/RULES.md#motion: direction, velocity, opacity, alignment, repeat, gradient fields, mobile enabled) read
// into values that are safe to hand to CSSOM, the image as a quoted CSS url(), the gradient, and the
// offset of the background layer for a scroll position (the fallback where CSS scroll-driven
// animations are missing; the CSS path uses the same travel, see styles.ts).
import { readOneOf, type Warn } from '../../platform/values.ts';

export const PARALLAX_DIRECTIONS = ['up', 'down', 'left', 'right', 'fixed', 'none'] as const;
export type ParallaxDirection = (typeof PARALLAX_DIRECTIONS)[number];
export const DEFAULT_DIRECTION: ParallaxDirection = 'up';

/** How far the picture travels within the section, as a share of the section's size either way. */
export const DEFAULT_VELOCITY = 0.3;
/** Beyond a whole section the picture would be enlarged threefold and blurry. */
export const MAX_VELOCITY = 1;

export const DEFAULT_OPACITY = 1;

/** background-position keywords (the settings' "alignment"); no free text reaches CSS. */
export const PARALLAX_ALIGNMENTS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'left top',
  'left center',
  'left bottom',
  'right top',
  'right center',
  'right bottom',
  'center top',
  'center center',
  'center bottom',
] as const;
export type ParallaxAlignment = (typeof PARALLAX_ALIGNMENTS)[number];
export const DEFAULT_ALIGNMENT: ParallaxAlignment = 'center';

export const PARALLAX_REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'] as const;
export type ParallaxRepeat = (typeof PARALLAX_REPEATS)[number];
export const DEFAULT_REPEAT: ParallaxRepeat = 'no-repeat';

export const GRADIENT_TYPES = ['linear', 'radial'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];
export const DEFAULT_GRADIENT_TYPE: GradientType = 'linear';
/** Top to bottom, as CSS's own default. */
export const DEFAULT_LINEAR_ANGLE = 180;
export const DEFAULT_GRADIENT_START_POSITION = 0;
export const DEFAULT_GRADIENT_END_POSITION = 100;
export const RADIAL_DIRECTIONS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'left top',
  'left bottom',
  'right top',
  'right bottom',
] as const;
export type RadialDirection = (typeof RADIAL_DIRECTIONS)[number];
export const DEFAULT_RADIAL_DIRECTION: RadialDirection = 'center';

const lowerTrimmed = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** A number within [min, max], or the fallback with a warning naming the attribute. */
export function readRange(
  label: string,
  raw: number | undefined,
  fallback: number,
  min: number,
  max: number,
  warn: Warn,
): number {
  if (raw === undefined) return fallback;
  if (raw >= min && raw <= max) return raw;
  warn(`${label} must be between ${min} and ${max}, got ${raw}; using ${fallback}`);
  return fallback;
}

/**
 * A colour as the page author writes it, when it is plainly one: #rgb(a)/#rrggbb(aa), rgb()/rgba()/
 * hsl()/hsla() of numbers, or a colour keyword (letters only). Nothing else, so no value can end
 * the declaration or fetch anything (the element still asks CSS.supports before it uses it).
 */
export function plainColor(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(value)) return value;
  if (/^(?:rgba?|hsla?)\([0-9.,%\s/+-]{1,60}\)$/.test(value)) return value;
  if (/^[a-z]{3,20}$/.test(value)) return value;
  return undefined;
}

export interface GradientSettings {
  startColor?: string;
  endColor?: string;
  startPosition?: number;
  endPosition?: number;
  type?: string;
  linearAngle?: number;
  radialDirection?: string;
}

/** The overlay gradient (the settings' gradient fields), or undefined without both colours. */
export function gradientCss(settings: GradientSettings, warn: Warn): string | undefined {
  if (settings.startColor === undefined && settings.endColor === undefined) return undefined;
  const start = plainColor(settings.startColor ?? 'transparent');
  const end = plainColor(settings.endColor ?? 'transparent');
  if (start === undefined || end === undefined) {
    warn(
      'the gradient colours must be plain colours (#hex, rgb(), hsl() or a name), got ' +
        `${JSON.stringify(settings.startColor)} and ${JSON.stringify(settings.endColor)}; no gradient`,
    );
    return undefined;
  }
  const from = readRange(
    'attribute "gradient-start-position"',
    settings.startPosition,
    DEFAULT_GRADIENT_START_POSITION,
    0,
    100,
    warn,
  );
  const to = readRange(
    'attribute "gradient-end-position"',
    settings.endPosition,
    DEFAULT_GRADIENT_END_POSITION,
    0,
    100,
    warn,
  );
  const stops = `${start} ${from}%, ${end} ${to}%`;
  const type = readOneOf(
    'attribute "gradient-type"',
    settings.type,
    GRADIENT_TYPES,
    DEFAULT_GRADIENT_TYPE,
    warn,
    lowerTrimmed,
  );
  if (type === 'radial') {
    const at = readOneOf(
      'attribute "radial-direction"',
      settings.radialDirection,
      RADIAL_DIRECTIONS,
      DEFAULT_RADIAL_DIRECTION,
      warn,
      lowerTrimmed,
    );
    return `radial-gradient(circle at ${at}, ${stops})`;
  }
  const angle = readRange('attribute "linear-angle"', settings.linearAngle, DEFAULT_LINEAR_ANGLE, -360, 360, warn);
  return `linear-gradient(${angle}deg, ${stops})`;
}

// ---------------------------------------------------------------------------------------------
// Movement

/** The axis a direction moves on; undefined for `fixed` and `none` (no transform). */
export function movementAxis(direction: ParallaxDirection): 'x' | 'y' | undefined {
  if (direction === 'up' || direction === 'down') return 'y';
  if (direction === 'left' || direction === 'right') return 'x';
  return undefined;
}

/**
 * How far the section has come through the viewport: 0 as its top edge enters at the bottom, 1
 * as its bottom edge leaves at the top (CSS's view timeline, range `cover`), clamped.
 */
export function viewProgress(sectionTop: number, sectionSize: number, viewportSize: number): number {
  const distance = viewportSize + sectionSize;
  if (distance <= 0) return 0.5;
  return Math.min(1, Math.max(0, (viewportSize - sectionTop) / distance));
}

/**
 * The layer's offset in px along its axis at `progress`: the picture drifts within the section by
 * `velocity` times the section's size either way, through 0 when the section is centred. `up` and
 * `left` drift that way while the page scrolls down; `down` and `right` the other way.
 */
export function parallaxOffset(
  direction: ParallaxDirection,
  velocity: number,
  progress: number,
  sectionSize: number,
): number {
  const sign = direction === 'down' || direction === 'right' ? 1 : direction === 'up' || direction === 'left' ? -1 : 0;
  const offset = sign * (2 * progress - 1) * velocity * sectionSize;
  // No "-0" in a transform.
  return offset === 0 ? 0 : offset;
}

/**
 * The CSS keyframes' ends (progress 0 and 1) as shares of the layer's own size, which translate
 * percentages refer to: the layer is larger than the section by `velocity` times its size on both
 * sides of the axis (so it covers at every offset), 1 + 2 velocity sections in all.
 */
export function keyframeShares(direction: ParallaxDirection, velocity: number): { from: number; to: number } {
  const layerSize = 1 + 2 * velocity;
  return {
    from: parallaxOffset(direction, velocity, 0, 1) / layerSize,
    to: parallaxOffset(direction, velocity, 1, 1) / layerSize,
  };
}

/** Whether the picture moves: motion allowed (platform/motion.ts), on phones only when `mobile` says so, and a moving
 * direction. */
export function parallaxMoves(
  direction: ParallaxDirection,
  motionAllowed: boolean,
  phone: boolean,
  mobile: boolean,
): boolean {
  return direction !== 'none' && motionAllowed && (!phone || mobile);
}
