// What the shell looks for before it fetches the lazy-loading chunk (shell/lazy-media.ts): a module
// of its own, so the chunk's rules do not ride along in dist/shell.js.

/** Markup the lazy loader takes; consent-marked markup (`data-category`, or inside it) is the consent blocker's. */
export const LAZY_MARKUP = '[data-src], [data-srcset], [data-poster], [data-bg]';

/** Whether a page holds such markup outside consent-marked content. */
export const hasLazyMarkup = (doc: Document): boolean =>
  [...doc.querySelectorAll(LAZY_MARKUP)].some((element) => !isConsentMarked(element));

export const isConsentMarked = (element: Element): boolean => element.closest('[data-category]') !== null;
