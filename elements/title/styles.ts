// The CSS of <ws-title>. The shadow root holds only the slot (the author's heading) and the pause
// button; the words and the highlight stroke live in the author's heading (light DOM), so their CSS
// is a page stylesheet (kit `pageStyles`, adopted into the document when the tag is defined) scoped
// to ws-title. title-element.ts marks the states: data-ws-word ("first", "in", "out", "" waiting),
// data-ws-effect on the word stack, data-ws-highlight ("waiting", "drawing", "still") on the word.
// The highlight stroke's CSS is in page-styles.ts: it comes with the lazily loaded stroke.
import { TITLE_BUTTON_ROOM, TITLE_BUTTON_SIZE } from './reserve.ts';
import { EFFECT_DELAY_MS, TITLE_ANIMATION_MS } from './rules.ts';

/** How far a sliding word travels: a little, within its line. */
const SLIDE_DISTANCE = '0.4em';

export const titleStyles = `
/* The heading keeps the page's font and colour (the kit's would change its size at the upgrade). */
:host { display: block; position: relative; font-family: inherit; color: inherit; }
/* The same room the reserve keeps while the code comes (reserve.ts): the heading wraps as before. */
:host([words]) { padding-inline-end: ${TITLE_BUTTON_ROOM}; }
.pause {
  /* Beside the first line: the rotating word, usually last, may overflow into the room (see below). */
  position: absolute; inset-inline-end: 0; top: 0;
  display: inline-grid; place-items: center;
  inline-size: ${TITLE_BUTTON_SIZE}; block-size: ${TITLE_BUTTON_SIZE}; margin: 0; padding: 0;
  border: 1px solid var(--_border); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text); font-family: var(--_font); cursor: pointer;
}
.pause:hover { border-color: var(--_accent); color: var(--_accent); }
.pause svg { inline-size: 1rem; block-size: 1rem; fill: currentColor; }
`;

/** For the words and strokes in the author's heading (light DOM). */
export const titlePageStyles = `
ws-title [data-ws-spoken] {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
/* Every word in one cell: the box is as wide as the widest, whichever is shown (no layout shift). */
ws-title [data-ws-words] { display: inline-grid; max-inline-size: 100%; \
--_ws-title-effect-delay: ${EFFECT_DELAY_MS}ms; }
/* One line each, never hyphenated or broken (a page's hyphens: auto would make the cell two lines
   high for its longest word, and the heading would grow at the upgrade): a word wider than the
   line overflows into the pause button's room instead. */
ws-title [data-ws-word] { grid-area: 1 / 1; min-inline-size: 0; white-space: nowrap; hyphens: manual; \
overflow-wrap: normal; }
ws-title [data-ws-word=""] { visibility: hidden; }
ws-title [data-ws-word="in"] { animation: ${TITLE_ANIMATION_MS}ms ease-out var(--_ws-title-effect-delay) both; }
ws-title [data-ws-word="out"] { animation: ${TITLE_ANIMATION_MS}ms ease-in both; }
ws-title [data-ws-effect="fade"] > [data-ws-word="in"] { animation-name: ws-title-fade-in; }
ws-title [data-ws-effect="fade"] > [data-ws-word="out"] { animation-name: ws-title-fade-out; }
ws-title [data-ws-effect="slide"] > [data-ws-word="in"] { animation-name: ws-title-slide-in; }
ws-title [data-ws-effect="slide"] > [data-ws-word="out"] { animation-name: ws-title-slide-out; }
ws-title [data-ws-effect="clip"] > [data-ws-word="in"] { animation-name: ws-title-clip-in; }
ws-title [data-ws-effect="clip"] > [data-ws-word="out"] { animation-name: ws-title-clip-out; }
ws-title [data-ws-effect="clip"]:dir(rtl) > [data-ws-word="in"] { animation-name: ws-title-clip-in-rtl; }
ws-title [data-ws-effect="clip"]:dir(rtl) > [data-ws-word="out"] { animation-name: ws-title-clip-out-rtl; }
/* Typing: the word is there at once, its letters show one per effect delay; the old word goes at once. */
ws-title [data-ws-effect="type"] > [data-ws-word="in"] { animation: none; }
ws-title [data-ws-effect="type"] > [data-ws-word="out"] { animation: none; visibility: hidden; }
ws-title [data-ws-effect="type"] > [data-ws-word="in"] > [data-ws-letter] {
  animation: ws-title-letter 1ms steps(1) calc((var(--_ws-title-letter) + 1) * var(--_ws-title-effect-delay)) both;
}
@keyframes ws-title-fade-in { from { opacity: 0; } }
@keyframes ws-title-fade-out { to { opacity: 0; visibility: hidden; } }
@keyframes ws-title-slide-in { from { opacity: 0; translate: 0 ${SLIDE_DISTANCE}; } }
@keyframes ws-title-slide-out { to { opacity: 0; translate: 0 -${SLIDE_DISTANCE}; visibility: hidden; } }
@keyframes ws-title-clip-in { from { clip-path: inset(0 100% 0 0); } to { clip-path: inset(0); } }
@keyframes ws-title-clip-out { from { clip-path: inset(0); } to { clip-path: inset(0 0 0 100%); visibility: hidden; } }
@keyframes ws-title-clip-in-rtl { from { clip-path: inset(0 0 0 100%); } to { clip-path: inset(0); } }
@keyframes ws-title-clip-out-rtl { from { clip-path: inset(0); } to { clip-path: inset(0 100% 0 0); \
visibility: hidden; } }
@keyframes ws-title-letter { from { visibility: hidden; } to { visibility: visible; } }

@media (prefers-reduced-motion: reduce) {
  ws-title [data-ws-words] * { animation-duration: 0s !important; animation-delay: 0s !important; }
}
`;
