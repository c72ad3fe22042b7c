// Alert rules: which types exist, how each is announced, what it is called. Pure.
import type { Language } from '../../platform/environment.ts';
import { readOneOf, type Warn } from '../../platform/values.ts';

export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const DEFAULT_ALERT_TYPE = 'info' satisfies AlertType;

/** The sign in the box's corner, per type (read out as the type's name, ALERT_LABELS). */
export const ALERT_ICONS: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/** How long the slide-up of a dismissed alert takes (instant under reduced motion). */
export const ALERT_SLIDE_UP_MS = 300;

/** Unknown types fall back to the default (info); a typo is reported, never fatal. */
export function alertType(raw: string | undefined, warn: Warn): AlertType {
  return readOneOf('attribute "type"', raw, ALERT_TYPES, DEFAULT_ALERT_TYPE, warn, (value) =>
    value.trim().toLowerCase(),
  );
}

/** Errors and warnings interrupt (role=alert); info and success wait politely (role=status). */
export function alertRole(type: AlertType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

export interface AlertLabels {
  type: Record<AlertType, string>;
  dismiss: string;
}

export const ALERT_LABELS: Record<Language, AlertLabels> = {
  de: {
    type: { info: 'Hinweis', success: 'Erfolg', warning: 'Warnung', error: 'Fehler' },
    dismiss: 'Meldung schließen',
  },
  en: {
    type: { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
    dismiss: 'Dismiss message',
  },
};
