// When the shell fetches <ws-lightbox>'s code. Without it every link opens its file, and the viewer
// is only needed once a visitor opens an item, so the element's code (with React) waits for the first
// sign of interest in a wrapper (the pointer over it, a press, focus, a key) or an address that
// names an item, on arrival or later (README.md, "Before the code"). A click on an item before the
// code has come is held and opens that item when it comes; if the code fails, the file opens as the
// link would.
import { FAILED_ATTRIBUTE } from '../../platform/element-states.ts';
import { Disposer } from '../../platform/disposer.ts';
import { isLightboxDeepLink } from '../../platform/hash-actions.ts';
import { keepClickBeforeCode, plainClickedLink, takeClickBeforeCode } from './clicks.ts';
import { lightboxItemKind } from './item-kind.ts';

/** What shows interest in a gallery: the pointer over it, a press, focus, a key, a click. */
const INTEREST = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

/** The element's waiting rule (shell/registry.ts): its code comes with interest in the wrapper or an item's address. */
export function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  const view = host.ownerDocument.defaultView ?? window;
  // An item's address, or the visitor already on the gallery (pointer or focus came before this rule listened).
  if (isLightboxDeepLink(view.location.hash) || host.matches(':hover, :focus-within')) return Promise.resolve();
  onWait();
  holdClicksUntilCode(host as HTMLElement);
  return new Promise((resolve) => {
    const stops = new Disposer();
    const want = () => {
      stops.dispose();
      resolve();
    };
    for (const type of INTEREST) stops.listen(host, type, want, { capture: true });
    stops.listen(view, 'hashchange', () => {
      if (isLightboxDeepLink(view.location.hash)) want();
    });
  });
}

/**
 * Until the element is defined, a plain click on one of the host's items opens nothing yet: it is
 * kept for the element. Should the code fail instead, the kept click is made again, and the
 * browser opens the file.
 */
function holdClicksUntilCode(host: HTMLElement): void {
  const stops = new Disposer();
  stops.listen<MouseEvent>(host, 'click', (event) => {
    const link = plainClickedLink(host, event);
    if (!link || lightboxItemKind(link.getAttribute('href'), link.ownerDocument.baseURI) === undefined) return;
    event.preventDefault();
    keepClickBeforeCode(host, link);
  });
  void customElements.whenDefined(host.localName).then(() => stops.dispose());
  const failed = new MutationObserver(() => {
    if (!host.hasAttribute(FAILED_ATTRIBUTE)) return;
    stops.dispose();
    takeClickBeforeCode(host)?.click();
  });
  failed.observe(host, { attributeFilter: [FAILED_ATTRIBUTE] });
  stops.add(() => failed.disconnect());
}
