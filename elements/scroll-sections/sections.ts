// Which children of <ws-scroll-sections> are its sections, which of them the element names itself,
// and the width from which they are stepped: what the element and its waiting rule (code-wanted.ts)
// both read from the page. No React: the rule is fetched before the element's code.
import { emOfPx } from '../../platform/environment.ts';

/** Children that are not content: they never become sections. */
const NOT_SECTIONS = new Set(['TEMPLATE', 'SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT']);
/** Sections without a role of their own become named regions. */
export const GENERIC_BOXES = new Set(['DIV', 'SECTION']);

/** The host's sections: its content children, in order. */
export function sectionsOf(host: Element): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && !NOT_SECTIONS.has(child.tagName) && !child.hasAttribute('slot'),
  );
}

/** A section the element gives a role or a name of its own: one that has neither. */
export function sectionNeedsNaming(section: HTMLElement): boolean {
  const unnamed = !section.hasAttribute('aria-label') && !section.hasAttribute('aria-labelledby');
  return (
    unnamed || (GENERIC_BOXES.has(section.tagName) && section.tagName !== 'SECTION' && !section.hasAttribute('role'))
  );
}

/** The window is wide enough to step, in em as every breakpoint: larger text keeps the narrow mode longer
 * (docs/ACCESSIBILITY.md#breakpoints-in-em). */
export const wideMedia = (breakPointPx: number) => `(min-width: ${emOfPx(breakPointPx)})`;
