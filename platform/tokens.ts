// Design tokens shared by every element's shadow root; pages override them with --ws-* properties.
export const tokenStyles = `
:host {
  --_font: var(--ws-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --_text: var(--ws-color-text, #1d2327);
  --_surface: var(--ws-color-surface, #ffffff);
  --_accent: var(--ws-color-accent, #b3261e);
  --_accent-text: var(--ws-color-accent-text, #ffffff);
  --_border: var(--ws-color-border, #8c8f94);
  --_focus: var(--ws-color-focus, #0b57d0);
  --_radius: var(--ws-radius, 6px);
  --_info: var(--ws-color-info, #0b57d0);
  --_success: var(--ws-color-success, #146c2e);
  --_warning: var(--ws-color-warning, #8a4b00);
  --_error: var(--ws-color-error, #b3261e);
  font-family: var(--_font);
  color: var(--_text);
}
:host([hidden]) { display: none !important; }
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }
}
`;
