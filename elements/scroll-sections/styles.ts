// The CSS of <ws-scroll-sections>. The sections are the author's children in the light DOM, laid out
// by the page styles below (adopted into the document when the element is defined: ::slotted rules
// lose against the page's own CSS). The element marks its mode on itself (data-ws-mode, data-ws-height).
//
// Stepped: every section is `position: sticky` at the top, one screen high, so each slides over the
// one before as the page scrolls; the page's scroll position is the one source of truth, and the
// browser moves the sections on the compositor (no script per scroll frame). After the last section
// the shadow root's dwell (50vh) keeps it in place a little longer: the container is 100vh per
// section plus 50vh. The dot navigation sticks with them, over their right edge.
import { DWELL_VH, SECTION_HEIGHT_VH } from './rules.ts';

/** Each link of the dot navigation: a 44 px target (WCAG 2.5.5). */
const NAV_TARGET = '2.75rem';

/** Where sections stick: the page's value, else the measured fixed header (set by the element), else the top. */
const STICK_TOP = 'var(--ws-scroll-sections-top, var(--_ws-ss-measured-top, 0px))';

export const scrollSectionsPageStyles = `
ws-scroll-sections:defined { display: block; --_ws-ss-top: ${STICK_TOP}; }
/* As before the upgrade (reserve.ts): the children's margins stay inside each section. */
ws-scroll-sections:defined > * { box-sizing: border-box; contain: layout; }
ws-scroll-sections[data-ws-height="screen"] > * { min-height: calc(${SECTION_HEIGHT_VH}vh - var(--_ws-ss-top)); }
ws-scroll-sections[data-ws-height="small-screen"] > * { min-height: 100svh; }
ws-scroll-sections[data-ws-mode="stepped"] > * {
  position: sticky;
  /* A section taller than a screen scrolls until its end shows, then sticks (--_ws-ss-shift is negative then). */
  top: calc(var(--_ws-ss-top) + var(--_ws-ss-shift, 0px));
  margin-block: 0;
  scroll-margin-top: var(--_ws-ss-top);
}
/* No specificity: the author's own background wins; without one, a section must not show the one it covers. */
:where(ws-scroll-sections[data-ws-mode="stepped"] > *) { background-color: var(--ws-scroll-sections-background, \
var(--ws-color-surface, #fff)); }
`;

export const scrollSectionsStyles = `
/* The sections are the author's: they keep the page's font and colour. A stacking context of its own: the dots never \
cover the site's header or dialogs. */
:host { display: block; position: relative; isolation: isolate; font-family: inherit; color: inherit; }
/* The rail spans the element and takes no room; the navigation sticks in it, one screen high, so it
   stops where the last section ends and leaves with it, never floating over the page below. Only
   the dots take pointers. */
.rail { position: absolute; inset: 0; z-index: 1; pointer-events: none; }
/* Above the open cookie banner's room too, so its dots are never under it
   (docs/ACCESSIBILITY.md#focus-never-under-the-banner). */
.nav { position: sticky; top: var(--_ws-ss-top, 0px); block-size: calc(${SECTION_HEIGHT_VH}vh - var(--_ws-ss-top, \
0px) - var(--ws-banner-room, 0px)); font-family: var(--_font); }
.nav ol {
  position: absolute; inset-inline-end: 0.75rem; top: 50%; transform: translateY(-50%); pointer-events: auto;
  display: flex; flex-direction: column; margin: 0; padding: 0.25rem; list-style: none;
  border-radius: calc(${NAV_TARGET} / 2 + 0.25rem); background: color-mix(in srgb, var(--_surface) 88%, transparent);
}
.nav a, .nav button {
  position: relative; display: grid; place-items: center; inline-size: ${NAV_TARGET}; block-size: ${NAV_TARGET};
  margin: 0; padding: 0; border: 0; border-radius: 50%; background: transparent; color: var(--_text); font: inherit; \
cursor: pointer;
}
.dot { inline-size: 0.875rem; block-size: 0.875rem; border-radius: 50%; border: 2px solid currentColor; \
transition: transform 0.2s ease; }
[aria-current="true"] .dot { background: var(--ws-scroll-sections-accent, var(--_accent)); \
border-color: var(--ws-scroll-sections-accent, var(--_accent)); transform: scale(1.2); }
/* The names show beside the dots on hover and focus; they are the links' names all the time. */
.name {
  position: absolute; inset-inline-end: calc(100% + 0.25rem); top: 50%; transform: translateY(-50%);
  padding: 0.25rem 0.625rem; border-radius: var(--_radius); background: var(--_text); color: var(--_surface);
  font-size: 0.875rem; line-height: 1.4; white-space: nowrap; opacity: 0; pointer-events: none; \
transition: opacity 0.15s ease;
}
.nav a:hover .name, .nav button:hover .name, :focus-visible > .name { opacity: 1; }
.dwell { block-size: ${DWELL_VH}vh; }
/* What the element measures: one screen (the sections' height) and where sections stick. */
.probe { position: absolute; inset-block-start: 0; inline-size: 0; visibility: hidden; pointer-events: none; }
.probe-screen { block-size: calc(${SECTION_HEIGHT_VH}vh - var(--_ws-ss-top, 0px)); }
.probe-top { block-size: var(--_ws-ss-top, 0px); }
`;
