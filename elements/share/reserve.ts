// The box of <ws-share> before its code loads and without script: the fallback markup of fallback.ts
// styled with the very declarations the shadow root uses (styles.ts), so the upgrade moves nothing.
// A row: the "Teilen" label (after the upgrade, where the Web Share API exists, the "Teilen" button
// in the same box), then the links, wrapping.
// No imports: the shell carries this file (shell/registry.ts), and it must not pull in the rules.

/** The class names of the fallback markup (fallback.ts writes them, the rules below style them). */
export const SHARE_FALLBACK_CLASSES = {
  label: 'ws-share__label',
  list: 'ws-share__list',
  link: 'ws-share__link',
  hint: 'ws-share__hint',
} as const;

/** Height and least width of every link and of the label/button: 44 px touch targets (WCAG 2.5.5). */
export const SHARE_TARGET_SIZE = '2.75rem';

/**
 * The box itself: the label, and the links beside it while they have room for a few of theirs; with
 * larger text the links wrap below the label (docs/ACCESSIBILITY.md, "Breakpoints in em").
 */
export const shareBoxCss =
  'display:flex;flex-wrap:wrap;align-items:flex-start;gap:0.5rem;' +
  'font-family:var(--ws-font-family,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);line-height:1.5;' +
  'color:var(--ws-color-text,#1d2327)';

/**
 * The "Teilen" label and the "Teilen" button: one box, so the button takes the label's place. A
 * transparent border of the button's width keeps the sizes equal.
 */
export const shareLabelCss =
  'box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-block-size:' +
  `${SHARE_TARGET_SIZE};min-inline-size:${SHARE_TARGET_SIZE};` +
  'margin:0;padding:0 0.875rem;border:1px solid transparent;border-radius:var(--ws-radius,6px);' +
  'font:inherit;font-weight:700;line-height:inherit;white-space:nowrap';

/** The list of links: no bullets, wrapping rows, beside the label only while 12em wide or more. */
export const shareListCss =
  'display:flex;flex-wrap:wrap;flex:1 1 12em;min-inline-size:0;gap:0.5rem;margin:0;padding:0;' +
  'list-style:none;font:inherit';

/** One list item: nothing of its own (a page's `li + li` margins must not reach it). */
export const shareItemCss = 'display:flex;margin:0;padding:0;font:inherit';

/** One share link: a bordered target with the network's name. */
export const shareLinkCss =
  `box-sizing:border-box;display:inline-flex;align-items:center;min-block-size:${SHARE_TARGET_SIZE};` +
  `min-inline-size:${SHARE_TARGET_SIZE};` +
  'margin:0;padding:0 0.875rem;border:1px solid var(--ws-color-border,#8c8f94);border-radius:var(--ws-radius,6px);' +
  'background:var(--ws-color-surface,#fff);color:var(--ws-color-text,#1d2327);font:inherit;' +
  'line-height:inherit;text-decoration:none;white-space:nowrap';

/** The link under the pointer: the accent colour for border and text (no size change). */
export const shareLinkHoverCss = 'border-color:var(--ws-color-accent,#b3261e);color:var(--ws-color-accent,#b3261e)';

/** Keyboard focus: the kit's ring (tokens.ts), also on the fallback's links. */
export const shareFocusCss = 'outline:3px solid var(--ws-color-focus,#0b57d0);outline-offset:2px';

const { label, list, link, hint } = SHARE_FALLBACK_CLASSES;

/** The undefined tag and its fallback markup (shell/registry.ts; dist/ws.css without script too). */
export const shareReserve: Record<string, string> = {
  '': shareBoxCss,
  [` > .${label}`]: shareLabelCss,
  [` > .${list}`]: shareListCss,
  [` > .${list} > li`]: shareItemCss,
  [` .${link}`]: shareLinkCss,
  [` .${link}:hover`]: shareLinkHoverCss,
  [` .${link}:focus-visible`]: shareFocusCss,
  [` > .${hint}`]: 'display:none',
};

/**
 * A tag written without the fallback (`<ws-share networks="mail"></ws-share>`) holds one row while
 * its code comes; links that wrap into more rows still move what follows (write the fallback).
 */
export const shareReserveWhileLoading: Record<string, string> = {
  ':empty': `min-block-size:${SHARE_TARGET_SIZE}`,
};
