// The one way a React component becomes a ws-* custom element (r2wc underneath).
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import r2wc from '@r2wc/react-to-web-component';
import { attributeName, parseAttributes, type AttributeSchema, type ParsedAttributes } from './attributes.ts';
import { adoptIntoDocument, sharedSheet } from './sheets.ts';
import { tokenStyles } from './tokens.ts';

// r2wc renders the props it keeps under these registry symbols. We fill them ourselves because
// r2wc skips bare ("") and removed (null) attributes, so HTML booleans would never work.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

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

/** What every generated element class offers to an `extend` subclass. */
export interface WsElementBase extends HTMLElement {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export type WsElementConstructor = new () => WsElementBase;

/** r2wc's class, with the lifecycle methods it has (its typings only say CustomElementConstructor). */
declare class R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type R2wcInternals = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
};

export interface DefinedElement {
  tag: string;
  element: WsElementConstructor;
  /** Registers the tag; does nothing when it is already registered (by us or another copy). */
  define(): void;
}

export function defineElement<S extends AttributeSchema, E extends HTMLElement = HTMLElement>(
  definition: ElementDefinition<S, E>,
): DefinedElement {
  const { tag, attributes: schema } = definition;
  const observed = [...Object.keys(schema).map(attributeName), ...(definition.config ? ['config'] : [])];

  // r2wc hands the shadow root in as `container`; the component gets the host instead.
  function HostAdapter(props: Record<string, unknown>) {
    const { container, ...rest } = props;
    const host = (container as ShadowRoot).host as E;
    return createElement(definition.component as ComponentType<Record<string, unknown>>, { ...rest, host });
  }

  const R2wcBase = r2wc(HostAdapter, { shadow: 'open' }) as unknown as typeof R2wcElement;

  class WsElement extends R2wcBase {
    /** Each attribute problem is reported once per element, not on every re-parse. */
    private readonly reported = new Set<string>();

    static get observedAttributes(): string[] {
      return observed;
    }

    constructor() {
      super();
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = [sharedSheet(tokenStyles), ...(definition.styles ? [sharedSheet(definition.styles)] : [])];
      this.syncProps();
    }

    override attachShadow(init: ShadowRootInit): ShadowRoot {
      // A first frame painted before this code arrived (see consent-banner/first-frame.ts) hands
      // its root over; the first render below replaces it in the same task, so nothing flashes.
      const painted = this.shadowRoot;
      if (painted) {
        painted.replaceChildren();
        return painted;
      }
      return super.attachShadow(init);
    }

    override connectedCallback(): void {
      // Render in the same task as the upgrade: a defined element with a still-empty shadow root
      // would collapse its box for a frame, and that is a layout shift.
      flushSync(() => super.connectedCallback());
    }

    attributeChangedCallback(): void {
      this.syncProps();
      (this as unknown as R2wcInternals)[R2WC_RENDER]();
    }

    private syncProps(): void {
      const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
      const warn = (message: string) => {
        if (this.reported.has(message)) return;
        this.reported.add(message);
        console.warn(`<${tag}> ${message}`);
      };
      Object.assign(props, parseAttributes(schema, (name) => this.getAttribute(name), warn, definition.config ?? false));
    }
  }

  // Properties mirror attributes, as on native elements: booleans toggle presence, JSON is stringified.
  for (const [name, type] of Object.entries(schema)) {
    const attribute = attributeName(name);
    Object.defineProperty(WsElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[R2WC_PROPS][name];
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
      if (!customElements.get(tag)) customElements.define(tag, element);
    },
  };
}
