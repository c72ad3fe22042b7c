// The one way a React component becomes a ws-* custom element: a React root in an open shadow root,
// kept through moves within the page (see README, "Why the kit owns its element class").
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { attributeName, attributeType, parseAttributes, type AttributeSchema, type ParsedAttributes } from './attributes.ts';
import { adoptIntoDocument, sharedSheet } from './sheets.ts';
import { tokenStyles } from './tokens.ts';
import { allRendered, beginDefiningUpgrade, renderInSlice, UPGRADING_ATTRIBUTE } from './upgrade-slices.ts';
import { warnerFor } from './warn.ts';

/** The parsed attributes the view renders with (a symbol, so the property accessors below reach it). */
const PROPS = Symbol('ws.props');

export interface HostProps<E extends HTMLElement = HTMLElement> {
  /** The custom element itself: for events, form internals and measuring. */
  host: E;
}

export interface ElementDefinition<S extends AttributeSchema, E extends HTMLElement> {
  tag: `ws-${string}`;
  component: ComponentType<ParsedAttributes<S> & HostProps<E>>;
  /** camelCase prop name -> type; the attribute is its kebab-case form. */
  attributes: S;
  /** Accept a `config` JSON attribute with the specification's field names. */
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

export function defineElement<S extends AttributeSchema, E extends HTMLElement = HTMLElement>(
  definition: ElementDefinition<S, E>,
): DefinedElement {
  const { tag, attributes: schema } = definition;
  const observed = [...Object.keys(schema).map(attributeName), ...(definition.config ? ['config'] : [])];

  const component = definition.component as ComponentType<Record<string, unknown>>;

  class WsElement extends HTMLElement implements WsElementBase {
    static get observedAttributes(): string[] {
      return observed;
    }

    #props: Record<string, unknown> = {};
    /** The attributes changed since they were last parsed (read on use: an upgrade of thousands parses none). */
    #propsStale = true;
    /** The view, from the first connection until the element leaves the page for real. */
    #root: Root | undefined;
    /** What inside lost focus as the element was taken out; a move gives it back (as moveBefore keeps it). */
    #focusTakenOut: HTMLElement | undefined;
    /** Its first render waits for a later slice of the upgrade. */
    #waitingForSlice = false;

    /** Remembers what inside lost focus when focus went nowhere: the element may be leaving the page, and a move follows in the same task, or nothing does. */
    static #rememberFocusTakenOut(this: HTMLElement, event: FocusEvent): void {
      const element = this as WsElement;
      if (event.relatedTarget !== null || !(event.composedPath()[0] instanceof HTMLElement)) return;
      element.#focusTakenOut = event.composedPath()[0] as HTMLElement;
      queueMicrotask(() => (element.#focusTakenOut = undefined));
    }

    connectedCallback(): void {
      // Still mounted: it was taken out and put back in one go (a theme moving it), so nothing restarts.
      if (this.#root) {
        this.#moved();
        return;
      }
      if (this.#waitingForSlice) return;
      // A shadow root already there (a first frame painted before this code came, see
      // consent-banner/first-frame.ts, or an earlier stay's) hides the author's content: no waiting.
      if (this.shadowRoot) {
        this.#enterPage();
        return;
      }
      // Elements a script adds render at once, as it expects; only an upgrade of what the page
      // already holds (all of a tag's elements at its definition) is spread over slices.
      if (!upgradingPage) {
        this.#enterPage();
        return;
      }
      if (renderInSlice(() => this.#enterPageAfterWait(), tag)) return;
      // Until its slice comes it looks as it did before the upgrade (no shadow root yet), in the box
      // the reserve rules give it while it waits (shell/reserve.ts).
      this.#waitingForSlice = true;
      this.setAttribute(UPGRADING_ATTRIBUTE, '');
    }

    #enterPageAfterWait(): void {
      if (this.#waitingForSlice) {
        this.#waitingForSlice = false;
        this.removeAttribute(UPGRADING_ATTRIBUTE);
      }
      // Taken out while it waited: its next connection starts over.
      if (this.isConnected && !this.#root) this.#enterPage();
    }

    #enterPage(): void {
      // Only a rendered element has focus to keep across a move; added here, not in the constructor,
      // an upgrade of thousands adds none (one function: adding it again is a no-op).
      this.addEventListener('focusout', WsElement.#rememberFocusTakenOut);
      this.willRenderCallback();
      // A first frame's root is taken over, and its frame replaced by the render in the same task.
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = [sharedSheet(tokenStyles), ...(definition.styles ? [sharedSheet(definition.styles)] : [])];
      this.#root = createRoot(shadow);
      // Render in the same task as the shadow root comes: an empty one would hide the author's
      // content and collapse the box for a frame, and that is a layout shift.
      flushSync(() => {
        shadow.replaceChildren();
        this.#render();
      });
      this.enteredPageCallback();
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
      if (focus?.isConnected && (active === null || active === document.body || active === this || this.contains(active))) focus.focus({ preventScroll: true });
    }

    #leave(): void {
      const root = this.#root;
      if (!root) return;
      this.leftPageCallback();
      this.#root = undefined;
      root.unmount();
    }

    #render(): void {
      this.#root?.render(createElement(component, { ...this[PROPS], host: this }));
    }

    attributeChangedCallback(): void {
      this.#propsStale = true;
      this.#render();
    }

    get [PROPS](): Record<string, unknown> {
      if (this.#propsStale) {
        this.#propsStale = false;
        // The element's own warner: an attribute problem is reported once per element, shared with its rules.
        const warn = warnerFor(this);
        Object.assign(this.#props, parseAttributes(schema, (name) => this.getAttribute(name), warn, definition.config ?? false));
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
      if (definition.pageStyles) adoptIntoDocument(definition.pageStyles);
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
