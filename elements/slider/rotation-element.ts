// The behaviour of <ws-slider> and <ws-testimonials> (kit/define.ts `extend`): which child is shown,
// when rotation runs (rules.ts `rotates`: the visitor's pause, pointer, focus, a playing video, out
// of view), what the slides say to assistive technology, which images load, and the video flags.
// Data flows one way: the React view (rotation-view.tsx) renders what this publishes and forwards the
// visitor's intent (step, show, togglePlay) back here.
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import { pageLanguage, prefersReducedMotion, watchReducedMotion } from '../../platform/environment.ts';
import { emit } from '../../platform/events.ts';
import { swipeDirection } from '../../platform/gestures.ts';
import { viewChannel } from '../kit/view-channel.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  liveRegionMode,
  pauseButtonAction,
  rotates,
  rotationSettings,
  sliderTexts,
  slidesToLoad,
  stepIndex,
  targetIndex,
  type RotationHolds,
  type RotationSettings,
  type StepCause,
} from './rules.ts';
import type { sliderAttributes } from './schema.ts';
import { Disposer } from '../../platform/disposer.ts';

export type RotationKind = 'slider' | 'testimonials';
/** What paused or played it: the rotation control, a page script, or keyboard focus coming in (pause only). */
export type ToggleCause = 'button' | 'script' | 'focus';

export interface RotationView {
  kind: RotationKind;
  /** The child shown, from 0. */
  index: number;
  count: number;
  /** Rotation runs now (nothing holds it). */
  rotating: boolean;
  /** What the pause/play button does when pressed. */
  action: 'pause' | 'play';
  live: 'off' | 'polite';
  settings: RotationSettings;
  /** With smooth height: the current slide's height in px, for the viewport (undefined: as tall as the tallest). */
  viewportHeight: number | undefined;
}

/** What the view and page scripts may call. */
export interface RotationHost extends WsElementBase {
  readonly rotationView: RotationView;
  subscribe(listener: () => void): () => void;
  /** The child shown, from 0. */
  readonly index: number;
  next(): void;
  previous(): void;
  goTo(n: number): void;
  pause(): void;
  play(): void;
  /** The visitor's intent, from the view. */
  step(direction: 'next' | 'previous', cause: StepCause): void;
  show(index: number, cause: StepCause): void;
  togglePlay(): void;
}

export interface RotationChangeDetail<Cause extends StepCause = StepCause> {
  /** From 0. */
  index: number;
  count: number;
  cause: Cause;
}

export interface RotationToggleDetail {
  cause: ToggleCause;
}

/** Slides without a role of their own: they are named groups. */
const GENERIC_BOXES = new Set(['DIV', 'SPAN', 'SECTION']);

/** Children that are not content: they never become slides. */
const NOT_SLIDES = new Set(['TEMPLATE', 'SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT']);

/** A value in a warning: a number as written, anything else by its type (a script may pass objects that cannot become
 * text). */
function describeValue(value: unknown): string {
  return typeof value === 'number'
    ? String(value)
    : typeof value === 'string'
      ? JSON.stringify(value.slice(0, 40))
      : typeof value;
}

export function withRotation(
  kind: RotationKind,
  fallbackSpeedMs: number,
): (Base: WsElementConstructor) => WsElementConstructor {
  return (Base) => {
    class RotationElement extends Base implements RotationHost {
      #channel = viewChannel();
      #view: RotationView | undefined;
      #index = 0;
      #slides: HTMLElement[] = [];
      /** The visitor's (or a script's) play: rotation runs although autoplay is off or motion is reduced. */
      #playWanted = false;
      #pausedByVisitor = false;
      /** Played while focus was inside: that focus holds it no more, until focus leaves. */
      #playedWithFocusInside = false;
      #pointerInside = false;
      #focusInside = false;
      #videoPlaying = false;
      #outOfView = false;
      #timer: ReturnType<typeof setTimeout> | undefined;
      #viewportHeight: number | undefined;
      /** The labels this element gave its slides: only those are renewed and taken back. */
      #ownLabels = new WeakSet<HTMLElement>();
      /** The slides this element made focusable to keep focus on them: only those lose it again. */
      #ownTabIndex = new WeakSet<HTMLElement>();
      /** Players the visitor focused (YouTube, Vimeo): only those are stopped when their slide leaves. */
      #engagedFrames = new WeakSet<HTMLIFrameElement>();
      #stops = new Disposer();
      #heightObserver: ResizeObserver | undefined;
      #observedSlide: HTMLElement | undefined;

      get rotationView(): RotationView {
        const settings = this.#currentSettings();
        if (this.#view?.settings === settings) return this.#view;
        const holds = this.#holds();
        const rotating = rotates(holds);
        return (this.#view = {
          kind,
          index: this.#index,
          count: this.#slides.length,
          rotating,
          action: pauseButtonAction(holds),
          live: liveRegionMode(rotating),
          settings,
          viewportHeight: this.#viewportHeight,
        });
      }

      // A bound function: React's useSyncExternalStore calls it on its own.
      subscribe = this.#channel.subscribe;

      get index(): number {
        return this.#index;
      }

      next(): void {
        this.step('next', 'script');
      }

      previous(): void {
        this.step('previous', 'script');
      }

      goTo(n: number): void {
        const index = targetIndex(n, this.#slides.length);
        if (index === undefined) {
          warnerFor(this)(`goTo(${describeValue(n)}): no such slide; there are ${this.#slides.length}, counted from 0`);
          return;
        }
        this.show(index, 'script');
      }

      pause(): void {
        this.#pause('script');
      }

      play(): void {
        this.#play('script');
      }

      togglePlay(): void {
        if (this.rotationView.action === 'pause') this.#pause('button');
        else this.#play('button');
      }

      step(direction: 'next' | 'previous', cause: StepCause): void {
        const index = stepIndex(this.#index, this.#slides.length, direction);
        if (index !== undefined) this.show(index, cause);
      }

      show(index: number, cause: StepCause): void {
        if (index === this.#index || index < 0 || index >= this.#slides.length) return;
        const leaving = this.#slides[this.#index];
        // Focus in the slide that leaves (a swipe, a script) would fall to the page's start when it turns inert: it
        // moves to the new slide.
        const focusLeaves = leaving?.matches(':focus-within') ?? false;
        this.#index = index;
        if (leaving && this.#currentSettings().pauseForVideo) this.#stopMedia(leaving);
        this.#videoPlaying = this.#currentVideoPlays();
        this.#applySlides();
        if (focusLeaves) this.#focusSlide(this.#slides[index]!);
        this.#measureHeight();
        this.#update();
        emit(this, `ws-${kind}-change`, { index, count: this.#slides.length, cause });
      }

      #pause(cause: ToggleCause): void {
        if (this.rotationView.action === 'play') return;
        this.#pausedByVisitor = true;
        this.#playWanted = false;
        this.#update();
        emit(this, `ws-${kind}-pause`, { cause });
      }

      #play(cause: ToggleCause): void {
        if (this.rotationView.action === 'pause') return;
        this.#pausedByVisitor = false;
        this.#playWanted = true;
        // Started with focus inside (the rotation control pressed by keyboard): focus no longer holds it.
        this.#playedWithFocusInside = this.#focusInside;
        this.#update();
        emit(this, `ws-${kind}-play`, { cause });
      }

      #holds(): RotationHolds {
        return {
          autoplay: this.#currentSettings().autoplay || this.#playWanted,
          pausedByVisitor: this.#pausedByVisitor,
          pointerInside: this.#pointerInside,
          focusInside: this.#focusInside && !this.#playedWithFocusInside,
          videoPlaying: this.#videoPlaying,
          outOfView: this.#outOfView,
          single: this.#slides.length < 2,
        };
      }

      /** Every attribute checked once per change, each problem warned once per element. */
      #currentSettings(): RotationSettings {
        // <ws-testimonials>' schema is a part of the slider's (label, speed): the rules read both.
        const reducedMotion = prefersReducedMotion();
        return settingsOf<typeof sliderAttributes, RotationSettings>(
          this,
          (attributes, warn) => rotationSettings(attributes, fallbackSpeedMs, reducedMotion, warn),
          reducedMotion,
        );
      }

      /** Renders the change and sets the clock: one full interval from now while nothing holds rotation. */
      #update(): void {
        this.#render();
        clearTimeout(this.#timer);
        this.#timer = undefined;
        if (!this.isConnected || !this.rotationView.rotating) return;
        this.#timer = setTimeout(() => this.step('next', 'auto'), this.#currentSettings().speedMs);
      }

      override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
        super.attributeChangedCallback(name, oldValue, newValue);
        if (this.#stops.active) this.#update();
      }

      override enteredPageCallback(): void {
        super.enteredPageCallback();
        const listen = this.#stops.listen.bind(this.#stops);
        // On the element itself (its slides are slotted, outside React's tree): keys act on this slider only.
        listen<KeyboardEvent>(this, 'keydown', (event) => this.#onKey(event));
        let swipeStart: { x: number; y: number } | undefined;
        listen<PointerEvent>(this, 'pointerdown', (event) => {
          // Touch and pen swipe; a mouse has the buttons (dragging text must stay selecting text).
          swipeStart = event.pointerType === 'mouse' ? undefined : { x: event.clientX, y: event.clientY };
        });
        listen<PointerEvent>(this, 'pointercancel', () => (swipeStart = undefined));
        listen<PointerEvent>(this, 'pointerup', (event) => {
          const start = swipeStart;
          swipeStart = undefined;
          const inControls = event
            .composedPath()
            .some((node) => node instanceof Element && node.getAttribute('part') === 'controls');
          if (!start || inControls) return;
          const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, 'horizontal');
          if (direction) this.step(direction, 'swipe');
        });
        listen<PointerEvent>(this, 'pointerenter', () => this.#hold(() => (this.#pointerInside = true)));
        listen<PointerEvent>(this, 'pointerleave', () => this.#hold(() => (this.#pointerInside = false)));
        listen<FocusEvent>(this, 'focusin', (event) => {
          const target = event.composedPath()[0];
          // A visitor in a YouTube or Vimeo player: its slide leaving stops it.
          if (target instanceof HTMLIFrameElement) this.#engagedFrames.add(target);
          // Keyboard focus coming in stops rotation for good, as the APG carousel asks (README,
          // "Rotation"): only the rotation control starts it again. A click's focus only holds it.
          const from = event.relatedTarget;
          const entering = !(from instanceof Node && (from === this || this.contains(from)));
          if (entering && target instanceof Element && target.matches(':focus-visible')) this.#pause('focus');
          this.#hold(() => (this.#focusInside = true));
        });
        // Focus moving within the slider fires focusout then focusin: decide once it has landed.
        listen<FocusEvent>(this, 'focusout', () =>
          queueMicrotask(() =>
            this.#hold(() => {
              this.#focusInside = this.matches(':focus-within');
              if (!this.#focusInside) this.#playedWithFocusInside = false;
            }),
          ),
        );
        // Media events do not bubble; the capture phase passes the host on its way to the video.
        const onMedia = () => this.#hold(() => (this.#videoPlaying = this.#currentVideoPlays()));
        for (const type of ['play', 'playing', 'pause', 'ended']) listen(this, type, onMedia, { capture: true });
        listen(document, 'visibilitychange', () =>
          this.#hold(() => (this.#outOfView = document.visibilityState === 'hidden')),
        );
        // Reduced motion turned on while the page is open stops autoplay and animation at once (and off, brings them
        // back).
        this.#stops.add(watchReducedMotion(() => this.#update()));

        const visibility = new IntersectionObserver(([entry]) =>
          this.#hold(() => (this.#outOfView = !entry?.isIntersecting || document.visibilityState === 'hidden')),
        );
        visibility.observe(this);
        const children = new MutationObserver(() => this.#collectSlides());
        children.observe(this, { childList: true });
        this.#heightObserver = new ResizeObserver(() => this.#measureHeight());
        this.#stops.add(
          () => visibility.disconnect(),
          () => children.disconnect(),
          () => this.#heightObserver?.disconnect(),
          () => (this.#observedSlide = undefined),
        );
        this.#collectSlides();
      }

      override leftPageCallback(): void {
        this.#stops.dispose();
        clearTimeout(this.#timer);
        this.#timer = undefined;
        for (const slide of this.#slides) this.#releaseSlide(slide);
        super.leftPageCallback();
      }

      /**
       * ArrowLeft/Right, Home and End on the slider's own buttons; on the picker, focus follows the
       * slide shown (as in a tab list). Keys in a slide stay the content's: moving the slide would
       * make the focused link inert and drop focus to the page.
       */
      #onKey(event: KeyboardEvent): void {
        const moves: Record<string, () => void> = {
          ArrowRight: () => this.step('next', 'key'),
          ArrowLeft: () => this.step('previous', 'key'),
          Home: () => this.show(0, 'key'),
          End: () => this.show(this.#slides.length - 1, 'key'),
        };
        const move = moves[event.key];
        const target = event.composedPath()[0];
        if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (!(target instanceof Element) || target.getRootNode() !== this.shadowRoot) return;
        event.preventDefault();
        move();
        const picker = this.shadowRoot?.querySelector('[part="picker"]');
        if (target instanceof HTMLElement && picker && target.parentElement === picker)
          (picker.children[this.#index] as HTMLElement | undefined)?.focus();
      }

      /** Changes one hold; rotation stopping or starting is followed (the live region, the clock), anything else
       * changes nothing. */
      #hold(change: () => void): void {
        const before = rotates(this.#holds());
        change();
        if (rotates(this.#holds()) !== before) this.#update();
      }

      /** Renders a change that leaves the clock as it is. */
      #render(): void {
        this.#view = undefined;
        this.#channel.publish();
      }

      #collectSlides(): void {
        const slides = [...this.children].filter(
          (child): child is HTMLElement =>
            child instanceof HTMLElement && !NOT_SLIDES.has(child.tagName) && !child.hasAttribute('slot'),
        );
        for (const gone of this.#slides) if (!slides.includes(gone)) this.#releaseSlide(gone);
        const current = this.#slides[this.#index];
        this.#slides = slides;
        // The slide shown stays shown when others come or go; if it went, the one now in its place.
        const kept = current ? slides.indexOf(current) : -1;
        this.#index = kept >= 0 ? kept : Math.min(this.#index, Math.max(0, slides.length - 1));
        this.#applySlides();
        this.#measureHeight();
        this.#update();
      }

      /** Marks each child: shown or hidden (inert: out of the tab order and the accessibility tree), its name and role,
       * its images' loading. */
      #applySlides(): void {
        const texts = sliderTexts(pageLanguage(this));
        const count = this.#slides.length;
        const load = new Set(slidesToLoad(this.#index, count));
        this.#slides.forEach((slide, index) => {
          const current = index === this.#index;
          slide.dataset.wsSlide = current ? 'current' : 'hidden';
          slide.inert = !current;
          // A generic box becomes a group; a figure, quote or article keeps its own role (a figure with a caption may
          // take no other).
          if (GENERIC_BOXES.has(slide.tagName)) slide.setAttribute('role', 'group');
          slide.setAttribute('aria-roledescription', kind === 'slider' ? texts.slide : texts.quote);
          if (!slide.hasAttribute('aria-label') || this.#ownLabels.has(slide)) {
            slide.setAttribute('aria-label', texts.position(index, count));
            this.#ownLabels.add(slide);
          }
          // The next slide's pictures load now, just before they are needed (the author marks them lazy).
          if (load.has(index))
            for (const image of slide.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
              image.loading = 'eager';
        });
      }

      /** Focus on a slide (made focusable for it, not a Tab stop): a screen reader reads it, and rotation stays held.
       */
      #focusSlide(slide: HTMLElement): void {
        if (!slide.hasAttribute('tabindex')) {
          slide.tabIndex = -1;
          this.#ownTabIndex.add(slide);
        }
        slide.focus({ preventScroll: true });
      }

      /** Takes back what #applySlides set: the child is the author's again. */
      #releaseSlide(slide: HTMLElement): void {
        if (this.#ownTabIndex.delete(slide)) slide.removeAttribute('tabindex');
        delete slide.dataset.wsSlide;
        slide.inert = false;
        if (GENERIC_BOXES.has(slide.tagName)) slide.removeAttribute('role');
        slide.removeAttribute('aria-roledescription');
        if (this.#ownLabels.has(slide)) slide.removeAttribute('aria-label');
        this.#ownLabels.delete(slide);
      }

      /** With smooth height, the viewport takes the current slide's height (and follows it when it changes). */
      #measureHeight(): void {
        const observer = this.#heightObserver;
        const slide = this.#slides[this.#index];
        if (!observer || !this.#currentSettings().smoothHeight || !slide) {
          if (this.#viewportHeight !== undefined) {
            this.#viewportHeight = undefined;
            this.#render();
          }
          return;
        }
        // Observed again only when the slide changed: observing inside the observer's own callback would loop.
        if (slide !== this.#observedSlide) {
          observer.disconnect();
          observer.observe(slide);
          this.#observedSlide = slide;
        }
        const height = slide.getBoundingClientRect().height;
        if (height !== this.#viewportHeight) {
          this.#viewportHeight = height;
          this.#render();
        }
      }

      #currentVideoPlays(): boolean {
        if (!this.#currentSettings().pauseForVideo) return false;
        const slide = this.#slides[this.#index];
        return [...(slide?.querySelectorAll('video') ?? [])].some((video) => !video.paused && !video.ended);
      }

      /** A leaving slide's videos pause; its players the visitor used stop (reloading them is the one way without their
       * script API). */
      #stopMedia(slide: HTMLElement): void {
        for (const video of slide.querySelectorAll('video')) if (!video.paused) video.pause();
        for (const frame of slide.querySelectorAll('iframe')) {
          if (!this.#engagedFrames.has(frame) || !frame.hasAttribute('src')) continue;
          this.#engagedFrames.delete(frame);
          frame.setAttribute('src', frame.getAttribute('src')!);
        }
      }
    }
    return RotationElement;
  };
}
