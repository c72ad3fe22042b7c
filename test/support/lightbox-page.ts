// What the <ws-lightbox> element tests share: a page with wrappers, the viewer's parts read as
// strings (comparing DOM nodes can hang the runner), the events as lines, and pointer gestures.
import { fixture, html, waitUntil } from '@open-wc/testing';
import type { WsLightboxElement } from '../../elements/lightbox/define.ts';

/** A picture larger than any test viewport (4000 × 3000): it can zoom. */
export const BIG = '/test/elements/fixtures/lightbox-big.svg';
/** A picture smaller than the stage (40 × 30): it cannot. */
export const SMALL = '/test/elements/fixtures/lightbox-small.svg';
/** A picture that is not there (404). */
export const MISSING = '/test/elements/fixtures/lightbox-missing.png';

export interface LightboxPage {
  page: HTMLElement;
  /** The first wrapper. */
  el: WsLightboxElement;
  wrappers: WsLightboxElement[];
  /** Links whose click the lightbox left alone (not default-prevented): the browser would have followed them. */
  passedThrough: string[];
}

/**
 * The markup in a fixture, every wrapper rendered. A listener on the fixture, which a click reaches
 * after the wrapper's own, notes the links the lightbox left alone and then keeps the test page
 * where it is (no navigation, no javascript: URL, no hash change), except for links marked
 * `data-follow` (same-page hash links a test wants followed).
 */
export async function lightboxPage(markup: string): Promise<LightboxPage> {
  const page = await fixture<HTMLElement>(html`<div .innerHTML=${markup}></div>`);
  const passedThrough: string[] = [];
  page.addEventListener('click', (event) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!link) return;
    if (!event.defaultPrevented) passedThrough.push(link.getAttribute('href') ?? '');
    if (!link.hasAttribute('data-follow')) event.preventDefault();
  });
  const wrappers = [...page.querySelectorAll<WsLightboxElement>('ws-lightbox')];
  await waitUntil(
    () => wrappers.every((wrapper) => wrapper.shadowRoot?.querySelector('dialog')),
    'ws-lightbox did not render',
  );
  return { page, el: wrappers[0]!, wrappers, passedThrough };
}

/** Clicks a link as a mouse does (button 0, cancelable, bubbling). */
export const clickLink = (link: Element): boolean =>
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));

/** The first opening fetches the viewer's code: in a cold test server that took 5 s (esbuild compiles on request). */
export const FIRST_OPENING_MS = 10_000;

/** Clicks an item link and waits for the viewer. */
export async function clickOpen(el: Element, link: Element): Promise<void> {
  clickLink(link);
  await waitUntil(() => isOpen(el), `${link.getAttribute('href')} did not open the viewer`, {
    timeout: FIRST_OPENING_MS,
  });
}

export const viewerPart = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);
export const dialogOf = (el: Element): HTMLDialogElement => viewerPart<HTMLDialogElement>(el, 'dialog')!;
export const isOpen = (el: Element): boolean => dialogOf(el).open;
/** The polite status ("Bild 2 von 5"), or '' while closed. */
export const statusOf = (el: Element): string => viewerPart(el, '.status')?.textContent ?? '';
/** The shown picture's src attribute, or ''. */
export const shownImage = (el: Element): string => viewerPart<HTMLImageElement>(el, '.slide img.media')?.src ?? '';

/** What a control is, as a string: its part, else its label, else its classes. */
export function describeControl(element: Element | null | undefined): string {
  if (!element) return 'nothing';
  return (
    element.getAttribute('part') ?? element.getAttribute('aria-label') ?? `${element.localName}.${element.className}`
  );
}

/** The control that has focus inside the viewer, or where focus is outside it. */
export function focusedControl(el: Element): string {
  const inside = el.shadowRoot!.activeElement;
  if (inside) return describeControl(inside);
  const outside = document.activeElement;
  return `outside: ${outside?.id ? `#${outside.id}` : (outside?.localName ?? 'nothing')}`;
}

/** The item on show, as the slide has it: a picture, a video, a consent placeholder, a player or an error. */
export function shownKind(el: Element): string {
  const slide = viewerPart(el, '.slide');
  if (!slide) return 'none';
  if (slide.querySelector('.error')) return 'error';
  if (slide.querySelector('img.media')) return 'image';
  if (slide.querySelector('video')) return 'video';
  if (slide.querySelector('.ws-consent-placeholder')) return 'placeholder';
  if (slide.querySelector('iframe')) return 'player';
  return 'empty';
}

/** The shown picture, loaded (its natural size known). */
export async function imageLoaded(el: Element): Promise<HTMLImageElement> {
  await waitUntil(() => {
    const image = viewerPart<HTMLImageElement>(el, '.slide img.media');
    return image && image.complete && image.naturalWidth > 0;
  }, 'the picture did not load');
  return viewerPart<HTMLImageElement>(el, '.slide img.media')!;
}

/** The lightbox events, one line each, in order: `open werkstatt/- 2 of 4`, `change … by key`. */
export function recordEvents(target: EventTarget): string[] {
  const lines: string[] = [];
  for (const type of ['ws-lightbox-open', 'ws-lightbox-change', 'ws-lightbox-close'] as const) {
    target.addEventListener(type, (event) => {
      const detail = (
        event as CustomEvent<{ gallery?: string; linkId?: string; index: number; count: number; cause?: string }>
      ).detail;
      const cause = 'cause' in detail ? ` by ${String(detail.cause)}` : '';
      lines.push(
        `${type.slice('ws-lightbox-'.length)} ${detail.gallery ?? '-'}/${detail.linkId ?? '-'} ${detail.index} of ${detail.count}${cause}`,
      );
    });
  }
  return lines;
}

export interface PointerStep {
  x: number;
  y: number;
  id?: number;
}

function pointer(target: Element, type: string, { x, y, id = 1 }: PointerStep, pointerType: string): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerId: id,
      pointerType,
      isPrimary: id === 1,
      clientX: x,
      clientY: y,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );
}

/** One finger (or the mouse) from `from` to `to` on the stage, through a point halfway. */
export function swipe(stage: Element, from: PointerStep, to: PointerStep, pointerType = 'touch'): void {
  pointer(stage, 'pointerdown', from, pointerType);
  pointer(stage, 'pointermove', { ...from, x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, pointerType);
  pointer(stage, 'pointermove', to, pointerType);
  pointer(stage, 'pointerup', to, pointerType);
}

/** A touch tap at one point. */
export function tap(stage: Element, at: PointerStep): void {
  pointer(stage, 'pointerdown', at, 'touch');
  pointer(stage, 'pointerup', at, 'touch');
}

/** Two fingers: down at `a` and `b`, the second moves to `bTo`, both lift. */
export function pinch(stage: Element, a: PointerStep, b: PointerStep, bTo: PointerStep): void {
  pointer(stage, 'pointerdown', { ...a, id: 1 }, 'touch');
  pointer(stage, 'pointerdown', { ...b, id: 2 }, 'touch');
  pointer(stage, 'pointermove', { ...bTo, id: 2 }, 'touch');
  pointer(stage, 'pointerup', { ...bTo, id: 2 }, 'touch');
  pointer(stage, 'pointerup', { ...a, id: 1 }, 'touch');
}

/** The middle of an element's box on screen. */
export function middleOf(element: Element): PointerStep {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Back to the page's own address (no hash), without a history entry or a hashchange. */
export function clearHash(): void {
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/** React renders a gesture's or a click's state change after the event (a microtask or a task later). */
export const rendered = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The viewer's opening fade has ended (axe measures colours: half faded text has too little contrast). */
export async function viewerSettled(el: Element): Promise<void> {
  await Promise.all(
    dialogOf(el)
      .getAnimations({ subtree: true })
      .map((animation) => animation.finished),
  );
}

/** A mouse double click as the browser sends it: two presses, then dblclick. */
export function doubleClick(target: Element, at: PointerStep): void {
  for (let press = 0; press < 2; press += 1) {
    pointer(target, 'pointerdown', at, 'mouse');
    pointer(target, 'pointerup', at, 'mouse');
  }
  target.dispatchEvent(
    new MouseEvent('dblclick', {
      bubbles: true,
      composed: true,
      cancelable: true,
      clientX: at.x,
      clientY: at.y,
      detail: 2,
    }),
  );
}
