// Keeps the page from scrolling behind a modal layer (off-canvas popups, the lightbox viewer). Layers
// can stack (a lightbox opened from an open panel), so the lock counts its holders: the page is
// released when the last one lets go, whatever the order they close in.

/** Each holder, with the layer whose touches may still scroll (its own content). */
const holders = new Map<symbol, Element | undefined>();
let saved: { overflow: string; gutter: string } | undefined;

/**
 * iOS Safari (before 16) scrolls the page under a moving finger even with `overflow: hidden` on the
 * root. There a one-finger move outside the open layers is stopped instead; the page's scroll
 * position never changes (pinning the body would jump it to the top and tell every scroll listener),
 * and two fingers still zoom.
 */
function touchScrollsPage(): boolean {
  const { platform, maxTouchPoints } = navigator;
  return /^(iPhone|iPad|iPod)/.test(platform) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

function stopTouchOutsideLayers(event: TouchEvent): void {
  if (event.touches.length > 1) return;
  const path = event.composedPath();
  if ([...holders.values()].some((layer) => layer && path.includes(layer))) return;
  event.preventDefault();
}

function lock(): void {
  const root = document.documentElement;
  saved = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
  // The scrollbar's room stays, so nothing shifts sideways.
  root.style.setProperty('scrollbar-gutter', 'stable');
  root.style.overflow = 'hidden';
  if (touchScrollsPage()) document.addEventListener('touchmove', stopTouchOutsideLayers, { passive: false });
}

function release(): void {
  const root = document.documentElement;
  root.style.overflow = saved?.overflow ?? '';
  root.style.setProperty('scrollbar-gutter', saved?.gutter ?? '');
  saved = undefined;
  document.removeEventListener('touchmove', stopTouchOutsideLayers);
}

/**
 * Holds the page still until the returned release is called (a second call of it does nothing).
 * `layer` is the holder's own element: on iOS, touches inside it still scroll its content.
 */
export function lockPageScroll(layer?: Element): () => void {
  if (holders.size === 0) lock();
  const holder = Symbol('scroll lock holder');
  holders.set(holder, layer);
  return () => {
    if (!holders.delete(holder)) return;
    if (holders.size === 0) release();
  };
}
