// The banner's show and hide events, told once per change whoever draws the banner: the first frame
// tells the page it opened, and the element, taking over later, goes on from what was told
// (elements/consent-banner/README.md, "The element's code after the answer").
import type { BannerReason } from '../../consent-bus/rules.ts';
import { emit } from '../../platform/events.ts';

/** A symbol of the global registry: the same in the first frame's file and the element's. */
const TOLD_OPEN = Symbol.for('ws.consent-banner.told-open');
type ToldHost = { [TOLD_OPEN]?: boolean };

/** Sends ws-consent-banner-show or -hide when `open` is not what the page was last told; true when it sent one. */
export function announceBanner(host: HTMLElement, open: boolean, reason: BannerReason): boolean {
  if (((host as ToldHost)[TOLD_OPEN] ?? false) === open) return false;
  (host as ToldHost)[TOLD_OPEN] = open;
  emit(host, open ? 'ws-consent-banner-show' : 'ws-consent-banner-hide', { reason });
  return true;
}
