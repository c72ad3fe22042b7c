// Automatic triggers wait for the consent banner: a popup over the unanswered banner makes
// it inert, and the visitor cannot answer it. The rule is bannerHoldsTriggers (banner-wait.ts); this file
// follows the page for it (and code-wanted.ts, for when the panels' code is fetched): the consent bus, the banner's
// show/hide events, the banner tag.
import { consent$, getConsent } from '../../consent-bus/index.ts';
import { bannerHoldsTriggers, CONSENT_GRACE_MS, type BannerSituation } from './banner-wait.ts';
import type { TriggerCause } from './triggers.ts';
import { Disposer } from '../../platform/disposer.ts';

type Fire = (cause: TriggerCause) => void;

/** Per document: whether the banner said it is open (its events also tell of a banner the visitor reopened). */
const bannerOpenIn = new WeakMap<Document, boolean>();

export function listenToBanner(doc: Document): void {
  if (bannerOpenIn.has(doc)) return;
  bannerOpenIn.set(doc, false);
  doc.addEventListener('ws-consent-banner-show', () => bannerOpenIn.set(doc, true));
  doc.addEventListener('ws-consent-banner-hide', () => bannerOpenIn.set(doc, false));
}

const bannerOnPage = (doc: Document) => doc.querySelector('ws-consent-banner') !== null;

/** The page now. The bus is asked only when a banner is on the page (a page without one never starts it for this). */
export function bannerSituation(doc: Document = document): BannerSituation {
  const onPage = bannerOnPage(doc);
  return {
    bannerOnPage: onPage,
    answerPending: onPage && getConsent().banner.show,
    bannerOpen: bannerOpenIn.get(doc) === true,
  };
}

/** Calls `onChange` whenever the banner's situation may have changed; returns the function that stops. */
export function watchBanner(doc: Document, onChange: () => void): () => void {
  const stops = new Disposer();
  let subscribed = false;
  // The bus is followed once a banner is on the page (it may come later, e.g. in a WordPress footer).
  const followBus = () => {
    if (subscribed || !bannerOnPage(doc)) return;
    subscribed = true;
    let replayed = false;
    const subscription = consent$.subscribe(() => {
      // The visitor answered (the bus publishes only real change; the first call is its replay): the
      // banner may show "saved" for a moment, which the grace covers, so it counts as gone now.
      if (replayed) bannerOpenIn.set(doc, false);
      replayed = true;
      onChange();
    });
    stops.add(() => subscription.unsubscribe());
  };
  const check = () => {
    followBus();
    onChange();
  };
  for (const type of ['ws-consent-banner-show', 'ws-consent-banner-hide', 'DOMContentLoaded'] as const) {
    stops.listen(doc, type, check);
  }
  followBus();
  return () => stops.dispose();
}

/** When the banner last let the triggers go in a document (performance.now()), whoever saw it first. */
const releasedAt = new WeakMap<Document, number>();

/** Records that the banner let the triggers go now: a panel whose code comes later keeps the rest of the grace. */
export function noteRelease(doc: Document): void {
  releasedAt.set(doc, performance.now());
}

/**
 * Arms the triggers (`arm` returns their disarm) while the consent banner lets them: at once when it
 * does not wait; else once the visitor answered (or the banner closed), afresh (time on page counts
 * from then: `arm` is told how long ago that was, inactivity from the arming), with openings held
 * for CONSENT_GRACE_MS. A banner that opens again disarms them.
 */
export function armWhileBannerAllows(
  arm: (fire: Fire, sinceReleaseMs: number) => () => void,
  fire: Fire,
  doc: Document = document,
): () => void {
  listenToBanner(doc);
  let held = bannerHoldsTriggers(bannerSituation(doc));
  let disarm: (() => void) | undefined;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  let graceOver = true;
  let waiting: TriggerCause | undefined;
  // Page load and exit intent happen once per page: arming afresh after a reopened banner does not repeat them.
  const happened = new Set<TriggerCause>();
  const fireOncePerPage: Fire = (cause) => {
    if (happened.has(cause)) return;
    if (cause === 'page-load' || cause === 'exit-intent') happened.add(cause);
    fire(cause);
  };
  const fireAfterGrace: Fire = (cause) => {
    if (graceOver) fireOncePerPage(cause);
    else waiting ??= cause;
  };
  /** Arms with openings held until the grace after the banner let go (`sinceRelease` ago) has passed. */
  const armAfterGrace = (sinceRelease: number) => {
    graceOver = false;
    graceTimer = setTimeout(() => {
      graceOver = true;
      const cause = waiting;
      waiting = undefined;
      if (cause) fireOncePerPage(cause);
    }, CONSENT_GRACE_MS - sinceRelease);
    disarm = arm(fireAfterGrace, sinceRelease);
  };
  const stopWatching = watchBanner(doc, () => {
    const holds = bannerHoldsTriggers(bannerSituation(doc));
    if (holds === held) return;
    held = holds;
    disarm?.();
    disarm = undefined;
    clearTimeout(graceTimer);
    waiting = undefined;
    if (held) return;
    noteRelease(doc);
    armAfterGrace(0);
  });
  // The code may arrive just after the answer (code-wanted.ts fetches it then): the grace, and the
  // time on page, still count from the answer.
  const released = releasedAt.get(doc);
  const sinceRelease = released === undefined ? undefined : performance.now() - released;
  if (!held && sinceRelease !== undefined && sinceRelease < CONSENT_GRACE_MS) armAfterGrace(sinceRelease);
  else if (!held) disarm = arm(fireOncePerPage, sinceRelease ?? 0);
  return () => {
    stopWatching();
    disarm?.();
    clearTimeout(graceTimer);
  };
}
