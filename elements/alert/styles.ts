// Shadow styles of <ws-alert>: a coloured bar with icon, the author's text and a close button.
import { ALERT_PADDING_BLOCK } from './reserve.ts';

export const alertStyles = `
:host {
  display: block;
  /* The author's text keeps the page's font: another font wraps it anew at the upgrade (elements/alert/README.md). */
  font-family: inherit;
  overflow: hidden; /* the slide-up shrinks the host; content must not spill out meanwhile */
  margin-block: var(--ws-alert-margin, 0 1rem);
}
.alert {
  --_tone: var(--_info);
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: ${ALERT_PADDING_BLOCK} 1rem;
  border: 1px solid var(--_tone);
  border-inline-start-width: 6px;
  border-radius: var(--_radius);
  background: var(--ws-alert-background, var(--_surface));
  line-height: 1.5;
}
.alert[data-type="success"] { --_tone: var(--_success); }
.alert[data-type="warning"] { --_tone: var(--_warning); }
.alert[data-type="error"] { --_tone: var(--_error); }
.icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: var(--_tone);
  color: #fff;
  font-weight: 700;
  font-size: 0.875rem;
  line-height: 1;
}
.content { flex: 1; min-width: 0; }
.close {
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  margin: -0.625rem -0.5rem -0.625rem 0;
  border: 0;
  border-radius: var(--_radius);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
}
.close:hover { background: color-mix(in srgb, var(--_tone) 12%, transparent); }
.close:focus-visible { outline-offset: -3px; }
`;
