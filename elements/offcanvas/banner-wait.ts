// What waits for the consent banner's answer, as pure rules: the panels' automatic triggers
// (docs/RULES.md#off-canvas), and with them the panels' code. No DOM here: consent-gate.ts follows the page for
// these rules, and code-wanted.ts (the shell's small chunk) decides when the code is fetched.
import { yesNoWord } from '../../platform/values.ts';

/**
 * After the consent banner has its answer (and has gone), nothing opens by itself for this long: the
 * banner shows "saved" for 1 s after "Alle akzeptieren", and a popup at the very moment of the click
 * would feel like the page's reply to it. What a trigger would open meanwhile opens when it ends.
 */
export const CONSENT_GRACE_MS = 2000;

/** What the page says about its consent banner, as far as automatic triggers care. */
export interface BannerSituation {
  /** A <ws-consent-banner> is in the page. */
  bannerOnPage: boolean;
  /** The consent bus still waits for the visitor's answer (its banner decision is "show"). */
  answerPending: boolean;
  /** The banner is open now (its show event came, its hide event not yet), also when the visitor reopened it. */
  bannerOpen: boolean;
}

/**
 * Whether automatic triggers wait for the consent banner: while it is open, and while it waits for
 * an answer. A page without banner, or consent already stored (or not needed), never waits.
 */
export function bannerHoldsTriggers({ bannerOnPage, answerPending, bannerOpen }: BannerSituation): boolean {
  return bannerOpen || (bannerOnPage && answerPending);
}

/**
 * The attributes (the schema's `config`, `onClick`, `isOpened`, `offCanvasState`) that can open a
 * panel without an automatic trigger, or hide which triggers it has (the config JSON is not read here).
 */
export const CODE_AT_ONCE_ATTRIBUTES = ['config', 'on-click', 'is-opened', 'off-canvas-state'] as const;

/**
 * Whether a panel needs its code at once, rather than once the banner lets its automatic triggers
 * arm: a click trigger must find the code when the click comes, a panel that starts open opens at
 * load, and a config JSON may say either. Anything not clearly "no" counts (the element warns about it).
 */
export function codeWantedAtOnce(
  read: (attribute: (typeof CODE_AT_ONCE_ATTRIBUTES)[number]) => string | null,
): boolean {
  const saysYes = (attribute: 'on-click' | 'is-opened') => {
    const raw = read(attribute);
    return raw !== null && yesNoWord(raw, true) !== false;
  };
  const state = read('off-canvas-state');
  return (
    read('config') !== null ||
    saysYes('on-click') ||
    saysYes('is-opened') ||
    (state !== null && state.trim().toLowerCase() !== 'closed')
  );
}
