// Keeps the page from scrolling behind a modal layer (off-canvas popups, the lightbox viewer).

/** Locks the page's scrolling; the scrollbar's room stays, so nothing shifts. Returns the unlock. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previous = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
  root.style.setProperty('scrollbar-gutter', 'stable');
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous.overflow;
    root.style.setProperty('scrollbar-gutter', previous.gutter);
  };
}
