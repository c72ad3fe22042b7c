// Shadow styles of <ws-to-top>: a round 44 px link fixed in a bottom corner, fading in and out
// (at once under reduced motion); hidden, it is out of the tab order and the accessibility tree.
export const toTopStyles = `
:host {
  position: fixed;
  inset-block-end: var(--ws-to-top-inset, 1rem);
  inset-inline-end: var(--ws-to-top-inset, 1rem);
  z-index: var(--ws-to-top-z-index, 900);
  display: block;
  width: 2.75rem;
  height: 2.75rem;
}
:host([data-position="left"]) { inset-inline-end: auto; inset-inline-start: var(--ws-to-top-inset, 1rem); }
.link {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border: 2px solid var(--_accent-text);
  border-radius: 50%;
  background: var(--_accent);
  color: var(--_accent-text);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
  opacity: 0;
  visibility: hidden;
  transition: opacity 0.2s ease-out, visibility 0s linear 0.2s;
}
.link.shown { opacity: 1; visibility: visible; transition: opacity 0.2s ease-out, visibility 0s; }
.link:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.link svg { width: 1.25rem; height: 1.25rem; fill: currentColor; }
@media (prefers-reduced-motion: reduce) { .link, .link.shown { transition: none; } }
@media (forced-colors: active) { .link { border-color: LinkText; } }
`;
