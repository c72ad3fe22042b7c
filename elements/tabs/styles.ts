// Shadow styles of <ws-tabs>: a row (or column) of tabs over the slotted panels, or below 640 px the
// accordion's rows. The tab's box is the reserve's (reserve.ts), so the upgrade moves nothing.
import { PANEL_GAP, TAB_BOX } from './reserve.ts';

export const tabsStyles = `
:host {
  display: flow-root; /* the panel's margins stay inside, as in the reserve's flex box */
  /* The panels are the page's content: they keep the page's font and colour (not the kit's tokens). */
  font-family: inherit;
  color: inherit;
}
.tablist { display: flex; flex-wrap: wrap; }
[role="tab"], .accordion-heading button {
  ${TAB_BOX};
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  background: none;
  color: inherit;
  font-family: inherit;
  white-space: nowrap;
  cursor: pointer;
}
[role="tab"][aria-selected="true"] { border-bottom-color: var(--_accent); color: var(--_accent); }
[role="tab"]:hover { border-bottom-color: var(--_border); }
[role="tab"][aria-selected="true"]:hover { border-bottom-color: var(--_accent); }
[role="tab"]:focus-visible, .accordion-heading button:focus-visible { outline: 3px solid var(--_focus); \
outline-offset: -3px; }
::slotted([slot^="panel-"]) { ${PANEL_GAP}; }
::slotted([slot^="panel-"]:focus-visible) { outline: 3px solid var(--_focus); outline-offset: 2px; }
.vertical { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 1.5rem; align-items: start; }
.vertical .tablist { flex-direction: column; }
.vertical [role="tab"] { border-bottom: 0; border-inline-start: 3px solid transparent; }
.vertical [role="tab"][aria-selected="true"] { border-inline-start-color: var(--_accent); }
.accordion-heading { margin: 0; }
.accordion-heading button { display: flex; width: 100%; justify-content: space-between; text-align: start; \
white-space: normal; }
.accordion-heading button[aria-expanded="true"] { border-bottom-color: var(--_accent); }
.accordion-heading svg { flex: none; width: 1rem; height: 1rem; fill: currentColor; transition: rotate 0.2s ease-out; }
.accordion-heading button[aria-expanded="true"] svg { rotate: 180deg; }
@media (prefers-reduced-motion: reduce) { .accordion-heading svg { transition: none; } }
@media (forced-colors: active) { [role="tab"][aria-selected="true"] { border-bottom-color: Highlight; } }
`;
