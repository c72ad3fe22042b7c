// Shadow styles of <ws-blog-feed>: the layouts of the slotted articles, the controls below.
import { GAP_PX, GRID_COLUMNS, MAX_COLUMNS } from './geometry.ts';

const columnVariants = Array.from(
  { length: MAX_COLUMNS },
  (_, index) => `:host([columns="${index + 1}"]) { --_cols: ${index + 1}; }`,
).join('\n');

export const blogFeedStyles = `
/* The author's content keeps the page's font: elements/kit/README.md#the-pages-font-for-the-authors-content */
:host { display: block; --_cols: 3; font-family: inherit; color: inherit; }
${columnVariants}
:host([layout="large"]), :host([layout="medium"]) { --_cols: 1; }
:host([layout="timeline"]) { --_cols: 2; }
.feed { display: grid; grid-template-columns: ${GRID_COLUMNS}; gap: ${GAP_PX}px; align-items: start; }
.feed.layout-equal-heights { align-items: stretch; }
.feed.layout-equal-heights ::slotted(article) { height: 100%; box-sizing: border-box; }

/* Masonry: the element places every item (absolute, in document order). */
.feed.layout-masonry { display: block; position: relative; }
.feed.layout-masonry ::slotted(article) { position: absolute; box-sizing: border-box; margin: 0; }

/* Timeline: a dated line down the middle of the column gap, items alternating left and right. */
.feed.layout-timeline { position: relative; }
.feed.layout-timeline ::slotted(article) { position: relative; }
@media (min-width: 37.5em) {
  .feed.layout-timeline::before {
    content: "";
    position: absolute;
    inset-block: 0;
    inset-inline-start: calc(50% - 1px);
    inline-size: 2px;
    background: var(--ws-blog-feed-line, var(--_border));
  }
}

::slotted([slot="pager"]) { margin-block-start: ${GAP_PX}px; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem; margin-block-start: ${GAP_PX}px; \
min-block-size: 2.75rem; }
.load-more {
  padding: 0.625rem 1.25rem;
  border: 2px solid var(--_accent);
  border-radius: var(--_radius);
  background: var(--_surface);
  color: var(--_text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.load-more[aria-disabled="true"] { opacity: 0.6; cursor: default; }
/* Infinite mode: scrolling loads more; the button is there for keyboards and shows on focus. */
.load-more.on-focus:not(:focus) { position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; \
border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.status { margin: 0; }
`;
