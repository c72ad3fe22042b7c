// When <ws-to-top> needs its code: once the page has been scrolled past the point where the link
// shows. Until then the link could not show, so a visitor who reads only the first screen never
// fetches it. Small and without imports: the shell carries it (shell/registry.ts).

/** Specification: "active after scrolling more than 200 px". */
export const TO_TOP_SHOW_AFTER_PX = 200;

/** Resolves when the page is scrolled past the point (at once when it already is); `onWait` first when it is not. */
export function whenScrolledPast(element: Element, onWait: () => void): Promise<void> {
  const view = element.ownerDocument.defaultView ?? window;
  if (view.scrollY > TO_TOP_SHOW_AFTER_PX) return Promise.resolve();
  onWait();
  return new Promise((resolve) => {
    const check = () => {
      if (view.scrollY <= TO_TOP_SHOW_AFTER_PX) return;
      view.removeEventListener('scroll', check);
      resolve();
    };
    view.addEventListener('scroll', check, { passive: true });
  });
}
