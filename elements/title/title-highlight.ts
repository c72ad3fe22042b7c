// The highlight stroke of <ws-title>, in a module of its own: title-element.ts imports it lazily,
// only for a title with `highlight` and a `[data-highlight]` word, so a page of rotating words
// never fetches it. It draws an aria-hidden SVG stroke in the word, fits its path to the word's box
// in pixels (now and whenever that box changes size), and brings the stroke's page stylesheet.
import { adoptStyles } from '../../platform/sheets.ts';
import { highlightPath } from './highlight-rules.ts';
import { titleHighlightPageStyles } from './page-styles.ts';
import type { TitleHighlight } from './rules.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** Appends the stroke to `target`; the function returned removes it again. */
export function drawStroke(target: HTMLElement, highlight: TitleHighlight): () => void {
  adoptStyles(titleHighlightPageStyles, target.ownerDocument);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.dataset.wsShape = highlight;
  const path = document.createElementNS(SVG, 'path');
  // Dashes measured in path lengths: one dash as long as the whole stroke, drawn by moving its offset.
  path.setAttribute('pathLength', '1');
  svg.append(path);
  target.append(svg);
  // The stroke's box follows the word (page-styles.ts); its path is fitted in pixels now and whenever the word's size
  // changes.
  const fit = () => {
    const { width, height } = svg.getBoundingClientRect();
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    path.setAttribute('d', highlightPath(highlight, w, h));
  };
  fit();
  const resized = new ResizeObserver(fit);
  resized.observe(svg);
  return () => {
    resized.disconnect();
    svg.remove();
  };
}
