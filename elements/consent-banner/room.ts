// While the banner shows at the bottom of the screen, the page keeps the banner's height free: the
// browser scrolls a focused control above it (scroll-padding), the page's end can scroll clear of it
// (a spacer after the page), a control focused partly under it is scrolled clear, and the visitor's
// first Tab lands in the banner, as if it came first (docs/ACCESSIBILITY.md, "Focus never under the
// banner"). The first frame starts it when it paints, so the room is there from the first paint; the
// element keeps that same watcher (room-keeper.ts). One watcher per page, a newer banner takes it over.
import { bannerRoomBelow } from './rules.ts';

interface Watcher {
  host: HTMLElement;
  stop(): void;
}

let current: Watcher | undefined;

/** The focusable controls of the open banner, in order. */
function bannerControls(banner: Element): HTMLElement[] {
  return [...banner.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')].filter(
    (control) => control.checkVisibility(),
  );
}

/** Starts keeping the page clear of `host`'s open banner (once per host); returns the stop. */
export function keepPageClearOfBanner(host: HTMLElement): () => void {
  const doc = host.ownerDocument;
  const root = host.shadowRoot;
  if (current?.host === host) return current.stop;
  // A banner already taken out of the page (its keeper came late) takes nothing over from the one in it.
  if (!root || !host.isConnected) return () => {};
  current?.stop();
  const html = doc.documentElement;
  let pageScrollPadding = '';
  const spacer = doc.createElement('div');
  spacer.setAttribute('aria-hidden', 'true');
  spacer.setAttribute('data-ws-banner-room', '');
  let banner: Element | null = null;
  let room = 0;
  // Until focus has been anywhere in the page, the first Tab goes to the banner.
  let focusMoved = doc.activeElement !== null && doc.activeElement !== doc.body;

  const apply = (next: number) => {
    if (next === room) return;
    const ours = `${room}px`;
    // The page's own value is kept, and given back unless the page has set another since.
    if (room === 0) pageScrollPadding = html.style.scrollPaddingBlockEnd;
    else if (html.style.scrollPaddingBlockEnd !== ours) pageScrollPadding = html.style.scrollPaddingBlockEnd;
    room = next;
    // For what sticks in the screen and cannot be scrolled clear (docs/ACCESSIBILITY.md#focus-never-under-the-banner).
    html.style.setProperty('--ws-banner-room', `${room}px`);
    if (room === 0) {
      html.style.scrollPaddingBlockEnd = pageScrollPadding;
      spacer.remove();
      return;
    }
    html.style.scrollPaddingBlockEnd = `${room}px`;
    spacer.style.blockSize = `${room}px`;
    if (spacer.parentNode !== doc.body) doc.body.append(spacer);
  };
  let stopped = false;
  const measure = () => {
    // A frame or resize asked for before the stop would otherwise put the room back for good.
    if (stopped) return;
    const box = banner?.checkVisibility() ? banner.getBoundingClientRect() : undefined;
    apply(box ? bannerRoomBelow(box.top, box.bottom, innerHeight) : 0);
  };
  const resize = new ResizeObserver(measure);
  /** Observes the open banner (the observer measures it whenever the browser has laid it out anew). */
  const follow = () => {
    const open = root!.querySelector('section[part~="banner"]');
    if (open === banner) return;
    if (banner) resize.unobserve(banner);
    banner = open;
    if (banner) resize.observe(banner);
  };
  function update() {
    follow();
    measure();
  }
  const onFocusIn = (event: FocusEvent) => {
    focusMoved = true;
    const control = event.composedPath()[0];
    if (room === 0 || !(control instanceof Element) || control === host || host.shadowRoot?.contains(control)) return;
    // Chromium scrolls a control that is partly on screen no further: partly under the banner, it is brought clear.
    requestAnimationFrame(() => {
      const box = control.getBoundingClientRect();
      if (room > 0 && box.bottom > innerHeight - room && box.top < innerHeight)
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (focusMoved || event.key !== 'Tab' || event.shiftKey || event.defaultPrevented || !banner) return;
    const first = bannerControls(banner)[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const mutations = new MutationObserver(update);
  mutations.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden'] });
  addEventListener('resize', update);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);
  // Measured in the next frame, before it is laid out and painted: the first paint has the room, and nothing forces a
  // layout of its own while the page is still parsing.
  follow();
  requestAnimationFrame(measure);

  const stop = () => {
    stopped = true;
    mutations.disconnect();
    resize.disconnect();
    removeEventListener('resize', update);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown);
    apply(0);
    if (current?.stop === stop) current = undefined;
  };
  current = { host, stop };
  return stop;
}
