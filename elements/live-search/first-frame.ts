// <ws-live-search>'s first frame: its toggle drawn without React, the same button the element draws
// (toggle.ts). Every page has the search in its header and few visitors open it, so the element's
// code (with React) waits for a sign of interest: the pointer on the toggle, a press, or focus
// (whenCodeWanted). A press before the code comes opens the search once it has come, and focus
// stays on the toggle through the take-over (platform/take-over.ts). The build makes this file
// self-contained (rollup.config.mjs): a failing element file leaves the page's own search form.
import { pageLanguage } from '../../platform/environment.ts';
import { FAILED_ATTRIBUTE } from '../../platform/element-states.ts';
import { onFirstInterest } from '../../platform/interest.ts';
import { drawnElement, madeElement } from '../../platform/made-element.ts';
import { sharedSheet } from '../../platform/sheets.ts';
import { handFocusOver, trackPresses } from '../../platform/take-over.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { TEXTS } from './rules.ts';
import { liveSearchStyles } from './styles.ts';
import { requestOpen, SEARCH_ICON } from './toggle.ts';

// The shell asks the frame's file for it (shell/registry.ts).
export { whenUnpressed } from '../../platform/take-over.ts';

/** The magnifier, as live-search.tsx draws it. */
function searchIcon(): SVGElement {
  const { size, strokeWidth, circle, handle } = SEARCH_ICON;
  const icon = drawnElement('svg', {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    'aria-hidden': 'true',
    focusable: 'false',
  });
  icon.append(
    drawnElement('circle', { ...circle, fill: 'none', stroke: 'currentColor', 'stroke-width': strokeWidth }),
    drawnElement('path', { d: handle, stroke: 'currentColor', 'stroke-width': strokeWidth, 'stroke-linecap': 'round' }),
  );
  return icon;
}

/** Draws the toggle into a not-yet-defined <ws-live-search> (nothing when its code is here, or it has a root). */
export function paintFirstFrame(host: HTMLElement): void {
  if (customElements.get(host.localName) || host.shadowRoot) return;
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(liveSearchStyles)];
  const frame = madeElement('div', { class: 'live-search', part: 'live-search', role: 'presentation' });
  const toggle = madeElement('button', { type: 'button', class: 'toggle', part: 'toggle', 'aria-expanded': 'false' });
  const name = madeElement('span', { class: 'visually-hidden' });
  name.textContent = TEXTS[pageLanguage(host)].toggleOpen;
  toggle.append(searchIcon(), name);
  frame.append(toggle);
  root.append(frame);
  trackPresses(host, root);
  // The element opens for it when it takes over (toggle.ts).
  toggle.addEventListener('click', () => requestOpen(host));
  let stopped = false;
  handFocusOver(
    host,
    root,
    (node) => frame.contains(node),
    () => !stopped,
    () => (stopped = true),
  );
  // The code failed: the page's own search form shows (the shadow root shows it in a slot), not a toggle that cannot
  // open (elements/live-search/README.md).
  const failed = new MutationObserver(() => {
    if (!host.hasAttribute(FAILED_ATTRIBUTE)) return;
    failed.disconnect();
    stopped = true;
    root.replaceChildren(document.createElement('slot'));
  });
  failed.observe(host, { attributeFilter: [FAILED_ATTRIBUTE] });
}

/** The element's waiting rule (shell/registry.ts): its code comes with the visitor's first sign of interest. */
export function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  onWait();
  return new Promise((resolve) => void onFirstInterest([host], resolve));
}
