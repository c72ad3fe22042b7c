// Responsive typography, as CSS only (docs/RULES.md#typography: factor 1.50, sensitivity 0.54 and
// a list of elements). Each listed element's size becomes a clamp()
// that is its full size from the site width (1140 px) up and shrinks linearly to its smallest size at
// a 360 px phone: headings scale with no script. Pure and build-time: scripts/reserve-css.ts writes
// the default settings' CSS into dist/ws.css; a host whose settings carry other values writes
// `typographyCss(its settings)` after it (the demo does, demo/preload.ts). No shell code imports it.

/** docs/RULES.md#typography. */
export const TYPOGRAPHY_FACTOR = 1.5;
export const TYPOGRAPHY_SENSITIVITY = 0.54;
/** The site width, 1140 px (docs/RULES.md#breakpoints-and-widths): from here up, every element has its full size. */
export const SITE_WIDTH_PX = 1140;
/** The narrowest screen the site is made for (the visitor check's phone): each element's smallest size. */
export const SMALLEST_SCREEN_PX = 360;
/** The browser's default root size: sizes are written in rem, so a visitor's larger font setting still scales them. */
export const ROOT_FONT_PX = 16;

export interface TypographySettings {
  /** The smallest size an element shrinks to is at least the body size times this. */
  factor: number;
  /** How far an element may shrink, as a part of its size (0: not at all, 1: down to the factor's floor). */
  sensitivity: number;
  /** The body text's size in px (the factor's base). */
  bodyPx: number;
  /** Each element (a CSS selector, from the settings' elements list) with its full size in px. */
  sizesPx: Record<string, number>;
}

/**
 * The default settings: the product's factor and sensitivity over the headings, at the
 * browser's default sizes for a 16 px body (h1 2.5rem … h6 1rem).
 */
export const DEFAULT_TYPOGRAPHY: TypographySettings = {
  factor: TYPOGRAPHY_FACTOR,
  sensitivity: TYPOGRAPHY_SENSITIVITY,
  bodyPx: ROOT_FONT_PX,
  sizesPx: { h1: 40, h2: 32, h3: 28, h4: 24, h5: 20, h6: 16 },
};

/**
 * The smallest size of an element whose full size is `fullPx`: it shrinks by at most the
 * sensitivity's part of itself, never below the body size times the factor, and never grows.
 */
export function smallestFontPx(
  fullPx: number,
  { factor, sensitivity, bodyPx }: Pick<TypographySettings, 'factor' | 'sensitivity' | 'bodyPx'>,
): number {
  const clampedSensitivity = Math.min(1, Math.max(0, sensitivity));
  return Math.min(fullPx, Math.max(bodyPx * factor, fullPx * (1 - clampedSensitivity)));
}

/** The size the CSS gives an element at a screen `widthPx` wide: what the clamp() computes, in px. */
export function fontPxAt(
  widthPx: number,
  fullPx: number,
  settings: Pick<TypographySettings, 'factor' | 'sensitivity' | 'bodyPx'>,
): number {
  const smallest = smallestFontPx(fullPx, settings);
  const share = Math.min(1, Math.max(0, (widthPx - SMALLEST_SCREEN_PX) / (SITE_WIDTH_PX - SMALLEST_SCREEN_PX)));
  return smallest + (fullPx - smallest) * share;
}

const rem = (px: number) => `${Number((px / ROOT_FONT_PX).toFixed(4))}rem`;

/**
 * The CSS size of an element: `clamp(smallest, intercept + slope·vw, full)`, a straight line through
 * (360 px, smallest) and (1140 px, full); a plain size when it does not shrink.
 */
export function responsiveFontSize(
  fullPx: number,
  settings: Pick<TypographySettings, 'factor' | 'sensitivity' | 'bodyPx'>,
): string {
  const smallest = smallestFontPx(fullPx, settings);
  if (fullPx - smallest < 0.01) return rem(fullPx);
  const slope = (fullPx - smallest) / (SITE_WIDTH_PX - SMALLEST_SCREEN_PX);
  const interceptPx = smallest - slope * SMALLEST_SCREEN_PX;
  return `clamp(${rem(smallest)}, ${rem(interceptPx)} + ${Number((slope * 100).toFixed(4))}vw, ${rem(fullPx)})`;
}

/** A selector of the settings' elements list that may go into the style sheet as it is: tag names and classes only. */
const PLAIN_SELECTOR = /^[a-z][a-z0-9-]*(\.[a-z_][a-z0-9_-]*)*$|^\.[a-z_][a-z0-9_-]*$/i;

/**
 * The style sheet for the settings: one zero-specificity rule per element (`:where()`), so any rule
 * of the page's own still wins. Elements that are no plain selector or have no finite positive
 * size are left out, and said so through `warn`.
 */
export function typographyCss(given: TypographySettings, warn: (message: string) => void = () => {}): string {
  const settings = { ...given };
  for (const key of ['factor', 'sensitivity', 'bodyPx'] as const) {
    if (typeof given[key] === 'number' && Number.isFinite(given[key]) && given[key] >= 0) continue;
    warn(
      `typography: ${key} is not a number of at least 0 (${String(given[key])}); ${DEFAULT_TYPOGRAPHY[key]} instead`,
    );
    settings[key] = DEFAULT_TYPOGRAPHY[key];
  }
  const rules: string[] = [];
  for (const [selector, fullPx] of Object.entries(settings.sizesPx)) {
    if (!PLAIN_SELECTOR.test(selector)) {
      warn(`typography: element ${JSON.stringify(selector.slice(0, 60))} is not a tag name or class; left out`);
      continue;
    }
    if (!Number.isFinite(fullPx) || fullPx <= 0 || fullPx > 500) {
      warn(`typography: the size of ${selector} is not a size in px (${String(fullPx)}); left out`);
      continue;
    }
    rules.push(`:where(${selector}) { font-size: ${responsiveFontSize(fullPx, settings)}; }`);
  }
  return rules.join('\n');
}
