// Shadow styles of <ws-live-search>'s toggle button in the header. The panel's own (panel-styles.ts)
// come with the panel's chunk (search-panel.tsx).
import { LIVE_SEARCH_TOGGLE_SIZE } from './reserve.ts';

export const liveSearchStyles = `
:host { display: inline-block; position: relative; vertical-align: middle; }
.toggle {
  display: grid;
  place-items: center;
  inline-size: ${LIVE_SEARCH_TOGGLE_SIZE};
  block-size: ${LIVE_SEARCH_TOGGLE_SIZE};
  padding: 0;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  color: var(--_text);
  cursor: pointer;
}
.toggle[aria-expanded="true"] { background: var(--_text); color: var(--_surface); }
/* The panel is placed against the toggle (panel-styles.ts). */
@supports (anchor-name: --ws-live-search-toggle) {
  .toggle { anchor-name: --ws-live-search-toggle; }
}
`;
