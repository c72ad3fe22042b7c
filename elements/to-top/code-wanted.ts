// When <ws-to-top> needs its code: once the page has been scrolled past the point where the link
// shows. Until then the link could not show, so a visitor who reads only the first screen never
// fetches it. Small and without imports: the shell carries it (shell/registry.ts).

/** The link becomes active after scrolling more than 200 px (docs/RULES.md#page-helpers). */
export const TO_TOP_SHOW_AFTER_PX = 200;

/** Longest wait for the first frame: a background tab may never run animation frames. */
const FIRST_FRAME_WAIT_MS = 100;

/**
 * Resolves when the page is scrolled past the point (soon after the first frame when it already
 * is); `onWait` first when it is not. The position is read once the first frame is on screen: read
 * earlier, while the page still parses, it forces the layout of the whole page inside a script,
 * seconds on a page of thousands of elements (docs/REFERENCE.md, "Very many elements").
 */
export function whenScrolledPast(element: Element, onWait: () => void): Promise<void> {
  const view = element.ownerDocument.defaultView ?? window;
  return new Promise((resolve) => {
    let done = false;
    const scrolledPast = () => {
      if (done || view.scrollY <= TO_TOP_SHOW_AFTER_PX) return false;
      done = true;
      view.removeEventListener('scroll', onScroll);
      resolve();
      return true;
    };
    const onScroll = () => void scrolledPast();
    view.addEventListener('scroll', onScroll, { passive: true });
    let decided = false;
    const decide = () => {
      if (decided) return;
      decided = true;
      if (!scrolledPast()) onWait();
    };
    view.setTimeout(decide, FIRST_FRAME_WAIT_MS);
    view.requestAnimationFrame(() => view.setTimeout(decide, 0));
  });
}
