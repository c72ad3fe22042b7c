import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { emit } from '../../platform/events.ts';
import { sameOriginUrl } from '../../platform/urls.ts';
import { warnerFor } from '../../platform/warn.ts';
import { pageLanguage, prefersReducedMotion } from '../../platform/environment.ts';
import { debounce, throttle } from '../../platform/timing.ts';
import { loadPage } from './loader.ts';
import {
  BOTTOM_BUFFER_PX,
  EXTRA_SCROLL_PX,
  GAP_PX,
  MAX_ITEMS_PER_PAGE,
  RESIZE_DEBOUNCE_MS,
  SCROLL_THROTTLE_MS,
  TEXTS,
  feedTexts,
  archiveBase,
  feedColumns,
  feedLayout,
  feedPagination,
  fittingColumns,
  isFinal,
  masonry,
  monthLabel,
  monthStarts,
  pageNumberOf,
  pageTitle,
  startMachine,
  transition,
  type FeedEvent,
  type FeedMachine,
  type Layout,
} from './rules.ts';
import type { blogFeedAttributes } from './schema.ts';

export type BlogFeedProps = ElementProps<typeof blogFeedAttributes>;

const itemsOf = (host: HTMLElement) =>
  [...host.children].filter((child): child is HTMLElement => child.localName === 'article');
const nextLinkOf = (host: HTMLElement) => host.querySelector<HTMLAnchorElement>('a[rel~="next"]');

/** Said once when a next link is refused: paging ends there (a next page on another origin). */
const warnRefusedNext = (host: HTMLElement, where: string, next: string) =>
  warnerFor(host)(
    `${where}: the next link ${JSON.stringify(next)} is not an http(s) URL on this site; paging ends here`,
  );

/** The page's own next link, when it is http(s) on this site (absolute); null otherwise. */
function startingNext(host: HTMLElement): string | null {
  const raw = nextLinkOf(host)?.getAttribute('href');
  if (raw === null || raw === undefined) return null;
  const next = sameOriginUrl(raw, document.baseURI, location.origin);
  if (next === undefined) warnRefusedNext(host, 'the page', raw);
  return next ?? null;
}

/** The page's own pager (what holds the next link) goes to the pager slot, shown in paged mode only. */
function assignPager(host: HTMLElement): void {
  const link = nextLinkOf(host);
  let pager: Element | null = link;
  while (pager && pager.parentElement !== host) pager = pager.parentElement;
  for (const child of host.children)
    if (child.localName !== 'article' && child !== pager && child.getAttribute('slot') === 'pager')
      child.removeAttribute('slot');
  pager?.setAttribute('slot', 'pager');
}

/** Month labels on the timeline: a label in each item that starts a month (hidden from screen readers: each item has
 * its date). */
function labelMonths(items: HTMLElement[], on: boolean, language: 'de' | 'en'): void {
  const dates = items.map((item) => item.querySelector('time[datetime]')?.getAttribute('datetime') ?? undefined);
  const starts = monthStarts(dates);
  items.forEach((item, index) => {
    const existing = item.querySelector(':scope > .ws-feed-month');
    const label = on && starts[index] ? monthLabel(dates[index] ?? '', language) : undefined;
    if (!label) {
      existing?.remove();
      return;
    }
    if (existing?.textContent === label) return;
    existing?.remove();
    const element = document.createElement('p');
    element.className = 'ws-feed-month';
    element.setAttribute('aria-hidden', 'true');
    element.textContent = label;
    item.prepend(element);
  });
}

/** Places masonry items; clears the placement when another layout is on. */
function placeItems(feed: HTMLElement, items: HTMLElement[], layout: Layout, columns: number): void {
  if (layout !== 'masonry') {
    feed.style.removeProperty('height');
    for (const item of items)
      for (const property of ['left', 'top', 'width', 'visibility']) item.style.removeProperty(property);
    return;
  }
  const width = feed.clientWidth;
  const count = fittingColumns(columns, width);
  const columnWidth = (width - GAP_PX * (count - 1)) / count;
  for (const item of items) item.style.width = `${columnWidth}px`;
  const heights = items.map((item) => item.getBoundingClientRect().height);
  const { placements, height } = masonry(heights, count, width);
  placements.forEach((place, index) => {
    const item = items[index]!;
    item.style.left = `${place.left}px`;
    item.style.top = `${place.top}px`;
  });
  feed.style.height = `${height}px`;
}

export function BlogFeed({
  host,
  layout: rawLayout,
  columns: rawColumns,
  pagination: rawPagination,
  paused,
  finishedText,
}: BlogFeedProps) {
  const language = pageLanguage(host);
  // Kept while the words stay the same: the loaders below depend on it.
  const texts = useMemo(() => feedTexts(TEXTS[language], finishedText), [language, finishedText]);
  const warn = warnerFor(host);
  const layout = feedLayout(rawLayout, warn);
  const pagination = feedPagination(rawPagination, warn);
  const columns = feedColumns(rawColumns, warn);

  const feed = useRef<HTMLDivElement>(null);
  const [machine, setMachine] = useState<FeedMachine>(() => {
    const pages = Number(host.dataset.pages) || undefined;
    return startMachine(pageNumberOf(location.href), startingNext(host), pages);
  });
  const machineRef = useRef(machine);
  const [announcement, setAnnouncement] = useState('');
  const inflight = useRef<AbortController | undefined>(undefined);
  /** Where each loaded page begins, for the address to follow the page in view. */
  const pageStarts = useRef<Array<{ item: HTMLElement; url: string; page: number | undefined }>>([]);

  const dispatch = useCallback((event: FeedEvent) => {
    const next = transition(machineRef.current, event);
    machineRef.current = next;
    setMachine(next);
    return next;
  }, []);

  const layOut = useCallback(() => {
    if (!feed.current) return;
    const items = itemsOf(host);
    labelMonths(items, layout === 'timeline', language);
    placeItems(feed.current, items, layout, columns);
  }, [host, layout, columns, language]);

  // Before the first paint of every render: pager slot, month labels, masonry places, and the
  // state on the host (for page CSS and scripts).
  useLayoutEffect(() => {
    assignPager(host);
    layOut();
    host.dataset.state = machine.state;
  });

  // Re-flow on resize (debounced) and when an item changes size (an image arriving).
  useEffect(() => {
    if (!feed.current) return undefined;
    const layOutLater = debounce(layOut, RESIZE_DEBOUNCE_MS);
    let width = feed.current.clientWidth;
    const onResize = new ResizeObserver(() => {
      if (!feed.current || feed.current.clientWidth === width) return;
      width = feed.current.clientWidth;
      layOutLater();
    });
    onResize.observe(feed.current);
    // Heights as laid out now: a change reported later (an image, a font) means a re-flow.
    const heights = new WeakMap<Element, number>();
    const watch = (item: Element) => {
      if (heights.has(item)) return;
      heights.set(item, item.getBoundingClientRect().height);
      onItemSize.observe(item);
    };
    const onItemSize = new ResizeObserver((records) => {
      let changed = false;
      for (const record of records) {
        const height = record.target.getBoundingClientRect().height;
        if (Math.abs((heights.get(record.target) ?? height) - height) > 0.5) changed = true;
        heights.set(record.target, height);
      }
      if (changed && layout === 'masonry') requestAnimationFrame(layOut);
    });
    for (const item of itemsOf(host)) watch(item);
    const onChildren = new MutationObserver(() => {
      layOut();
      for (const item of itemsOf(host)) watch(item);
    });
    onChildren.observe(host, { childList: true });
    return () => {
      layOutLater.cancel();
      onResize.disconnect();
      onItemSize.disconnect();
      onChildren.disconnect();
    };
  }, [host, layOut, layout]);

  const loadNext = useCallback(
    async (cause: 'button' | 'scroll') => {
      const before = machineRef.current;
      if (before.state !== 'idle' || !before.next) return;
      const url = before.next;
      // Where the visitor was when scrolling asked for more: the extra scroll only follows them there.
      const requestedAtY = window.scrollY;
      dispatch({ type: 'request' });
      const controller = new AbortController();
      inflight.current = controller;
      try {
        const loaded = await loadPage(url, controller.signal);
        if (machineRef.current.state !== 'loading') return;
        if (loaded.refusedNext !== undefined) warnRefusedNext(host, `the answer for ${url}`, loaded.refusedNext);
        if (loaded.dropped > 0)
          warnerFor(host)(
            `${url} brought ${loaded.dropped} items more than the ${MAX_ITEMS_PER_PAGE} one page may ` +
              'insert; those are left out',
          );
        const first = loaded.items[0] as HTMLElement | undefined;
        // Appended before the pager, so the page's own markup keeps its order.
        const pager = host.querySelector(':scope > [slot="pager"]');
        for (const item of loaded.items) host.insertBefore(item, pager);
        const after = dispatch({
          type: 'loaded',
          items: loaded.items.length,
          next: loaded.next,
          page: loaded.page,
          pages: loaded.pages,
        });
        if (first) pageStarts.current.push({ item: first, url, page: after.page });
        // The page's next link follows, so a reload without script continues from here (loaded.next
        // is checked: same origin, http(s)).
        const link = nextLinkOf(host);
        if (link && loaded.next) link.href = loaded.next;
        setAnnouncement(
          loaded.items.length
            ? `${texts.loaded(loaded.items.length)}${isFinal(after.state) ? ` ${texts.finished}` : ''}`
            : texts.finished,
        );
        emit(host, 'ws-blog-feed-load', { url, count: loaded.items.length, page: after.page });
        if (isFinal(after.state)) emit(host, 'ws-blog-feed-done', { state: after.state });
        if (first && cause === 'button') {
          // Focus continues at the first new item, as if the visitor had turned the page.
          first.tabIndex = -1;
          first.focus({ preventScroll: false });
        } else if (first && cause === 'scroll' && Math.abs(window.scrollY - requestedAtY) < window.innerHeight / 2) {
          // Not when the visitor has gone elsewhere meanwhile (back to the top, for one).
          window.scrollBy({ top: EXTRA_SCROLL_PX, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        // No message for the visitor (docs/RULES.md#blog-feed); the cause goes to the console.
        warnerFor(host)(`loading ${url} failed: ${(error as Error).message}`);
        const after = dispatch({ type: 'failed' });
        setAnnouncement(texts.finished);
        emit(host, 'ws-blog-feed-done', { state: after.state });
      }
    },
    [dispatch, host, texts],
  );

  useEffect(() => {
    dispatch({ type: paused ? 'pause' : 'resume' });
  }, [paused, dispatch, machine.state]);

  // Infinite: near the bottom of the feed (40 px), checked at most every 100 ms.
  useEffect(() => {
    if (pagination !== 'infinite' || isFinal(machine.state)) return undefined;
    const onScroll = throttle(() => {
      const box = feed.current?.getBoundingClientRect();
      if (box && box.bottom - window.innerHeight <= BOTTOM_BUFFER_PX) void loadNext('scroll');
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // A short page may already show its end.
    onScroll();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [pagination, machine.state, loadNext]);

  // The address follows the page in view (replace, no new entries), on the archive's own pages.
  // The archive is the one the feed started in: the next links of loaded pages do not change it.
  const [startingArchive] = useState(() => (machine.next ? archiveBase(machine.next) : undefined));
  useEffect(() => {
    if (pagination === 'pagination') return undefined;
    const firstUrl = location.href;
    const firstTitle = document.title;
    if (!startingArchive || !location.pathname.startsWith(startingArchive)) return undefined;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        let url = firstUrl;
        let page: number | undefined;
        for (const start of pageStarts.current) {
          if (start.item.isConnected && start.item.getBoundingClientRect().top < window.innerHeight / 2)
            ({ url, page } = start);
        }
        if (url !== location.href) history.replaceState(history.state, '', url);
        // The title names the page as the address does: "Seite 2 – Blog – …".
        const title = pageTitle(firstTitle, page, texts);
        if (title !== document.title) document.title = title;
      });
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
    };
  }, [pagination, startingArchive, texts]);

  // Taken out of the page: nothing more is loaded for it, ever.
  useEffect(
    () => () => {
      inflight.current?.abort();
      machineRef.current = transition(machineRef.current, { type: 'destroy' });
      host.dataset.state = machineRef.current.state;
    },
    [host],
  );

  const loading = machine.state === 'loading';
  const finished = isFinal(machine.state);
  return (
    <>
      <div
        ref={feed}
        className={`feed layout-${layout}`}
        part="feed"
        role="feed"
        aria-label={texts.feed}
        aria-busy={loading}
      >
        <slot />
      </div>
      {pagination === 'pagination' ? (
        <slot name="pager" />
      ) : (
        <div className="controls" part="controls">
          <button
            type="button"
            className={`load-more${pagination === 'infinite' ? ' on-focus' : ''}`}
            part="load-more"
            aria-disabled={finished || loading ? true : undefined}
            aria-describedby="feed-status"
            onClick={() => void loadNext('button')}
          >
            {texts.loadMore}
          </button>
          <p id="feed-status" className="status" part="status">
            {loading ? texts.loading : finished ? texts.finished : ''}
          </p>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
