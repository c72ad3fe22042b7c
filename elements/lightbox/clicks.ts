// Which clicks in a <ws-lightbox> open an item, and a click that came before the element's code
// (code-wanted.ts held it back), which the element answers once it has come (lightbox-element.ts).
// Apart from the rules, so the waiting rule fetches this and item-kind.ts only.
import { isPlainClick } from '../../platform/events.ts';
import { pressBeforeCode } from '../../platform/take-over.ts';

const WRAPPER = 'ws-lightbox';

/**
 * The link of `wrapper` (its nearest wrapper) that a plain click landed on, or undefined: a new tab
 * or window (modifier keys, middle button) and a click a page script already took stay the
 * browser's, so the file opens there.
 */
export function plainClickedLink(wrapper: HTMLElement, event: MouseEvent): HTMLAnchorElement | undefined {
  if (!isPlainClick(event)) return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement && link.closest(WRAPPER) === wrapper ? link : undefined;
}

/** The link a visitor clicked before the code came; the element opens its item. */
export const clickBeforeCode = pressBeforeCode<HTMLAnchorElement>('ws.lightbox.click-before-code');
export const takeClickBeforeCode = clickBeforeCode.take;
