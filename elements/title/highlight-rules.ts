// The highlight strokes of <ws-title>, pure (no DOM, no React): the shapes and their fitting to a
// word's box. A module apart from rules.ts, imported by nothing the element loads up front: only the
// lazily loaded stroke (title-highlight.ts) carries them.
import type { TitleHighlight } from './rules.ts';

/**
 * Each stroke, hand-drawn and slightly uneven, in a 100 x 100 box: absolute `M` and `C` commands
 * only, so every number pair is one point. `highlightPath` fits it to the stroke's box in pixels.
 */
export const HIGHLIGHT_SHAPES: Record<TitleHighlight, string> = {
  underline: 'M1 70 C25 30 60 35 99 55',
  strike: 'M0 62 C30 52 70 48 100 40',
  circle: 'M55 4 C86 3 99 25 98 50 C97 80 72 97 45 96 C15 95 1 75 2 48 C3 22 25 6 62 10',
  marker: 'M0 50 C30 48 70 52 100 50',
};

/**
 * The stroke's path for a box of `width` x `height` px. The SVG's user units are then pixels: the
 * stroke keeps its width whatever the word's length (a stretched viewBox would thicken the circle's
 * sides), and its one dash (pathLength 1) is exactly as long as the stroke.
 */
export function highlightPath(shape: TitleHighlight, width: number, height: number): string {
  let coordinate = 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return HIGHLIGHT_SHAPES[shape].replace(/-?\d+(?:\.\d+)?/g, (number) =>
    String(round((Number(number) * (coordinate++ % 2 === 0 ? width : height)) / 100)),
  );
}
