// The one set of value readers: attributes (the kit), element rules and the consent settings all
// read "one of these", yes/no, positive numbers and URLs here. No React and no DOM: the consent bus
// in the shell imports it too. Each `read…` gives one warning for a bad value that names the field
// (`label`: `attribute "layout"`, `field "frequency"`), what came, and the default used instead.
import { safeUrl } from './urls.ts';

export type Warn = (message: string) => void;

const YES_WORDS = ['yes', 'true', '1', 'on'];
const NO_WORDS = ['no', 'false', '0', 'off'];

/**
 * The one yes/no table: true, 1 and the words yes, true, 1, on are yes; false, 0 and no, false, 0,
 * off are no; anything else is undefined (not understood). The empty string is the one value whose
 * meaning depends on where it came from, so the caller says it: a bare attribute (`<x titles-only>`)
 * is yes, while WordPress writes an unticked box into JSON as "" (no).
 */
export function yesNoWord(value: unknown, empty: boolean): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (word === '') return empty;
  if (YES_WORDS.includes(word)) return true;
  if (NO_WORDS.includes(word)) return false;
  return undefined;
}

/** The value when it is one of `allowed` (after `spell`), else undefined: no warning, for callers that report
 * themselves. */
export function matchOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  spell: (value: string) => string = (text) => text,
): T | undefined {
  if (typeof value !== 'string') return undefined;
  const spelled = spell(value);
  return (allowed as readonly string[]).includes(spelled) ? (spelled as T) : undefined;
}

/** One of `allowed`, or `fallback`: absent, null and "" mean "not set" (silent), anything else unknown warns. */
export function readOneOf<T extends string>(
  label: string,
  raw: unknown,
  allowed: readonly T[],
  fallback: T,
  warn: Warn,
  spell?: (value: string) => string,
): T {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = matchOneOf(raw, allowed, spell);
  if (value !== undefined) return value;
  warn(`${label} has the unknown value ${JSON.stringify(raw)}; using "${fallback}"`);
  return fallback;
}

/**
 * yes/no (see yesNoWord; `empty` is what "" means here: yes for attributes), or `fallback` with a
 * warning. An undefined fallback leaves the default to the caller (it depends on other fields).
 */
export function readYesNo<F extends boolean | undefined>(
  label: string,
  raw: unknown,
  fallback: F,
  warn: Warn,
  empty = true,
): boolean | F {
  if (raw === undefined || raw === null) return fallback;
  const value = yesNoWord(raw, empty);
  if (value !== undefined) return value;
  warn(
    `${label} expects yes or no, got ${JSON.stringify(raw)}; using ` +
      `${fallback === undefined ? 'the default' : `"${fallback ? 'yes' : 'no'}"`}`,
  );
  return fallback;
}

/** A number above 0 (whole when `whole`), or `fallback` with a warning. */
export function readPositive(
  label: string,
  raw: number | undefined,
  fallback: number,
  warn: Warn,
  whole = false,
): number {
  if (raw === undefined) return fallback;
  if (raw > 0 && (!whole || Number.isInteger(raw))) return raw;
  warn(`${label} ${whole ? 'expects a whole number above 0' : 'must be above 0'}, got ${raw}; using ${fallback}`);
  return fallback;
}

/**
 * The longest wait a setting or an attribute may ask for (docs/REFERENCE.md "Durations"): an hour.
 * setTimeout fires at once for anything above 2³¹−1 ms, so an unbounded value would mean "now".
 */
export const MAX_WAIT_MS = 3_600_000;
/** The longest an opening or closing animation from settings may run (docs/REFERENCE.md "Durations"). */
export const MAX_TRANSITION_MS = 10_000;

/** `value` when at most `max`, else `max` with a warning that names the field. */
export function atMost(label: string, value: number, max: number, warn: Warn, unit = 'ms'): number {
  if (value <= max) return value;
  warn(`${label} is capped at ${max} ${unit}, got ${value}; using ${max}`);
  return max;
}

/** An http(s) or relative URL (platform/urls.ts `safeUrl` decides), or undefined with a warning when one was given. */
export function readUrl(label: string, raw: unknown, warn: Warn): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const url = safeUrl(raw);
  if (url === undefined) warn(`${label} is not an http(s) or relative URL: ${JSON.stringify(raw)}`);
  return url;
}
