// After the visitor's answer the banner goes, and the focus on its button would fall to <body> (the
// next Tab then starts at the end of the page). It goes back to where the visitor was before
// entering the banner, else to the start of the main content (docs/REFERENCE.md, "Focus after an
// answer"). The first frame and the element use the same rule.

export interface FocusOrigin {
  /** The page's control focus came from when it last entered the banner, if any. */
  origin(): HTMLElement | undefined;
  stop(): void;
}

/** Kept on the host (a symbol of the global registry): the element, taking over from the first frame after the
 * visitor entered it, still knows where the visitor came from. */
const ORIGIN = Symbol.for('ws.consent-banner.focus-origin');
type OriginHost = HTMLElement & { [ORIGIN]?: HTMLElement };

/** Watches focus entering `host` (its shadow root included) from the page, and keeps where it came from. */
export function watchFocusOrigin(host: HTMLElement): FocusOrigin {
  const onFocusIn = (event: FocusEvent) => {
    // Seen from the host, a move between the banner's own controls comes from the host itself.
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && from !== host && !host.contains(from)) (host as OriginHost)[ORIGIN] = from;
  };
  host.addEventListener('focusin', onFocusIn);
  return { origin: () => (host as OriginHost)[ORIGIN], stop: () => host.removeEventListener('focusin', onFocusIn) };
}

/** Whether focus is in the banner, or fell to nothing as the banner closed: only then is it moved. */
function focusWasInBanner(host: HTMLElement): boolean {
  const active = host.ownerDocument.activeElement;
  return active === null || active === host.ownerDocument.body || active === host || host.contains(active);
}

/** The start of the page's main content: `<main>` (or `role=main`), made focusable by script only. */
function mainContent(doc: Document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

/** Moves focus out of a closing banner: to `origin` if it is still there to take it, else to the main content. */
export function returnFocusFromBanner(host: HTMLElement, origin: HTMLElement | undefined): void {
  if (!focusWasInBanner(host)) return;
  const doc = host.ownerDocument;
  if (origin?.isConnected && !host.contains(origin) && origin.checkVisibility()) {
    origin.focus({ preventScroll: true });
    if (doc.activeElement === origin) return;
  }
  mainContent(doc)?.focus({ preventScroll: true });
}
