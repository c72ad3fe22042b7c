// Shadow styles of <ws-manage-consent>: a list of switches with their status.
import { HEADING_LINE_HEIGHT, manageConsentReserve, RECORD_NARROW_BELOW } from './reserve.ts';

export const manageConsentStyles = `
/* A printed text keeps the page's font: elements/kit/README.md#the-pages-font-for-the-authors-content */
:host { ${manageConsentReserve}; font-family: inherit; }
.manage { padding: 1.25rem min(1.25rem, 4vw); border: 1px solid var(--_border); border-radius: var(--_radius); \
background: var(--_surface); }
h2 { margin: 0 0 0.75rem; font-size: 1.25rem; line-height: ${HEADING_LINE_HEIGHT}; }
.server-text, ::slotted([slot="text"]) { display: flow-root; margin: 0 0 1rem; line-height: 1.6; }
.server-text a { color: var(--_accent); }
.load-failed { margin: 0 0 1rem; }
.switches { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.switches li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; \
min-height: 2.75rem; border-bottom: 1px solid color-mix(in srgb, var(--_border) 40%, transparent); }
/* With larger text the name goes below its switch, and a long name breaks rather than push the page
   sideways (docs/ACCESSIBILITY.md, "Breakpoints in em"). */
.switch { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; min-inline-size: 0; \
cursor: pointer; }
.switch input {
  appearance: none; position: relative; width: 2.75rem; height: 1.5rem; margin: 0; flex: none;
  border-radius: 1rem; background: #6b6f73; cursor: pointer; transition: background 150ms;
}
.switch input::after {
  content: ""; position: absolute; top: 0.1875rem; left: 0.1875rem; width: 1.125rem; height: 1.125rem;
  border-radius: 50%; background: #fff; transition: transform 150ms;
}
.switch input:checked { background: var(--_success); }
.switch input:checked::after { transform: translateX(1.25rem); }
.switch input:disabled { opacity: 0.75; cursor: not-allowed; }
/* Forced colours drop backgrounds: the switch keeps a system-coloured track, \
knob and checked state (docs/ACCESSIBILITY.md, "Forced colours"). */
@media (forced-colors: active) {
  .switch input { forced-color-adjust: none; border: 2px solid CanvasText; background: Canvas; }
  .switch input::after { top: 0.0625rem; left: 0.0625rem; background: CanvasText; }
  .switch input:checked { border-color: Highlight; background: Highlight; }
  .switch input:checked::after { background: HighlightText; }
  .switch input:disabled { border-color: GrayText; background: GrayText; opacity: 1; }
  .switch input:disabled::after { background: Canvas; }
  .switch input:focus-visible { outline: 2px solid CanvasText; outline-offset: 2px; }
}
.name { min-inline-size: 0; font-weight: 600; overflow-wrap: anywhere; hyphens: auto; }
.status { font-size: 0.9375rem; }
.status.accepted { color: var(--_success); }
.status.denied { color: var(--_error); }
.saved { flex-basis: 100%; font-size: 0.9375rem; font-weight: 600; }
/* The consent record: two lines kept free while recording is on, four where each value wraps below its label. */
.record { margin-top: 1rem; font-size: 0.9375rem; line-height: 1.5; container-type: inline-size; }
.record-lines { min-height: 3em; }
@container (max-width: ${RECORD_NARROW_BELOW}) { .record-lines { min-height: 6em; } }
.record dl { margin: 0; }
.record dl > div { display: flex; flex-wrap: wrap; column-gap: 0.35em; }
.record dd { margin: 0; }
.record code { font-size: 1em; overflow-wrap: anywhere; }
`;
