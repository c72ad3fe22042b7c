// <ws-alert>'s first frame: the notice drawn without React, the same box alert.tsx renders, and its
// close button dismisses as the element's does (dismiss.ts). An alert has nothing more to do until a
// script changes its type or close button, so the element's code (with React) waits for that
// (whenCodeWanted): a page whose only widgets on the first screen are alerts loads no React at all.
// The build makes this file self-contained (rollup.config.mjs).
import { FIRST_FRAME_ATTRIBUTE } from '../../platform/element-states.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { madeElement } from '../../platform/made-element.ts';
import { sharedSheet } from '../../platform/sheets.ts';
import { handFocusOver, trackPresses } from '../../platform/take-over.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { warnerFor } from '../../platform/warn.ts';
import { dismissAlert } from './dismiss.ts';
import { ALERT_ICONS, ALERT_LABELS, alertRole, alertType } from './rules.ts';
import { alertStyles } from './styles.ts';

// The shell asks the frame's file for it (shell/registry.ts).
export { whenUnpressed } from '../../platform/take-over.ts';

/** Draws the alert into a not-yet-defined <ws-alert> (nothing when its code is here, or it has a root). */
export function paintFirstFrame(host: HTMLElement): void {
  if (customElements.get(host.localName) || host.shadowRoot) return;
  const type = alertType(host.getAttribute('type') ?? undefined, warnerFor(host));
  const labels = ALERT_LABELS[pageLanguage(host)];
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(alertStyles)];
  const box = madeElement('div', { class: 'alert', part: 'alert', 'data-type': type, role: alertRole(type) });
  const content = madeElement('div', { class: 'content', part: 'content' });
  content.append(
    madeElement('span', { class: 'visually-hidden' }, `${labels.type[type]}: `),
    document.createElement('slot'),
  );
  box.append(madeElement('span', { class: 'icon', part: 'icon', 'aria-hidden': 'true' }, ALERT_ICONS[type]), content);
  if (host.hasAttribute('dismissible')) {
    const close = madeElement('button', {
      type: 'button',
      class: 'close',
      part: 'close-button',
      'aria-label': labels.dismiss,
    });
    close.append(madeElement('span', { 'aria-hidden': 'true' }, '×'));
    close.addEventListener('click', () => void dismissAlert(host, type));
    box.append(close);
  }
  root.append(box);
  trackPresses(host, root);
  // The reserved box (shell/reserves.ts) gives way to the frame's own.
  host.setAttribute(FIRST_FRAME_ATTRIBUTE, '');
  let handedOver = false;
  handFocusOver(
    host,
    root,
    (node) => box.contains(node),
    () => !handedOver,
    () => (handedOver = true),
  );
}

/** The element's waiting rule (shell/registry.ts): its code comes once a script changes what the frame drew. */
export function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  onWait();
  return new Promise((resolve) => {
    const changed = new MutationObserver(() => {
      changed.disconnect();
      resolve();
    });
    changed.observe(host, { attributeFilter: ['type', 'dismissible', 'lang'] });
  });
}
