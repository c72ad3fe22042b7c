// Shadow styles of <ws-offcanvas>: a popup in the top layer or a bar fixed to a window edge; both
// float over the page, so opening and closing never move content (unless the author chose push).
export const offcanvasStyles = `
:host {
  --_panel-bg: var(--ws-offcanvas-background, var(--_surface));
  --_panel-width: var(--ws-offcanvas-width, 32rem);
  --_bar-size: var(--ws-offcanvas-bar-size, 22rem);
  display: contents;
}
.panel {
  box-sizing: border-box;
  margin: 0;
  padding: 1.5rem 3.5rem 1.5rem 1.5rem;
  border: 0;
  background: var(--_panel-bg);
  color: var(--_text);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
  line-height: 1.5;
  overflow: auto;
}
.panel:focus { outline: none; }
.panel:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; }
.content { min-width: 0; }

/* Popup: a modal dialog; the backdrop is the overlay. */
dialog.popup { position: fixed; max-width: min(var(--_panel-width), calc(100vw - 2rem)); \
max-height: calc(100vh - 2rem); border-radius: var(--_radius); }
/* Opened by the page itself it is not modal (no top layer): it still floats over the page. */
dialog.popup:not(:modal) { z-index: var(--ws-offcanvas-z-index, 2147483500); }
dialog.popup::backdrop { background: rgb(0 0 0 / var(--ws-offcanvas-overlay-opacity, 0.6)); }
dialog.popup.no-overlay::backdrop { background: transparent; }
dialog.popup.position-center { inset: 0; margin: auto; }
dialog.popup.position-top { inset: 1rem 0 auto; margin-inline: auto; }
dialog.popup.position-bottom { inset: auto 0 1rem; margin-inline: auto; }
dialog.popup.position-left { inset: 0 auto 0 1rem; margin-block: auto; }
dialog.popup.position-right { inset: 0 1rem 0 auto; margin-block: auto; }
dialog.popup.full-height { inset-block: 0; height: 100vh; max-height: 100vh; margin-block: 0; border-radius: 0; }

/* Sliding bar: fixed to an edge, not modal; above the consent banner (2147483000): only a visitor's own action opens \
it while the banner waits. */
section.sliding-bar { position: fixed; z-index: var(--ws-offcanvas-z-index, 2147483500); }
section.sliding-bar[hidden] { display: none; }
section.sliding-bar.position-top { inset: 0 0 auto; max-height: 100vh; }
section.sliding-bar.position-bottom, section.sliding-bar.position-center { inset: auto 0 0; max-height: 100vh; }
section.sliding-bar.position-left { inset: 0 auto 0 0; width: min(var(--_bar-size), 100vw); }
section.sliding-bar.position-right { inset: 0 0 0 auto; width: min(var(--_bar-size), 100vw); }
section.sliding-bar.full-height.position-top, section.sliding-bar.full-height.position-bottom { height: 100vh; }
.overlay { position: fixed; inset: 0; z-index: calc(var(--ws-offcanvas-z-index, 2147483500) - 1); \
background: rgb(0 0 0 / var(--ws-offcanvas-overlay-opacity, 0.6)); }

.close {
  position: absolute;
  inset: 0.5rem 0.5rem auto auto;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
}
.close:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
`;
