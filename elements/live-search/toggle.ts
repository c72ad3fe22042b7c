// The search toggle as both its drawings share it: the first frame (first-frame.ts, without React) and
// the element (live-search.tsx) draw the same button, so the take-over changes nothing on screen.
// A press on the first frame's toggle is kept here for the element, which then opens at once.
import { pressBeforeCode } from '../../platform/take-over.ts';

/** The magnifier: a circle and its handle, stroked in the text colour (the toggle's words are its name). */
export const SEARCH_ICON = {
  size: '22',
  strokeWidth: '2.2',
  circle: { cx: '10.5', cy: '10.5', r: '6.5' },
  handle: 'M15.5 15.5 21 21',
} as const;

/** The visitor pressed the first frame's toggle before the element's code came; the element opens for it, once. */
const openRequest = pressBeforeCode('ws.live-search.open-requested');
export const requestOpen = openRequest.request;
export const takeOpenRequest = (host: object): boolean => openRequest.take(host) === true;
