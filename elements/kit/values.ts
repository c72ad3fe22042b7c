// Reading attribute and settings values: each bad value gives one warning that names the field,
// what came, and the default used instead. `label` is how the warning names the field
// (`attribute "layout"`, `field "frequency"`).
import { parseYesNo, type Warn } from './attributes.ts';

export function oneOf<T extends string>(label: string, raw: string | undefined, allowed: readonly T[], fallback: T, warn: Warn, spell: (value: string) => string = (value) => value): T {
  if (raw === undefined) return fallback;
  const value = spell(raw);
  if ((allowed as readonly string[]).includes(value)) return value as T;
  warn(`${label} has the unknown value ${JSON.stringify(raw)}; using "${fallback}"`);
  return fallback;
}

export function yesNo(label: string, raw: string | undefined, fallback: boolean, warn: Warn): boolean {
  if (raw === undefined) return fallback;
  const value = parseYesNo(raw);
  if (value === undefined) warn(`${label} expects yes or no, got ${JSON.stringify(raw)}; using "${fallback ? 'yes' : 'no'}"`);
  return value ?? fallback;
}

export function positive(label: string, raw: number | undefined, fallback: number, warn: Warn, whole = false): number {
  if (raw === undefined) return fallback;
  if (raw > 0 && (!whole || Number.isInteger(raw))) return raw;
  warn(`${label} ${whole ? 'expects a whole number above 0' : 'must be above 0'}, got ${raw}; using ${fallback}`);
  return fallback;
}
