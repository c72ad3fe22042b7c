// The one way a React component becomes a ws-* custom element: each instance is a single-spa parcel
// whose lifecycles single-spa-react makes, rendering into the element's open shadow root; the view
// is kept through moves within the page (see README, "Why the kit owns its element class"), and a
// view that throws shows the author's content instead, alone (README, "A broken element").
import * as React from 'react';
import { createElement, Fragment, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MOUNTED, mountRootParcel, type AppProps, type LifeCycleFn, type Parcel } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import {
  attributeName,
  attributeType,
  parseAttributes,
  type AttributeSchema,
  type ParsedAttributes,
} from './attributes.ts';
import { adoptStyles, sharedSheet } from '../../platform/sheets.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import { UPGRADING_ATTRIBUTE } from '../../platform/element-states.ts';
import { allRendered, beginDefiningUpgrade, renderInSlice } from './upgrade-slices.ts';
import { warnerFor } from '../../platform/warn.ts';
import type { Warn } from '../../platform/values.ts';
import { showWithoutScript, slotAuthorContent, slotNamesOf } from '../../platform/without-script.ts';

/** The parsed attributes the view renders with (a symbol, so the property accessors below reach it). */
const PROPS = Symbol('ws.props');

export interface HostProps<E extends HTMLElement = HTMLElement> {
  /** The custom element itself: for events, form internals and measuring. */
  host: E;
}

/** What an element's view is given: its attributes as its schema types them, and the element. */
export type ElementProps<S extends AttributeSchema, E extends HTMLElement = HTMLElement> = ParsedAttributes<S> &
  HostProps<E>;

export interface ElementDefinition<S extends AttributeSchema, E extends HTMLElement> {
  tag: `ws-${string}`;
  component: ComponentType<ElementProps<S, E>>;
  /** camelCase prop name -> type; the attribute is its kebab-case form. */
  attributes: S;
  /** Accept a `config` JSON attribute with the settings' field names (docs/RULES.md#settings-field-names). */
  config?: boolean;
  /** CSS for the shadow root (adopted as a constructable stylesheet: no inline style, CSP-safe). */
  styles?: string;
  /** CSS for the page's own markup inside the tag (adopted into the document when defined). */
  pageStyles?: string;
  /** Adds element-specific behaviour (methods, form association) to the generated class. */
  extend?: (base: WsElementConstructor) => WsElementConstructor;
}

/**
 * What every generated element class offers to an `extend` subclass. A subclass starts and stops its
 * own work in the three page callbacks, not in connectedCallback/disconnectedCallback: a theme moving
 * the element (append, insertBefore) disconnects and connects it, and that must change nothing.
 */
export interface WsElementBase extends HTMLElement {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  /** Once per stay in the page, right before the first render, in its task: take over what it must show. */
  willRenderCallback(): void;
  /** Once per stay in the page, after the first render: start listeners, observers, triggers here. */
  enteredPageCallback(): void;
  /** The element left the page for real (not a move), before its view unmounts: stop what was started. */
  leftPageCallback(): void;
  /** The element moved within the page; its view and state are kept. */
  movedCallback(): void;
}

export type WsElementConstructor = new () => WsElementBase;

type WithProps = HTMLElement & { [PROPS]: Record<string, unknown> };

/**
 * The attributes of a ws-* element as the kit parsed them (schema types, defaults, `config` JSON
 * merged): what its view renders with, for an `extend` subclass that needs them too, so nothing
 * parses twice. Every schema field is there, also one without a property (off-canvas `scrollTo`).
 */
export function parsedAttributes<S extends AttributeSchema>(element: WsElementBase): Readonly<ParsedAttributes<S>> {
  return (element as unknown as WithProps)[PROPS] as ParsedAttributes<S>;
}

/** Settings by the parsed attributes they were read from (one object per change of the attributes). */
const settingsByAttributes = new WeakMap<object, { situation: unknown; settings: unknown }>();

/**
 * An element's settings: its rules' reading of its parsed attributes, computed once per change of
 * the attributes (each problem warned once, by the element's own warner) and again when `situation`
 * (what else they depend on, as reduced motion) is another value. The one settings cache of an
 * `extend` class: nothing to reset when an attribute changes. One reader per element: the cache
 * holds one result per set of attributes, whichever function computed it.
 */
export function settingsOf<S extends AttributeSchema, T>(
  element: WsElementBase,
  toSettings: (attributes: Readonly<ParsedAttributes<S>>, warn: Warn) => T,
  situation?: unknown,
): T {
  const attributes = parsedAttributes<S>(element);
  const cached = settingsByAttributes.get(attributes);
  if (cached && cached.situation === situation) return cached.settings as T;
  const settings = toSettings(attributes, warnerFor(element));
  settingsByAttributes.set(attributes, { situation, settings });
  return settings;
}

export interface DefinedElement {
  tag: string;
  element: WsElementConstructor;
  /**
   * Registers the tag; does nothing when it is already registered (by us or another copy). Resolves
   * once every element of the page has rendered (a page with very many renders them in slices).
   */
  define(): Promise<void>;
}

/** True while customElements.define() upgrades the elements already in the page (they connect in it). */
let upgradingPage = false;

/** Parcels are named per instance: single-spa-react keeps each one's React root under its name. */
let parcelsMounted = 0;

/** What a parcel of a ws-* element is given: the element, as single-spa's `domElement` and as the view's host. */
interface ElementParcelProps {
  domElement: HTMLElement;
  host: WithProps;
}

/** Called by the parcel's client right after the first render is committed (a symbol: no page script sees it as a
 * method). */
const FIRST_RENDER_COMMITTED = Symbol('ws.firstRenderCommitted');

/** The view of a broken element (single-spa-react's error boundary): the author's content, slotted. */
function AuthorContent({ host, error }: { host: HTMLElement; error: unknown }) {
  useLayoutEffect(() => showWithoutScript(host, error), [host, error]);
  return createElement(
    Fragment,
    null,
    ...slotNamesOf(host).map((name) => createElement('slot', { key: name, name: name || undefined })),
  );
}

/**
 * single-spa-react's lifecycles do their React work at once (the client above commits in the call)
 * but resolve a task later (its root component waits for a timeout): these resolve once the work is
 * done, so a mount, its updates and an unmount all complete in the task that asked for them, as a
 * custom element's callbacks do, and a throttled background tab's timers never hold them up.
 */
function whenDone<P>(lifecycle: LifeCycleFn<P>): LifeCycleFn<P> {
  // A lifecycle that threw has rejected already, and the race takes its rejection.
  return (props) => Promise.race([lifecycle(props), Promise.resolve()]);
}

export function defineElement<S extends AttributeSchema, E extends HTMLElement = HTMLElement>(
  definition: ElementDefinition<S, E>,
): DefinedElement {
  const { tag, attributes: schema } = definition;
  const observed = [...Object.keys(schema).map(attributeName), ...(definition.config ? ['config'] : [])];

  const component = definition.component as ComponentType<Record<string, unknown>>;
  const sheets = () => [sharedSheet(tokenStyles), ...(definition.styles ? [sharedSheet(definition.styles)] : [])];

  /** The parcel's root component: the element's view with the attributes as they are at this render. */
  const ElementView = ({ host }: ElementParcelProps) => createElement(component, { ...host[PROPS], host });

  /**
   * single-spa-react renders into an HTMLElement; ours is the element, and the React root lives in
   * its shadow root. Every render is committed at once (flushSync): the first one replaces a first
   * frame, or shows up in place of the author's content, in the task that asked for it, so no frame
   * shows an empty shadow root (a layout shift; elements/kit/README.md).
   */
  const shadowRootClient = {
    createRoot(host: WsElement) {
      const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = sheets();
      // Errors a boundary caught are reported once, as the element's failure (AuthorContent).
      const root = createRoot(shadow, {
        onCaughtError: () => undefined,
        onUncaughtError: (error) => showWithoutScript(host, error),
      });
      let first = true;
      return {
        render(view: ReactNode) {
          if (!first) return flushSync(() => root.render(view));
          first = false;
          flushSync(() => {
            shadow.replaceChildren();
            root.render(view);
          });
          host[FIRST_RENDER_COMMITTED]();
        },
        unmount: () => root.unmount(),
      };
    },
  };

  const reactLifecycles = singleSpaReact<ElementParcelProps>({
    React,
    ReactDOMClient: shadowRootClient,
    rootComponent: ElementView as ComponentType<ElementParcelProps & AppProps>,
    errorBoundary: (error, _info, props) => createElement(AuthorContent, { host: props.host, error }),
  });

  class WsElement extends HTMLElement implements WsElementBase {
    static get observedAttributes(): string[] {
      return observed;
    }

    #props: Record<string, unknown> = {};
    /** The attributes changed since they were last parsed (read on use: an upgrade of thousands parses none). */
    #propsStale = true;
    /** One stay in the page, from the first connection until the element leaves for real; its view is a single-spa
     * parcel. */
    #stay: { parcel?: Parcel<ElementParcelProps> } | undefined;
    /** The parcels' lifecycles one after the other (a mount, its updates, its unmount, the next stay's mount). */
    #lifecycles: Promise<unknown> = Promise.resolve();
    /** Resolves the current stay's first render. */
    #whenRendered: (() => void) | undefined;
    /** What inside lost focus as the element was taken out; a move gives it back (as moveBefore keeps it). */
    #focusTakenOut: HTMLElement | undefined;
    /** Its first render waits for a later slice of the upgrade. */
    #waitingForSlice = false;

    /** Remembers what inside lost focus when focus went nowhere: the element may be leaving the page, and a move
     * follows in the same task, or nothing does. */
    static #rememberFocusTakenOut(this: HTMLElement, event: FocusEvent): void {
      const element = this as WsElement;
      if (event.relatedTarget !== null || !(event.composedPath()[0] instanceof HTMLElement)) return;
      element.#focusTakenOut = event.composedPath()[0] as HTMLElement;
      queueMicrotask(() => (element.#focusTakenOut = undefined));
    }

    connectedCallback(): void {
      // Still mounted: it was taken out and put back in one go (a theme moving it), so nothing restarts.
      if (this.#stay) {
        this.#moved();
        return;
      }
      if (this.#waitingForSlice) return;
      // A shadow root already there (a first frame painted before this code came, see
      // consent-banner/first-frame.ts, or an earlier stay's) hides the author's content: no waiting.
      // Elements a script adds render at once, as it expects; only an upgrade of what the page
      // already holds (all of a tag's elements at its definition) is spread over slices.
      if (this.shadowRoot || !upgradingPage) {
        void this.#enterPage();
        return;
      }
      // Until its slice comes it looks as it did before the upgrade (no shadow root yet), in the box
      // the reserve rules give it while it waits (shell/reserve.ts); a slice in this task clears it
      // before anything is painted.
      this.#waitingForSlice = true;
      this.setAttribute(UPGRADING_ATTRIBUTE, '');
      renderInSlice(() => this.#enterPageAfterWait(), tag);
    }

    #enterPageAfterWait(): Promise<void> {
      this.#waitingForSlice = false;
      this.removeAttribute(UPGRADING_ATTRIBUTE);
      // Taken out while it waited: its next connection starts over.
      return this.isConnected && !this.#stay ? this.#enterPage() : Promise.resolve();
    }

    /** Mounts the view as a parcel; resolves once it has rendered (or failed), in this same task. */
    #enterPage(): Promise<void> {
      // Only a rendered element has focus to keep across a move; added here, not in the constructor,
      // an upgrade of thousands adds none (one function: adding it again is a no-op).
      this.addEventListener('focusout', WsElement.#rememberFocusTakenOut);
      const rendered = new Promise<void>((resolve) => (this.#whenRendered = resolve));
      const stay: { parcel?: Parcel<ElementParcelProps> } = {};
      this.#stay = stay;
      const mount = () => {
        stay.parcel = mountRootParcel<ElementParcelProps>(
          {
            name: `${tag}#${(parcelsMounted += 1)}`,
            bootstrap: reactLifecycles.bootstrap,
            // willRenderCallback right before the first render, in its task (single-spa runs a list in order).
            mount: [async () => this.willRenderCallback(), whenDone(reactLifecycles.mount)],
            update: whenDone(reactLifecycles.update!),
            // leftPageCallback before the view unmounts: also when a failed mount is undone.
            unmount: [async () => this.leftPageCallback(), whenDone(reactLifecycles.unmount)],
          },
          { domElement: this, host: this },
        );
        return stay.parcel.mountPromise;
      };
      // After the previous stay's unmount (usually long over: a microtask, in this task).
      this.#lifecycles = this.#lifecycles.then(mount).catch((error: unknown) => this.#fail(error));
      void this.#lifecycles.then(() => this.#whenRendered?.());
      return rendered;
    }

    /** The parcel's first render is committed: the element's own work starts, and its slice may go on. */
    [FIRST_RENDER_COMMITTED](): void {
      this.enteredPageCallback();
      this.#whenRendered?.();
      this.#whenRendered = undefined;
    }

    /** A mount or update that failed (single-spa has undone the mount): the author's content shows, alone. */
    #fail(error: unknown): void {
      showWithoutScript(this, error);
      slotAuthorContent(this);
    }

    disconnectedCallback(): void {
      // append() and insertBefore() disconnect before they connect again: decide once the move is over.
      queueMicrotask(() => {
        if (!this.isConnected) this.#leave();
      });
    }

    /** moveBefore() calls this instead of disconnecting: focus, dialogs and animations stay as they are. */
    connectedMoveCallback(): void {
      this.#moved();
    }

    willRenderCallback(): void {}

    enteredPageCallback(): void {}

    leftPageCallback(): void {}

    movedCallback(): void {}

    #moved(): void {
      this.movedCallback();
      const focus = this.#focusTakenOut;
      this.#focusTakenOut = undefined;
      const active = document.activeElement;
      // Give focus back only if nothing else took it meanwhile.
      if (
        focus?.isConnected &&
        (active === null || active === document.body || active === this || this.contains(active))
      )
        focus.focus({ preventScroll: true });
    }

    #leave(): void {
      const stay = this.#stay;
      if (!stay) return;
      this.#stay = undefined;
      this.#lifecycles = this.#lifecycles
        .then(() => (stay.parcel?.getStatus() === MOUNTED ? stay.parcel.unmount() : undefined))
        .catch((error: unknown) => reportError(error));
    }

    attributeChangedCallback(): void {
      this.#propsStale = true;
      const stay = this.#stay;
      if (!stay) return;
      // New props each time: single-spa-react renders the view again, which reads the attributes as they are now.
      const props = { domElement: this, host: this };
      // Updates wait for the mount; one that comes when the element has left again is dropped.
      this.#lifecycles = this.#lifecycles
        .then(() =>
          this.#stay === stay && stay.parcel?.getStatus() === MOUNTED ? stay.parcel.update!(props) : undefined,
        )
        .catch((error: unknown) => this.#fail(error));
    }

    get [PROPS](): Record<string, unknown> {
      if (this.#propsStale) {
        this.#propsStale = false;
        // The element's own warner: an attribute problem is reported once per element, shared with its rules.
        const warn = warnerFor(this);
        // A new object per change of the attributes: settingsOf() caches by it.
        this.#props = parseAttributes(schema, (name) => this.getAttribute(name), warn, definition.config ?? false);
      }
      return this.#props;
    }
  }

  // Properties mirror attributes, as on native elements: booleans toggle presence, JSON is stringified.
  for (const [name, entry] of Object.entries(schema)) {
    // A field named like a member every element has (off-canvas `scrollTo`) stays an attribute only:
    // a property would hide the browser's method (`el.scrollTo()`).
    if (name in HTMLElement.prototype) continue;
    const attribute = attributeName(name);
    const type = attributeType(entry);
    Object.defineProperty(WsElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: WithProps) {
        return this[PROPS][name];
      },
      set(this: HTMLElement, value: unknown) {
        if (type === 'boolean') this.toggleAttribute(attribute, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, type === 'json' ? JSON.stringify(value) : String(value));
      },
    });
  }

  const element = definition.extend ? definition.extend(WsElement) : WsElement;
  return {
    tag,
    element,
    define() {
      if (definition.pageStyles) adoptStyles(definition.pageStyles);
      if (!customElements.get(tag)) {
        upgradingPage = true;
        beginDefiningUpgrade(document.getElementsByTagName(tag).length);
        try {
          customElements.define(tag, element);
        } finally {
          upgradingPage = false;
        }
      }
      return allRendered(tag);
    },
  };
}
