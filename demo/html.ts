// Server-side HTML templates that escape every interpolated value unless it is already markup.
import { escapeHtml } from '../platform/text.ts';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

// The one HTML escape of the project (the share box's no-JS markup uses it too).
export { escapeHtml };

type Value = SafeHtml | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${text}</p>\`` escapes text; nested html`` results and arrays of them stay markup. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** JSON inside <script type="application/json">: `<` is escaped so no string can close the tag. */
export function jsonForScript(data: unknown): SafeHtml {
  return new SafeHtml(JSON.stringify(data).replace(/</g, '\\u003c'));
}

/** German date as the site shows it: 5. März 2026. */
export function germanDate(isoDate: string): string {
  return new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function euro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
