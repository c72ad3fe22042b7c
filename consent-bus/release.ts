// What happens once a category is accepted, and when it is withdrawn again: held URLs are checked
// and made live, marked scripts run (if the threat model lets them), and withdrawal takes content
// back or reloads. Loaded by the blocker on the first release, so the shell stays small.
import { safeUrl } from '../platform/urls.ts';
import type { BlockerOptions } from './blocker.ts';
import { SCRIPTS_RAN_EVENT, type Category } from './categories.ts';
import { HELD_ATTRIBUTES, heldParts } from './held-attributes.ts';
import { releasableValue } from './releasable.ts';
import type { ConsentState } from './rules.ts';
import { whenParsed } from '../platform/environment.ts';

/**
 * Makes the held attributes live, each only after its check (held-attributes.ts). Returns the
 * refused ones (attribute and value) so the caller can name them; a refused attribute stays held.
 * A held document (srcdoc) is released only for the page's own markup ($ownMarkup): from injected
 * markup it would run script in the site's origin, as a marked script added later may not.
 */
export function releaseFetching(element: Element, ownMarkup: boolean): Array<{ attribute: string; value: string }> {
  const refused: Array<{ attribute: string; value: string }> = [];
  for (const part of heldParts(element)) {
    for (const name of HELD_ATTRIBUTES) {
      const held = part.getAttribute(`data-${name}`);
      if (held === null) continue;
      const checked = name === 'srcdoc' && !ownMarkup ? undefined : releasableValue(name, held);
      if (checked === undefined) refused.push({ attribute: `data-${name}`, value: held });
      else part.setAttribute(name, checked);
    }
  }
  // Sources set on a media element's <source> children are not read until it is asked to load.
  if (element instanceof HTMLMediaElement && !element.hasAttribute('src')) element.load();
  for (const media of element.querySelectorAll<HTMLMediaElement>('video:not([src]), audio:not([src])')) media.load();
  return refused;
}

/**
 * Takes released attributes back (the data- forms stay, for the next release) and stops what
 * they started: an iframe navigates away, media stops and forgets its source, an image empties.
 * Returns the element now in its place (an object is replaced by a copy).
 */
export function withdrawFetching(element: Element): Element {
  for (const part of heldParts(element)) {
    for (const name of HELD_ATTRIBUTES) {
      if (part.hasAttribute(`data-${name}`)) part.removeAttribute(name);
    }
  }
  // Removing src does not stop playback: load() resets the media element to no source.
  if (element instanceof HTMLMediaElement) element.load();
  for (const media of element.querySelectorAll<HTMLMediaElement>('video, audio')) media.load();
  // An object keeps its loaded content until it is replaced: the copy stands in its place.
  if (element.localName !== 'object') return element;
  const copy = element.cloneNode(true) as Element;
  element.replaceWith(copy);
  return copy;
}

/**
 * A frame is released as a copy made by script, never as the element the parser made: Chromium
 * keeps a parser-made frame's last address in session history and loads it again when the visitor
 * comes Back, before any script could hold it (docs/REFERENCE.md "Consent markup").
 */
function freshFrame(element: Element): Element {
  if (element.localName !== 'iframe' || !element.isConnected) return element;
  const copy = element.ownerDocument.importNode(element, true);
  element.replaceWith(copy);
  return copy;
}

/** What the blocker shares with its releaser. */
export interface ReleaseContext {
  doc: Document;
  options: BlockerOptions;
  hasConsent(category: Category): boolean;
  /** Marked elements that were part of the page's own markup (present while the page parsed). */
  parsedMarkup: WeakSet<Element>;
  /** Back to the blocker's waiting list (withdrawn, or withdrawn before its turn came). */
  hold(element: Element, category: Category): void;
  /** Removes the element's placeholder and shows `shown`: the element, or the copy released in its place. */
  unhide(element: Element, shown?: Element): void;
}

export interface Releaser {
  releaseOne(element: Element, category: Category): Promise<void>;
  withdraw(state: ConsentState): void;
  isReleased(element: Element): boolean;
  /** Whether a marked script of `category` ran on this page: withdrawing the category reloads it. */
  scriptsRan(category: Category): boolean;
}

export function createReleaser(context: ReleaseContext): Releaser {
  const { doc, options } = context;
  /** Marked content that was released, with its category: withdrawing that category takes it back. */
  const released = new Map<Element, Category>();
  /** Categories whose scripts ran: withdrawing one of them reloads the page. */
  const ranScripts = new Set<Category>();

  /** Why a marked script may not run (the bus README's threat model), or undefined. */
  const refusal = (marked: HTMLScriptElement): string | undefined => {
    const source = marked.dataset.src;
    if (options.nonce && marked.nonce !== options.nonce) return 'it lacks the page nonce';
    if (!options.nonce && !context.parsedMarkup.has(marked) && !options.runScriptsAddedLater) {
      return (
        'it was added after the page loaded (give it the page nonce, or set "run_scripts_added_later" in the ' +
        'settings)'
      );
    }
    if (source !== undefined && safeUrl(source) !== source) return 'its data-src is not an http(s) or relative URL';
    return undefined;
  };

  const runScript = (marked: HTMLScriptElement): Promise<void> => {
    const source = marked.dataset.src;
    const reason = refusal(marked);
    if (reason) {
      console.error(`ws consent: a marked script was not run: ${reason}`, source ?? '(inline)');
      return Promise.resolve();
    }
    const script = doc.createElement('script');
    for (const { name, value } of [...marked.attributes]) {
      if (!['type', 'data-category', 'data-src', 'data-type', 'nonce'].includes(name)) script.setAttribute(name, value);
    }
    if (marked.dataset.type) script.type = marked.dataset.type;
    if (marked.nonce) script.nonce = marked.nonce;
    if (!source) {
      script.textContent = marked.textContent;
      marked.replaceWith(script);
      return Promise.resolve();
    }
    // Inserted scripts load side by side and, unless marked async, run in the order they were inserted.
    script.async = marked.hasAttribute('async');
    return new Promise((resolve) => {
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        console.warn('Something went wrong', `could not load ${source}`);
        resolve();
      });
      script.src = source;
      marked.replaceWith(script);
    });
  };

  /** Each applied style, and the held one it replaced (put back on withdrawal). */
  const heldStyles = new WeakMap<Element, Element>();
  /** A marked style applies as a new <style> with its text: a held one's type keeps it inert. */
  const applyStyle = (marked: HTMLStyleElement): Element => {
    const style = doc.createElement('style');
    for (const { name, value } of [...marked.attributes]) {
      if (!['type', 'data-category'].includes(name)) style.setAttribute(name, value);
    }
    style.textContent = marked.textContent;
    marked.replaceWith(style);
    heldStyles.set(style, marked);
    return style;
  };

  return {
    isReleased: (element) => released.has(element),
    scriptsRan: (category) => ranScripts.has(category),

    async releaseOne(element, category) {
      // Consent may have been withdrawn while earlier releases of the queue ran.
      if (!context.hasConsent(category)) {
        context.hold(element, category);
        return;
      }
      if (element instanceof HTMLScriptElement) {
        // The shell may run while the page parses: an inline script's text may still be arriving.
        if (!element.dataset.src) await whenParsed(doc);
        const first = !ranScripts.has(category);
        ranScripts.add(category);
        if (first) doc.dispatchEvent(new CustomEvent(SCRIPTS_RAN_EVENT, { detail: { category } }));
        await runScript(element);
        return;
      }
      if (element instanceof HTMLStyleElement) {
        released.set(applyStyle(element), category);
        return;
      }
      const ownMarkup = context.parsedMarkup.has(element);
      // Shown first: the released style attribute is the author's, the blocker's display rule must not touch it.
      const shown = freshFrame(element);
      if (ownMarkup) context.parsedMarkup.add(shown);
      context.unhide(element, shown);
      for (const { attribute, value } of releaseFetching(shown, ownMarkup)) {
        const why =
          attribute === 'data-srcdoc' ? 'was added after the page loaded' : 'is not an http(s) or relative URL';
        console.error(
          `ws consent: ${attribute} of a marked <${element.localName}> ${why}; it stays blocked`,
          JSON.stringify(value),
        );
      }
      shown.setAttribute('data-consent-released', '');
      released.set(shown, category);
    },

    /** Puts released content of withdrawn categories back behind its placeholder. */
    withdraw(state) {
      for (const [element, category] of released) {
        if (state.categories[category] === true) continue;
        released.delete(element);
        const heldStyle = heldStyles.get(element);
        if (heldStyle) element.replaceWith(heldStyle);
        const held = heldStyle ?? withdrawFetching(element);
        held.removeAttribute('data-consent-released');
        context.hold(held, category);
      }
      // A script's effects cannot be taken back: the page starts again without it.
      if ([...ranScripts].some((category) => state.categories[category] !== true)) options.reload?.();
    },
  };
}
