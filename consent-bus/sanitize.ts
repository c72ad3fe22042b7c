// The one sanitizer profile for HTML from the server (blog feed items, manage-consent text):
// DOMPurify, loaded the first time server HTML arrives, then a small post-pass for what DOMPurify
// cannot know: which embeds wait for consent, and that data- URLs become live ones later.
import type { Config } from 'dompurify';
import { isCategory } from './categories.ts';
import { HELD_ATTRIBUTES, holdFetching } from './held-attributes.ts';
import { releasableValue } from './releasable.ts';
import { safeUrl } from '../platform/urls.ts';

/**
 * What DOMPurify takes out beyond its defaults. CSS can hide the consent banner or read a field's
 * value through attribute selectors; forms, their controls and form-submitting attributes post the
 * visitor's input elsewhere (and an image input fetches its src); srcdoc is a whole document;
 * link, meta and base load, redirect or re-aim the page's URLs; a template's content is out of the post-pass's reach;
 * `background` is a fetching attribute with
 * no held form; a nonce is the page's key to run scripts.
 */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'datalist',
  'link',
  'meta',
  'base',
  'template',
];
const FORBIDDEN_ATTRIBUTES = ['style', 'form', 'formaction', 'action', 'srcdoc', 'background', 'nonce'];

/**
 * The most characters one server answer of HTML may have (a feed page, the manage-consent text):
 * parsing and sanitizing more froze the page for seconds. A WordPress archive page of 10 posts is
 * well under 300,000 characters.
 */
export const MAX_SERVER_ANSWER_CHARS = 1_000_000;

/** The answer's text when within MAX_SERVER_ANSWER_CHARS; measured before any parsing, else an error that says so. */
export function withinAnswerCap(text: string): string {
  if (text.length > MAX_SERVER_ANSWER_CHARS)
    throw new Error(
      `the answer has ${text.length} characters, more than the ${MAX_SERVER_ANSWER_CHARS} one answer may bring`,
    );
  return text;
}

/** Marked content (data-category) waits for the consent bus; only marked frames may stay at all. */
const MARKED = '[data-category]';

/** DOMPurify's options: a fragment out (no HTML string round trip), frames let in for the post-pass. */
const PROFILE: Config & { RETURN_DOM_FRAGMENT: true } = {
  RETURN_DOM_FRAGMENT: true,
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen'],
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
};

/**
 * The consent rules on a fragment that is not in the page yet (nothing in it has fetched): frames
 * go unless marked with a category that asks the visitor (a "functional" frame would load at
 * once); marked elements have their held attributes moved to the data- form; any held value that
 * would fail the check on release goes now (DOMPurify keeps data-* attributes without looking at
 * them), and so does a held document or style (server HTML never releases one); a link or an SVG
 * reference that leaves the site by a scheme-less URL loses it (docs/REFERENCE.md "URLs").
 */
function holdAndCheck(fragment: DocumentFragment): DocumentFragment {
  for (const frame of fragment.querySelectorAll('iframe')) {
    const category = frame.getAttribute('data-category');
    if (!isCategory(category) || category === 'functional') frame.remove();
  }
  for (const marked of fragment.querySelectorAll(MARKED)) holdFetching(marked);
  for (const name of HELD_ATTRIBUTES) {
    for (const element of fragment.querySelectorAll(`[data-${name}]`)) {
      // A held document or style never comes from the server: DOMPurify drops their live forms for the same reasons.
      if (
        name === 'srcdoc' ||
        name === 'style' ||
        releasableValue(name, element.getAttribute(`data-${name}`) ?? '') === undefined
      )
        element.removeAttribute(`data-${name}`);
    }
  }
  for (const linked of fragment.querySelectorAll('*')) {
    for (const name of ['href', 'xlink:href']) {
      const value = linked.getAttribute(name);
      if (value !== null && safeUrl(value) === undefined) linked.removeAttribute(name);
    }
  }
  return fragment;
}

/**
 * Server HTML as a fragment that is safe to insert: DOMPurify with the profile above, then the
 * consent post-pass. DOMPurify is imported on the first call only (pages without server HTML never
 * load it). The fragment belongs to DOMPurify's inert document until the caller inserts it.
 */
export async function sanitizeServerHtml(html: string): Promise<DocumentFragment> {
  const { default: DOMPurify } = await import('dompurify');
  return holdAndCheck(DOMPurify.sanitize(html, PROFILE));
}
