import { useCallback } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { warnerFor } from '../../platform/warn.ts';
import { dismissAlert } from './dismiss.ts';
import { ALERT_ICONS, ALERT_LABELS, alertRole, alertType } from './rules.ts';
import type { alertAttributes } from './schema.ts';

export type AlertProps = ElementProps<typeof alertAttributes>;

export function Alert({ type: rawType, dismissible, host }: AlertProps) {
  const type = alertType(rawType, warnerFor(host));
  const labels = ALERT_LABELS[pageLanguage(host)];
  const onDismiss = useCallback(() => void dismissAlert(host, type), [host, type]);

  return (
    <div className="alert" part="alert" data-type={type} role={alertRole(type)}>
      <span className="icon" part="icon" aria-hidden="true">
        {ALERT_ICONS[type]}
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
