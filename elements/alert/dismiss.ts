// How a dismissed alert leaves: the element's close button and its first frame's (first-frame.ts) do the
// same, so this has no React.
import { emit } from '../../platform/events.ts';
import { prefersReducedMotion } from '../../platform/environment.ts';
import { ALERT_SLIDE_UP_MS, type AlertType } from './rules.ts';

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
