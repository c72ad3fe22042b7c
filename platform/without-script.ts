// An element that failed shows what the page shows without script: the author's content inside the
// tag, in the box the reserve rules give it (shell/reserve.ts). No React here: the shell uses it
// for elements registered from outside, the kit for its own (define.ts).
import { FAILED_ATTRIBUTE } from './element-states.ts';

/**
 * Marks `host` as failed, once: one console error naming the tag and the cause, the shadow styles
 * dropped (the author's content is laid out as the page lays it out), and the shell's status()
 * reports the tag `failed`. Every other element goes on.
 */
export function showWithoutScript(host: HTMLElement, error: unknown): void {
  if (host.hasAttribute(FAILED_ATTRIBUTE)) return;
  host.setAttribute(FAILED_ATTRIBUTE, '');
  if (host.shadowRoot) host.shadowRoot.adoptedStyleSheets = [];
  console.error(`ws: <${host.localName}> failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** One slot per slot name the author's content uses, and the default one: in a shadow root, everything inside shows. */
export function slotNamesOf(host: HTMLElement): string[] {
  return ['', ...new Set([...host.children].map((child) => child.slot).filter(Boolean))];
}

/** Replaces what a shadow root shows by the author's content (a view that cannot render any more). */
export function slotAuthorContent(host: HTMLElement): void {
  host.shadowRoot?.replaceChildren(
    ...slotNamesOf(host).map((name) => Object.assign(document.createElement('slot'), { name })),
  );
}
