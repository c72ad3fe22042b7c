// The behaviour of <ws-offcanvas> that lives on the element: its configuration (read from its
// attributes), its state (closed, open, closing), open()/close()/toggle(), the display rules and
// counters, focus, scroll lock, push, media pause and the hash. Data flows one way: the React view
// (offcanvas.tsx) renders what the element publishes (`panelView`) and forwards the visitor's intent.
import { emit } from '../../platform/events.ts';
import { prefersReducedMotion } from '../../platform/environment.ts';
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import { animationsAllowed, enterFrames, exitFrames } from './animations.ts';
import { classifyArrival, offcanvasConfig, splitTriggers, suppression, type OffcanvasConfig } from './rules.ts';
import type { offcanvasAttributes } from './schema.ts';
import { panelStorage, type PanelStorage } from './storage.ts';
import { armTriggers, type TriggerCause } from './triggers.ts';
import { clickBeforeCode } from './click-trigger.ts';
import { armWhileBannerAllows } from './consent-gate.ts';
import { hashAction } from '../../platform/hash-actions.ts';
import { lockPageScroll } from '../../platform/scroll-lock.ts';
import { viewChannel } from '../kit/view-channel.ts';

type PanelState = 'closed' | 'open' | 'closing';
export type OpenCause = TriggerCause | 'method' | 'hash' | 'initial';
export type CloseCause = 'method' | 'hash' | 'close-button' | 'overlay' | 'escape' | 'close-link';

interface OpenOptions {
  /** false for `#awb-open-oc__ID`: opens without the scroll-lock handling. */
  lockScroll?: boolean;
}

/**
 * The element: its script interface (state, open, close, toggle, suppressedBecause; see the README),
 * and what its view uses: one subscription to what it renders, and the visitor's intents.
 */
export interface OffcanvasHost extends WsElementBase {
  readonly state: PanelState;
  open(cause?: OpenCause, options?: OpenOptions): void;
  close(cause?: CloseCause): Promise<void>;
  toggle(cause?: OpenCause & CloseCause, options?: OpenOptions): void;
  /** Why the display rules keep automatic triggers off now, or null. */
  readonly suppressedBecause: string | null;
  /** What the view renders: the state and the configuration, the same object until either changes. */
  readonly panelView: PanelView;
  subscribe(listener: () => void): () => void;
  /** Escape or a click on the overlay: closes unless the configuration switched that way off. */
  dismiss(cause: 'escape' | 'overlay'): void;
  /** The dialog closed by itself (a second Escape the browser does not let us cancel). */
  dialogClosed(): void;
}

interface PanelView {
  readonly state: PanelState;
  readonly config: OffcanvasConfig;
  /** A popup the page opened by itself: shown without taking focus, and announced (README, "Accessibility and layout").
   */
  readonly quiet: boolean;
}

/** Below this width the "desktop" animation status counts as mobile (docs/RULES.md#breakpoints-and-widths). */
const SMALL_SCREEN = '(max-width: 40em)';

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
    if (/(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname))
      frame.contentWindow?.postMessage(JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }), url.origin);
    else if (/(^|\.)vimeo\.com$/.test(url.hostname))
      frame.contentWindow?.postMessage(JSON.stringify({ method: 'pause' }), url.origin);
  }
}

/** The panel a hash link names (any prefix of docs/REFERENCE.md#hash-links), if any. */
function panelOf(hash: string): string | undefined {
  const action = hashAction(hash);
  return action.kind === 'toggle' || action.kind === 'open' || action.kind === 'close' ? action.id : undefined;
}

export function withPanelBehaviour(Base: WsElementConstructor): WsElementConstructor {
  class OffcanvasElement extends Base implements OffcanvasHost {
    #state: PanelState = 'closed';
    /** Read from the attributes on first need (the first render), and again after they change. */
    #config: OffcanvasConfig | undefined;
    #configKey = '';
    /** The configuration last read from the attributes (#config keeps its values' first object). */
    #configRead: OffcanvasConfig | undefined;
    #followQueued = false;
    /** The view's snapshot; rebuilt on the next read after the state or the configuration changed. */
    #view: PanelView | undefined;
    /** The first stay in the page is over its arrival (a hash or `off-canvas-state` opened it then). */
    #arrived = false;
    #storage: PanelStorage | undefined;
    #storageId = '';
    #disarm: (() => void) | undefined;
    #opener: Element | null = null;
    /** Opened by an automatic trigger: a popup shows without the visitor's focus, until Tab takes it in. */
    #quiet = false;
    #stopQuietKeys: (() => void) | undefined;
    #unlockScroll: (() => void) | undefined;
    #unpush: (() => void) | undefined;
    #channel = viewChannel();
    #animation: globalThis.Animation | undefined;
    #missingIdReported = false;

    get state(): PanelState {
      return this.#state;
    }

    get panelView(): PanelView {
      return (this.#view ??= { state: this.#state, config: this.#currentConfig(), quiet: this.#quiet });
    }

    // A bound function: React's useSyncExternalStore calls it on its own.
    subscribe = this.#channel.subscribe;

    /** Tells the view; it has rendered the change when this returns (open() focuses and measures the panel it shows).
     */
    #publish(): void {
      this.#view = undefined;
      this.#channel.publish();
    }

    #setState(state: PanelState): void {
      this.#state = state;
      this.toggleAttribute('data-open', state === 'open');
      this.#publish();
    }

    /** Up to date also right after an attribute changed (a script may set one and call open() at once). */
    #currentConfig(): OffcanvasConfig {
      // Each problem warns once per panel, and once per change of the attributes.
      const config = settingsOf<typeof offcanvasAttributes, OffcanvasConfig>(this, offcanvasConfig);
      if (config === this.#configRead) return this.#config!;
      this.#configRead = config;
      const key = JSON.stringify(config);
      // The same values keep the same object: nothing downstream sees a change.
      if (key !== this.#configKey) {
        this.#config = config;
        this.#configKey = key;
      }
      return this.#config!;
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      // Not read yet: the first read sees this value anyway.
      if (!this.#config) return;
      if (this.#followQueued) return;
      // Several attributes set in one go give one new configuration for the view and the triggers.
      this.#followQueued = true;
      const followed = this.#config;
      queueMicrotask(() => {
        this.#followQueued = false;
        if (this.#currentConfig() === followed) return;
        this.#publish();
        // The triggers and display rules follow the new configuration (a panel out of the page arms nothing).
        this.#arm();
      });
    }

    /** The panel's counters; a panel without id has none (and says so once). */
    #panelStorage(): PanelStorage | undefined {
      if (!this.id) {
        if (!this.#missingIdReported) {
          this.#missingIdReported = true;
          console.error(
            '<ws-offcanvas> needs an id (hash links and display rules use it); it works, but remembers nothing',
          );
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
      const storage = this.#panelStorage();
      if (!storage) return null;
      return suppression(this.#currentConfig().rules, {
        counters: storage.counters(),
        now: Date.now(),
        openedThisSession: storage.openedThisSession(),
        arrival: classifyArrival(document.referrer, location.hostname),
      });
    }

    /** The first arrival in the page: a hash naming this panel opens it; so does a panel configured as open. */
    #openOnArrival(): void {
      this.#panelStorage();
      const action = hashAction(location.hash);
      if ((action.kind === 'toggle' || action.kind === 'open') && action.id === this.id)
        this.open('hash', { lockScroll: action.lockScroll });
      else if (this.#currentConfig().startsOpen) this.open('initial');
    }

    #arm(): void {
      this.#disarm?.();
      this.#disarm = undefined;
      if (!this.isConnected) return;
      const config = this.#currentConfig();
      // A click on a click trigger before the code came (code-wanted.ts kept it) is answered now, once.
      const clickedBeforeCode = clickBeforeCode.take(this) !== undefined;
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
      if (clickedBeforeCode && click.clickSelector) open('click');
      // Automatic triggers wait for the consent banner's answer (a click, a hash link or open() do not).
      const disarmAutomatic = armWhileBannerAllows(
        (fire, sinceReleaseMs) => armTriggers(automatic, fire, document, sinceReleaseMs),
        open,
      );
      this.#disarm = () => {
        disarmClick();
        disarmAutomatic();
      };
    }

    // Once per stay in the page: a move (a theme putting the panel elsewhere) neither re-arms the
    // triggers nor restarts their clocks.
    override enteredPageCallback(): void {
      super.enteredPageCallback();
      this.addEventListener('click', this.#onLightClick);
      this.addEventListener('keydown', this.#onKeyDown);
      // Before arming: an opening on arrival counts for the display rules the triggers obey.
      if (!this.#arrived) {
        this.#arrived = true;
        this.#openOnArrival();
      }
      this.#arm();
    }

    override leftPageCallback(): void {
      this.#disarm?.();
      this.#disarm = undefined;
      this.removeEventListener('click', this.#onLightClick);
      this.removeEventListener('keydown', this.#onKeyDown);
      this.#unlockScroll?.();
      this.#unlockScroll = undefined;
      this.#unpush?.();
      this.#unpush = undefined;
      this.#animation?.cancel();
      this.#opener = null;
      this.#endQuiet();
      // Its view unmounts: a panel put back later starts closed, so open() works again.
      if (this.#state !== 'closed') this.#setState('closed');
      super.leftPageCallback();
    }

    override movedCallback(): void {
      super.movedCallback();
      // append() and insertBefore() take an open modal dialog out of the top layer (moveBefore does not).
      const panel = this.#panel();
      if (panel instanceof HTMLDialogElement && panel.open && !panel.matches(':modal') && !this.#quiet) {
        panel.removeAttribute('open');
        panel.showModal();
      }
    }

    /** Close links in the author's content: `#awb-close-oc`, `#awb-close-oc__<this id>`, `[data-offcanvas-close]`. */
    #onLightClick = (event: Event): void => {
      const target = event.target instanceof Element ? event.target.closest('a[href], [data-offcanvas-close]') : null;
      if (!target || !this.contains(target)) return;
      const href = target.getAttribute('href');
      const action = href === null ? undefined : hashAction(href);
      const closes =
        target.hasAttribute('data-offcanvas-close') ||
        action?.kind === 'close-all' ||
        (action?.kind === 'close' && action.id === this.id);
      if (!closes) return;
      event.preventDefault();
      void this.close('close-link');
    };

    /** Escape in a sliding bar (a popup's dialog has its own cancel). A native listener: React does not see keys in
     * slotted content. */
    #onKeyDown = (event: KeyboardEvent): void => {
      if (
        event.key !== 'Escape' ||
        this.#state !== 'open' ||
        (this.#panel() instanceof HTMLDialogElement && !this.#quiet)
      )
        return;
      this.dismiss('escape');
    };

    dismiss(cause: 'escape' | 'overlay'): void {
      const config = this.#currentConfig();
      if (cause === 'escape' ? config.closeOnEsc : config.closeOnOverlayClick) void this.close(cause);
    }

    #panel(): HTMLElement | null {
      return this.shadowRoot?.querySelector<HTMLElement>('[part~="panel"]') ?? null;
    }

    #animate(frames: Keyframe[], duration: number): Promise<void> {
      const panel = this.#panel();
      const config = this.#currentConfig();
      if (!panel || !frames.length) return Promise.resolve();
      if (!animationsAllowed(config, prefersReducedMotion(), matchMedia(SMALL_SCREEN).matches))
        return Promise.resolve();
      this.#animation?.cancel();
      this.#animation = panel.animate(frames, { duration, easing: 'ease-out' });
      return this.#animation.finished.then(
        () => undefined,
        () => undefined,
      );
    }

    open(cause: OpenCause = 'method', { lockScroll = true }: OpenOptions = {}): void {
      const panel = this.#panel();
      if (!panel || this.#state === 'open') return;
      const config = this.#currentConfig();
      if (this.#state === 'closing') this.#animation?.cancel();
      const active = document.activeElement;
      this.#opener = active && active !== document.body ? active : null;
      const visitorAsked = cause === 'method' || cause === 'click' || cause === 'hash';
      this.#endQuiet();
      this.#quiet = panel instanceof HTMLDialogElement && !visitorAsked;
      // The view shows a sliding bar for this state (it alone sets `hidden`); a dialog goes into the top layer.
      this.#setState('open');
      if (panel instanceof HTMLDialogElement && this.#quiet) {
        // The open attribute, not show(): show() would move focus in (README, "Accessibility and layout").
        if (!panel.open) panel.setAttribute('open', '');
        this.#stopQuietKeys = this.#listenWhileQuiet(panel);
      } else if (panel instanceof HTMLDialogElement) {
        if (!panel.open) panel.showModal();
      } else if (visitorAsked) {
        // A visitor's own action brings focus along; an automatic trigger never takes it.
        panel.focus({ preventScroll: true });
      }
      // Opened again while closing: that opening's scroll lock and push are still held. Undone first,
      // or this opening would save "locked" as the page's own state and leave the page locked for good.
      this.#unlockScroll?.();
      this.#unpush?.();
      // A popup the visitor did not ask for leaves the page scrolling: the visitor may be reading on.
      this.#unlockScroll = lockScroll && !config.pageScrollbar && !this.#quiet ? lockPageScroll(this) : undefined;
      this.#unpush = config.transition === 'push' ? pushPage(panel, config.position) : undefined;
      this.#panelStorage()?.recordOpening(Date.now());
      void this.#animate(enterFrames(config.enter.animation, config.enter.direction), config.enter.speedMs);
      emit(this, 'ws-offcanvas-open', { id: this.id, cause });
    }

    async close(cause: CloseCause = 'method'): Promise<void> {
      const panel = this.#panel();
      if (!panel || this.#state !== 'open') return;
      const config = this.#currentConfig();
      this.#setState('closing');
      pauseMedia(this);
      emit(this, 'ws-offcanvas-close', { id: this.id, cause });
      await this.#animate(exitFrames(config.exit.animation, config.exit.direction), config.exit.speedMs);
      // Opened again while the exit animation played: that opening wins.
      if (this.state !== 'closing') return;
      if (panel instanceof HTMLDialogElement) panel.close();
      this.#unlockScroll?.();
      this.#unlockScroll = undefined;
      this.#unpush?.();
      this.#unpush = undefined;
      // The view hides a sliding bar for this state.
      this.#setState('closed');
      this.#panelStorage()?.recordClosing();
      // Closing removes this panel's hash from the address, without a history entry.
      if (panelOf(location.hash) === this.id || location.hash === '#awb-close-oc')
        history.replaceState(history.state, '', location.pathname + location.search);
      const opener = this.#opener;
      this.#opener = null;
      this.#endQuiet();
      // Back to the opener only from inside the panel: a visitor who has gone on elsewhere stays there.
      if (opener instanceof HTMLElement && opener.isConnected && this.#holdsFocus())
        opener.focus({ preventScroll: true });
      // Rules such as "close" or "once" may now keep the triggers off (armed ones are not re-armed:
      // exit intent, for one, fires once per page).
      if (this.suppressedBecause !== null) {
        this.#disarm?.();
        this.#disarm = undefined;
      }
    }

    /** Whether focus is in this panel (its shadow root's controls show as the element itself). */
    #focusInside(): boolean {
      const active = document.activeElement;
      return active !== null && (active === this || this.contains(active));
    }

    /** Whether focus is in this panel, or nowhere (on the body) after the panel let it go. */
    #holdsFocus(): boolean {
      return this.#focusInside() || document.activeElement === null || document.activeElement === document.body;
    }

    /**
     * While a quiet popup shows: the next Tab from the page goes into it (once), and Escape anywhere
     * dismisses it, as its announcement says.
     */
    #listenWhileQuiet(panel: HTMLDialogElement): () => void {
      let tabbedIn = false;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented || this.#state !== 'open') return;
        // Inside the panel the element's own Escape handler answers.
        if (event.key === 'Escape' && !this.#focusInside()) this.dismiss('escape');
        if (event.key !== 'Tab' || event.shiftKey || tabbedIn || this.#focusInside()) return;
        tabbedIn = true;
        event.preventDefault();
        panel.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }

    #endQuiet(): void {
      this.#stopQuietKeys?.();
      this.#stopQuietKeys = undefined;
      this.#quiet = false;
    }

    toggle(cause: OpenCause & CloseCause = 'method', options?: OpenOptions): void {
      if (this.#state === 'open') void this.close(cause);
      else this.open(cause, options);
    }

    /** The dialog itself closed (a second Escape the browser does not let us cancel). */
    dialogClosed(): void {
      if (this.#state === 'closed') return;
      const panel = this.#panel();
      if (!this.#currentConfig().closeOnEsc && panel instanceof HTMLDialogElement) {
        panel.showModal();
        return;
      }
      if (this.#state === 'open') void this.close('escape');
    }
  }
  return OffcanvasElement as unknown as WsElementConstructor;
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
