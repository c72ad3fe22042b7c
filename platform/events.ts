// Typed ws-* events: every element adds its events to WsEventDetails in its define.ts.

declare global {
  /* eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: every define.ts merges its
     events in */
  interface WsEventDetails {}
}

/**
 * Dispatches `type` from the host: bubbling and composed, so page listeners outside any shadow
 * root hear it. Returns false when a listener called preventDefault() on a cancelable event.
 */
export function emit<K extends keyof WsEventDetails>(
  host: HTMLElement,
  type: K,
  detail: WsEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

/**
 * Whether a click is the plain one that follows a link here: not for a new tab or window (modifier
 * keys, another button), and not one a page script already took (preventDefault).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}
