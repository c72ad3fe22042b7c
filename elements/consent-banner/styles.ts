// Shadow styles of <ws-consent-banner>: a fixed layer over the page (never moves content).
import { BANNER_WIDTH_PX } from './rules.ts';

export const bannerStyles = `
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
.position-centered { top: 50%; left: 50%; transform: translate(-50%, -50%); width: min(${BANNER_WIDTH_PX}px, calc(100vw - 2rem)); }
dialog.banner { inset: auto; }
dialog.position-centered, dialog.wall.position-centered { inset: 50% auto auto 50%; }
dialog::backdrop { background: rgb(0 0 0 / 0.55); }
.title { margin: 0 0 0.5rem; font-size: 1.125rem; line-height: 1.3; }
.message { margin: 0 0 1rem; }
.message a { color: inherit; text-decoration: underline; text-underline-offset: 0.15em; }
.categories { display: grid; gap: 0.5rem; margin: 0 0 1rem; padding: 0; border: 0; }
.category { display: flex; align-items: center; gap: 0.625rem; min-height: 2.75rem; }
.category input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--_accept-bg); }
.buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.button {
  flex: 1 1 9rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 2px solid var(--_accept-bg);
  border-radius: var(--_radius);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.primary[part~="accept"] { background: var(--_accept-bg); color: var(--_accept-fg); }
.primary[part~="deny"] { background: var(--_deny-bg); color: var(--_deny-fg); border-color: var(--_deny-bg); }
.secondary { background: transparent; color: var(--_fg); border-color: currentColor; }
.saved { margin: 0.5rem 0 0; min-height: 1.5em; font-weight: 600; }
.saved:empty { display: none; }
.revoke {
  position: fixed;
  z-index: var(--ws-banner-z-index, 2147483000);
  left: 1rem;
  bottom: 0;
  padding: 0.5rem 1rem;
  border: 1px solid color-mix(in srgb, var(--_fg) 30%, transparent);
  border-bottom: 0;
  border-radius: var(--_radius) var(--_radius) 0 0;
  background: var(--_bg);
  color: var(--_fg);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  transform: translateY(0.4rem);
  transition: transform 200ms ease-out;
}
.revoke.peek, .revoke:hover, .revoke:focus-visible { transform: translateY(0); }
@media (max-width: 640px) {
  /* Mobile devices get a floating banner (specification, section 5). */
  .banner:not(dialog), dialog.banner { left: 0.5rem; right: 0.5rem; bottom: 0.5rem; top: auto; width: auto; transform: none; border-radius: var(--_radius); border: 1px solid color-mix(in srgb, var(--_fg) 20%, transparent); }
}
@media (prefers-reduced-motion: reduce) {
  .revoke { transform: none; transition: none; }
}
`;
