// Shadow styles of <ws-consent-banner>: a fixed layer over the page (never moves content).
import { BANNER_WIDTH_PX } from './rules.ts';

/** A banner across the whole width (a closed wall <dialog> must keep the browser's display: none). */
const WIDE_BAR = ':is(section, dialog[open]):is(.position-bottom, .position-top)';

/** The banner itself: the element's, the first frame's and the printed frame's (which never show the revoke button). */
export const frameStyles = `
:host {
  --_bg: var(--ws-banner-background, #ffffff);
  --_fg: var(--ws-banner-text, #1d2327);
  --_accept-bg: var(--ws-banner-accept-background, #b3261e);
  --_accept-fg: var(--ws-banner-accept-text, #ffffff);
  --_deny-bg: var(--ws-banner-deny-background, var(--_accept-bg));
  --_deny-fg: var(--ws-banner-deny-text, var(--_accept-fg));
  display: block;
}
.banner {
  position: fixed;
  z-index: var(--ws-banner-z-index, 2147483000);
  box-sizing: border-box;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  margin: 0;
  padding: 1.25rem;
  border: 1px solid color-mix(in srgb, var(--_fg) 20%, transparent);
  border-radius: var(--_radius);
  background: var(--_bg);
  color: var(--_fg);
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.25);
  font-size: 0.9375rem;
  line-height: 1.5;
}
.theme-dark { --_bg: var(--ws-banner-background, #1d2327); --_fg: var(--ws-banner-text, #f6f7f7); }
.position-bottom, .position-top { left: 0; right: 0; border-radius: 0; border-inline: 0; }
.position-bottom { bottom: 0; border-bottom: 0; }
.position-top { top: 0; border-top: 0; }
.position-bottom-left, .position-bottom-right { bottom: 1rem; width: min(${BANNER_WIDTH_PX}px, calc(100vw - 2rem)); }
.position-bottom-left { left: 1rem; }
.position-bottom-right { right: 1rem; }
.position-centered { top: 50%; left: 50%; transform: translate(-50%, -50%); width: min(${BANNER_WIDTH_PX}px, \
calc(100vw - 2rem)); }
dialog.banner { inset: auto; }
dialog.position-centered, dialog.wall.position-centered { inset: 50% auto auto 50%; }
dialog::backdrop { background: rgb(0 0 0 / 0.55); }
.title { margin: 0 0 0.5rem; font-size: 1.125rem; line-height: 1.3; }
.message { margin: 0 0 1rem; }
.message a { color: inherit; text-decoration: underline; text-underline-offset: 0.15em; }
/* Side by side where they fit (one column on a phone). */
.categories { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); \
gap: 0.5rem 1rem; margin: 0 0 1rem; padding: 0; border: 0; }
.category label { display: flex; align-items: center; gap: 0.625rem; min-height: 1.75rem; cursor: pointer; }
/* 24 px: the smallest target WCAG 2.2 allows. */
.category input { flex: none; width: 1.5rem; height: 1.5rem; margin: 0; accent-color: var(--_accept-bg); }
.purpose { display: block; margin-inline-start: 2.125rem; font-size: 0.8125rem; line-height: 1.35; }
/* The three first-layer buttons weigh the same: one size (equal grid cells), one fill. */
.buttons { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); grid-auto-rows: 1fr; \
gap: 0.5rem; }
.button {
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid var(--_deny-bg);
  border-radius: var(--_radius);
  background: var(--_deny-bg);
  color: var(--_deny-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.button[part~="accept"] { background: var(--_accept-bg); color: var(--_accept-fg); border-color: var(--_accept-bg); }
@media (max-width: 40em), (max-height: 34em) {
  /* Phones, and screens short in text lines (larger text, a phone on its side): the first layer is the message \
and the three buttons; the categories layout keeps its switches behind "Einstellungen" \
(docs/RULES.md#the-consent-banner). */
  .layout-categories:not(.expanded) .categories, .layout-categories:not(.expanded) [part~="save"] { display: none; }
}
@media (min-width: 40.0625em) and (min-height: 34.0625em) {
  /* Screens wide and high enough show the categories layout's switches at once: "Einstellungen" is not needed. */
  .layout-categories [part~="preferences"] { display: none; }
}
@media (min-width: 64em) {
  /* A full-width bar: text on the left, the buttons beside it, the switches in one row below, so the bar stays low. */
  ${WIDE_BAR} { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 2rem; align-items: center; \
padding-inline: max(1.25rem, calc((100vw - 80rem) / 2)); }
  ${WIDE_BAR} > * { grid-column: 1 / -1; }
  ${WIDE_BAR} > :is(.title, .message) { grid-column: 1; }
  ${WIDE_BAR} > .buttons { grid-column: 2; grid-row: 1 / span 2; grid-template-columns: none; grid-auto-flow: column; \
grid-auto-columns: 1fr; }
  ${WIDE_BAR} > .message { margin-bottom: 0.75rem; }
  ${WIDE_BAR} > .categories { grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); \
margin-bottom: 0; }
}
@media (max-width: 40em) {
  /* Mobile devices get a floating banner (docs/RULES.md#the-consent-banner). */
  .banner:not(dialog), dialog.banner { left: 0.5rem; right: 0.5rem; bottom: 0.5rem; top: auto; width: auto; \
transform: none; border-radius: var(--_radius); border: 1px solid color-mix(in srgb, var(--_fg) 20%, transparent); \
padding: 1rem; }
  /* A little smaller on phones: the first layer stays within 40 % of the screen, \
even with a longer message from the settings. */
  .message { font-size: 0.875rem; line-height: 1.45; }
  /* "Alle akzeptieren" fits one line in half of a 360 px screen, so no button grows taller than the others. */
  .button { padding-inline: 0.25rem; font-size: 0.9375rem; }
}
/* Without script the printed banner stands at the top of the page, in its flow: it covers nothing while the \
visitor reads, and its buttons post their form (docs/ARCHITECTURE.md#the-printed-banner). */
@media (scripting: none) {
  .banner { position: static; transform: none; width: auto; max-height: none; box-shadow: none; border-radius: 0; }
}
`;

/** The revoke button, which only the element draws: the first frame does not carry its rules. */
const revokeStyles = `
/* A small corner control, below every panel and popup (off-canvas 2147482000, \
live-search results 1000): never over an open one. */
.revoke {
  position: fixed;
  z-index: var(--ws-banner-revoke-z-index, 999);
  left: 0.5rem;
  bottom: 0.5rem;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid color-mix(in srgb, var(--_fg) 30%, transparent);
  border-radius: 50%;
  background: var(--_bg);
  color: var(--_fg);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
  cursor: pointer;
  transition: transform 200ms ease-out;
}
.revoke[hidden] { display: none; }
.revoke.peek, .revoke:hover, .revoke:focus-visible { transform: translateY(-0.25rem); }
@media (prefers-reduced-motion: reduce) {
  .revoke { transform: none; transition: none; }
}
`;

export const bannerStyles = frameStyles + revokeStyles;
