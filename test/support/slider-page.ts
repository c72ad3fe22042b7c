// What the <ws-slider> and <ws-testimonials> element tests share: a page built synchronously (the
// kit renders in the upgrade's own task, so no waiting is needed and hand-driven timers can be in
// place before the element arms its clock), the parts and states read as strings (comparing DOM
// nodes can hang the runner), the events as lines, and pointer gestures.
import type { WsSliderElement } from '../../elements/slider/define.ts';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { manualTimers, type ManualTimers } from './manual-timers.ts';
import { afterThisTask } from './tasks.ts';

export type RotationElement = WsSliderElement;

const pages: HTMLElement[] = [];

/** The markup in a div appended to the body, every element upgraded and rendered when it resolves. */
export async function rotationPage<T extends HTMLElement = RotationElement>(
  markup: string,
  selector = 'ws-slider, ws-testimonials',
): Promise<{ page: HTMLElement; el: T; all: T[] }> {
  const page = document.createElement('div');
  page.innerHTML = markup;
  document.body.append(page);
  await afterThisTask();
  pages.push(page);
  const all = [...page.querySelectorAll<T>(selector)];
  for (const el of all)
    if (!el.shadowRoot?.querySelector('.carousel')) throw new Error(`${el.localName} did not render in its upgrade`);
  return { page, el: all[0]!, all };
}

let timers: ManualTimers | undefined;
/** Hand-driven timers for one test, in place before the element arms its clock; restored after the test. */
export const handDriven = (): ManualTimers => (timers = manualTimers());

// Root-level hook: every test's pages leave (their elements stop their clocks and observers), the
// real timers come back, and the motion preference is the default again.
afterEach(async () => {
  for (const page of pages.splice(0)) page.remove();
  timers?.restore();
  timers = undefined;
  await emulateMedia({ reducedMotion: 'no-preference' });
});

/** Plain slides: `<div>Folie n</div>`. */
export const plainSlides = (count: number): string =>
  Array.from({ length: count }, (_, index) => `<div>Folie ${index + 1}</div>`).join('');

export const part = <T extends Element = HTMLElement>(el: Element, selector: string): T => {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`${el.localName}: no ${selector} in the shadow root`);
  return found;
};
export const carousel = (el: Element): HTMLElement => part(el, '.carousel');
export const viewport = (el: Element): HTMLElement => part(el, '[part="viewport"]');
export const rotationButton = (el: Element): HTMLButtonElement => part(el, '[part="rotation-button"]');
export const nextButton = (el: Element): HTMLButtonElement => part(el, '[part="next-button"]');
export const previousButton = (el: Element): HTMLButtonElement => part(el, '[part="previous-button"]');
export const pickerDots = (el: Element): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="picker"] button'),
];

/** The pause/play button's name (its visually hidden text; the icon is aria-hidden). */
export const buttonName = (el: Element): string => rotationButton(el).textContent ?? '';

/** Each child's state, e.g. "current hidden hidden", with "+inert" where it is inert. */
export const slideStates = (el: Element): string =>
  [...el.children]
    .map((slide) => `${(slide as HTMLElement).dataset.wsSlide ?? '-'}${(slide as HTMLElement).inert ? '+inert' : ''}`)
    .join(' ');

/** What has focus, read as a string: the shadow root's focused control's part or label, or the light DOM element's tag and id. */
export function focused(el: Element): string {
  const inside = el.shadowRoot!.activeElement;
  if (inside) return inside.getAttribute('part') ?? inside.getAttribute('aria-label') ?? inside.localName;
  const active = document.activeElement;
  return active ? `${active.localName}${active.id ? `#${active.id}` : ''}` : 'none';
}

/** The element's events as lines: "change 1 auto", "pause button", "play script". */
export function recordEvents(el: Element): string[] {
  const lines: string[] = [];
  const kind = el.localName.replace(/^ws-/, '');
  el.addEventListener(`ws-${kind}-change`, (event) => {
    const { index, count, cause } = (event as CustomEvent<{ index: number; count: number; cause: string }>).detail;
    lines.push(`change ${index}/${count} ${cause}`);
  });
  for (const what of ['pause', 'play'])
    el.addEventListener(`ws-${kind}-${what}`, (event) =>
      lines.push(`${what} ${(event as CustomEvent<{ cause: string }>).detail.cause}`),
    );
  return lines;
}

/** The runner's own command timeout (20 s): sendKeys under hand-driven timers leaves it pending there. */
const RUNNER_COMMAND_TIMEOUT_MS = 20_000;

/** The element's pending timers (the runner's own command timeout left out). */
export const clock = (timers: ManualTimers): number[] =>
  timers.pending().filter((ms) => ms < RUNNER_COMMAND_TIMEOUT_MS);

/** A pointer press and release (touch unless said otherwise), as a finger moves from one point to another. */
export function swipe(
  target: Element,
  from: { x: number; y: number },
  to: { x: number; y: number },
  pointerType = 'touch',
): void {
  const init = { bubbles: true, composed: true, cancelable: true, pointerType, pointerId: 7, isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from.x, clientY: from.y, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: to.x, clientY: to.y, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to.x, clientY: to.y }));
}

/** The pointer entering and leaving the element (what a mouse over it fires). */
export const pointerEnter = (el: Element): boolean =>
  el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
export const pointerLeave = (el: Element): boolean =>
  el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));

/** Focus moves are followed in a microtask (focusout then focusin): let it run. */
export const focusSettled = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

/** Rounded rectangle of `inner` relative to `outer`: "x,y wxh". */
export function placeOf(inner: Element, outer: Element): string {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return `${Math.round(a.left - b.left)},${Math.round(a.top - b.top)} ${Math.round(a.width)}x${Math.round(a.height)}`;
}

export const sizeOf = (element: Element): string => {
  const rect = element.getBoundingClientRect();
  return `${Math.round(rect.width)}x${Math.round(rect.height)}`;
};

/**
 * For one describe block: `tag`, never defined, styled with an element's reserve CSS (the box before
 * its code arrives), so a test can compare it with the upgraded element; the viewport is reset after.
 */
export function useReserveProbe(
  tag: string,
  reserve: Record<string, string> | undefined,
  reserveWhileLoading: Record<string, string>,
): void {
  const probeSheet = new CSSStyleSheet();
  probeSheet.replaceSync(reserveStylesFor([{ tag: tag as `ws-${string}`, reserve, reserveWhileLoading }]));
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, probeSheet];
  });
  after(async () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probeSheet);
    await setViewport({ width: 800, height: 600 });
  });
}
