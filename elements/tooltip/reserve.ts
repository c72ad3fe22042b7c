// <ws-tooltip> before its code, with script on: its text waits unseen (it will be a popover beside
// the control). Visually hidden rather than `display: none`: the shell loads a lazy element when its
// tag comes near the viewport, which a box-less tag never does. Without script, or when its code
// failed, its text shows where the author put it.
export const tooltipReserveWhileLoading =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
