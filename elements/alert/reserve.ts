// The box <ws-alert> takes before its code loads: the same padding and border as its shadow layout
// (icon 1.5rem + gap 0.75rem at the start, the close button's 2.25rem + gap at the end).
export const ALERT_PADDING_BLOCK = '0.875rem';
export const alertReserve =
  `display:block;margin-block:var(--ws-alert-margin,0 1rem);padding:${ALERT_PADDING_BLOCK} 1rem ` +
  `${ALERT_PADDING_BLOCK} 3.25rem;border:1px solid;border-inline-start-width:6px;` +
  'border-radius:var(--ws-radius,6px);line-height:1.5';
export const dismissibleAlertReserve = 'padding-inline-end:4rem';
/** Its first frame draws the box in its shadow root (first-frame.ts): the host's stand-in box goes. */
export const firstFrameAlertReserve = 'padding:0;border:0;border-radius:0;line-height:inherit';
