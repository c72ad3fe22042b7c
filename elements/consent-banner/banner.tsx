import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { acceptAll, denyAll, getConsentSettings, saveChoices, type Choices, type ConsentState } from '../../consent-bus/index.ts';
import type { HostProps } from '../kit/define.ts';
import { emit } from '../kit/events.ts';
import { warnerFor } from '../kit/warn.ts';
import { pageLanguage, prefersReducedMotion } from '../kit/environment.ts';
import { useConsentState } from '../kit/use-consent.ts';
import {
  BANNER_HIDE_DELAY_MS,
  REVOKE_EDGE_PX,
  bannerLayout,
  bannerPosition,
  bannerTexts,
  bannerTheme,
  dismissTimeout,
  paletteProperties,
  readMoreUrl,
  type BannerTexts,
} from './rules.ts';

export interface BannerProps extends HostProps {
  position?: string;
  layout?: string;
  theme?: string;
}

const CHOICE_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
type ChoiceCategory = (typeof CHOICE_CATEGORIES)[number];

const warnOnce = warnerFor('ws-consent-banner');

function choicesOf(state: ConsentState): Record<ChoiceCategory, boolean> {
  return { preferences: state.categories.preferences, statistics: state.categories.statistics, marketing: state.categories.marketing };
}

/** Follows the pointer near the window edge: the revoke button peeks out there. */
function usePointerNearEdge(active: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!active || prefersReducedMotion()) return undefined;
    const onMove = (event: MouseEvent) =>
      setNear(event.clientX <= REVOKE_EDGE_PX || event.clientY >= window.innerHeight - REVOKE_EDGE_PX);
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => document.removeEventListener('mousemove', onMove);
  }, [active]);
  return near;
}

function CategorySwitches({ texts, choices, onChange }: { texts: BannerTexts; choices: Record<ChoiceCategory, boolean>; onChange: (category: ChoiceCategory, on: boolean) => void }) {
  return (
    <fieldset className="categories" part="categories">
      <legend className="visually-hidden">{texts.title}</legend>
      <label className="category">
        <input type="checkbox" checked disabled />
        <span>
          {texts.categories.functional} <small>({texts.alwaysActive})</small>
        </span>
      </label>
      {CHOICE_CATEGORIES.map((category) => (
        <label className="category" key={category}>
          <input type="checkbox" name={category} checked={choices[category]} onChange={(event) => onChange(category, event.currentTarget.checked)} />
          <span>{texts.categories[category]}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function ConsentBanner({ host, position, layout, theme }: BannerProps) {
  const state = useConsentState();
  const settings = getConsentSettings();
  const texts = bannerTexts(settings.extra, state.consentType, pageLanguage(host));
  const placement = bannerPosition(position, settings.extra.position, warnOnce);
  const shape = bannerLayout(layout, settings.use_categories, warnOnce);
  const look = bannerTheme(theme, settings.extra.theme, warnOnce);
  const wall = settings.soft_cookiewall;
  const readMore = readMoreUrl(settings.extra, settings.region, state.consentType);

  const [reopened, setReopened] = useState(false);
  const [saved, setSaved] = useState(false);
  const [showCategories, setShowCategories] = useState(shape === 'categories');
  const [choices, setChoices] = useState(() => choicesOf(state));
  const [announcement, setAnnouncement] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusRevokeNext = useRef(false);

  const open = state.banner.show || reopened || saved;
  const revokable = !open && state.banner.revokable;
  const nearEdge = usePointerNearEdge(revokable);

  // The palette of the settings, as custom properties (CSSOM: allowed by a strict CSP).
  useLayoutEffect(() => {
    for (const [property, value] of paletteProperties(settings.extra)) host.style.setProperty(property, value);
  }, [host, state.settingsRevision]);

  // Announced once, politely, the first time it opens; never steals focus unless it is the wall.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    emit(host, open ? 'ws-consent-banner-show' : 'ws-consent-banner-hide', { reason: state.banner.reason });
    if (open && announcement === '') setAnnouncement(texts.title);
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!wall || !element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, wall]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

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
    };
    // Allow and dismiss show "saved" for a second; deny closes at once (specification, section 4).
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
    saveChoices(choices as Choices);
    close('dismiss');
  };

  // Auto-dismiss by scroll or time-out, where the settings ask and the rules allow.
  useEffect(() => {
    if (!state.banner.show || !state.banner.autoDismiss || reopened) return undefined;
    const dismiss = () => {
      saveChoices(choicesOf(state) as Choices);
      close('dismiss');
    };
    const cleanups: Array<() => void> = [];
    if (settings.dismiss_on_timeout) {
      const timer = setTimeout(dismiss, dismissTimeout(settings.extra));
      cleanups.push(() => clearTimeout(timer));
    }
    if (settings.dismiss_on_scroll) {
      const start = window.scrollY;
      const onScroll = () => {
        if (Math.abs(window.scrollY - start) > window.innerHeight / 2) dismiss();
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      cleanups.push(() => window.removeEventListener('scroll', onScroll));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [state.banner.show, state.banner.autoDismiss, reopened]);

  const reopen = () => {
    setChoices(choicesOf(state));
    setShowCategories(true);
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
      {showCategories && <CategorySwitches texts={texts} choices={choices} onChange={(category, on) => setChoices({ ...choices, [category]: on })} />}
      <div className="buttons" part="buttons">
        <button type="button" ref={firstButton} className="button primary" part="button accept" onClick={onAccept}>
          {texts.accept}
        </button>
        <button type="button" className="button primary" part="button deny" onClick={onDeny}>
          {texts.deny}
        </button>
        {showCategories ? (
          <button type="button" className="button secondary" part="button save" onClick={onSave}>
            {texts.save}
          </button>
        ) : (
          <button type="button" className="button secondary" part="button preferences" aria-expanded="false" onClick={() => setShowCategories(true)}>
            {texts.preferences}
          </button>
        )}
      </div>
      <p className="saved" role="status">
        {saved ? texts.saved : ''}
      </p>
    </>
  );

  const className = `banner position-${placement} theme-${look}`;
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
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
        <button type="button" ref={revokeButton} className={`revoke${nearEdge ? ' peek' : ''}`} part="revoke" onClick={reopen}>
          {texts.revoke}
        </button>
      )}
    </>
  );
}
