// The view of <ws-offcanvas>: it renders what the element publishes (state and configuration, one
// subscription) and forwards the visitor's intent to the element. It reads no attribute itself.
import { useSyncExternalStore, type MouseEvent, type SyntheticEvent } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import type { OffcanvasHost } from './offcanvas-element.ts';

const LABELS = {
  de: {
    close: 'Schließen',
    popup: 'Hinweis',
    bar: 'Hinweisleiste',
    quietlyOpened: (name: string) =>
      `Hinweis „${name}“ geöffnet. Die Tabulatortaste führt hinein, Escape schließt ihn.`,
  },
  en: {
    close: 'Close',
    popup: 'Notice',
    bar: 'Notice bar',
    quietlyOpened: (name: string) => `Notice “${name}” opened. Tab moves into it, Escape closes it.`,
  },
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

export function Offcanvas({ host }: HostProps<OffcanvasHost>) {
  const { state, config, quiet } = useSyncExternalStore(host.subscribe, () => host.panelView);
  const labels = LABELS[pageLanguage(host)];
  const name = panelName(host, config.label, config.type === 'popup' ? labels.popup : labels.bar);

  const classes = [
    'panel',
    config.type,
    `position-${config.position}`,
    config.fullHeight ? 'full-height' : '',
    config.overlay ? 'with-overlay' : 'no-overlay',
    state,
  ]
    .filter(Boolean)
    .join(' ');
  const closeButton = (
    <button
      type="button"
      className="close"
      part="close-button"
      aria-label={labels.close}
      onClick={() => void host.close('close-button')}
    >
      <span aria-hidden="true">×</span>
    </button>
  );

  if (config.type === 'popup') {
    const onCancel = (event: SyntheticEvent) => {
      // The element decides: its close plays the exit animation, and Escape may be switched off.
      event.preventDefault();
      host.dismiss('escape');
    };
    const onClick = (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && outside(event.currentTarget, event.clientX, event.clientY))
        host.dismiss('overlay');
    };
    return (
      <>
        {/* A popup the page opened by itself does not take focus: it is announced instead (README, "Accessibility and
           layout"). */}
        <p className="visually-hidden" role="status">
          {quiet && state === 'open' ? labels.quietlyOpened(name) : ''}
        </p>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events,
           jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop; Escape (cancel) and the close
           button are the keyboard's ways out */}
        <dialog
          className={classes}
          part="panel"
          aria-label={name}
          onCancel={onCancel}
          onClose={() => host.dialogClosed()}
          onClick={onClick}
        >
          {closeButton}
          <div className="content" part="content">
            <slot />
          </div>
        </dialog>
      </>
    );
  }
  return (
    <>
      {/* The scrim is for the pointer only: the close button and Escape are the keyboard's ways out. */}
      {config.overlay && state !== 'closed' && (
        <div className="overlay" part="overlay" aria-hidden="true" onClick={() => host.dismiss('overlay')} />
      )}
      {/* The one place that hides the bar: closed means hidden; it stays visible while the exit animation plays. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- a section is a region only while its name is not
         empty; the role keeps it one (offcanvas.test.ts pins it) */}
      <section
        className={classes}
        part="panel"
        role="region"
        aria-label={name}
        tabIndex={-1}
        hidden={state === 'closed'}
      >
        {closeButton}
        <div className="content" part="content">
          <slot />
        </div>
      </section>
    </>
  );
}
