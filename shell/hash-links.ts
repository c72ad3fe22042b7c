// Hash links (docs/REFERENCE.md#hash-links) and smooth anchor scrolling. The shell loads this chunk
// on arrival with a hash, else with the visitor's first press, key, touch or hash change. Ids from a
// hash are looked up with getElementById, never put into a selector, so a hostile hash can do nothing. What a hash asks
// for is parsed by platform/hash-actions.ts, which <ws-offcanvas> shares without this chunk.
import { isPlainClick } from '../platform/events.ts';
import { prefersReducedMotion, topCover } from '../platform/environment.ts';
import { safeUrl } from '../platform/urls.ts';
import { animateScroll } from '../platform/scroll-animation.ts';
import { hashAction, SCROLL_MARKER, type HashAction } from '../platform/hash-actions.ts';

/** Scroll-to-anchor animates 400 ms plus 450 ms (docs/RULES.md#hash-links). */
export const SCROLL_MS = 400 + 450;

interface Panel extends HTMLElement {
  readonly state: string;
  open(cause: string, options?: { lockScroll?: boolean }): void;
  close(cause: string): Promise<void>;
  toggle(cause: string, options?: { lockScroll?: boolean }): void;
}

function panelById(doc: Document, id: string): Panel | undefined {
  const element = doc.getElementById(id);
  return element?.localName === 'ws-offcanvas' ? (element as Panel) : undefined;
}

async function actOnPanels(doc: Document, action: HashAction): Promise<boolean> {
  if (action.kind === 'close-all') {
    if (!doc.querySelector('ws-offcanvas')) return false;
    await customElements.whenDefined('ws-offcanvas');
    for (const panel of doc.querySelectorAll<Panel>('ws-offcanvas')) void panel.close('hash');
    return true;
  }
  if (action.kind !== 'toggle' && action.kind !== 'open' && action.kind !== 'close') return false;
  const panel = panelById(doc, action.id);
  if (!panel) {
    console.warn(`ws: a hash link names off-canvas ${JSON.stringify(action.id)}, but no <ws-offcanvas> has that id`);
    return false;
  }
  await customElements.whenDefined('ws-offcanvas');
  if (action.kind === 'close') void panel.close('hash');
  else if (action.kind === 'open') panel.open('hash', { lockScroll: action.lockScroll });
  else panel.toggle('hash', { lockScroll: action.lockScroll });
  return true;
}

/** Scrolls so the target sits just below the fixed header; animated unless motion is reduced. */
export function scrollToTarget(target: Element, doc: Document = document): Promise<void> {
  const goal = Math.max(0, window.scrollY + target.getBoundingClientRect().top - topCover(doc));
  const focusTarget = () => {
    // Keyboard and screen-reader users continue from the target, as after a native jump.
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
    (target as HTMLElement).focus?.({ preventScroll: true });
  };
  if (prefersReducedMotion()) {
    window.scrollTo({ top: goal, behavior: 'instant' });
    focusTarget();
    return Promise.resolve();
  }
  return animateScroll(window, goal, SCROLL_MS).then(focusTarget);
}

/** The link's URL with the marker: `/leistungen/#preise` -> `/leistungen/#_preise`. */
export function markedUrl(url: URL): string {
  const marked = new URL(url.href);
  const id = marked.hash.replace(/^#_?/, '');
  marked.hash = `${SCROLL_MARKER}${id}`;
  return marked.href;
}

function onClick(event: MouseEvent, doc: Document): void {
  if (!isPlainClick(event)) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  // Links marked no-scroll are left alone, as are links inside a no-scroll area.
  if (link.closest('.no-scroll, [data-no-scroll]')) return;
  let url: URL;
  try {
    url = new URL(link.href, doc.baseURI);
  } catch {
    return;
  }
  if (!url.hash || url.hash === '#') return;
  const action = hashAction(url.hash);
  if (action.kind === 'ignore') return;
  const here = new URL(doc.URL);
  const samePage = url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  if (action.kind !== 'scroll') {
    if (!samePage) return;
    event.preventDefault();
    void actOnPanels(doc, action).then((acted) => {
      // The address shows an opened panel's hash; closing removes it again (the element does that).
      if (acted && (action.kind === 'toggle' || action.kind === 'open'))
        history.replaceState(history.state, '', url.hash);
    });
    return;
  }
  const target = samePage ? doc.getElementById(action.id) : null;
  if (target) {
    event.preventDefault();
    history.pushState(history.state, '', `#${encodeURIComponent(action.id)}`);
    void scrollToTarget(target, doc);
    return;
  }
  // The target is on another page (or behind a query string): that page opens in a new window and
  // scrolls there once loaded (docs/RULES.md#hash-links). A link already carrying the marker is a
  // plain navigation to such a page.
  if (url.hash.startsWith(`#${SCROLL_MARKER}`) && !samePage) return;
  // Only http(s) opens a window: "javascript:…#x" must not run there (the click stays the browser's).
  const destination = safeUrl(markedUrl(url));
  if ((!samePage || url.search) && destination && /^https?:/i.test(destination)) {
    event.preventDefault();
    window.open(destination, '_blank', 'noopener');
  }
}

/** `#_target` on arrival: the address says `#target`, and the page scrolls there after load. */
function scrollToMarkedTarget(doc: Document): void {
  const hash = location.hash;
  if (!hash.startsWith(`#${SCROLL_MARKER}`)) return;
  const action = hashAction(hash);
  if (action.kind !== 'scroll') return;
  history.replaceState(history.state, '', `#${encodeURIComponent(action.id)}`);
  const go = () => {
    const target = doc.getElementById(action.id);
    if (target) void scrollToTarget(target, doc);
  };
  if (doc.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

let started = false;

export function startHashLinks(doc: Document = document): void {
  if (started) return;
  started = true;
  scrollToMarkedTarget(doc);
  doc.addEventListener('click', (event) => onClick(event, doc));
  // A hash typed or set by a script: panels follow it as they follow links.
  window.addEventListener('hashchange', () => followHash(doc));
}

/** The address's hash now, for the panels (a scroll target is the browser's). */
export function followHash(doc: Document = document): void {
  const action = hashAction(location.hash);
  if (action.kind !== 'scroll') void actOnPanels(doc, action);
}
