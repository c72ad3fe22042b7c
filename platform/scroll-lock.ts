// Keeps the page from scrolling behind a modal layer (off-canvas popups, the lightbox viewer). Layers
// can stack (a lightbox opened from an open panel), so the lock counts its holders: the page is
// released when the last one lets go, whatever the order they close in.

interface SavedStyles {
  overflow: string;
  gutter: string;
  /** iOS only: the body's inline position, top and width, and where the page stood. */
  body?: { position: string; top: string; width: string; scrollY: number };
}

let holders = 0;
let saved: SavedStyles | undefined;

/**
 * iOS Safari scrolls the page under a touch even with `overflow: hidden` on the root: there the body
 * is pinned in place (`position: fixed` at the current offset) and the offset is given back on release.
 */
function pinsBody(): boolean {
  const { platform, maxTouchPoints } = navigator;
  return /^(iPhone|iPad|iPod)/.test(platform) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

function lock(): SavedStyles {
  const root = document.documentElement;
  const body = document.body;
  // Read before anything changes: a pinned body leaves the page nothing to scroll.
  const pageY = scrollY;
  const styles: SavedStyles = {
    overflow: root.style.overflow,
    gutter: root.style.getPropertyValue('scrollbar-gutter'),
  };
  // The scrollbar's room stays, so nothing shifts sideways.
  root.style.setProperty('scrollbar-gutter', 'stable');
  root.style.overflow = 'hidden';
  if (body && pinsBody()) {
    styles.body = { position: body.style.position, top: body.style.top, width: body.style.width, scrollY: pageY };
    body.style.position = 'fixed';
    body.style.top = `${-pageY}px`;
    body.style.width = '100%';
  }
  return styles;
}

function release(styles: SavedStyles): void {
  const root = document.documentElement;
  root.style.overflow = styles.overflow;
  root.style.setProperty('scrollbar-gutter', styles.gutter);
  if (styles.body) {
    Object.assign(document.body.style, {
      position: styles.body.position,
      top: styles.body.top,
      width: styles.body.width,
    });
    scrollTo({ top: styles.body.scrollY, behavior: 'instant' });
  }
}

/** Holds the page still until the returned release is called (a second call of it does nothing). */
export function lockPageScroll(): () => void {
  if (holders === 0) saved = lock();
  holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0 && saved) {
      release(saved);
      saved = undefined;
    }
  };
}
