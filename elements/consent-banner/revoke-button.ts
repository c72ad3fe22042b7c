// The revoke button of a visitor who has answered, as both draw it: the element (banner.tsx) and its
// first frame (revoke-first-frame.ts), which draws it without React so a returning visitor's page
// needs no React for a corner button. No React here.
import { pressBeforeCode } from '../../platform/take-over.ts';

/** A cookie with a bite out of its top right, and its crumbs ([cx, cy, r]). */
export const REVOKE_ICON_OUTLINE = 'M21 12.2a3.4 3.4 0 0 1-4.3-3.6 3.4 3.4 0 0 1-3.4-4.3A9 9 0 1 0 21 12.2Z';
export const REVOKE_ICON_CRUMBS: Array<[number, number, number]> = [
  [8.5, 9.5, 1.4],
  [14.5, 15, 1.4],
  [8.5, 15.5, 1.1],
  [12, 11.5, 0.9],
];

/** The first frame's revoke button was pressed before the element came: it reopens the banner when it takes over. */
const reopenRequest = pressBeforeCode('ws.consent-banner.reopen-request');
export const requestReopen = reopenRequest.request;
export const takeReopenRequest = (host: object): boolean => reopenRequest.take(host) === true;
