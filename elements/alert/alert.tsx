import { useCallback } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { emit } from '../../platform/events.ts';
import { pageLanguage, prefersReducedMotion } from '../../platform/environment.ts';
import { warnerFor } from '../../platform/warn.ts';
import { ALERT_LABELS, ALERT_SLIDE_UP_MS, alertRole, alertType, type AlertType } from './rules.ts';
import type { alertAttributes } from './schema.ts';

export type AlertProps = ElementProps<typeof alertAttributes>;

const ICONS: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/** Fires ws-alert-dismiss (cancelable), slides the alert up unless motion is reduced, removes it. */
export async function dismissAlert(host: HTMLElement, type: AlertType): Promise<void> {
  if (!emit(host, 'ws-alert-dismiss', { type }, { cancelable: true })) return;
  if (!prefersReducedMotion()) {
    const from = { height: `${host.offsetHeight}px`, opacity: 1 };
    const to = { height: '0px', opacity: 0, marginTop: '0px', marginBottom: '0px' };
    await host.animate([from, to], { duration: ALERT_SLIDE_UP_MS, easing: 'ease-in', fill: 'forwards' }).finished;
  }
  host.remove();
}

export function Alert({ type: rawType, dismissible, host }: AlertProps) {
  const type = alertType(rawType, warnerFor(host));
  const labels = ALERT_LABELS[pageLanguage(host)];
  const onDismiss = useCallback(() => void dismissAlert(host, type), [host, type]);

  return (
    <div className="alert" part="alert" data-type={type} role={alertRole(type)}>
      <span className="icon" part="icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="content" part="content">
        <span className="visually-hidden">{labels.type[type]}: </span>
        <slot />
      </div>
      {dismissible && (
        <button type="button" className="close" part="close-button" aria-label={labels.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
