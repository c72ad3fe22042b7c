// The behaviour of <ws-scroll-sections> (kit/define.ts `extend`): which mode it is in (stepped or
// ordinary flow), which section is shown (read from the page's scroll position, the one source of
// truth), where wheel, keys, swipes, the dot navigation, focus and the address take it, and what the
// sections say to assistive technology. A step scrolls the page to the section's offset; the
// sticky sections (styles.ts) do the rest on the compositor. Data flows one way: the React view
// (scroll-sections-view.tsx) renders what this publishes and forwards clicks to `show`.
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import { emit, isPlainClick } from '../../platform/events.ts';
import { pageLanguage, topCover } from '../../platform/environment.ts';
import { swipeDirection } from '../../platform/gestures.ts';
import { motionAllowed, watchMotion } from '../../platform/motion.ts';
import { viewChannel } from '../kit/view-channel.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  arrivalTarget,
  ARRIVAL_HOLD_MS,
  EDGE_TOLERANCE_PX,
  fillsViewport,
  focusOffset,
  geometryOf,
  isPageKey,
  keyAction,
  MAX_STEP_SCROLL_MS,
  sectionAt,
  sectionForHash,
  sectionHeight,
  sectionName,
  sectionsMode,
  SCROLL_SECTIONS_TEXTS,
  scrollSectionsSettings,
  startsWheelGesture,
  stepTarget,
  wheelMayStep,
  type ScrollSectionsSettings,
  type SectionsGeometry,
  type SectionsMode,
  type StepAction,
  type StepTarget,
} from './rules.ts';
import type { scrollSectionsAttributes } from './schema.ts';
import { Disposer } from '../../platform/disposer.ts';
import { GENERIC_BOXES, sectionsOf, wideMedia } from './sections.ts';

export type ScrollSectionsCause = 'wheel' | 'key' | 'swipe' | 'nav' | 'focus' | 'hash' | 'link' | 'scroll' | 'script';

export interface ScrollSectionsChangeDetail {
  /** From 0. */
  index: number;
  /** The section's id ('' when it has none). */
  id: string;
  cause: ScrollSectionsCause;
}

export interface ScrollSectionsView {
  mode: SectionsMode;
  index: number;
  sections: Array<{ id: string; name: string }>;
}

/** What the view and page scripts may call. */
export interface ScrollSectionsHost extends WsElementBase {
  readonly sectionsView: ScrollSectionsView;
  subscribe(listener: () => void): () => void;
  readonly index: number;
  readonly mode: SectionsMode;
  next(): void;
  previous(): void;
  goTo(n: number): void;
  /** The visitor's choice in the navigation (or a script's). */
  show(index: number, cause: ScrollSectionsCause): void;
}

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
/** Roles whose keys are their own (arrows, Space, Home/End move inside them). */
const KEY_WIDGET_ROLES = new Set([
  'slider',
  'spinbutton',
  'listbox',
  'combobox',
  'menu',
  'menubar',
  'tablist',
  'tree',
  'treegrid',
  'grid',
  'radiogroup',
  'textbox',
  'scrollbar',
  'application',
  'option',
  'tab',
  'menuitem',
  'radio',
  'switch',
  'checkbox',
]);
/** Elements whose keys are their own. */
const KEY_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'AUDIO', 'VIDEO', 'IFRAME', 'OBJECT', 'EMBED']);

/** Whether a box between the event's target and the element scrolls further that way itself (a long table, a code
 * block). */
function scrollsInside(path: EventTarget[], host: HTMLElement, down: boolean): boolean {
  for (const node of path) {
    if (node === host || !(node instanceof HTMLElement)) break;
    if (node.scrollHeight <= node.clientHeight + 1 || !/auto|scroll/.test(getComputedStyle(node).overflowY)) continue;
    if (down ? node.scrollTop + node.clientHeight < node.scrollHeight - 1 : node.scrollTop > 0) return true;
  }
  return false;
}

/** A value in a warning: a number as written, anything else by its type. */
const describeValue = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : typeof value === 'string'
      ? JSON.stringify(value.slice(0, 40))
      : typeof value;

export function withScrollSections(Base: WsElementConstructor): WsElementConstructor {
  class ScrollSectionsElement extends Base implements ScrollSectionsHost {
    #channel = viewChannel();
    #view: ScrollSectionsView | undefined;
    #sections: HTMLElement[] = [];
    #mode: SectionsMode = 'flow';
    #index = 0;
    #geometry: SectionsGeometry = geometryOf([], 0, 0);
    /** Where sections stick, px from the window's top. */
    #stickTop = 0;
    /** A step on its way (a smooth scroll): scroll positions on the way do not change the section. */
    #pending: (StepTarget & { until: number }) | undefined;
    /**
     * Arriving with a section's address: the browser's own (smooth) jump to the anchor, which cannot
     * know sticky sections, goes on moving the page while it loads and after this code arrives; the
     * section holds until ARRIVAL_HOLD_MS after both, or until the visitor acts.
     */
    #arrival: { index: number; until: number } | undefined;
    #lastStepAt = -Infinity;
    #lastWheelAt = -Infinity;
    #lastDeltaY = 0;
    /** The current wheel gesture left the element (before the first or after the last section): the page scrolls it. */
    #wheelPassing = false;
    #touch: { x: number; y: number; take?: boolean } | undefined;
    #frame = 0;
    #stops = new Disposer();
    #ownLabels = new WeakSet<HTMLElement>();
    #ownRoles = new WeakSet<HTMLElement>();
    #ownTabIndex = new WeakSet<HTMLElement>();
    #sectionResize: ResizeObserver | undefined;

    subscribe = this.#channel.subscribe;

    get sectionsView(): ScrollSectionsView {
      if (this.#view) return this.#view;
      const texts = SCROLL_SECTIONS_TEXTS[pageLanguage(this)];
      return (this.#view = {
        mode: this.#mode,
        index: this.#index,
        sections: this.#sections.map((section, index) => ({
          id: section.id,
          name: sectionName(this.#naming(section), index, texts),
        })),
      });
    }

    get index(): number {
      return this.#index;
    }

    get mode(): SectionsMode {
      return this.#mode;
    }

    next(): void {
      this.#step('next', 'script');
    }

    previous(): void {
      this.#step('previous', 'script');
    }

    goTo(n: number): void {
      if (!Number.isInteger(n) || n < 0 || n >= this.#sections.length) {
        warnerFor(this)(
          `goTo(${describeValue(n)}): no such section; there are ${this.#sections.length}, counted from 0`,
        );
        return;
      }
      this.show(n, 'script');
    }

    show(index: number, cause: ScrollSectionsCause): void {
      const section = this.#sections[index];
      if (!section) return;
      if (this.#mode === 'flow') {
        section.scrollIntoView({ block: 'start' });
        return;
      }
      const instant = cause === 'hash' || cause === 'focus';
      this.#go({ index, offset: this.#geometry.tops[index]! }, cause, instant);
      // From the navigation or a link, focus goes to the section, as after a jump to an anchor: Tab continues there.
      if (cause === 'nav' || cause === 'link') this.#focusSection(section);
    }

    #currentSettings(): ScrollSectionsSettings {
      return settingsOf<typeof scrollSectionsAttributes, ScrollSectionsSettings>(this, scrollSectionsSettings);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      if (this.#stops.active) this.#applyMode();
    }

    override enteredPageCallback(): void {
      super.enteredPageCallback();
      // Read first: measuring the sections below may already show (and address) the one in view.
      const arrivalHash = location.hash;
      const listen = this.#stops.listen.bind(this.#stops);
      // Not passive: a step takes the wheel event (the page must not scroll on by itself as well).
      listen<WheelEvent>(this, 'wheel', (event) => this.#onWheel(event), { passive: false });
      listen<TouchEvent>(this, 'touchstart', (event) => this.#onTouchStart(event), { passive: true });
      listen<TouchEvent>(this, 'touchmove', (event) => this.#onTouchMove(event), { passive: false });
      listen<TouchEvent>(this, 'touchend', (event) => this.#onTouchEnd(event));
      listen<TouchEvent>(this, 'touchcancel', () => (this.#touch = undefined));
      listen<FocusEvent>(this, 'focusin', (event) => this.#onFocusIn(event));
      // On the document: keys also act with focus on the page's body while the sections fill the window.
      listen<KeyboardEvent>(document, 'keydown', (event) => this.#onKey(event));
      // Capture: a link to a section acts before the shell's smooth anchor scrolling (which cannot know sticky
      // sections).
      listen<MouseEvent>(document, 'click', (event) => this.#onDocumentClick(event), { capture: true });
      listen(window, 'hashchange', () => this.#openHash('hash'));
      listen(window, 'scroll', () => this.#scheduleFrame(), { passive: true });
      listen(window, 'resize', () => this.#applyMode());
      const wide = () => this.#applyMode();
      this.#stops.add(watchMotion(wide));
      this.#sectionResize = new ResizeObserver(() => this.#measure());
      const children = new MutationObserver(() => this.#collect());
      children.observe(this, { childList: true });
      this.#stops.add(
        () => this.#sectionResize?.disconnect(),
        () => children.disconnect(),
        () => cancelAnimationFrame(this.#frame),
      );
      this.#collect();
      this.#arrive(arrivalHash, listen);
    }

    override leftPageCallback(): void {
      this.#stops.dispose();
      this.#pending = undefined;
      for (const section of this.#sections) this.#releaseSection(section);
      this.#sections = [];
      this.removeAttribute('data-ws-mode');
      this.removeAttribute('data-ws-height');
      super.leftPageCallback();
    }

    // -----------------------------------------------------------------------------------------
    // Sections, mode and geometry

    #collect(): void {
      const sections = sectionsOf(this);
      for (const gone of this.#sections) if (!sections.includes(gone)) this.#releaseSection(gone);
      const shown = this.#sections[this.#index];
      this.#sections = sections;
      const kept = shown ? sections.indexOf(shown) : -1;
      this.#index = kept >= 0 ? kept : Math.min(this.#index, Math.max(0, sections.length - 1));
      const texts = SCROLL_SECTIONS_TEXTS[pageLanguage(this)];
      const warn = warnerFor(this);
      this.#sectionResize?.disconnect();
      sections.forEach((section, index) => {
        if (!section.id)
          warn(`section ${index + 1} has no id: the address cannot follow it, and it has no link in the navigation`);
        // A named region: the author's name wins; else the heading's text (or "Abschnitt n").
        if (GENERIC_BOXES.has(section.tagName) && !section.hasAttribute('role')) {
          section.setAttribute('role', 'region');
          this.#ownRoles.add(section);
        }
        if (
          (!section.hasAttribute('aria-label') && !section.hasAttribute('aria-labelledby')) ||
          this.#ownLabels.has(section)
        ) {
          section.setAttribute(
            'aria-label',
            sectionName(
              { dataName: section.dataset.name, heading: section.querySelector(HEADING)?.textContent },
              index,
              texts,
            ),
          );
          this.#ownLabels.add(section);
        }
        this.#sectionResize?.observe(section);
      });
      this.#applyMode();
    }

    #naming(section: HTMLElement) {
      const label = this.#ownLabels.has(section) ? undefined : section.getAttribute('aria-label');
      return { dataName: section.dataset.name, ariaLabel: label, heading: section.querySelector(HEADING)?.textContent };
    }

    #applyMode(): void {
      if (!this.isConnected) return;
      const settings = this.#currentSettings();
      const wide = typeof matchMedia === 'function' && matchMedia(wideMedia(settings.breakPointPx)).matches;
      const mode = sectionsMode({ wide, motionAllowed: motionAllowed(warnerFor(this)), count: this.#sections.length });
      const height = sectionHeight(wide, settings.fullHeightMobile);
      if (height === 'content') this.removeAttribute('data-ws-height');
      else this.setAttribute('data-ws-height', height);
      const changed = mode !== this.#mode;
      this.#mode = mode;
      this.setAttribute('data-ws-mode', mode);
      if (mode === 'stepped') this.style.setProperty('--_ws-ss-measured-top', `${topCover()}px`);
      else this.style.removeProperty('--_ws-ss-measured-top');
      this.#render();
      this.#measure();
      if (changed) this.#markSections();
      this.#onFrame();
    }

    /** Heights, one screen and the dwell, as laid out now; a section taller than a screen sticks once its end shows. */
    #measure(): void {
      const root = this.shadowRoot;
      if (this.#mode !== 'stepped' || !root) {
        for (const section of this.#sections) section.style.removeProperty('--_ws-ss-shift');
        return;
      }
      const unit = root.querySelector<HTMLElement>('.probe-screen')?.offsetHeight ?? innerHeight;
      this.#stickTop = root.querySelector<HTMLElement>('.probe-top')?.offsetHeight ?? 0;
      const dwell = root.querySelector<HTMLElement>('.dwell')?.offsetHeight ?? 0;
      const heights = this.#sections.map((section) => section.offsetHeight);
      this.#geometry = geometryOf(heights, unit, dwell);
      this.#sections.forEach((section, index) => {
        const shift = Math.min(0, unit - heights[index]!);
        if (shift < 0) section.style.setProperty('--_ws-ss-shift', `${shift}px`);
        else section.style.removeProperty('--_ws-ss-shift');
      });
    }

    /** How far the page has scrolled into the element: 0 when its top is at the line where sections stick. */
    #offset(): number {
      return this.#stickTop - this.getBoundingClientRect().top;
    }

    #scheduleFrame(): void {
      if (this.#mode !== 'stepped' || this.#frame) return;
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        this.#onFrame();
      });
    }

    /** One read per scroll frame (the element's position) and a change only when another section is shown. */
    #onFrame(): void {
      if (this.#mode !== 'stepped' || this.#sections.length === 0 || this.#holdArrival()) return;
      const offset = this.#offset();
      const pending = this.#pending;
      if (pending) {
        // On the way: the step's section stays shown until the page arrives (or the scroll was taken over and time is
        // up).
        if (Math.abs(offset - pending.offset) > EDGE_TOLERANCE_PX && performance.now() < pending.until) return;
        this.#pending = undefined;
      }
      this.#commit(sectionAt(offset, this.#geometry), 'scroll');
    }

    // -----------------------------------------------------------------------------------------
    // Steps

    #step(action: StepAction, cause: ScrollSectionsCause): boolean {
      if (this.#mode !== 'stepped') {
        // In the flow a script's next() and previous() scroll to the neighbour of the last section it asked for.
        const index = Math.min(Math.max(this.#index + (action === 'next' ? 1 : -1), 0), this.#sections.length - 1);
        if (cause !== 'script' || index === this.#index) return false;
        this.#index = index;
        this.show(index, cause);
        return true;
      }
      const target = stepTarget(action, this.#pending?.offset ?? this.#offset(), this.#geometry);
      if (!target) return false;
      const focusLeaves = this.#sectionWithFocus();
      this.#go(target, cause, false);
      if (focusLeaves !== undefined && focusLeaves !== target.index) this.#focusSection(this.#sections[target.index]!);
      return true;
    }

    /** Scrolls the page to the target's offset (smoothly unless instant) and shows its section now. */
    #go(target: StepTarget, cause: ScrollSectionsCause, instant: boolean): void {
      const now = performance.now();
      // Any other step (the visitor's, a script's) ends an arrival's hold.
      if (cause !== 'hash') this.#arrival = undefined;
      this.#lastStepAt = now;
      this.#pending = instant ? undefined : { ...target, until: now + MAX_STEP_SCROLL_MS };
      window.scrollTo({
        top: window.scrollY + target.offset - this.#offset(),
        behavior: instant ? 'instant' : 'smooth',
      });
      this.#commit(target.index, cause);
    }

    #commit(index: number, cause: ScrollSectionsCause): void {
      if (index === this.#index) return;
      this.#index = index;
      this.#markSections();
      this.#followAddress();
      this.#render();
      const id = this.#sections[index]?.id ?? '';
      emit(this, 'ws-scroll-sections-change', { index, id, cause });
    }

    /** `data-ws-section` for the page's CSS: the shown section `current`, the others `before` or `after`. */
    #markSections(): void {
      const stepped = this.#mode === 'stepped';
      this.#sections.forEach((section, index) => {
        if (!stepped) delete section.dataset.wsSection;
        else section.dataset.wsSection = index === this.#index ? 'current' : index < this.#index ? 'before' : 'after';
      });
    }

    /** The address names the shown section (replaceState: no history entry per step). */
    #followAddress(): void {
      const id = this.#sections[this.#index]?.id;
      if (!id || sectionForHash(location.hash, [id]) === 0) return;
      try {
        const url = new URL(location.href);
        url.hash = `#${id}`;
        history.replaceState(history.state, '', url.href);
      } catch {
        // A browser that limits replaceState (Safari: 100 in 30 s) keeps the last address: nothing else depends on it.
      }
    }

    /** The section the address names on arrival shows, and holds while the page still loads (see #arrival). */
    #arrive(
      hash: string,
      listen: (target: EventTarget, type: string, handler: () => void, options?: AddEventListenerOptions) => void,
    ): void {
      const index = sectionForHash(
        hash,
        this.#sections.map((section) => section.id),
      );
      if (index < 0) return;
      this.#arrival = {
        index,
        until: document.readyState === 'complete' ? performance.now() + ARRIVAL_HOLD_MS : Number.POSITIVE_INFINITY,
      };
      if (document.readyState !== 'complete') {
        listen(
          window,
          'load',
          () => {
            if (this.#arrival) this.#arrival.until = performance.now() + ARRIVAL_HOLD_MS;
            this.#holdArrival();
          },
          { once: true },
        );
      }
      // The visitor's own scrolling ends the hold (it must never fight them).
      const release = () => (this.#arrival = undefined);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
        listen(window, type, release, { capture: true, passive: true, once: true });
      this.#holdArrival();
    }

    /** While arriving: the page is put back at the named section whenever it moved away; true while the hold lasts. */
    #holdArrival(): boolean {
      const arrival = this.#arrival;
      if (!arrival || performance.now() > arrival.until) {
        this.#arrival = undefined;
        return false;
      }
      if (this.#mode !== 'stepped') return true;
      const offset = this.#geometry.tops[arrival.index]!;
      if (Math.abs(this.#offset() - offset) > EDGE_TOLERANCE_PX || this.#index !== arrival.index)
        this.#go({ index: arrival.index, offset }, 'hash', true);
      return true;
    }

    /** A hash naming a section (on arrival, typed, or from a link the shell did not take) shows it. */
    #openHash(cause: ScrollSectionsCause): void {
      const index = sectionForHash(
        location.hash,
        this.#sections.map((section) => section.id),
      );
      if (index < 0 || this.#mode !== 'stepped') return;
      // A new address naming another section is a step of its own: the arrival's hold must not pull the page back.
      if (this.#arrival && this.#arrival.index !== index) this.#arrival = undefined;
      this.#go({ index, offset: this.#geometry.tops[index]! }, cause, true);
    }

    #render(): void {
      this.#view = undefined;
      this.#channel.publish();
    }

    // -----------------------------------------------------------------------------------------
    // Input

    #onWheel(event: WheelEvent): void {
      if (
        this.#mode !== 'stepped' ||
        event.ctrlKey ||
        event.deltaY === 0 ||
        Math.abs(event.deltaX) > Math.abs(event.deltaY)
      )
        return;
      const moment = {
        now: performance.now(),
        deltaY: event.deltaY,
        lastWheelAt: this.#lastWheelAt,
        lastDeltaY: this.#lastDeltaY,
      };
      this.#lastWheelAt = moment.now;
      this.#lastDeltaY = event.deltaY;
      const fresh = startsWheelGesture(moment);
      if (fresh) this.#wheelPassing = false;
      const down = event.deltaY > 0;
      const offset = this.#offset();
      if (!fillsViewport(offset, this.#geometry) || scrollsInside(event.composedPath(), this, down)) return;
      // The rest of a gesture that already stepped (trackpad inertia, a wheel's further notches) is taken and ignored.
      if (!fresh) {
        if (!this.#wheelPassing) event.preventDefault();
        return;
      }
      if (!wheelMayStep(moment, this.#lastStepAt, this.#currentSettings().sensitivityMs)) {
        event.preventDefault();
        return;
      }
      const action = down ? 'next' : 'previous';
      if (!stepTarget(action, this.#pending?.offset ?? offset, this.#geometry)) {
        // Before the first or after the last: this gesture is the page's.
        this.#wheelPassing = true;
        return;
      }
      event.preventDefault();
      this.#step(action, 'wheel');
    }

    #onTouchStart(event: TouchEvent): void {
      const touch = event.touches[0];
      this.#touch =
        this.#mode === 'stepped' && event.touches.length === 1 && touch && fillsViewport(this.#offset(), this.#geometry)
          ? { x: touch.clientX, y: touch.clientY }
          : undefined;
    }

    /** The first move decides: a vertical move that steps within the sections is taken (no page scroll); anything else
     * is the page's. */
    #onTouchMove(event: TouchEvent): void {
      const start = this.#touch;
      const touch = event.touches[0];
      if (!start || !touch) return;
      if (start.take === undefined) {
        const dx = touch.clientX - start.x;
        const dy = touch.clientY - start.y;
        const down = dy < 0;
        start.take =
          Math.abs(dy) > Math.abs(dx) &&
          !scrollsInside(event.composedPath(), this, down) &&
          stepTarget(down ? 'next' : 'previous', this.#offset(), this.#geometry) !== undefined;
      }
      if (start.take && event.cancelable) event.preventDefault();
    }

    #onTouchEnd(event: TouchEvent): void {
      const start = this.#touch;
      this.#touch = undefined;
      const touch = event.changedTouches[0];
      if (!start?.take || !touch) return;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y, 'vertical');
      if (direction) this.#step(direction, 'swipe');
    }

    #onKey(event: KeyboardEvent): void {
      if (
        this.#mode !== 'stepped' ||
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.isComposing
      )
        return;
      const action = keyAction(event.key, event.shiftKey);
      if (!action) return;
      const active = document.activeElement;
      const inside = active !== null && (active === this || this.contains(active));
      // Focus on the page: the body, or a container around the element (a skip link's target, <main tabindex="-1">).
      const onPage =
        active === null || active === document.body || active === document.documentElement || active.contains(this);
      const arrival =
        !inside && onPage && isPageKey(event.key) ? arrivalTarget(action, this.#offset(), this.#geometry) : undefined;
      if (arrival) {
        event.preventDefault();
        this.#go(arrival, 'key', false);
        return;
      }
      if (!inside && !(onPage && fillsViewport(this.#offset(), this.#geometry))) return;
      const path = event.composedPath();
      if (this.#keysBelongTo(path, event.key, action === 'next' || action === 'last')) return;
      // A held key repeats: one step per sensitivity, the repeats in between are taken and ignored.
      const repeatTooSoon =
        event.repeat && performance.now() - this.#lastStepAt < this.#currentSettings().sensitivityMs;
      if (!stepTarget(action, this.#pending?.offset ?? this.#offset(), this.#geometry)) return;
      event.preventDefault();
      if (repeatTooSoon) return;
      const inNav = path.some((node) => node instanceof Element && node.getAttribute('part') === 'nav');
      this.#step(action, 'key');
      // In the navigation, focus follows the shown section's link.
      if (inNav) this.shadowRoot?.querySelectorAll<HTMLElement>('[part="nav-link"]')[this.#index]?.focus();
    }

    /** Keys a field, a widget, a player or a scrolling box needs stay theirs. */
    #keysBelongTo(path: EventTarget[], key: string, down: boolean): boolean {
      const target = path[0];
      if (!(target instanceof HTMLElement)) return false;
      // A control in another element's shadow root (another widget) keeps its keys; our own navigation does not.
      const root = target.getRootNode();
      if (root instanceof ShadowRoot && root !== this.shadowRoot) return true;
      if (KEY_FIELDS.has(target.tagName) || target.isContentEditable) return true;
      if ((key === ' ' || key === 'Spacebar') && target.matches('button, summary, a[href][role="button"]')) return true;
      for (const node of path) {
        if (node === this || !(node instanceof Element)) break;
        if (KEY_WIDGET_ROLES.has(node.getAttribute('role') ?? '')) return true;
      }
      return key !== 'Home' && key !== 'End' && scrollsInside(path, this, down);
    }

    /** Focus in a section that is not shown (Tab, a screen reader's focus, a script) shows it. */
    #onFocusIn(event: FocusEvent): void {
      if (this.#mode !== 'stepped') return;
      const target = event.composedPath()[0];
      const index = this.#sections.findIndex((section) => target instanceof Node && section.contains(target));
      if (index < 0 || index === (this.#pending?.index ?? this.#index)) return;
      this.#go({ index, offset: focusOffset(index, this.#offset(), this.#geometry) }, 'focus', true);
    }

    /** A link of the page to one of the sections (same page, its id in the hash) steps there. */
    #onDocumentClick(event: MouseEvent): void {
      if (this.#mode !== 'stepped' || !isPlainClick(event)) return;
      const link = (event.composedPath()[0] as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || this.shadowRoot?.contains(link)) return;
      const url = new URL(link.href, document.baseURI);
      const here = new URL(location.href);
      if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return;
      const index = sectionForHash(
        url.hash,
        this.#sections.map((section) => section.id),
      );
      if (index < 0) return;
      event.preventDefault();
      this.show(index, 'link');
    }

    #sectionWithFocus(): number | undefined {
      const active = document.activeElement;
      if (!active || !this.contains(active)) return undefined;
      const index = this.#sections.findIndex((section) => section.contains(active));
      return index < 0 ? undefined : index;
    }

    /** Focus on a section (made focusable for it, not a Tab stop): Tab continues there, a screen reader reads its name.
     */
    #focusSection(section: HTMLElement): void {
      if (!section.hasAttribute('tabindex')) {
        section.tabIndex = -1;
        this.#ownTabIndex.add(section);
      }
      section.focus({ preventScroll: true });
    }

    /** Takes back what the element set: the child is the author's again. */
    #releaseSection(section: HTMLElement): void {
      if (this.#ownTabIndex.delete(section)) section.removeAttribute('tabindex');
      if (this.#ownRoles.delete(section)) section.removeAttribute('role');
      if (this.#ownLabels.delete(section)) section.removeAttribute('aria-label');
      delete section.dataset.wsSection;
      section.style.removeProperty('--_ws-ss-shift');
      this.#sectionResize?.unobserve(section);
    }
  }
  return ScrollSectionsElement;
}
