// Quantity box rules (docs/RULES.md#quantity): pure, tested table by table.
import { readPositive, type Warn } from '../../platform/values.ts';

export interface QuantityLimits {
  min: number;
  max: number | undefined;
  step: number;
}

export const DEFAULT_MIN = 0;

/** The box's name when the page gives none, and its buttons' names. */
export const QUANTITY_LABELS = {
  de: { quantity: 'Menge', decrease: 'Menge verringern', increase: 'Menge erhöhen' },
  en: { quantity: 'Quantity', decrease: 'Decrease quantity', increase: 'Increase quantity' },
};
export const DEFAULT_STEP = 1;

/** Limits from attributes; impossible ones (step <= 0, max below min) fall back with a warning. */
export function quantityLimits(
  attributes: { min?: number | undefined; max?: number | undefined; step?: number | undefined },
  warn: Warn,
): QuantityLimits {
  const min = attributes.min ?? DEFAULT_MIN;
  const step = readPositive('attribute "step"', attributes.step, DEFAULT_STEP, warn);
  let max = attributes.max;
  if (max !== undefined && max < min) {
    warn(`attribute "max" (${max}) is below "min" (${min}); ignoring max`);
    max = undefined;
  }
  return { min, max, step };
}

/** Decimal places the step and min need, so 0.1 + 0.2 shows as 0.3. */
function precision(limits: QuantityLimits): number {
  const places = (n: number) => (String(n).split('.')[1] ?? '').length;
  return Math.max(places(limits.step), places(limits.min));
}

function round(value: number, limits: QuantityLimits): number {
  return Number(value.toFixed(precision(limits)));
}

/** A typed or stored value as a number: anything that is not a finite number counts as 0. */
export function parseQuantity(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 0;
  if (typeof raw !== 'string') return 0;
  const text = raw.trim().replace(',', '.');
  const value = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** The value the box holds: invalid counts as 0, below min is raised to min, above max is lowered to max. */
export function normalizeQuantity(raw: unknown, limits: QuantityLimits): number {
  const value = parseQuantity(raw);
  if (value < limits.min) return limits.min;
  if (limits.max !== undefined && value > limits.max) return limits.max;
  return round(value, limits);
}

/** Plus: one step up, stopping at max. */
export function stepUp(raw: unknown, limits: QuantityLimits): number {
  return normalizeQuantity(round(normalizeQuantity(raw, limits) + limits.step, limits), limits);
}

/** Minus: one step down, stopping at min. */
export function stepDown(raw: unknown, limits: QuantityLimits): number {
  return normalizeQuantity(round(normalizeQuantity(raw, limits) - limits.step, limits), limits);
}

export function canStepUp(raw: unknown, limits: QuantityLimits): boolean {
  return limits.max === undefined || normalizeQuantity(raw, limits) < limits.max;
}

export function canStepDown(raw: unknown, limits: QuantityLimits): boolean {
  return normalizeQuantity(raw, limits) > limits.min;
}

/** What the page author's fallback field (a light-DOM `<input type="number">`) hands over. */
export const FIELD_ATTRIBUTES = ['name', 'value', 'min', 'max', 'step'] as const;

export interface FallbackField {
  /** The field's attribute, or null when it has none. */
  attribute(name: string): string | null;
  /** What the field holds now (the visitor may have typed before the element's code came). */
  value: string;
  /** The field's value attribute: what it held when the page loaded. */
  defaultValue: string;
}

/**
 * The element takes over its fallback field: each of name, value, min, max and step that the
 * element lacks comes from the field; the element's own attributes win.
 */
export function attributesFromField(hostHas: (name: string) => boolean, field: FallbackField): Array<[string, string]> {
  return FIELD_ATTRIBUTES.flatMap((name): Array<[string, string]> => {
    const value = field.attribute(name);
    return value === null || hostHas(name) ? [] : [[name, value]];
  });
}

/** What the visitor typed into the fallback field before the takeover, or undefined if untouched. */
export function visitorValue(field: FallbackField): string | undefined {
  return field.value !== field.defaultValue ? field.value : undefined;
}
