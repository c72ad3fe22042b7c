// When the shell fetches <ws-blog-feed>'s code. Without it the server's articles and pager are the
// complete paged archive, in the same grid the element draws (geometry.ts), so the code (with React)
// is only needed to place items the grid cannot (masonry on several columns, the timeline's months)
// or to bring the next page: it comes as the feed's end nears the view, or at the first sign of
// interest in the feed (README.md, "Before the code").
import { whenParsed } from '../../platform/environment.ts';
import { alreadyInterested, onFirstInterest } from '../../platform/interest.ts';
import { MASONRY_ONE_COLUMN_BELOW_PX } from './reserve.ts';

/** How near the view (one screen below it, or above) the feed's end brings the code: the next page is ready in time. */
export const FEED_END_MARGIN = '100% 0px 100% 0px';

/** The media query of a viewport where masonry has several columns, unlike the grid before the code. */
export const MASONRY_SEVERAL_COLUMNS = `(min-width: ${MASONRY_ONE_COLUMN_BELOW_PX}px)`;

/**
 * Whether the feed needs its code as soon as it is in the page: the timeline's month labels and the
 * masonry places on several columns are the element's to draw. Any other layout looks the same before.
 */
export function drawnOnlyByCode(layout: string | null, masonryHasSeveralColumns: boolean): boolean {
  return layout === 'timeline' || (layout === 'masonry' && masonryHasSeveralColumns);
}

/** The element's waiting rule (shell/registry.ts): a layout only it draws, its end near the view, or interest. */
export function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  const view = host.ownerDocument.defaultView ?? window;
  const severalColumns = view.matchMedia(MASONRY_SEVERAL_COLUMNS);
  if (drawnOnlyByCode(host.getAttribute('layout'), severalColumns.matches) || alreadyInterested(host))
    return Promise.resolve();
  return new Promise((resolve) => {
    let wanted = false;
    let waitSaid = false;
    const want = () => {
      wanted = true;
      stops.dispose();
      resolve();
    };
    const stops = onFirstInterest([host], want);
    // A phone turned or a window widened: masonry gets several columns, which only the code places.
    stops.listen(severalColumns, 'change', () => {
      if (drawnOnlyByCode(host.getAttribute('layout'), severalColumns.matches)) want();
    });
    // An observer, not a position read: reading one while the page parses would force its layout.
    const end = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) want();
        else if (!waitSaid) {
          waitSaid = true;
          onWait();
        }
      },
      { rootMargin: FEED_END_MARGIN },
    );
    stops.add(() => end.disconnect());
    // The pager, or the last article: what the server printed last (the host itself when it is empty),
    // once the page is parsed (while it is, the last child so far may be the feed's first article).
    void whenParsed(host.ownerDocument).then(() => {
      if (!wanted) end.observe(host.lastElementChild ?? host);
    });
  });
}
