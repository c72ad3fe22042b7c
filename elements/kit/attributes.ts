// Attribute parsing for ws-* elements: pure functions, no DOM, so they are tested without a browser.

/** `list`: a comma-separated attribute (`post-types="post,page"`), an array in config JSON. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'list';
export type AttributeSchema = Record<string, AttributeType>;

type ValueOf<T extends AttributeType> = T extends 'number'
  ? number
  : T extends 'boolean'
    ? boolean
    : T extends 'json'
      ? unknown
      : T extends 'list'
        ? string[]
        : string;

/** The props a component receives for a schema: booleans are always set, the rest may be absent. */
export type ParsedAttributes<S extends AttributeSchema> = {
  [K in keyof S as S[K] extends 'boolean' ? K : never]: boolean;
} & {
  [K in keyof S as S[K] extends 'boolean' ? never : K]?: ValueOf<S[K]>;
};

/** `perPage` -> `per-page`, as HTML attributes are written. */
export function attributeName(propName: string): string {
  return propName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `per_page`, `per-page` or `perPage` -> `perPage`: config JSON uses the specification's field names. */
export function propName(fieldName: string): string {
  return fieldName.replace(/[-_]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export type Warn = (message: string) => void;

/** Parses one attribute value (null when absent) by its declared type; bad values warn and read as absent. */
export function parseAttributeValue(
  type: AttributeType,
  name: string,
  raw: string | null,
  warn: Warn,
): unknown {
  // HTML booleans: true by presence, whatever the value says.
  if (type === 'boolean') return raw !== null;
  if (raw === null) return undefined;
  if (type === 'string') return raw;
  if (type === 'list') return raw.split(',').map((item) => item.trim()).filter(Boolean);
  if (type === 'number') {
    const trimmed = raw.trim();
    const value = trimmed === '' ? Number.NaN : Number(trimmed);
    if (Number.isFinite(value)) return value;
    warn(`attribute "${name}" expects a number, got ${JSON.stringify(raw)}; using the default`);
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    warn(`attribute "${name}" holds invalid JSON (${(error as Error).message}); using the default`);
    return undefined;
  }
}

/** Converts a config JSON value to the type an attribute of the schema would have produced. */
function coerceConfigValue(type: AttributeType, field: string, value: unknown, warn: Warn): unknown {
  if (value === null || value === undefined) return undefined;
  if (type === 'json') return value;
  if (type === 'list' && Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  if (type === 'boolean') {
    // The specification's settings write booleans as true/false, 1/0 or "yes"/"no".
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'yes' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'no' || value === 'false' || value === '') return false;
    warn(`config field "${field}" expects true or false, got ${JSON.stringify(value)}; using the default`);
    return undefined;
  }
  if (typeof value === 'object') {
    warn(`config field "${field}" expects a ${type}, got ${JSON.stringify(value)}; using the default`);
    return undefined;
  }
  return parseAttributeValue(type, field, String(value), warn);
}

/**
 * Reads every attribute of a schema, plus an optional `config` JSON object whose fields use the
 * specification's names. Single attributes win over `config`.
 */
export function parseAttributes<S extends AttributeSchema>(
  schema: S,
  readAttribute: (name: string) => string | null,
  warn: Warn,
  acceptConfig: boolean,
): ParsedAttributes<S> {
  const parsed: Record<string, unknown> = {};
  if (acceptConfig) {
    const config = parseAttributeValue('json', 'config', readAttribute('config'), warn);
    if (config !== undefined && (typeof config !== 'object' || config === null || Array.isArray(config))) {
      warn('attribute "config" must be a JSON object; ignoring it');
    } else if (config) {
      for (const [field, value] of Object.entries(config)) {
        const name = propName(field);
        const type = schema[name];
        if (!type) {
          warn(`config field "${field}" is not known; ignoring it`);
          continue;
        }
        parsed[name] = coerceConfigValue(type, field, value, warn);
      }
    }
  }
  for (const [name, type] of Object.entries(schema)) {
    const raw = readAttribute(attributeName(name));
    // A missing boolean attribute leaves a config value standing; any present attribute wins.
    if (raw === null && parsed[name] !== undefined) continue;
    parsed[name] = parseAttributeValue(type, attributeName(name), raw, warn);
  }
  return parsed as ParsedAttributes<S>;
}

/**
 * yes/no values of the specification's settings as attributes: "yes", "true", "1", "on" and a bare
 * attribute are yes; "no", "false", "0", "off" are no; anything else is undefined (not understood).
 */
export function parseYesNo(raw: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (['', 'yes', 'true', '1', 'on'].includes(value)) return true;
  if (['no', 'false', '0', 'off'].includes(value)) return false;
  return undefined;
}
