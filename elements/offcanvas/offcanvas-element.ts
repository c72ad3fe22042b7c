// The behaviour of <ws-offcanvas> that lives on the element: its state (closed, open, closing),
// open()/close()/toggle(), the display rules and counters, focus, scroll lock, push, media pause and
// the hash. The React view (offcanvas.tsx) renders the panel and reports its configuration here.
import { emit } from '../kit/events.ts';
import { prefersReducedMotion } from '../kit/environment.ts';
import type { WsElementBase, WsElementConstructor } from '../kit/define.ts';
import { animationsAllowed, enterFrames, exitFrames } from './animations.ts';
import { classifyArrival, splitTriggers, suppression, type OffcanvasConfig } from './rules.ts';
import { panelStorage, type PanelStorage } from './storage.ts';
import { armTriggers, type TriggerCause } from './triggers.ts';
import { armWhileBannerAllows } from './consent-gate.ts';
import { hashAction } from '../../shell/hash-links.ts';

export type PanelState = 'closed' | 'open' | 'closing';
export type OpenCause = TriggerCause | 'method' | 'hash' | 'initial';
export type CloseCause = 'method' | 'hash' | 'close-button' | 'overlay' | 'escape' | 'close-link';

export interface OpenOptions {
  /** false for `#awb-open-oc__ID`: opens without the scroll-lock handling. */
  lockScroll?: boolean;
}

export interface OffcanvasHost extends WsElementBase {
  readonly state: PanelState;
  open(cause?: OpenCause, options?: OpenOptions): void;
  close(cause?: CloseCause): Promise<void>;
  toggle(cause?: OpenCause & CloseCause, options?: OpenOptions): void;
  /** Why the display rules keep automatic triggers off now, or null. */
  readonly suppressedBecause: string | null;
  /** Called by the view with the configuration it parsed from the attributes. */
  configure(config: OffcanvasConfig): void;
  /** Called by the view when its dialog closed by itself (a second Escape the browser does not let us cancel). */
  dialogClosed(): void;
  subscribe(listener: () => void): () => void;
}

/** Below this width the "desktop" animation status counts as mobile (specification section 9). */
export const SMALL_SCREEN = '(max-width: 640px)';

function pauseMedia(root: Element): void {
  for (const media of root.querySelectorAll('video, audio')) (media as HTMLMediaElement).pause();
  // Players only get a message where consent let them load (a blocked frame has no src).
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe[src]')) {
    let url: URL;
    try {
      url = new URL(frame.src);
    } catch {
      continue;
    }
    if (/(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname)) frame.contentWindow?.postMessage(JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }), url.origin);
    else if (/(^|\.)vimeo\.com$/.test(url.hostname)) frame.contentWindow?.postMessage(JSON.stringify({ method: 'pause' }), url.origin);
  }
}

/** The panel a hash link names (any of CONTRACT.md section 4's prefixes), if any. */
function panelOf(hash: string): string | undefined {
  const action = hashAction(hash);
  return action.kind === 'toggle' || action.kind === 'open' || action.kind === 'close' ? action.id : undefined;
}

export function withPanelBehaviour(Base: WsElementConstructor): WsElementConstructor {
  class OffcanvasElement extends Base implements OffcanvasHost {
    #state: PanelState = 'closed';
    #config: OffcanvasConfig | undefined;
    #configKey = '';
    #storage: PanelStorage | undefined;
    #storageId = '';
    #disarm: (() => void) | undefined;
    #opener: Element | null = null;
    #unlockScroll: (() => void) | undefined;
    #unpush: (() => void) | undefined;
    #listeners = new Set<() => void>();
    #animation: globalThis.Animation | undefined;
    #missingIdReported = false;

    get state(): PanelState {
      return this.#state;
    }

    // A bound function: React's useSyncExternalStore calls it on its own.
    subscribe = (listener: () => void): (() => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };

    #setState(state: PanelState): void {
      this.#state = state;
      this.toggleAttribute('data-open', state === 'open');
      for (const listener of this.#listeners) listener();
    }

    /** The panel's counters; a panel without id has none (and says so once). */
    #panelStorage(): PanelStorage | undefined {
      if (!this.id) {
        if (!this.#missingIdReported) {
          this.#missingIdReported = true;
          console.error('<ws-offcanvas> needs an id (hash links and display rules use it); it works, but remembers nothing');
        }
        return undefined;
      }
      if (this.#storageId !== this.id) {
        this.#storageId = this.id;
        this.#storage = panelStorage(this.id);
      }
      return this.#storage;
    }

    get suppressedBecause(): string | null {
      const config = this.#config;
      const storage = this.#panelStorage();
      if (!config || !storage) return null;
      return suppression(config.rules, {
        counters: storage.counters(),
        now: Date.now(),
        openedThisSession: storage.openedThisSession(),
        arrival: classifyArrival(document.referrer, location.hostname),
      });
    }

    configure(config: OffcanvasConfig): void {
      const key = JSON.stringify(config);
      if (key === this.#configKey) return;
      const first = this.#config === undefined;
      this.#config = config;
      this.#configKey = key;
      this.#arm();
      if (!first) return;
      this.#panelStorage();
      // A hash naming this panel on page load opens it; so does a panel configured as open.
      const action = hashAction(location.hash);
      if ((action.kind === 'toggle' || action.kind === 'open') && action.id === this.id) this.open('hash', { lockScroll: action.lockScroll });
      else if (config.startsOpen) this.open('initial');
    }

    #arm(): void {
      this.#disarm?.();
      this.#disarm = undefined;
      const config = this.#config;
      if (!config || !this.isConnected) return;
      const reason = this.suppressedBecause;
      if (reason !== null) {
        // Not a problem, but an author testing a popup wants to know why it stays shut.
        console.info(`<ws-offcanvas id="${this.id}"> automatic triggers are off: ${reason}`);
        return;
      }
      const open = (cause: TriggerCause) => {
        // Already open (or going): a trigger does not open it again; rules may have changed since arming.
        if (this.#state !== 'closed' || this.suppressedBecause !== null) return;
        this.open(cause);
      };
      const { automatic, click } = splitTriggers(config.triggers);
      const disarmClick = armTriggers(click, open);
      // Automatic triggers wait for the consent banner's answer (a click, a hash link or open() do not).
      const disarmAutomatic = armWhileBannerAllows((fire) => armTriggers(automatic, fire), open);
      this.#disarm = () => {
        disarmClick();
        disarmAutomatic();
      };
    }

    override connectedCallback(): void {
      super.connectedCallback();
      this.addEventListener('click', this.#onLightClick);
      this.addEventListener('keydown', this.#onKeyDown);
      this.#arm();
    }

    override disconnectedCallback(): void {
      this.#disarm?.();
      this.#disarm = undefined;
      this.removeEventListener('click', this.#onLightClick);
      this.removeEventListener('keydown', this.#onKeyDown);
      this.#unlockScroll?.();
      this.#unpush?.();
      super.disconnectedCallback();
    }

    /** Close links in the author's content: `#awb-close-oc`, `#awb-close-oc__<this id>`, `[data-offcanvas-close]`. */
    #onLightClick = (event: Event): void => {
      const target = event.target instanceof Element ? event.target.closest('a[href], [data-offcanvas-close]') : null;
      if (!target || !this.contains(target)) return;
      const href = target.getAttribute('href');
      const action = href === null ? undefined : hashAction(href);
      const closes = target.hasAttribute('data-offcanvas-close') || action?.kind === 'close-all' || (action?.kind === 'close' && action.id === this.id);
      if (!closes) return;
      event.preventDefault();
      void this.close('close-link');
    };

    /** Escape in a sliding bar (a popup's dialog has its own cancel). A native listener: React does not see keys in slotted content. */
    #onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || this.#state !== 'open' || !this.#config?.closeOnEsc || this.#panel() instanceof HTMLDialogElement) return;
      void this.close('escape');
    };

    #panel(): HTMLElement | null {
      return this.shadowRoot?.querySelector<HTMLElement>('[part~="panel"]') ?? null;
    }

    #animate(frames: Keyframe[], duration: number): Promise<void> {
      const panel = this.#panel();
      const config = this.#config;
      if (!panel || !config || !frames.length) return Promise.resolve();
      if (!animationsAllowed(config, prefersReducedMotion(), matchMedia(SMALL_SCREEN).matches)) return Promise.resolve();
      this.#animation?.cancel();
      this.#animation = panel.animate(frames, { duration, easing: 'ease-out' });
      return this.#animation.finished.then(
        () => undefined,
        () => undefined,
      );
    }

    open(cause: OpenCause = 'method', { lockScroll = true }: OpenOptions = {}): void {
      const config = this.#config;
      const panel = this.#panel();
      if (!config || !panel) return;
      if (this.#state === 'open') return;
      if (this.#state === 'closing') this.#animation?.cancel();
      const active = document.activeElement;
      this.#opener = active && active !== document.body ? active : null;
      if (panel instanceof HTMLDialogElement) {
        if (!panel.open) panel.showModal();
      } else {
        panel.hidden = false;
        // A visitor's own action brings focus along; an automatic trigger never takes it.
        if (cause === 'method' || cause === 'click' || cause === 'hash') panel.focus({ preventScroll: true });
      }
      if (lockScroll && !config.pageScrollbar) this.#unlockScroll = lockPageScroll();
      if (config.transition === 'push') this.#unpush = pushPage(panel, config.position);
      this.#setState('open');
      this.#panelStorage()?.recordOpening(Date.now());
      void this.#animate(enterFrames(config.enter.animation, config.enter.direction), config.enter.speedMs);
      emit(this, 'ws-offcanvas-open', { id: this.id, cause });
    }

    async close(cause: CloseCause = 'method'): Promise<void> {
      const config = this.#config;
      const panel = this.#panel();
      if (!config || !panel || this.#state !== 'open') return;
      this.#setState('closing');
      pauseMedia(this);
      emit(this, 'ws-offcanvas-close', { id: this.id, cause });
      await this.#animate(exitFrames(config.exit.animation, config.exit.direction), config.exit.speedMs);
      // Opened again while the exit animation played: that opening wins.
      if (this.state !== 'closing') return;
      if (panel instanceof HTMLDialogElement) panel.close();
      else panel.hidden = true;
      this.#unlockScroll?.();
      this.#unlockScroll = undefined;
      this.#unpush?.();
      this.#unpush = undefined;
      this.#setState('closed');
      this.#panelStorage()?.recordClosing();
      // Closing removes this panel's hash from the address, without a history entry.
      if (panelOf(location.hash) === this.id || location.hash === '#awb-close-oc') history.replaceState(history.state, '', location.pathname + location.search);
      const opener = this.#opener;
      this.#opener = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      // Rules such as "close" or "once" may now keep the triggers off (armed ones are not re-armed:
      // exit intent, for one, fires once per page).
      if (this.suppressedBecause !== null) {
        this.#disarm?.();
        this.#disarm = undefined;
      }
    }

    toggle(cause: OpenCause & CloseCause = 'method', options?: OpenOptions): void {
      if (this.#state === 'open') void this.close(cause);
      else this.open(cause, options);
    }

    /** The dialog itself closed (a second Escape the browser does not let us cancel). */
    dialogClosed(): void {
      if (this.#state === 'closed') return;
      const panel = this.#panel();
      if (!this.#config?.closeOnEsc && panel instanceof HTMLDialogElement) {
        panel.showModal();
        return;
      }
      if (this.#state === 'open') void this.close('escape');
    }
  }
  return OffcanvasElement as unknown as WsElementConstructor;
}

/** Keeps the page from scrolling behind the panel; the scrollbar's room stays, so nothing shifts. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previous = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
  root.style.setProperty('scrollbar-gutter', 'stable');
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous.overflow;
    root.style.setProperty('scrollbar-gutter', previous.gutter);
  };
}

/** The push transition: the page moves aside by the bar's size (the author chose this shift). */
function pushPage(panel: HTMLElement, position: OffcanvasConfig['position']): () => void {
  const root = document.documentElement;
  const box = panel.getBoundingClientRect();
  const side = position === 'center' ? 'bottom' : position;
  const size = side === 'left' || side === 'right' ? box.width : box.height;
  const property = side === 'top' || side === 'bottom' ? `padding-${side}` : `margin-${side}`;
  const previous = root.style.getPropertyValue(property);
  root.style.setProperty(property, `${size}px`);
  return () => root.style.setProperty(property, previous);
}
