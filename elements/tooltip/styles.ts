// Shadow styles of <ws-tooltip>: as a popover (the top layer: nothing clips it), a small dark box
// beside its control, anchored to it (or placed by script), fading in 150 ms (at once under reduced motion). Without a
// control to describe it is no popover: its text stays in place, as without script.
export const tooltipStyles = `
:host { display: inline; }
:host([popover]) { position: fixed; inset: auto; margin: 0; padding: 0; border: 0; background: transparent; \
color: inherit; overflow: visible; max-width: min(20rem, calc(100vw - 8px)); }
:host([popover]:not(:popover-open)) { display: none; }
:host([popover]) .tip {
  display: block;
  box-sizing: border-box;
  padding: 0.375rem 0.625rem;
  border-radius: var(--_radius);
  background: var(--_text);
  color: var(--_surface);
  font-size: 0.875rem;
  line-height: 1.4;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
  animation: ws-tooltip-in 0.15s ease-out;
}
@keyframes ws-tooltip-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { :host([popover]) .tip { animation: none; } }
@media (forced-colors: active) { :host([popover]) .tip { border: 1px solid CanvasText; } }
`;
