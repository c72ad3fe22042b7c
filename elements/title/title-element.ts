// The behaviour of <ws-title> (kit/define.ts `extend`). The heading is the author's (light DOM):
// - Rotating words: the `[data-rotate]` element's text is replaced by a visually hidden text with
//   every word (what a screen reader reads, once) and an aria-hidden stack of the words in one grid
//   cell (as wide as the widest: no layout shift), one shown. The clock runs only while nothing
//   holds it (rules.ts `rotates`); a pause button stops it for good (WCAG 2.2.2).
// - Highlight: an aria-hidden SVG stroke in the `[data-highlight]` element, drawn once when it is in
//   view after the page's 300 ms after load; drawn at once without motion. The stroke (title-highlight.ts,
//   with its CSS) is a module fetched only for a title with a highlight; the state is marked at once.
// Leaving the page gives the author's markup back. The view (title-view.tsx) renders the button.
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import { emit } from '../../platform/events.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { afterLoadDelay, motionAllowed, watchMotion } from '../../platform/motion.ts';
import { viewChannel } from '../kit/view-channel.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  lettersOf,
  nextWordIndex,
  pauseButtonAction,
  pauseButtonShown,
  rotates,
  rotationWords,
  spokenWords,
  stepMs,
  TITLE_TEXTS,
  titleSettings,
  type TitleHighlight,
  type TitleHolds,
  type TitleSettings,
} from './rules.ts';
import type { titleAttributes } from './schema.ts';
import { Disposer } from '../../platform/disposer.ts';

export interface TitleView {
  showButton: boolean;
  action: 'pause' | 'play';
  label: string;
}

export interface TitleHost extends WsElementBase {
  readonly titleView: TitleView;
  subscribe(listener: () => void): () => void;
  togglePlay(): void;
}

export interface TitleChangeDetail {
  /** From 0, the heading's own word first. */
  index: number;
  word: string;
}

export interface TitleToggleDetail {
  cause: 'button';
}

/** The highlight starts drawing when the word is this far into the view: seen, not at the very edge. */
const HIGHLIGHT_VIEW_MARGIN = '0px 0px -10% 0px';

/** The stroke, a chunk of its own: only a title with `highlight` fetches it. */
const loadStroke = () => import('./title-highlight.ts');

export function withTitle(Base: WsElementConstructor): WsElementConstructor {
  class TitleElement extends Base implements TitleHost {
    #channel = viewChannel();
    #view: TitleView | undefined;
    #words: string[] = [];
    #index = 0;
    #rotateTarget: HTMLElement | undefined;
    /** The author's markup inside `[data-rotate]`, given back when the element leaves. */
    #authored: Node[] = [];
    #wordBoxes: HTMLElement[] = [];
    #highlightTarget: HTMLElement | undefined;
    #strokeStops = new Disposer();
    #motion = false;
    #started = false;
    #pausedByVisitor = false;
    #pointerInside = false;
    #focusInside = false;
    /** Until the observer has said otherwise. */
    #outOfView = true;
    #inView = false;
    #highlightInView = false;
    #timer: ReturnType<typeof setTimeout> | undefined;
    #stops = new Disposer();

    subscribe = this.#channel.subscribe;

    get titleView(): TitleView {
      if (this.#view) return this.#view;
      const action = pauseButtonAction(this.#pausedByVisitor);
      const texts = TITLE_TEXTS[pageLanguage(this)];
      return (this.#view = {
        showButton: pauseButtonShown({ motionAllowed: this.#motion, wordCount: this.#words.length }),
        action,
        label: action === 'pause' ? texts.pause : texts.play,
      });
    }

    togglePlay(): void {
      this.#pausedByVisitor = !this.#pausedByVisitor;
      this.#update(true);
      emit(this, this.#pausedByVisitor ? 'ws-title-pause' : 'ws-title-play', { cause: 'button' });
    }

    #currentSettings(): TitleSettings {
      return settingsOf<typeof titleAttributes, TitleSettings>(this, titleSettings);
    }

    #holds(): TitleHolds {
      return {
        motionAllowed: this.#motion,
        started: this.#started,
        wordCount: this.#words.length,
        pausedByVisitor: this.#pausedByVisitor,
        pointerInside: this.#pointerInside,
        focusInside: this.#focusInside,
        outOfView: this.#outOfView,
      };
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      if (!this.#stops.active) return;
      // Words, effect or highlight changed: built again from the author's markup.
      this.#release();
      this.#build();
      this.#drawIfDue();
      this.#update(true);
    }

    override enteredPageCallback(): void {
      super.enteredPageCallback();
      const warn = warnerFor(this);
      this.#motion = motionAllowed(warn);
      this.#build();
      const listen = this.#stops.listen.bind(this.#stops);
      listen(this, 'pointerenter', () => this.#hold(() => (this.#pointerInside = true)));
      listen(this, 'pointerleave', () => this.#hold(() => (this.#pointerInside = false)));
      listen(this, 'focusin', () => this.#hold(() => (this.#focusInside = true)));
      // Focus moving within fires focusout then focusin: decide once it has landed.
      listen(this, 'focusout', () =>
        queueMicrotask(() => this.#hold(() => (this.#focusInside = this.matches(':focus-within')))),
      );
      listen(document, 'visibilitychange', () =>
        this.#hold(() => (this.#outOfView = document.visibilityState === 'hidden' || !this.#inView)),
      );

      const view = new IntersectionObserver(([entry]) => {
        this.#inView = entry?.isIntersecting ?? false;
        this.#hold(() => (this.#outOfView = !this.#inView || document.visibilityState === 'hidden'));
      });
      view.observe(this);
      const highlightView = new IntersectionObserver(
        (entries) => {
          this.#highlightInView = entries.some((entry) => entry.isIntersecting);
          this.#drawIfDue();
        },
        { rootMargin: HIGHLIGHT_VIEW_MARGIN },
      );
      if (this.#highlightTarget) highlightView.observe(this.#highlightTarget);
      this.#stops.add(
        () => view.disconnect(),
        () => highlightView.disconnect(),
        watchMotion(() => {
          const motion = motionAllowed(warn);
          if (motion === this.#motion) return;
          this.#motion = motion;
          if (!motion) this.#showStill();
          this.#update(true);
        }),
      );
      let left = false;
      this.#stops.add(() => (left = true));
      void afterLoadDelay().then(() => {
        if (left) return;
        this.#hold(() => (this.#started = true));
        this.#drawIfDue();
      });
      this.#update(true);
    }

    override leftPageCallback(): void {
      this.#stops.dispose();
      clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#release();
      this.#started = false;
      this.#outOfView = true;
      super.leftPageCallback();
    }

    /** Builds the word stack and the stroke in the author's heading, from its markup and the settings. */
    #build(): void {
      const settings = this.#currentSettings();
      const warn = warnerFor(this);
      this.#rotateTarget = this.querySelector<HTMLElement>('[data-rotate]') ?? undefined;
      this.#highlightTarget = this.querySelector<HTMLElement>('[data-highlight]') ?? undefined;
      this.#words = [];
      this.#index = 0;
      if (this.#rotateTarget) {
        this.#words = rotationWords(settings.listedWords, this.#rotateTarget.textContent ?? '');
        if (this.#words.length > 1) this.#buildWords(this.#rotateTarget, settings);
      } else if (this.hasAttribute('words'))
        warn('has words but no [data-rotate] element in its heading: nothing rotates');
      if (settings.highlight && this.#highlightTarget) this.#buildStroke(this.#highlightTarget, settings.highlight);
      else if (settings.highlight)
        warn('has a highlight but no [data-highlight] element in its heading: nothing is drawn');
      this.#view = undefined;
      this.#channel.publish();
    }

    #buildWords(target: HTMLElement, settings: TitleSettings): void {
      this.#authored = [...target.childNodes];
      const spoken = document.createElement('span');
      spoken.dataset.wsSpoken = '';
      spoken.textContent = spokenWords(this.#words);
      const stack = document.createElement('span');
      stack.dataset.wsWords = '';
      stack.dataset.wsEffect = settings.effect;
      stack.setAttribute('aria-hidden', 'true');
      // CSSOM, not a style attribute: a strict CSP allows it.
      stack.style.setProperty('--_ws-title-effect-delay', `${settings.effectDelayMs}ms`);
      this.#wordBoxes = this.#words.map((word) => {
        const box = document.createElement('span');
        if (settings.effect === 'type') {
          box.append(
            ...lettersOf(word).map((letter, index) => {
              const span = document.createElement('span');
              span.dataset.wsLetter = '';
              span.style.setProperty('--_ws-title-letter', String(index));
              span.textContent = letter;
              return span;
            }),
          );
        } else box.textContent = word;
        return box;
      });
      stack.append(...this.#wordBoxes);
      target.replaceChildren(spoken, stack);
      this.#showStill();
    }

    /** Marks the word's state now; the stroke joins it when its module has come (drawing then if the draw is already
     * due). */
    #buildStroke(target: HTMLElement, highlight: TitleHighlight): void {
      target.dataset.wsHighlight = this.#motion ? 'waiting' : 'still';
      let released = false;
      this.#strokeStops.add(() => (released = true));
      loadStroke().then(
        ({ drawStroke }) => {
          if (!released) this.#strokeStops.add(drawStroke(target, highlight));
        },
        () => warnerFor(this)('the highlight stroke could not load: the word stands unmarked'),
      );
    }

    /** Gives the author's markup back: the heading's own word, no stroke, no marks. */
    #release(): void {
      if (this.#rotateTarget && this.#wordBoxes.length > 0) this.#rotateTarget.replaceChildren(...this.#authored);
      this.#authored = [];
      this.#wordBoxes = [];
      this.#strokeStops.dispose();
      if (this.#highlightTarget) delete this.#highlightTarget.dataset.wsHighlight;
    }

    /** The first word, standing still (the upgrade, and whenever motion stops being allowed); a stroke not yet drawn is
     * drawn at once. */
    #showStill(): void {
      this.#index = 0;
      this.#wordBoxes.forEach((box, index) => (box.dataset.wsWord = index === 0 ? 'first' : ''));
      if (!this.#motion && this.#highlightTarget?.dataset.wsHighlight === 'waiting')
        this.#highlightTarget.dataset.wsHighlight = 'still';
    }

    #drawIfDue(): void {
      const target = this.#highlightTarget;
      if (!target || target.dataset.wsHighlight !== 'waiting' || !this.#started || !this.#highlightInView) return;
      target.dataset.wsHighlight = this.#motion ? 'drawing' : 'still';
    }

    /** Changes one hold; only rotation starting or stopping resets the clock. */
    #hold(change: () => void): void {
      const before = rotates(this.#holds());
      change();
      if (rotates(this.#holds()) !== before) this.#update(false);
    }

    /** Renders (when `render`) and sets the clock: the word shown stays a full display time from now while nothing
     * holds rotation. */
    #update(render: boolean): void {
      if (render) {
        this.#view = undefined;
        this.#channel.publish();
      }
      clearTimeout(this.#timer);
      this.#timer = undefined;
      if (!this.isConnected || !rotates(this.#holds())) return;
      this.#timer = setTimeout(() => this.#advance(), this.#currentSettings().displayMs);
    }

    #advance(): void {
      const leaving = this.#index;
      this.#index = nextWordIndex(leaving, this.#words.length);
      this.#wordBoxes.forEach(
        (box, index) => (box.dataset.wsWord = index === this.#index ? 'in' : index === leaving ? 'out' : ''),
      );
      const word = this.#words[this.#index]!;
      this.#timer = setTimeout(
        () => this.#advance(),
        stepMs(this.#currentSettings().effect, word, this.#currentSettings()),
      );
      emit(this, 'ws-title-change', { index: this.#index, word });
    }
  }
  return TitleElement;
}
