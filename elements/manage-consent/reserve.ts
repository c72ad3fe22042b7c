// The box <ws-manage-consent> takes before its code loads: its switch list (four rows), so the
// privacy page does not jump when the element arrives. A fetched server text comes later; a text the
// page printed (slot "text") is shown from the first paint where the element will show it.
export const manageConsentReserve = 'display:block;min-height:16rem;margin-block:var(--ws-manage-margin,1.5rem)';

/** The element's heading, by page language (rules.ts MANAGE_TEXTS): drawn in its place while the code comes. */
export const MANAGE_HEADINGS = { de: 'Ihre Cookie-Einstellungen', en: 'Your cookie settings' } as const;

/** The heading's line height, fixed so that the room above a printed text is known before the code comes. */
export const HEADING_LINE_HEIGHT = 1.3;

/** The panel's border and padding (styles.ts), above the heading and beside it. */
const PANEL_EDGE = 'calc(1px + min(1.25rem, 4vw))';
const ABOVE_HEADING = 'calc(1px + 1.25rem)';
/** Below the text: its margin, four switch rows with their gaps, the panel's padding and border. */
const BELOW_TEXT = 'calc(1rem + 4 * 2.75rem + 3 * 0.25rem + 1.25rem + 1px)';

/** The consent record's lines below the switches (styles.ts): two lines, four in a narrow panel. */
const RECORD_ROOM = 'calc(1rem + 3 * 0.9375rem)';
const RECORD_ROOM_NARROW = 'calc(1rem + 6 * 0.9375rem)';
export const RECORD_NARROW_BELOW = '26rem';

/**
 * While the code comes, a printed text stands where the element will slot it (below the heading,
 * inside the panel's edges) and the switches' room is kept below it, with the consent record's when
 * the text says it comes (`data-record-lines`); the author's no-script note takes no room then.
 */
export const manageConsentReserveWhileLoading: Record<string, string> = {
  // Padding, not the text's margin: a margin would collapse through the host's own.
  ':has(>[slot=text])':
    `box-sizing:border-box;min-height:0;padding:${ABOVE_HEADING} ${PANEL_EDGE} ${BELOW_TEXT};` +
    'container-type:inline-size',
  // The heading as the element draws it (styles.ts), so the text below it wraps and stands as it will.
  ':has(>[slot=text])::before':
    `content:${JSON.stringify(MANAGE_HEADINGS.de)};display:block;margin:0 0 0.75rem;font-size:1.25rem;` +
    `font-weight:bold;line-height:${HEADING_LINE_HEIGHT}`,
  ':has(>[slot=text]):lang(en)::before': `content:${JSON.stringify(MANAGE_HEADINGS.en)}`,
  // Its own formatting context, as slotted: the margins of its paragraphs stay inside it.
  ':has(>[slot=text]) > [slot=text]': 'display:flow-root;margin:0;line-height:1.6',
  ':has(>[slot=text]) > [slot=text][data-record-lines]':
    `margin-block-end:${RECORD_ROOM};` +
    `@container (max-width:${RECORD_NARROW_BELOW}){margin-block-end:${RECORD_ROOM_NARROW}}`,
  ':has(>[slot=text]) > :not([slot=text])': 'display:none',
};
