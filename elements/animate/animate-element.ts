// The behaviour of <ws-animate> (kit/define.ts `extend`): when the content waits, plays and ends.
// The content is never hidden by CSS that applies before this code runs; this class holds it
// invisible (in place) only when motion is allowed (platform/motion.ts) and it has not played. It starts
// once the content is in the view (IntersectionObserver, the offset as root margin) and the page's
// 300 ms after load are over, then the delay, then the CSS animation; once per element.
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import { emit } from '../../platform/events.ts';
import { afterLoadDelay, motionAllowed, watchMotion } from '../../platform/motion.ts';
import { viewChannel } from '../kit/view-channel.ts';
import { warnerFor } from '../../platform/warn.ts';
import {
  animateSettings,
  endsAtOnce,
  mayStart,
  phaseAtUpgrade,
  rootMarginFor,
  type AnimatePhase,
  type AnimateSettings,
} from './rules.ts';
import type { animateAttributes } from './schema.ts';
import { Disposer } from '../../platform/disposer.ts';

export interface AnimateView {
  phase: AnimatePhase;
  settings: AnimateSettings;
}

export interface AnimateHost extends WsElementBase {
  readonly animateView: AnimateView;
  subscribe(listener: () => void): () => void;
}

export interface AnimateInDetail {
  animation: AnimateSettings['animation'];
}

/** Content this much in view counts as wholly in view (subpixel sizes never reach exactly 1): it starts whatever the
 * offset. */
const WHOLLY_IN_VIEW_RATIO = 0.98;

export function withAnimation(Base: WsElementConstructor): WsElementConstructor {
  class AnimateElement extends Base implements AnimateHost {
    #channel = viewChannel();
    #view: AnimateView | undefined;
    /** Before the first page entry: the phase is decided there (motion is known only then). */
    #phase: AnimatePhase | undefined;
    #played = false;
    #inView = false;
    #afterLoad = false;
    #timer: ReturnType<typeof setTimeout> | undefined;
    /** Motion and focus watchers: until the final state. */
    #stops = new Disposer();
    /** The view observers and the load wait: until the start. */
    #waits = new Disposer();

    subscribe = this.#channel.subscribe;

    get animateView(): AnimateView {
      const settings = this.#currentSettings();
      if (this.#view?.settings !== settings) this.#view = { phase: this.#phase ?? 'done', settings };
      return this.#view;
    }

    #currentSettings(): AnimateSettings {
      return settingsOf<typeof animateAttributes, AnimateSettings>(this, animateSettings);
    }

    override enteredPageCallback(): void {
      super.enteredPageCallback();
      const warn = warnerFor(this);
      this.#setPhase(phaseAtUpgrade(motionAllowed(warn), this.#played));
      if (this.#phase === 'done') return;

      this.#stops.add(watchMotion(() => this.#endIfNeeded(motionAllowed(warn))));
      const onFocus = () => this.#endIfNeeded(true, true);
      this.addEventListener('focusin', onFocus);
      this.#stops.add(() => this.removeEventListener('focusin', onFocus));

      const seen = (entries: IntersectionObserverEntry[]) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          this.#inView = true;
          this.#tryStart();
        }
      };
      // The offset as the view's bottom edge moved up; content that is wholly in view (short, at the page's end) starts
      // too.
      const offsetLine = new IntersectionObserver(seen, {
        rootMargin: rootMarginFor(this.#currentSettings().offset, innerHeight),
      });
      const whole = new IntersectionObserver(
        (entries) => seen(entries.filter((entry) => entry.intersectionRatio >= WHOLLY_IN_VIEW_RATIO)),
        { threshold: WHOLLY_IN_VIEW_RATIO },
      );
      offsetLine.observe(this);
      whole.observe(this);
      this.#waits.add(
        () => offsetLine.disconnect(),
        () => whole.disconnect(),
      );

      let left = false;
      this.#waits.add(() => (left = true));
      void afterLoadDelay().then(() => {
        if (left) return;
        this.#afterLoad = true;
        this.#tryStart();
      });
    }

    override leftPageCallback(): void {
      this.#waits.dispose();
      this.#stops.dispose();
      clearTimeout(this.#timer);
      this.#timer = undefined;
      // Back in the page later, content that started (#played) is in its final place at once; waiting content waits
      // again.
      this.#inView = false;
      this.#afterLoad = false;
      super.leftPageCallback();
    }

    #tryStart(): void {
      if (!mayStart({ phase: this.#phase ?? 'done', inView: this.#inView, afterLoad: this.#afterLoad })) return;
      // Observed and waited for: motion and focus may still end it early.
      this.#waits.dispose();
      const { delayMs } = this.#currentSettings();
      if (delayMs > 0) this.#timer = setTimeout(() => this.#run(), delayMs);
      else this.#run();
    }

    #run(): void {
      this.#played = true;
      this.#setPhase('running');
      const { durationMs, animation } = this.#currentSettings();
      this.#timer = setTimeout(() => {
        this.#finish();
        emit(this, 'ws-animate-in', { animation });
      }, durationMs);
    }

    /** Ends a waiting or running animation in its final state when motion is no longer allowed or focus came inside. */
    #endIfNeeded(motion: boolean, focusInside = false): void {
      if (!endsAtOnce({ phase: this.#phase ?? 'done', motionAllowed: motion, focusInside })) return;
      this.#played = true;
      this.#finish();
    }

    #finish(): void {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#waits.dispose();
      this.#stops.dispose();
      this.#setPhase('done');
    }

    #setPhase(phase: AnimatePhase): void {
      if (phase === this.#phase) return;
      this.#phase = phase;
      this.#view = undefined;
      this.#channel.publish();
    }
  }
  return AnimateElement;
}
