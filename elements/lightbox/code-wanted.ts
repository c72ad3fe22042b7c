// When the shell fetches <ws-lightbox>'s code. Without it every link opens its file, and the viewer
// is only needed once a visitor opens an item, so the element's code (with React) waits for the first
// sign of interest in a wrapper (the pointer over it, a press, focus, a key) or an address that
// names an item, on arrival or later (README.md, "Before the code"). A click on an item before the
// code has come is held and opens that item when it comes; if the code fails, the file opens as the
// link would.
import { isLightboxDeepLink } from '../../platform/hash-actions.ts';
import { alreadyInterested, onFirstInterest } from '../../platform/interest.ts';
import { holdClicksUntilCode } from '../../platform/take-over.ts';
import { clickBeforeCode, plainClickedLink } from './clicks.ts';
import { lightboxItemKind } from './item-kind.ts';

/** The element's waiting rule (shell/registry.ts): its code comes with interest in the wrapper or an item's address. */
export function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  const view = host.ownerDocument.defaultView ?? window;
  // An item's address, or the visitor already on the gallery (pointer or focus came before this rule listened).
  if (isLightboxDeepLink(view.location.hash) || alreadyInterested(host)) return Promise.resolve();
  onWait();
  holdClicksUntilCode(host as HTMLElement, host, (event) => heldItemClick(host as HTMLElement, event), clickBeforeCode);
  return new Promise((resolve) => {
    const stops = onFirstInterest([host], resolve);
    stops.listen(view, 'hashchange', () => {
      if (!isLightboxDeepLink(view.location.hash)) return;
      stops.dispose();
      resolve();
    });
  });
}

/** A plain click on one of the host's items, which the element opens once its code has come. */
function heldItemClick(host: HTMLElement, event: MouseEvent): HTMLAnchorElement | undefined {
  const link = plainClickedLink(host, event);
  return link && lightboxItemKind(link.getAttribute('href'), link.ownerDocument.baseURI) !== undefined
    ? link
    : undefined;
}
