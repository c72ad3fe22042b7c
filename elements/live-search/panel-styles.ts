// Shadow styles of <ws-live-search>'s panel, adopted by the panel's chunk when it first renders
// (search-panel.tsx): a panel that floats below the toggle (out of flow), so opening it and showing
// results never moves the page. On narrow screens it is a full-width sheet below the toggle; at
// every width it stays inside the viewport.

export const searchPanelStyles = `
.panel {
  position: absolute;
  z-index: var(--ws-live-search-z-index, 1000);
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-end: 0;
  inline-size: min(var(--ws-live-search-width, 26rem), calc(100vw - 2rem));
  padding: 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.18);
}
.panel[hidden] { display: none; }
/* Anchored to the toggle but placed in the viewport: it can flip sides and never leaves the screen. */
@supports (anchor-name: --ws-live-search-toggle) {
  .panel {
    position: fixed;
    position-anchor: --ws-live-search-toggle;
    inset: calc(anchor(bottom) + 0.5rem) anchor(right) 0.5rem auto;
    /* Only as tall as its content, at most down to the viewport's bottom edge (the list then scrolls). */
    align-self: start;
    max-block-size: calc(100dvh - 1rem); /* for engines without the stretch keyword */
    max-block-size: stretch;
    display: flex;
    flex-direction: column;
    /* A toggle at the left of a wide screen opens the panel rightwards from its left edge; a toggle
       low in the viewport opens it upwards when there is more room above than below. */
    position-try-order: most-block-size;
    position-try-fallbacks: flip-inline, flip-block, flip-block flip-inline;
  }
  .results { flex: 0 1 auto; min-block-size: 0; }
}
/* Narrow screens: a full-width sheet right below the toggle, whatever the page's header looks like. */
@media (max-width: 40em) {
  .panel {
    position: fixed;
    /* Without anchor positioning the static position (top: auto) is the toggle's bottom edge. */
    inset: auto 0;
    inline-size: auto;
    border-inline: 0;
    border-radius: 0;
  }
  @supports (anchor-name: --ws-live-search-toggle) {
    .panel { inset: calc(anchor(bottom) + 0.5rem) 0 0; position-try-fallbacks: flip-block; }
  }
}
.field {
  box-sizing: border-box;
  inline-size: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  font: inherit;
  color: inherit;
  background: var(--_surface);
}
.loading, .message { margin: 0.75rem 0 0; font-size: 0.9375rem; }
.retry { margin-inline-start: 0.25rem; padding: 0.25rem 0.625rem; border: 1px solid currentColor; \
border-radius: var(--_radius); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.count { margin: 0.75rem 0 0; font-size: 0.9375rem; font-weight: 600; }
.all-results {
  box-sizing: border-box; inline-size: 100%; min-block-size: 2.75rem; margin-block-start: 0.5rem; \
padding: 0.5rem 0.75rem;
  border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); color: inherit; \
font: inherit; font-weight: 600; cursor: pointer;
}
.all-results:hover { border-color: var(--_accent); color: var(--_accent); }
.results { list-style: none; margin: 0.5rem 0 0; padding: 0; max-block-size: min(60vh, 28rem); overflow: auto; }
.results[hidden] { display: none; }
.result {
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem;
  border-radius: var(--_radius);
  cursor: pointer;
}
.result[aria-disabled="true"] { cursor: default; }
.result:hover, .result.active { background: color-mix(in srgb, var(--_accent) 12%, var(--_surface)); }
.result.active { outline: 2px solid var(--_focus); outline-offset: -2px; }
.thumb { inline-size: 48px; block-size: 48px; border-radius: 4px; background: color-mix(in srgb, var(--_text) 8%, \
transparent); overflow: hidden; }
.thumb img { display: block; inline-size: 48px; block-size: 48px; object-fit: cover; }
.title { font-weight: 600; line-height: 1.35; overflow-wrap: anywhere; }
.type { font-size: 0.8125rem; color: color-mix(in srgb, var(--_text) 75%, transparent); }
`;
