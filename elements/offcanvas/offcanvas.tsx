import { useLayoutEffect, useMemo, useSyncExternalStore, type MouseEvent, type SyntheticEvent } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../kit/environment.ts';
import { warnerFor } from '../kit/warn.ts';
import type { OffcanvasHost } from './offcanvas-element.ts';
import { offcanvasConfig, type OffcanvasFields } from './rules.ts';

export type OffcanvasProps = OffcanvasFields & HostProps<OffcanvasHost>;

const LABELS = {
  de: { close: 'Schließen', popup: 'Hinweis', bar: 'Hinweisleiste' },
  en: { close: 'Close', popup: 'Notice', bar: 'Notice bar' },
};

/** The panel's accessible name: the label field, else the author's first heading, else a generic word. */
function panelName(host: HTMLElement, label: string | undefined, fallback: string): string {
  if (label) return label;
  const heading = host.querySelector('h1, h2, h3, h4, h5, h6');
  return heading?.textContent?.trim() || fallback;
}

/** Whether a click at (x, y) is outside the element's box: on a dialog, that is the backdrop. */
const outside = (element: Element, x: number, y: number) => {
  const box = element.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
};

export function Offcanvas({ host, ...fields }: OffcanvasProps) {
  const key = JSON.stringify(fields);
  // Parsed once per change of the attributes; each problem is reported once per panel.
  const config = useMemo(
    () => offcanvasConfig(fields, warnerFor(`ws-offcanvas id="${host.id}"`)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, host],
  );
  const state = useSyncExternalStore(host.subscribe, () => host.state);
  const labels = LABELS[pageLanguage(host)];
  const name = panelName(host, config.label, config.type === 'popup' ? labels.popup : labels.bar);

  useLayoutEffect(() => host.configure(config), [host, config]);

  const classes = ['panel', config.type, `position-${config.position}`, config.fullHeight ? 'full-height' : '', config.overlay ? 'with-overlay' : 'no-overlay', state].filter(Boolean).join(' ');
  const closeButton = (
    <button type="button" className="close" part="close-button" aria-label={labels.close} onClick={() => void host.close('close-button')}>
      <span aria-hidden="true">×</span>
    </button>
  );

  if (config.type === 'popup') {
    const onCancel = (event: SyntheticEvent) => {
      // Our own close plays the exit animation; Escape may also be switched off.
      event.preventDefault();
      if (config.closeOnEsc) void host.close('escape');
    };
    const onClick = (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && config.closeOnOverlayClick && outside(event.currentTarget, event.clientX, event.clientY)) void host.close('overlay');
    };
    return (
      <dialog className={classes} part="panel" aria-label={name} onCancel={onCancel} onClose={() => host.dialogClosed()} onClick={onClick}>
        {closeButton}
        <div className="content" part="content">
          <slot />
        </div>
      </dialog>
    );
  }
  return (
    <>
      {config.overlay && state !== 'closed' && <div className="overlay" part="overlay" onClick={() => config.closeOnOverlayClick && void host.close('overlay')} />}
      <section className={classes} part="panel" role="region" aria-label={name} tabIndex={-1} hidden>
        {closeButton}
        <div className="content" part="content">
          <slot />
        </div>
      </section>
    </>
  );
}
