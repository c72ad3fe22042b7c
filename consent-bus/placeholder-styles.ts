// The look of the placeholder that stands in for a blocked embed. Document-level (the placeholder
// is light DOM made by the blocker, without React), adopted as a constructable stylesheet so a
// strict CSP allows it, and written into dist/ws.css for the first paint. The last rule lets the
// page author's placeholder stand for the embed after it even without script (consent-bus README).
import { CATEGORY_NAMES, type NamedCategory } from './categories.ts';
import { PLACEHOLDER_TEXTS } from './placeholder.ts';
export const placeholderStyles = `
.ws-consent-placeholder {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  width: 100%;
  padding: 1.5rem;
  border: 2px dashed #8c8f94;
  border-radius: 8px;
  background: #f4f1ee;
  color: #1d2327;
  font: inherit;
  text-align: center;
  overflow: auto;
}
.ws-consent-placeholder p { margin: 0; max-width: 36rem; line-height: 1.5; }
.ws-consent-placeholder button {
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border: 2px solid #b3261e;
  border-radius: 6px;
  background: #b3261e;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.ws-consent-placeholder button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.ws-consent-placeholder + :is(iframe, video, embed, object)[data-category]:not([data-consent-released]) { display: \
none; }
`;

/**
 * In a WordPress embed with a fixed aspect ratio the wrapper's own box is the frame's: the placeholder
 * fills it, as core places the iframe (docs/WORDPRESS.md "Known services"). Only in dist/ws.css, which
 * the plugin prints on every page: no page without WordPress carries its bytes in script.
 */
export const wordpressPlaceholderStyles =
  '.wp-has-aspect-ratio .wp-block-embed__wrapper > .ws-consent-placeholder ' +
  '{ position: absolute; inset: 0; height: 100%; }';

/**
 * A held frame takes the box its placeholder will take (full width, the ratio of its width and height
 * attributes) from the first paint: a pasted map 600 px wide would widen a phone's page until the blocker
 * stands in for it (docs/RULES.md#placeholder-box). Zero specificity: the page's or WordPress's own frame
 * rules win. Only in dist/ws.css, as the placeholder already has this box when script runs.
 */
export const heldFrameStyles =
  '@supports (aspect-ratio: attr(width type(<number>)) / attr(height type(<number>))) { ' +
  ':where(iframe[data-category]:not([data-consent-released])) { box-sizing: border-box; width: 100%; ' +
  'height: auto; aspect-ratio: attr(width type(<number>), 300) / attr(height type(<number>), 150); } }';

/** An author's placeholder before a held embed (of a category, if given), not yet equipped (equipPlaceholder sets the
 * role). Plain strings: the build minifies only template literals, and this is a selector in parts. */
const unequippedAuthored = (category = '') =>
  '.ws-consent-placeholder:not([role="group"]):has(+ :is(iframe, video, embed, object)[data-category' +
  (category ? '="' + category + '"' : '') +
  '])';

/**
 * The room of the accept button the blocker adds to an author's placeholder, from the first paint: an
 * invisible copy of the button, same text, padding and border, so the box does not grow when the
 * shell arrives (docs/RULES.md#placeholder-box). Only with script on: without it no button comes.
 * Only in dist/ws.css: a placeholder made by script has its button already.
 */
export function authoredPlaceholderButtonRoom(): string {
  const labels = Object.entries(PLACEHOLDER_TEXTS).flatMap(([language, texts]) =>
    Object.entries(CATEGORY_NAMES[language as keyof typeof CATEGORY_NAMES]).map(
      ([category, name]) =>
        unequippedAuthored(category as NamedCategory) +
        (language === 'de' ? '' : ':lang(' + language + ')') +
        '::after { content: ' +
        JSON.stringify(texts.accept(name)) +
        '; }',
    ),
  );
  return (
    '@media (scripting: enabled) { ' +
    labels.join(' ') +
    ' ' +
    unequippedAuthored() +
    '::after { box-sizing: border-box; min-height: 2.75rem; padding: 0.5rem 1.25rem; ' +
    'border: 2px solid transparent; font-weight: 600; letter-spacing: normal; word-spacing: normal; ' +
    'text-transform: none; visibility: hidden; } }'
  );
}
