// The revoke button of a returning visitor, drawn without React by the banner's first frame: the
// element's own button (revoke-button.ts holds what both draw), with the element's sheet, last in the
// page's Tab order, aside while an off-canvas panel is open, peeking out near the window edge. A
// press asks the element to reopen the banner when it has come (the shell fetches it on the
// visitor's first sign of interest: first-frame.ts, whenBannerCodeWanted).
import { drawnElement, madeElement } from '../../platform/made-element.ts';
import { prefersReducedMotion, whenParsed } from '../../platform/environment.ts';
import { sharedSheet } from '../../platform/sheets.ts';
import { handFocusOver, trackPresses } from '../../platform/take-over.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { nearRevokeEdge } from './rules.ts';
import { REVOKE_ICON_CRUMBS, REVOKE_ICON_OUTLINE, requestReopen } from './revoke-button.ts';
import { bannerStyles } from './styles.ts';

/** The cookie, as banner.tsx draws it. */
function cookieIcon(): SVGElement {
  const icon = drawnElement('svg', {
    viewBox: '0 0 24 24',
    width: '24',
    height: '24',
    'aria-hidden': 'true',
    focusable: 'false',
  });
  icon.append(
    drawnElement('path', {
      d: REVOKE_ICON_OUTLINE,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linejoin': 'round',
    }),
    ...REVOKE_ICON_CRUMBS.map(([cx, cy, r]) =>
      drawnElement('circle', { cx: String(cx), cy: String(cy), r: String(r), fill: 'currentColor' }),
    ),
  );
  return icon;
}

/** Draws the revoke button named `name` into `root` (the host's shadow root, empty). */
export function paintRevokeButton(host: HTMLElement, root: ShadowRoot, name: string): void {
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(bannerStyles)];
  const button = madeElement('button', { type: 'button', class: 'revoke', part: 'revoke', title: name });
  button.append(cookieIcon(), madeElement('span', { class: 'visually-hidden' }, name));
  root.replaceChildren(button);
  trackPresses(host, root);
  button.addEventListener('click', () => requestReopen(host));

  // Aside while a panel is open, as the element's (by the panels' public events).
  const panels = new Set<EventTarget>();
  const followPanels = (event: Event) => {
    if (!event.target) return;
    if (event.type === 'ws-offcanvas-open') panels.add(event.target);
    else panels.delete(event.target);
    button.hidden = panels.size > 0;
  };
  const peek = (event: MouseEvent) =>
    button.classList.toggle('peek', nearRevokeEdge(event.clientX, event.clientY, window.innerHeight));
  document.addEventListener('ws-offcanvas-open', followPanels);
  document.addEventListener('ws-offcanvas-close', followPanels);
  if (!prefersReducedMotion()) document.addEventListener('mousemove', peek, { passive: true });
  let handedOver = false;
  handFocusOver(
    host,
    root,
    (node) => node === button,
    () => !handedOver,
    () => {
      handedOver = true;
      document.removeEventListener('ws-offcanvas-open', followPanels);
      document.removeEventListener('ws-offcanvas-close', followPanels);
      document.removeEventListener('mousemove', peek);
    },
  );
  // Answered, the banner goes last: the revoke button is the last Tab stop
  // (docs/ACCESSIBILITY.md#focus-never-under-the-banner).
  void whenParsed(host.ownerDocument).then(() => {
    const body = host.ownerDocument.body;
    if (!handedOver && host.parentElement === body && host.nextElementSibling) body.append(host);
  });
}
