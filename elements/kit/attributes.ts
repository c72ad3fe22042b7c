// Attribute parsing for ws-* elements: pure functions, no DOM, so they are tested without a browser.
import { readYesNo, yesNoWord, type Warn } from '../../platform/values.ts';

export type { Warn } from '../../platform/values.ts';

/**
 * - `string`, `number`: as written (a bad number warns and reads as the default).
 * - `boolean`: a pure HTML flag, true by presence whatever the value (`dismissible="false"` is true).
 * - `yesno`: the settings' yes/no fields: yes, true, 1, on and a bare attribute are yes;
 *   no, false, 0, off are no; anything else warns and reads as the default.
 * - `json`: parsed JSON. `list`: a comma-separated attribute (`post-types="post,page"`), an array in config JSON.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'yesno' | 'json' | 'list';

/** The value a component receives for an attribute of type T. */
export type AttributeValue<T extends AttributeType> = T extends 'number'
  ? number
  : T extends 'boolean' | 'yesno'
    ? boolean
    : T extends 'json'
      ? unknown
      : T extends 'list'
        ? string[]
        : string;

/** What a default may be written as (`as const` makes a list default readonly). */
type DefaultOf<T extends AttributeType> = T extends 'list' ? readonly string[] : AttributeValue<T>;

/** A schema entry with a default: used when the attribute (and its config field) is absent or bad. */
export type AttributeSpec = {
  [T in AttributeType]: { readonly type: T; readonly default?: DefaultOf<T> };
}[AttributeType];

/** One schema entry: the type alone (`'string'`), or `{ type, default }`. */
export type AttributeEntry = AttributeType | AttributeSpec;
export type AttributeSchema = Record<string, AttributeEntry>;

/** The type of an entry, at the type level. */
export type AttributeTypeOf<E extends AttributeEntry> = E extends AttributeType
  ? E
  : E extends { type: infer T extends AttributeType }
    ? T
    : never;

export const attributeType = (entry: AttributeEntry): AttributeType => (typeof entry === 'string' ? entry : entry.type);
/** The declared default, or undefined (a boolean flag's is false: absent). */
export const attributeDefault = (entry: AttributeEntry): unknown =>
  typeof entry === 'string'
    ? entry === 'boolean'
      ? false
      : undefined
    : (entry.default ?? (entry.type === 'boolean' ? false : undefined));

/** Entries a component always receives: HTML flags and entries with a default. */
type AlwaysSet<E> = E extends 'boolean' | { type: 'boolean' } | { default: unknown } ? true : false;

/** The props a component receives for a schema: flags and defaulted entries are always set, the rest may be absent. */
export type ParsedAttributes<S extends AttributeSchema> = {
  -readonly [K in keyof S as AlwaysSet<S[K]> extends true ? K : never]: AttributeValue<AttributeTypeOf<S[K]>>;
} & {
  -readonly [K in keyof S as AlwaysSet<S[K]> extends true ? never : K]?: AttributeValue<AttributeTypeOf<S[K]>>;
};

/** `perPage` -> `per-page`, as HTML attributes are written. */
export function attributeName(propName: string): string {
  return propName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `per_page`, `per-page` or `perPage` -> `perPage`: config JSON uses the settings' field names. */
export function propName(fieldName: string): string {
  return fieldName.replace(/[-_]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Parses one attribute value (null when absent) by its schema entry. Absent and bad values read as
 * the entry's default (undefined when it has none); bad ones warn.
 */
export function parseAttributeValue(entry: AttributeEntry, name: string, raw: string | null, warn: Warn): unknown {
  const type = attributeType(entry);
  const fallback = attributeDefault(entry);
  // HTML flags: true by presence, whatever the value says.
  if (type === 'boolean') return raw !== null;
  if (raw === null) return fallback;
  if (type === 'string') return raw;
  if (type === 'yesno') return readYesNo(`attribute "${name}"`, raw, fallback as boolean | undefined, warn, true);
  if (type === 'list')
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (type === 'number') {
    const trimmed = raw.trim();
    const value = trimmed === '' ? Number.NaN : Number(trimmed);
    if (Number.isFinite(value)) return value;
    warn(`attribute "${name}" expects a number, got ${JSON.stringify(raw)}; ${usingDefault(fallback)}`);
    return fallback;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    warn(`attribute "${name}" holds invalid JSON (${(error as Error).message}); ${usingDefault(fallback)}`);
    return fallback;
  }
}

const usingDefault = (fallback: unknown) =>
  fallback === undefined
    ? 'using the default'
    : typeof fallback === 'boolean'
      ? `using "${fallback ? 'yes' : 'no'}"`
      : `using ${JSON.stringify(fallback)}`;

/** Converts a config JSON value to the type an attribute of the schema would have produced (undefined: not set or bad).
 */
function coerceConfigValue(entry: AttributeEntry, field: string, value: unknown, warn: Warn): unknown {
  const type = attributeType(entry);
  if (value === null || value === undefined) return undefined;
  if (type === 'json') return value;
  if (type === 'list' && Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  if (type === 'boolean' || type === 'yesno') {
    // JSON from WordPress writes an unticked box as "" (no); true/false, 1/0 and the yes/no words as usual.
    const yes = yesNoWord(value, false);
    if (yes === undefined)
      warn(
        `config field "${field}" expects yes or no, got ${JSON.stringify(value)}; ` +
          `${usingDefault(attributeDefault(entry))}`,
      );
    return yes;
  }
  if (typeof value === 'object') {
    warn(
      `config field "${field}" expects a ${type}, got ${JSON.stringify(value)}; ` +
        `${usingDefault(attributeDefault(entry))}`,
    );
    return undefined;
  }
  // Without its default: a bad config value must not stand in for the attribute's own reading below.
  return parseAttributeValue(type, field, String(value), warn);
}

/**
 * Reads every attribute of a schema, plus an optional `config` JSON object whose fields use the
 * settings' snake_case names. Single attributes win over `config`; what neither sets is the default.
 */
export function parseAttributes<S extends AttributeSchema>(
  schema: S,
  readAttribute: (name: string) => string | null,
  warn: Warn,
  acceptConfig: boolean,
): ParsedAttributes<S> {
  const fromConfig: Record<string, unknown> = {};
  if (acceptConfig) {
    const config = parseAttributeValue('json', 'config', readAttribute('config'), warn);
    if (config !== undefined && (typeof config !== 'object' || config === null || Array.isArray(config))) {
      warn('attribute "config" must be a JSON object; ignoring it');
    } else if (config) {
      for (const [field, value] of Object.entries(config)) {
        const name = propName(field);
        const entry = Object.hasOwn(schema, name) ? schema[name] : undefined;
        if (!entry) {
          warn(`config field "${field}" is not known; ignoring it`);
          continue;
        }
        fromConfig[name] = coerceConfigValue(entry, field, value, warn);
      }
    }
  }
  const parsed: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(schema)) {
    const raw = readAttribute(attributeName(name));
    // A missing attribute (flags included) leaves a config value standing; any present attribute wins.
    parsed[name] =
      raw === null && fromConfig[name] !== undefined
        ? fromConfig[name]
        : parseAttributeValue(entry, attributeName(name), raw, warn);
  }
  return parsed as ParsedAttributes<S>;
}
