// The view of <ws-lightbox>: the author's content (slotted) and the viewer, a modal <dialog>. It
// renders what the element publishes (lightbox-element.ts) and forwards the visitor's intent. The
// viewer's inside (viewer-body.tsx) is a chunk of its own, fetched when a visitor points at or
// focuses an item, or opens one: a page whose pictures nobody opens never downloads it.
import { useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import type { HostProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import type { LightboxHost } from './lightbox-element.ts';
import { lightboxTexts } from './rules.ts';

/** What can take focus in the viewer, in order: Tab wraps around within these. */
const FOCUSABLE = 'button:not([disabled]), a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])';

export function Lightbox({ host }: HostProps<LightboxHost>) {
  const view = useSyncExternalStore(host.subscribe, () => host.lightboxView);
  const texts = lightboxTexts(pageLanguage(host));
  const { settings } = view;
  const classes = ['viewer', settings.skin, settings.path].join(' ');
  // CSSOM, not a style attribute: a strict CSP allows it.
  const style = {
    '--_overlay-opacity': String(settings.opacity),
    '--_speed': `${settings.animationMs}ms`,
  } as CSSProperties;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      keepTabInside(event);
      return;
    }
    const target = event.target as HTMLElement;
    // A video's own keys (seek, volume) and a zoomed picture's scrolling keep their arrows.
    if (target.closest('video, iframe, .stage.zoomed')) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => host.step('next', 'key'),
      ArrowDown: () => host.step('next', 'key'),
      ArrowLeft: () => host.step('previous', 'key'),
      ArrowUp: () => host.step('previous', 'key'),
      Home: () => host.show(0, 'key'),
      End: () => host.show(view.items.length - 1, 'key'),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  return (
    <>
      <slot />
      {/* Escape closes (the dialog's cancel), focus returns to the link: lightbox-element.ts. */}
      <dialog
        className={classes}
        part="viewer"
        aria-label={texts.gallery}
        style={style}
        onClose={() => host.dialogClosed()}
        onKeyDown={onKeyDown}
      >
        {view.open && view.Body && view.items[view.index] && (
          <view.Body host={host} view={view} texts={texts} language={pageLanguage(host)} />
        )}
      </dialog>
    </>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays in the viewer. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = (dialog.getRootNode() as ShadowRoot).activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
