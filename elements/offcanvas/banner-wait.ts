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
 * The attributes (the schema's `config`, `isOpened`, `offCanvasState`) that can open a panel
 * without a trigger, or hide which triggers it has (the config JSON is not read here).
 */
export const CODE_AT_ONCE_ATTRIBUTES = ['config', 'is-opened', 'off-canvas-state'] as const;

/** The attributes (the schema's `onClick`, `onClickElement`) that give a panel its click trigger. */
export const CLICK_TRIGGER_ATTRIBUTES = ['on-click', 'on-click-element'] as const;

/**
 * Whether a panel needs its code at once, rather than once the banner lets its automatic triggers
 * arm or a visitor comes to its click trigger: a panel that starts open opens at load, and a config
 * JSON may say anything. Anything not clearly "closed" counts (the element warns about it).
 */
export function codeWantedAtOnce(
  read: (attribute: (typeof CODE_AT_ONCE_ATTRIBUTES)[number]) => string | null,
): boolean {
  const opened = read('is-opened');
  const state = read('off-canvas-state');
  return (
    read('config') !== null ||
    (opened !== null && yesNoWord(opened, true) !== false) ||
    (state !== null && state.trim().toLowerCase() !== 'closed')
  );
}

/**
 * The selector of what opens a panel on click, as its attributes say, or undefined: its code comes
 * when a visitor comes to one of those (code-wanted.ts). A click trigger not clearly "no" counts
 * (the element warns about the word); without a selector it is off, as the element says too.
 */
export function clickTriggerSelector(
  read: (attribute: (typeof CLICK_TRIGGER_ATTRIBUTES)[number]) => string | null,
): string | undefined {
  const onClick = read('on-click');
  if (onClick === null || yesNoWord(onClick, true) === false) return undefined;
  return read('on-click-element')?.trim() || undefined;
}
