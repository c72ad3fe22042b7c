import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  acceptAll,
  CATEGORY_NAMES,
  CHOOSABLE_CATEGORIES,
  choicesFrom,
  denyAll,
  getConsentSettings,
  saveChoices,
  type ChoosableCategory,
} from '../../consent-bus/index.ts';
import type { ElementProps } from '../kit/define.ts';
import { warnerFor } from '../../platform/warn.ts';
import { pageLanguage, prefersReducedMotion } from '../../platform/environment.ts';
import { useConsentState } from '../kit/use-consent.ts';
import {
  BANNER_HIDE_DELAY_MS,
  nearRevokeEdge,
  CATEGORIES_ID,
  bannerClassName,
  bannerLayout,
  bannerPosition,
  bannerTexts,
  bannerTheme,
  dismissTimeout,
  paletteProperties,
  preferencesDisclosure,
  readMoreUrl,
  savedTimeLeft,
  takeDraft,
  type BannerTexts,
} from './rules.ts';
import { returnFocusFromBanner, watchFocusOrigin, type FocusOrigin } from './focus-return.ts';
import { roomKeeper } from './room-keeper.ts';
import { announceBanner } from './announce.ts';
import { PRINTED_ATTRIBUTE } from './printed-frame.ts';
import { REVOKE_ICON_CRUMBS, REVOKE_ICON_OUTLINE, takeReopenRequest } from './revoke-button.ts';
import type { consentBannerAttributes } from './schema.ts';

export type BannerProps = ElementProps<typeof consentBannerAttributes>;

/** Follows the pointer near the window edge: the revoke button peeks out there. */
function usePointerNearEdge(active: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!active || prefersReducedMotion()) return undefined;
    const onMove = (event: MouseEvent) => setNear(nearRevokeEdge(event.clientX, event.clientY, window.innerHeight));
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => document.removeEventListener('mousemove', onMove);
  }, [active]);
  return near;
}

function CategorySwitches({
  texts,
  choices,
  onChange,
}: {
  texts: BannerTexts;
  choices: Record<ChoosableCategory, boolean>;
  onChange: (category: ChoosableCategory, on: boolean) => void;
}) {
  return (
    <fieldset id={CATEGORIES_ID} className="categories" part="categories">
      <legend className="visually-hidden">{texts.categoriesLabel}</legend>
      <div className="category">
        <label>
          <input type="checkbox" checked disabled aria-describedby="purpose-functional" />
          <span>
            {texts.categories.functional} <small>({texts.alwaysActive})</small>
          </span>
        </label>
        <span className="purpose" id="purpose-functional">
          {texts.purposes.functional}
        </span>
      </div>
      {CHOOSABLE_CATEGORIES.map((category) => (
        <div className="category" key={category}>
          <label>
            <input
              type="checkbox"
              name={category}
              checked={choices[category]}
              aria-describedby={`purpose-${category}`}
              onChange={(event) => onChange(category, event.currentTarget.checked)}
            />
            <span>{texts.categories[category]}</span>
          </label>
          <span className="purpose" id={`purpose-${category}`}>
            {texts.purposes[category]}
          </span>
        </div>
      ))}
    </fieldset>
  );
}

/** Whether an off-canvas panel is open (by its public events): the revoke button then steps aside. */
function useOpenPanels(): boolean {
  const [open, setOpen] = useState(0);
  useEffect(() => {
    const panels = new Set<EventTarget>();
    const follow = (event: Event) => {
      if (!event.target) return;
      if (event.type === 'ws-offcanvas-open') panels.add(event.target);
      else panels.delete(event.target);
      setOpen(panels.size);
    };
    document.addEventListener('ws-offcanvas-open', follow);
    document.addEventListener('ws-offcanvas-close', follow);
    return () => {
      document.removeEventListener('ws-offcanvas-open', follow);
      document.removeEventListener('ws-offcanvas-close', follow);
    };
  }, []);
  return open > 0;
}

/** A cookie, drawn: the revoke button's face (its words are its accessible name). */
function CookieIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={REVOKE_ICON_OUTLINE} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {REVOKE_ICON_CRUMBS.map(([cx, cy, r]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} fill="currentColor" />
      ))}
    </svg>
  );
}

export function ConsentBanner({ host, position, layout, theme }: BannerProps) {
  const state = useConsentState();
  const settings = getConsentSettings();
  const texts = bannerTexts(settings.extra, state.consentType, pageLanguage(host), CATEGORY_NAMES);
  const warn = warnerFor(host);
  const placement = bannerPosition(position, settings.extra.position, warn);
  const shape = bannerLayout(layout, settings.use_categories, warn);
  const look = bannerTheme(theme, settings.extra.theme, warn);
  const wall = settings.soft_cookiewall;
  const readMore = readMoreUrl(settings.extra, settings.region, state.consentType);

  // The first frame's revoke button was pressed before this code came (revoke-button.ts): it opens at once.
  const [reopenAtOnce] = useState(() => takeReopenRequest(host) && !state.banner.show && state.banner.revokable);
  const [reopened, setReopened] = useState(reopenAtOnce);
  // Arriving within the first frame's "saved" second, the element shows it for the rest of that second.
  const [saved, setSaved] = useState(() => savedTimeLeft(host, Date.now()) > 0);
  // The second layer: the switches with their purposes, behind "Einstellungen" (on phones in both layouts).
  // Unless the visitor already opened it, or ticked switches, in the first frame (taken once).
  const [draft] = useState(() => takeDraft(host, CHOOSABLE_CATEGORIES));
  const [expanded, setExpanded] = useState(draft?.expanded ?? reopenAtOnce);
  const showCategories = expanded || shape === 'categories';
  const [choices, setChoices] = useState(() => draft?.choices ?? choicesFrom(state));
  const dialog = useRef<HTMLDialogElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusRevokeNext = useRef(false);
  /** Where focus came from when it entered the banner: it goes back there after the answer. */
  const focusOrigin = useRef<FocusOrigin | undefined>(undefined);
  useEffect(() => {
    const watch = watchFocusOrigin(host);
    focusOrigin.current = watch;
    return watch.stop;
  }, [host]);
  // A focused control is never under the open banner (docs/ACCESSIBILITY.md, "Focus never under the banner").
  useEffect(() => {
    // The first frame's watcher when it started one (the same room, no second spacer): room-keeper.ts.
    const stop = roomKeeper(host.ownerDocument).then((keep) => keep(host));
    return () => void stop.then((stopKeeping) => stopKeeping());
  }, [host]);

  const open = state.banner.show || reopened || saved;
  // First in <body> it paints with the page; answered, it goes last, so the revoke button is the last Tab stop
  // (docs/ACCESSIBILITY.md#focus-never-under-the-banner).
  useEffect(() => {
    if (!open && host.parentElement === host.ownerDocument.body && host.nextElementSibling)
      host.parentElement.append(host);
  }, [host, open]);
  const revokable = !open && state.banner.revokable;
  const nearEdge = usePointerNearEdge(revokable);
  const panelOpen = useOpenPanels();
  const focusSwitchNext = useRef(false);

  // A printed frame this element took over is no longer one: the head rule that hides it must not hide the element.
  useLayoutEffect(() => host.removeAttribute(PRINTED_ATTRIBUTE), [host]);

  // The palette of the settings, as custom properties (CSSOM: allowed by a strict CSP).
  useLayoutEffect(() => {
    for (const [property, value] of paletteProperties(settings.extra)) host.style.setProperty(property, value);
    // The revision as well: an update may hand over the same settings object, changed.
  }, [host, settings.extra, state.settingsRevision]);

  // Never steals focus unless it is the wall; its name is said once, by its heading, which also names the region
  // (docs/ACCESSIBILITY.md#the-banners-name-once).
  useEffect(() => {
    // The first frame may have told the page already (announce.ts): then there is nothing new to tell.
    if (!announceBanner(host, open, state.banner.reason)) return;
    // Not to <body>: back where the visitor was (the revoke button takes it below when it reopened the banner).
    if (!open && !focusRevokeNext.current) returnFocusFromBanner(host, focusOrigin.current?.origin());
    // Runs on every change of these, but acts only when `open` changed from what the page was told.
  }, [open, host, state.banner.reason]);

  useEffect(() => {
    const element = dialog.current;
    if (!wall || !element) return;
    // Only a dialog in the page can be modal (the element may be on its way out: see kit/define.ts).
    if (open && !element.open && element.isConnected) element.showModal();
    if (!open && element.open) element.close();
  }, [open, wall]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // The first frame's "saved" second, taken over: it ends when it would have ended there.
  useEffect(() => {
    const left = savedTimeLeft(host, Date.now());
    if (left > 0) hideTimer.current = setTimeout(() => setSaved(false), left);
  }, [host]);

  // Reopened at the take-over, as by its own revoke button: focus follows into the banner.
  useEffect(() => {
    if (reopenAtOnce) firstButton.current?.focus();
  }, [reopenAtOnce]);

  useEffect(() => {
    if (!revokable || !focusRevokeNext.current) return;
    focusRevokeNext.current = false;
    revokeButton.current?.focus();
  }, [revokable]);

  const close = (kind: 'allow' | 'dismiss' | 'deny') => {
    clearTimeout(hideTimer.current);
    // Opened from the revoke button: focus goes back there once it is rendered again.
    focusRevokeNext.current = reopened;
    const done = () => {
      setSaved(false);
      setReopened(false);
      // Shown again later (a new policy, the revoke button), it starts from its first layer.
      setExpanded(false);
    };
    // Allow and dismiss show "saved" for a second; deny closes at once (docs/RULES.md#the-consent-banner).
    if (kind === 'deny') return done();
    setSaved(true);
    hideTimer.current = setTimeout(done, BANNER_HIDE_DELAY_MS);
  };

  const onAccept = () => {
    acceptAll();
    close('allow');
  };
  const onDeny = () => {
    denyAll();
    close('deny');
  };
  const onSave = () => {
    saveChoices(choices);
    close('dismiss');
  };

  // Auto-dismiss by scroll or time-out, where the settings ask and the rules allow. The dismissal
  // reads the state when it happens; a new render does not re-arm the timer or the scroll start.
  const dismiss = useEffectEvent(() => {
    saveChoices(choicesFrom(state));
    close('dismiss');
  });
  const dismissOnTimeout = settings.dismiss_on_timeout;
  const dismissOnScroll = settings.dismiss_on_scroll;
  const dismissAfterMs = dismissTimeout(settings.extra);
  useEffect(() => {
    if (!state.banner.show || !state.banner.autoDismiss || reopened) return undefined;
    const cleanups: Array<() => void> = [];
    if (dismissOnTimeout) {
      const timer = setTimeout(() => dismiss(), dismissAfterMs);
      cleanups.push(() => clearTimeout(timer));
    }
    if (dismissOnScroll) {
      const start = window.scrollY;
      const onScroll = () => {
        if (Math.abs(window.scrollY - start) > window.innerHeight / 2) dismiss();
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      cleanups.push(() => window.removeEventListener('scroll', onScroll));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [state.banner.show, state.banner.autoDismiss, reopened, dismissOnTimeout, dismissOnScroll, dismissAfterMs]);

  // "Einstellungen" shows and hides the second layer; shown, focus goes to its first switch, as in
  // the first frame (docs/ACCESSIBILITY.md, "Einstellungen").
  useEffect(() => {
    if (!expanded || !focusSwitchNext.current) return;
    focusSwitchNext.current = false;
    host.shadowRoot?.querySelector<HTMLElement>(`#${CATEGORIES_ID} input:not(:disabled)`)?.focus();
  }, [expanded, host]);
  const toggleSwitches = () => {
    focusSwitchNext.current = !expanded;
    setExpanded(!expanded);
  };

  // Reopened by a visitor who had chosen: closing it (its button, Escape) keeps that choice, and
  // focus goes back to the revoke button. A first visit's banner closes only by a choice.
  const closable = reopened && !state.banner.show && !saved;
  const closeUnchanged = () => {
    focusRevokeNext.current = true;
    setReopened(false);
    setExpanded(false);
  };
  useEffect(() => {
    if (!closable) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeUnchanged();
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [closable, host]);

  const reopen = () => {
    setChoices(choicesFrom(state));
    setExpanded(true);
    setReopened(true);
    // The visitor asked for it: focus may follow into the banner.
    requestAnimationFrame(() => firstButton.current?.focus());
  };

  const content = (
    <>
      <h2 id="title" className="title">
        {texts.title}
      </h2>
      <p id="message" className="message">
        {texts.message}{' '}
        {readMore && (
          <a href={readMore} part="read-more">
            {texts.readMore}
          </a>
        )}
      </p>
      {showCategories && (
        <CategorySwitches
          texts={texts}
          choices={choices}
          onChange={(category, on) => setChoices({ ...choices, [category]: on })}
        />
      )}
      <div className="buttons" part="buttons">
        <button type="button" ref={firstButton} className="button primary" part="button accept" onClick={onAccept}>
          {texts.accept}
        </button>
        <button type="button" className="button primary" part="button deny" onClick={onDeny}>
          {texts.deny}
        </button>
        <button
          type="button"
          className="button primary"
          part="button preferences"
          {...preferencesDisclosure(expanded)}
          onClick={toggleSwitches}
        >
          {texts.preferences}
        </button>
        {showCategories && (
          <button type="button" className="button primary" part="button save" onClick={onSave}>
            {texts.save}
          </button>
        )}
        {closable && (
          <button type="button" className="button" part="button close" onClick={closeUnchanged}>
            {texts.close}
          </button>
        )}
      </div>
      <p className="saved" role="status">
        {saved ? texts.saved : ''}
      </p>
    </>
  );

  const className = bannerClassName(placement, look, shape, expanded);
  return (
    <>
      {wall ? (
        <dialog
          ref={dialog}
          className={`${className} wall`}
          part="banner"
          aria-labelledby="title"
          aria-describedby="message"
          // Escape must not close the wall: only a choice does. (Chromium ignores a prevented
          // cancel without prior user activation, so the key itself is stopped, and a close
          // that slips through reopens the wall.)
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
          onCancel={(event) => event.preventDefault()}
          onClose={() => {
            if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
          }}
        >
          {open && content}
        </dialog>
      ) : (
        open && (
          <section className={className} part="banner" aria-labelledby="title">
            {content}
          </section>
        )
      )}
      {revokable && (
        // Steps aside while a panel is open: it is below panels anyway, and a covered button helps no one.
        <button
          type="button"
          ref={revokeButton}
          className={`revoke${nearEdge ? ' peek' : ''}`}
          part="revoke"
          title={texts.revoke}
          hidden={panelOpen}
          onClick={reopen}
        >
          <CookieIcon />
          <span className="visually-hidden">{texts.revoke}</span>
        </button>
      )}
    </>
  );
}
