// The TypeScript side of an element, derived from its attribute schema (schema.ts) so that it is
// written once: the element's properties, its JSX props (kebab-case attribute names) and, through
// ElementDescription, what the manifest (scripts/manifest.ts) and docs/REFERENCE.md say about it.
// Types only: nothing here reaches the bundle.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeEntry, AttributeSchema, AttributeTypeOf, ParsedAttributes } from './attributes.ts';

type Letter<C extends string> = Uppercase<C> extends Lowercase<C> ? false : true;
type IsUpper<C extends string> = Letter<C> extends true ? (C extends Uppercase<C> ? true : false) : false;
type IsLowerOrDigit<C extends string> = C extends '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
  ? true
  : Letter<C> extends true
    ? C extends Lowercase<C>
      ? true
      : false
    : false;

/**
 * `perPage` -> `per-page`, `afterXPageViews` -> `after-xpage-views`: exactly what `attributeName`
 * does at run time (a dash before a capital that follows a lower-case letter or digit, then lower case).
 */
export type AttributeName<S extends string, Previous extends string = ''> = S extends `${infer C}${infer Rest}`
  ? `${KebabCharacter<C, Previous>}${AttributeName<Rest, C>}`
  : '';

/** One character of `AttributeName`: a capital after a lower-case letter or digit gets a dash before it. */
type KebabCharacter<C extends string, Previous extends string> =
  IsUpper<C> extends true ? (IsLowerOrDigit<Previous> extends true ? `-${Lowercase<C>}` : Lowercase<C>) : C;

/**
 * The element's properties for a schema: each mirrors its attribute (kit/define.ts). A property
 * without a default reads `undefined` while its attribute is absent.
 */
export type SchemaProperties<S extends AttributeSchema> = {
  -readonly [K in keyof ParsedAttributes<S>]-?:
    | ParsedAttributes<S>[K]
    /* eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends Pick<T, K>` is the test for an
       optional key K */
    | ({} extends Pick<ParsedAttributes<S>, K> ? undefined : never);
};

/** What a page author may write for a yes/no field (kit/attributes.ts). */
export type YesNoWord = 'yes' | 'no' | 'true' | 'false' | '1' | '0' | 'on' | 'off';

/**
 * The value JSX may give an attribute. A yes/no field takes its words, not `true`/`false`: React
 * drops an attribute that is `false`, and an absent yes/no field means its default, which may be yes.
 */
type JsxValue<E extends AttributeEntry> =
  AttributeTypeOf<E> extends infer T
    ? T extends 'boolean'
      ? boolean
      : T extends 'yesno'
        ? YesNoWord
        : T extends 'number'
          ? number | string
          : string
    : never;

/** JSX props for a schema, by attribute name (`<ws-live-search min-chars="3">`). */
export type SchemaJsxProps<S extends AttributeSchema> = {
  [K in keyof S & string as AttributeName<K>]?: JsxValue<S[K]>;
};

/** React's props for a ws-* tag: the HTML ones, plus the schema's (which win where both name one). */
export type WsJsxElement<E extends HTMLElement, S extends AttributeSchema, Extra = object> = Omit<
  DetailedHTMLProps<HTMLAttributes<E>, E>,
  keyof SchemaJsxProps<S> | keyof Extra
> &
  SchemaJsxProps<S> &
  Extra;

/** What the manifest says about one attribute of the schema. */
export interface AttributeDescription {
  /** What it does, for page authors (Markdown). */
  description: string;
  /** The values it understands, when it is one of a list (the editor offers them). */
  values?: readonly string[];
  /** The default in words, when the schema has none it can state (`settings position, else bottom`). */
  default?: string;
}

/** An attribute the kit or the element reads beside the schema (`config`, `data-pages`). */
export interface ExtraAttributeDescription extends AttributeDescription {
  /** Its TypeScript type as text. */
  type: string;
}

export interface MemberDescription {
  description: string;
}

/** An event that is not in the typed `WsEventDetails` map (a native `change` or `input`). */
export interface NativeEventDescription {
  /** The event's class as text (`Event`). */
  type: string;
  description: string;
}

/**
 * Everything the manifest needs of an element beyond what the schema and the type maps give:
 * one entry per schema attribute (the compiler makes sure none is missing), and the names of its
 * public properties, methods, events, slots, parts and custom properties. The types of properties,
 * methods and event details are read from the code (HTMLElementTagNameMap, WsEventDetails).
 */
export interface ElementDescription<S extends AttributeSchema> {
  tag: `ws-${string}`;
  schema: S;
  /** One sentence: what it is. */
  summary: string;
  attributes: { [K in keyof S]: AttributeDescription };
  /** Attributes read beside the schema, by attribute name. */
  extraAttributes?: Record<string, ExtraAttributeDescription>;
  /** Public properties beyond the schema's, by name. */
  properties?: Record<string, MemberDescription>;
  /** Public methods, by name. */
  methods?: Record<string, MemberDescription>;
  /** Events it fires: a `WsEventDetails` name with its description, or a native event with its type. */
  events?: Record<string, string | NativeEventDescription>;
  /** Slots by name ('' is the default slot). */
  slots?: Record<string, string>;
  /** Shadow parts by name. */
  cssParts?: Record<string, string>;
  /** Custom properties by name (`--ws-…`). */
  cssProperties?: Record<string, { description: string; default?: string }>;
}

/** Any element's description, as the manifest generator reads them. */
export type AnyElementDescription = ElementDescription<AttributeSchema>;

/** Every event of the `WsEventDetails` map as the `CustomEvent` that `addEventListener` hands over. */
type WsEventMap = { [K in keyof WsEventDetails]: CustomEvent<WsEventDetails[K]> };

declare global {
  // Written once per event, in WsEventDetails (platform/events.ts); this makes listeners typed too.
  /* eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merges into HTMLElementEventMap; a
     type alias cannot */
  interface HTMLElementEventMap extends WsEventMap {}
}
