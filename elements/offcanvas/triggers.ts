// The automatic triggers of <ws-offcanvas> (docs/RULES.md#off-canvas): each one calls `fire` with
// its cause; arming returns the function that disarms them all.
import { PAGE_LOAD_DELAY_MS, type OffcanvasConfig, type ScrollPosition } from './rules.ts';
import { Disposer } from '../../platform/disposer.ts';
import { clickTriggerAt } from './click-trigger.ts';

export type TriggerCause = 'page-load' | 'time-on-page' | 'scroll' | 'exit-intent' | 'inactivity' | 'click';

/** What resets the inactivity timer. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'touchstart', 'scroll', 'pointerdown', 'wheel'] as const;

/** The scroll offset in pixels that a position means on this page now. */
function scrollOffset(position: ScrollPosition, doc: Document = document): number {
  if (position.unit === 'px') return position.value;
  const scrollable = doc.documentElement.scrollHeight - window.innerHeight;
  return (Math.max(0, scrollable) * position.value) / 100;
}

function validSelector(selector: string, field: string, doc: Document): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    console.warn(
      `<ws-offcanvas> field "${field}" is not a valid CSS selector: ${JSON.stringify(selector)}; that trigger is off`,
    );
    return false;
  }
}

/** `sinceReleaseMs`: how long ago the consent banner let the triggers go (time on page counts from then). */
export function armTriggers(
  triggers: OffcanvasConfig['triggers'],
  fire: (cause: TriggerCause) => void,
  doc: Document = document,
  sinceReleaseMs = 0,
): () => void {
  const disarms = new Disposer();
  const listen = <K extends keyof WindowEventMap>(
    target: Window | Document,
    type: K,
    listener: (event: WindowEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ) => disarms.listen(target, type, listener, options);
  const after = (ms: number, cause: TriggerCause) => {
    const timer = setTimeout(() => fire(cause), ms);
    disarms.add(() => clearTimeout(timer));
  };

  if (triggers.pageLoad) after(PAGE_LOAD_DELAY_MS, 'page-load');
  if (triggers.timeOnPageMs !== undefined) after(Math.max(0, triggers.timeOnPageMs - sinceReleaseMs), 'time-on-page');

  const scroll = triggers.scroll;
  if (scroll?.to === 'position') {
    let last = window.scrollY;
    const check = () => {
      const now = window.scrollY;
      const offset = scrollOffset(scroll.position, doc);
      const movingDown = now > last;
      // Down: once the page is scrolled past the offset. Up: when scrolling upwards above it.
      if (scroll.direction === 'down' && movingDown && now >= offset) fire('scroll');
      if (scroll.direction === 'up' && now < last && now <= offset) fire('scroll');
      last = now;
    };
    listen(window, 'scroll', check, { passive: true });
  } else if (scroll?.to === 'element' && validSelector(scroll.selector, 'scroll_element', doc)) {
    const target = doc.querySelector(scroll.selector);
    if (!target) {
      console.warn(
        '<ws-offcanvas> field "scroll_element": nothing in the page matches ' +
          `${JSON.stringify(scroll.selector)}; that trigger is off`,
      );
    } else {
      let lastY = window.scrollY;
      const observer = new IntersectionObserver((records) => {
        const movingUp = window.scrollY < lastY;
        lastY = window.scrollY;
        if (!records.some((record) => record.isIntersecting)) return;
        if (scroll.direction === 'up' ? movingUp : !movingUp) fire('scroll');
      });
      observer.observe(target);
      disarms.add(() => observer.disconnect());
    }
  }

  if (triggers.exitIntent) {
    let fired = false;
    // The pointer leaving through the top of the window (towards tabs, address bar, close button).
    listen(doc, 'mouseout', (event) => {
      const mouse = event as MouseEvent;
      if (fired || mouse.relatedTarget || mouse.clientY > 0) return;
      fired = true;
      fire('exit-intent');
    });
  }

  if (triggers.inactivityMs !== undefined) {
    const wait = triggers.inactivityMs;
    let timer = setTimeout(() => fire('inactivity'), wait);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fire('inactivity'), wait);
    };
    for (const type of ACTIVITY_EVENTS)
      listen(type === 'scroll' ? window : doc, type, reset, { passive: true, capture: true });
    disarms.add(() => clearTimeout(timer));
  }

  const selector = triggers.clickSelector;
  if (selector && validSelector(selector, 'on_click_element', doc)) {
    listen(doc, 'click', (event) => {
      const trigger = clickTriggerAt(event.target, selector);
      if (!trigger) return;
      // A link that only opens the panel must not also jump or navigate.
      if (trigger instanceof HTMLAnchorElement) event.preventDefault();
      fire('click');
    });
  }

  return () => disarms.dispose();
}
