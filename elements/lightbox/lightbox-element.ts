// The behaviour of <ws-lightbox> (kit/define.ts `extend`): which gallery a click or a hash opens,
// the viewer's state (open, items, index, slideshow), the address (deep links), focus and scroll.
// Data flows one way: the React view (viewer.tsx) renders what this publishes and forwards the
// visitor's intent (show, step, close, togglePlay) back here.
import type { ComponentType } from 'react';
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import { prefersReducedMotion } from '../../platform/environment.ts';
import { emit } from '../../platform/events.ts';
import { lockPageScroll } from '../../platform/scroll-lock.ts';
import { viewChannel } from '../kit/view-channel.ts';
import { warnerFor } from '../../platform/warn.ts';
import { galleryItems, galleryWrappers, type LightboxItem } from './items.ts';
import { plainClickedLink, takeClickBeforeCode } from './clicks.ts';
import {
  deepLinkHash,
  lightboxSettings,
  nextIndex,
  parseDeepLink,
  slideshowNext,
  type Direction,
  type LightboxSettings,
} from './rules.ts';
import type { lightboxAttributes } from './schema.ts';
import type { BodyProps } from './viewer-body.tsx';
import { Disposer } from '../../platform/disposer.ts';
import { adoptStyles } from '../../platform/sheets.ts';

/** The viewer's inside, a chunk of its own: fetched on a visitor's first intent (pointing, focus) or opening. */
const loadViewerBody = () => import('./viewer-body.tsx');

export type LightboxOpenCause = 'click' | 'hash' | 'script';
export type LightboxChangeCause = 'button' | 'key' | 'swipe' | 'thumbnail' | 'slideshow' | 'hash' | 'script';

export interface LightboxView {
  open: boolean;
  items: readonly LightboxItem[];
  /** The item shown, from 0. */
  index: number;
  /** The item shown before it (for the direction of the change animation), or undefined on opening. */
  previousIndex: number | undefined;
  playing: boolean;
  settings: LightboxSettings;
  /** The viewer's inside, once its chunk has arrived. */
  Body: ComponentType<BodyProps> | undefined;
}

/** What the view and page scripts may call. */
export interface LightboxHost extends WsElementBase {
  readonly lightboxView: LightboxView;
  subscribe(listener: () => void): () => void;
  /** Opens the viewer at item `index` (from 0) of the gallery; resolves once it is open (the first time, its code is
   * fetched). */
  open(index?: number): Promise<void>;
  /** Closes the viewer; focus goes back to the link that opened it. */
  close(): void;
  /** Shows item `index` of the open gallery. */
  show(index: number, cause: LightboxChangeCause): void;
  /** Shows the next or previous item (stopping at the ends unless `loop`). */
  step(direction: Direction, cause: LightboxChangeCause): void;
  togglePlay(): void;
  /** The view's dialog closed (Escape, the close button, a script): the state follows. */
  dialogClosed(): void;
}

export interface LightboxEventDetail {
  gallery: string | undefined;
  linkId: string | undefined;
  /** From 0. */
  index: number;
  count: number;
}

export interface LightboxOpenDetail extends LightboxEventDetail {
  cause: LightboxOpenCause;
}

export interface LightboxChangeDetail extends LightboxEventDetail {
  cause: LightboxChangeCause;
}

const WRAPPER = 'ws-lightbox';

export function withLightboxBehaviour(Base: WsElementConstructor): WsElementConstructor {
  class LightboxElement extends Base implements LightboxHost {
    #channel = viewChannel();
    #view: LightboxView | undefined;
    #open = false;
    #items: readonly LightboxItem[] = [];
    #index = 0;
    #previousIndex: number | undefined;
    #playing = false;
    /** What had focus when the viewer opened: it gets it back. */
    #opener: HTMLElement | undefined;
    /** The viewer's opening added a history entry (a click): closing goes back to the entry before. */
    #pushedHistory = false;
    /** The address changed away from the viewer (Back): closing must not touch the history again. */
    #closingForHash = false;
    #unlockScroll: (() => void) | undefined;
    #slideshowTimer: ReturnType<typeof setTimeout> | undefined;
    #stops = new Disposer();
    #body: ComponentType<BodyProps> | undefined;
    /** The open viewer's styles, which came with its code. */
    #viewerCss: string | undefined;
    #loadingBody: Promise<ComponentType<BodyProps>> | undefined;
    /** Counts the wishes to open or close: an opening that waited for the viewer's code goes on only if nothing came
     * after it. */
    #wishes = 0;

    /** The viewer's inside; a failed fetch is tried again at the next opening. */
    #loadBody(): Promise<ComponentType<BodyProps>> {
      return (this.#loadingBody ??= loadViewerBody().then(
        (module) => {
          this.#viewerCss = module.viewerStyles;
          return (this.#body = module.ViewerBody);
        },
        (error: unknown) => {
          this.#loadingBody = undefined;
          throw error;
        },
      ));
    }

    get lightboxView(): LightboxView {
      const settings = this.#currentSettings();
      if (this.#view?.settings === settings) return this.#view;
      return (this.#view = {
        open: this.#open,
        items: this.#items,
        index: this.#index,
        previousIndex: this.#previousIndex,
        playing: this.#playing,
        settings,
        Body: this.#body,
      });
    }

    // A bound function: React's useSyncExternalStore calls it on its own.
    subscribe = this.#channel.subscribe;

    /** Tells the view; it has rendered the change when this returns (open() then finds the dialog's buttons). */
    #publish(): void {
      this.#view = undefined;
      this.#channel.publish();
    }

    /** Every attribute checked once per change, each problem warned once per element. */
    #currentSettings(): LightboxSettings {
      return settingsOf<typeof lightboxAttributes, LightboxSettings>(this, (attributes, warn) =>
        lightboxSettings(attributes, warn, prefersReducedMotion()),
      );
    }

    override enteredPageCallback(): void {
      super.enteredPageCallback();
      const onClick = (event: MouseEvent) => this.#onClick(event);
      const onHashChange = () => this.#followHash();
      // A visitor pointing at or tabbing to a link may open it: the viewer's code comes now.
      const onIntent = (event: Event) => {
        if ((event.target as Element | null)?.closest?.('a[href]')) this.#loadBody().catch(() => {});
      };
      this.addEventListener('click', onClick);
      this.addEventListener('pointerover', onIntent);
      this.addEventListener('focusin', onIntent);
      window.addEventListener('hashchange', onHashChange);
      this.#stops.add(
        () => this.removeEventListener('click', onClick),
        () => this.removeEventListener('pointerover', onIntent),
        () => this.removeEventListener('focusin', onIntent),
        () => window.removeEventListener('hashchange', onHashChange),
      );
      this.#reportSharedLinkId();
      // An address like #galerie/3 on arrival opens that item.
      this.#followHash();
      // A link clicked while the code came (code-wanted.ts) opens now, as the click asked.
      const clicked = takeClickBeforeCode(this);
      const items = clicked?.isConnected && !this.#open ? this.#galleryItems() : [];
      const index = items.findIndex((item) => item.link === clicked);
      if (index !== -1) void this.#openAt(items, index, 'click', clicked);
      // The code came with the pointer over a link or focus on one: the viewer's comes too, as onIntent would fetch it.
      else if (this.matches(':hover, :focus-within')) this.#loadBody().catch(() => {});
    }

    override leftPageCallback(): void {
      this.#stops.dispose();
      this.#wishes += 1;
      this.#stopSlideshow();
      this.#unlockScroll?.();
      this.#unlockScroll = undefined;
      // Taken out of the page while open: the address no longer names an item of it.
      if (this.#open) this.#leaveAddress(this.#index);
      this.#open = false;
      super.leftPageCallback();
    }

    override movedCallback(): void {
      super.movedCallback();
      // append() takes a modal dialog out of the top layer; an open viewer stays modal.
      const dialog = this.#dialog();
      if (this.#open && dialog && !dialog.open) dialog.showModal();
    }

    open(index = 0): Promise<void> {
      const items = this.#galleryItems();
      if (items.length === 0) {
        warnerFor(this)('open(): this gallery has no image or video links');
        return Promise.resolve();
      }
      return this.#openAt(
        items,
        Math.min(Math.max(0, Math.trunc(Number(index)) || 0), items.length - 1),
        'script',
        undefined,
      );
    }

    close(): void {
      this.#wishes += 1;
      // The dialog's close event comes a task later; the state follows now (dialogClosed runs once).
      this.#dialog()?.close();
      this.dialogClosed();
    }

    show(index: number, cause: LightboxChangeCause): void {
      if (!this.#open || !Number.isInteger(index) || index < 0 || index >= this.#items.length || index === this.#index)
        return;
      this.#previousIndex = this.#index;
      this.#index = index;
      this.#publish();
      const linkId = this.#currentSettings().linkId;
      // Moving rewrites the entry instead of adding one, so Back leaves the viewer at once.
      if (linkId !== undefined && cause !== 'hash')
        history.replaceState(history.state, '', deepLinkHash(linkId, index));
      emit(this, 'ws-lightbox-change', { ...this.#detail(), cause });
      this.#scheduleSlideshow();
    }

    step(direction: Direction, cause: LightboxChangeCause): void {
      const target = nextIndex(this.#index, this.#items.length, direction, this.#currentSettings().loop);
      if (target !== undefined) this.show(target, cause);
    }

    togglePlay(): void {
      if (!this.#open || this.#items.length < 2) return;
      this.#playing = !this.#playing;
      this.#publish();
      if (!this.#playing) {
        this.#stopSlideshow();
        return;
      }
      // Play at the last item of a gallery that does not loop starts again from the first.
      if (slideshowNext(this.#index, this.#items.length, this.#currentSettings().loop) === undefined)
        this.show(0, 'slideshow');
      else this.#scheduleSlideshow();
    }

    dialogClosed(): void {
      // A close event that arrives after the viewer was opened again belongs to the closing before.
      if (!this.#open || this.#dialog()?.open) return;
      const detail = this.#detail();
      this.#open = false;
      this.#playing = false;
      this.#previousIndex = undefined;
      this.#stopSlideshow();
      this.#unlockScroll?.();
      this.#unlockScroll = undefined;
      // The slide unmounts: a playing video or player stops with it.
      this.#publish();
      const opener = this.#opener;
      this.#opener = undefined;
      // Scrolled into view if it is not (an address opened the viewer far from its item's link).
      if (opener?.isConnected) opener.focus();
      this.#leaveAddress(detail.index);
      emit(this, 'ws-lightbox-close', detail);
    }

    #detail(): LightboxEventDetail {
      const { gallery, linkId } = this.#currentSettings();
      return { gallery, linkId, index: this.#index, count: this.#items.length };
    }

    #dialog(): HTMLDialogElement | null {
      return this.shadowRoot?.querySelector('dialog') ?? null;
    }

    #galleryItems(): LightboxItem[] {
      return galleryItems(galleryWrappers(this, this.#currentSettings().gallery));
    }

    #onClick(event: MouseEvent): void {
      const link = plainClickedLink(this, event);
      if (!link) return;
      const items = this.#galleryItems();
      const index = items.findIndex((item) => item.link === link);
      if (index === -1) return;
      event.preventDefault();
      void this.#openAt(items, index, 'click', link);
    }

    /** Resolves once the viewer is open (or could not open: the console says why). */
    async #openAt(
      items: readonly LightboxItem[],
      index: number,
      cause: LightboxOpenCause,
      opener: HTMLElement | undefined,
    ): Promise<void> {
      if (this.#open) {
        this.show(index, cause === 'hash' ? 'hash' : 'script');
        return;
      }
      this.#wishes += 1;
      if (!this.#body) {
        const wish = this.#wishes;
        await this.#loadBody().then(
          () => {
            // Closed, moved away from by the address, or asked for another item while the code came.
            if (this.isConnected && !this.#open && wish === this.#wishes)
              return this.#openAt(items, index, cause, opener);
            return undefined;
          },
          (error: unknown) => {
            console.error(`<ws-lightbox>: the viewer failed to load: ${(error as Error).message}`);
            // A click still shows the file, as the link does without script.
            if (cause === 'click') location.assign(items[index]!.href);
          },
        );
        return;
      }
      const settings = this.#currentSettings();
      this.#items = items;
      this.#index = index;
      this.#previousIndex = undefined;
      this.#open = true;
      this.#playing = settings.autoplay && items.length > 1;
      // Opened by an address, focus lands on the item's own link when the viewer closes.
      const active = document.activeElement;
      this.#opener =
        opener ??
        (cause === 'hash'
          ? items[index]!.link
          : active instanceof HTMLElement && active !== document.body
            ? active
            : items[index]!.link);
      // Adopted at every opening: the element's view may have got a new shadow root since the code came.
      if (this.#viewerCss && this.shadowRoot) adoptStyles(this.#viewerCss, this.shadowRoot);
      this.#publish();
      const dialog = this.#dialog();
      if (dialog && !dialog.open) dialog.showModal();
      this.#unlockScroll ??= lockPageScroll(this);
      dialog?.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
      if (settings.linkId !== undefined) {
        const hash = deepLinkHash(settings.linkId, index);
        // A click adds one entry, so Back closes the viewer; an address that opened it stays as it is.
        if (cause !== 'hash') {
          history.pushState(history.state, '', hash);
          this.#pushedHistory = true;
        } else this.#pushedHistory = false;
      }
      emit(this, 'ws-lightbox-open', { ...this.#detail(), cause });
      this.#scheduleSlideshow();
    }

    /** The address follows the closed viewer: back to the entry before it, or the hash removed. */
    #leaveAddress(index: number): void {
      const linkId = this.#currentSettings().linkId;
      const pushed = this.#pushedHistory;
      this.#pushedHistory = false;
      if (linkId === undefined || this.#closingForHash) return;
      if (location.hash !== deepLinkHash(linkId, index)) return;
      if (pushed) history.back();
      else history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    }

    /** The wrapper that answers a link id: the first in the page with it (the others were warned). */
    #answersLinkId(linkId: string): boolean {
      const first: Element | undefined = [...document.querySelectorAll(WRAPPER)].find(
        (wrapper) => wrapper.getAttribute('link-id') === linkId,
      );
      return first === this;
    }

    #reportSharedLinkId(): void {
      const linkId = this.#currentSettings().linkId;
      if (linkId !== undefined && !this.#answersLinkId(linkId)) {
        warnerFor(this)(
          `attribute "link-id" ${JSON.stringify(linkId)} is used by an earlier <ws-lightbox> too; its ` +
            'addresses open that one',
        );
      }
    }

    /** A hash that names an item of this gallery opens or moves the viewer; another one closes it. */
    #followHash(): void {
      const linkId = this.#currentSettings().linkId;
      if (linkId === undefined || !this.#answersLinkId(linkId)) return;
      const items = this.#open ? this.#items : this.#galleryItems();
      const target = parseDeepLink(location.hash, new Map([[linkId, items.length]]));
      if (target) {
        void this.#openAt(items, target.index, 'hash', undefined);
        return;
      }
      if (!this.#open) return;
      this.#closingForHash = true;
      try {
        this.close();
      } finally {
        this.#closingForHash = false;
      }
    }

    #stopSlideshow(): void {
      clearTimeout(this.#slideshowTimer);
      this.#slideshowTimer = undefined;
    }

    #scheduleSlideshow(): void {
      this.#stopSlideshow();
      if (!this.#open || !this.#playing) return;
      // A video is watched, not timed: the slideshow stops at it and the visitor goes on.
      if (this.#items[this.#index]?.kind !== 'image') {
        this.#playing = false;
        this.#publish();
        return;
      }
      this.#slideshowTimer = setTimeout(() => {
        const next = slideshowNext(this.#index, this.#items.length, this.#currentSettings().loop);
        if (next !== undefined) {
          this.show(next, 'slideshow');
          return;
        }
        this.#playing = false;
        this.#publish();
      }, this.#currentSettings().slideshowMs);
    }
  }
  return LightboxElement as unknown as WsElementConstructor;
}
