// The search toggle as both its drawings share it: the first frame (first-frame.ts, without React) and
// the element (live-search.tsx) draw the same button, so the take-over changes nothing on screen.
// A press on the first frame's toggle is kept here for the element, which then opens at once.

/** The magnifier: a circle and its handle, stroked in the text colour (the toggle's words are its name). */
export const SEARCH_ICON = {
  size: '22',
  strokeWidth: '2.2',
  circle: { cx: '10.5', cy: '10.5', r: '6.5' },
  handle: 'M15.5 15.5 21 21',
} as const;

/** A symbol of the global registry: the same in the first frame's file and the element's. */
const OPEN_REQUESTED = Symbol.for('ws.live-search.open-requested');
type RequestHost = { [OPEN_REQUESTED]?: boolean };

/** The visitor pressed the first frame's toggle before the element's code came. */
export function requestOpen(host: object): void {
  (host as RequestHost)[OPEN_REQUESTED] = true;
}

/** Whether the first frame's toggle was pressed (taken once: the element opens for it, and only once). */
export function takeOpenRequest(host: object): boolean {
  const requested = (host as RequestHost)[OPEN_REQUESTED] === true;
  (host as RequestHost)[OPEN_REQUESTED] = undefined;
  return requested;
}
