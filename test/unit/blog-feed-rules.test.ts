import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_ANSWER_CHARS,
  MAX_ITEMS_PER_PAGE,
  TEXTS,
  archiveBase,
  feedColumns,
  feedTexts,
  itemsWithinCap,
  fittingColumns,
  masonry,
  monthLabel,
  monthStarts,
  pageNumberOf,
  pageTitle,
  startMachine,
  transition,
  type FeedMachine,
} from '../../elements/blog-feed/rules.ts';

const loaded = (items: number, next: string | null, pages?: number) => ({
  type: 'loaded' as const,
  items,
  next,
  page: undefined,
  pages,
});

describe('blog feed: page numbers', () => {
  const cases: Array<[string, number | undefined]> = [
    ['/blog/', 1],
    ['/blog/page/3/', 3],
    ['/blog/page/12', 12],
    ['/?paged=4', 4],
    ['/archiv/?page=2', 2],
    ['/blog/page/zwei/', undefined],
    ['/blog/page/0/', undefined],
    ['/blog/page/-1/', undefined],
  ];
  for (const [url, expected] of cases) it(`${url} -> ${expected}`, () => assert.equal(pageNumberOf(url), expected));
  it('the archive base of a next link', () => {
    assert.equal(archiveBase('/blog/page/2/'), '/blog/');
    assert.equal(archiveBase('https://werkstatt.example/kategorie/lack/page/5/'), '/kategorie/lack/');
  });
});

describe('blog feed: states', () => {
  it('starts idle with a next page; done without one', () => {
    assert.equal(startMachine(1, '/blog/page/2/', 5).state, 'idle');
    assert.equal(startMachine(5, null, 5).state, 'done');
  });
  it('invalid page: an unreadable page, or a next link that does not go forward', () => {
    assert.equal(startMachine(undefined, '/blog/page/2/', 5).state, 'invalid page');
    assert.equal(startMachine(3, '/blog/page/abc/', 5).state, 'invalid page');
    assert.equal(startMachine(3, '/blog/page/2/', 5).state, 'invalid page');
  });
  it('beyond max page: the current page or the next link past the last page', () => {
    assert.equal(startMachine(7, '/blog/page/8/', 5).state, 'beyond max page');
    assert.equal(startMachine(5, '/blog/page/6/', 5).state, 'beyond max page');
  });
  it('idle -> loading -> idle with the next page, then done on the last', () => {
    let machine: FeedMachine = startMachine(1, '/blog/page/2/', undefined);
    machine = transition(machine, { type: 'request' });
    assert.equal(machine.state, 'loading');
    assert.equal(
      transition(machine, { type: 'request' }).state,
      'loading',
      'a second request while loading is ignored',
    );
    machine = transition(machine, { type: 'loaded', items: 6, next: '/blog/page/3/', page: 2, pages: 3 });
    assert.deepEqual(machine, { state: 'idle', page: 2, next: '/blog/page/3/', pages: 3 });
    machine = transition(transition(machine, { type: 'request' }), {
      type: 'loaded',
      items: 6,
      next: null,
      page: 3,
      pages: 3,
    });
    assert.equal(machine.state, 'done');
    assert.equal(transition(machine, { type: 'request' }).state, 'done');
  });
  it('done when no items come back, or when the request fails', () => {
    const loading = transition(startMachine(1, '/blog/page/2/', undefined), { type: 'request' });
    assert.equal(transition(loading, loaded(0, '/blog/page/3/')).state, 'done');
    assert.equal(transition(loading, { type: 'failed' }).state, 'done');
  });
  it('a loaded page whose next link is past the last page: beyond max page', () => {
    const loading = transition(startMachine(1, '/blog/page/2/', undefined), { type: 'request' });
    assert.equal(
      transition(loading, { type: 'loaded', items: 6, next: '/blog/page/9/', page: 2, pages: 4 }).state,
      'beyond max page',
    );
  });
  it('paused and resumed only from idle; destroyed from anywhere, for good', () => {
    const idle = startMachine(1, '/blog/page/2/', undefined);
    const paused = transition(idle, { type: 'pause' });
    assert.equal(paused.state, 'paused');
    assert.equal(transition(paused, { type: 'request' }).state, 'paused');
    assert.equal(transition(paused, { type: 'resume' }).state, 'idle');
    const destroyed = transition(transition(idle, { type: 'request' }), { type: 'destroy' });
    assert.equal(destroyed.state, 'destroyed');
    assert.equal(transition(destroyed, { type: 'resume' }).state, 'destroyed');
    assert.equal(transition(destroyed, loaded(6, '/blog/page/3/')).state, 'destroyed');
  });
});

describe('blog feed: geometry', () => {
  it('masonry: shortest column first, no gaps, document order kept', () => {
    const { placements, height } = masonry([100, 50, 80, 30, 60], 3, 320, 10);
    const width = (320 - 20) / 3;
    assert.deepEqual(placements, [
      { left: 0, top: 0, width },
      { left: width + 10, top: 0, width },
      { left: 2 * (width + 10), top: 0, width },
      { left: width + 10, top: 60, width },
      { left: 2 * (width + 10), top: 90, width },
    ]);
    assert.equal(height, 150);
  });
  it('masonry: every column packed, nothing overlaps', () => {
    const heights = Array.from({ length: 40 }, (_, i) => 40 + ((i * 37) % 90));
    const { placements } = masonry(heights, 4, 1000, 20);
    for (let a = 0; a < placements.length; a += 1) {
      for (let b = a + 1; b < placements.length; b += 1) {
        const [p, q] = [placements[a]!, placements[b]!];
        const apart =
          p.left + p.width <= q.left ||
          q.left + q.width <= p.left ||
          p.top + heights[a]! <= q.top ||
          q.top + heights[b]! <= p.top;
        assert.ok(apart, `items ${a} and ${b} overlap`);
      }
    }
  });
  it('the columns attribute: whole numbers 1 to 6, more clamped, the rest the default, with a warning', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    assert.deepEqual(
      [
        feedColumns(undefined, warn),
        feedColumns(4, warn),
        feedColumns(9, warn),
        feedColumns(0, warn),
        feedColumns(2.5, warn),
      ],
      [3, 4, 6, 3, 3],
    );
    assert.equal(warnings.length, 3);
    assert.match(warnings[0]!, /"columns" expects a whole number from 1 to 6, got 9; using 6/);
  });
  it('columns that fit the width', () => {
    assert.equal(fittingColumns(3, 1140), 3);
    assert.equal(fittingColumns(3, 500), 1);
    assert.equal(fittingColumns(4, 600), 2);
  });
  it('timeline labels and month starts', () => {
    assert.equal(monthLabel('2026-11-22', 'de'), 'November 2026');
    assert.equal(monthLabel('2026-03-01', 'en'), 'March 2026');
    assert.equal(monthLabel('gestern', 'de'), undefined);
    assert.deepEqual(monthStarts(['2026-11-20', '2026-11-02', '2026-10-30', undefined]), [true, false, true, true]);
  });
});

describe('blog feed: what one page may insert', () => {
  it('keeps the first MAX_ITEMS_PER_PAGE items and counts the rest', () => {
    const items = Array.from({ length: MAX_ITEMS_PER_PAGE + 7 }, (_, index) => index);
    const { kept, dropped } = itemsWithinCap(items);
    assert.equal(kept.length, MAX_ITEMS_PER_PAGE);
    assert.equal(kept.at(-1), MAX_ITEMS_PER_PAGE - 1);
    assert.equal(dropped, 7);
  });
  it('a page within the cap is kept whole', () => {
    assert.deepEqual(itemsWithinCap(['a', 'b'], 2), { kept: ['a', 'b'], dropped: 0 });
    assert.deepEqual(itemsWithinCap([], 2), { kept: [], dropped: 0 });
  });
  it('the caps leave room for a real archive page (10 posts, under 300,000 characters)', () => {
    assert.ok(MAX_ITEMS_PER_PAGE >= 10 * 5);
    assert.ok(MAX_ANSWER_CHARS >= 300_000 * 3);
  });
});

describe('blog feed: the finished message', () => {
  it("is the page's own text when given, that of docs/RULES.md#messages otherwise", () => {
    assert.equal(feedTexts(TEXTS.de, 'Das waren alle Beiträge.').finished, 'Das waren alle Beiträge.');
    assert.equal(feedTexts(TEXTS.de, undefined).finished, 'Alle Elemente angezeigt.');
    assert.equal(feedTexts(TEXTS.en, ' \n ').finished, 'All items displayed.');
    assert.equal(feedTexts(TEXTS.de, ' Fertig. ').loadMore, TEXTS.de.loadMore);
  });
});

describe('blog feed: the title of the page in view', () => {
  it('later pages are named after the archive, as WordPress does; the first, or no page number, keeps the title', () => {
    assert.equal(pageTitle('Ratgeber & Blog – Werkstatt', 2, TEXTS.de), 'Ratgeber & Blog – Seite 2 – Werkstatt');
    assert.equal(pageTitle('Blog', 12, TEXTS.en), 'Blog – Page 12');
    assert.equal(pageTitle('Blog', 1, TEXTS.de), 'Blog');
    assert.equal(pageTitle('Blog', undefined, TEXTS.de), 'Blog');
    assert.equal(pageTitle('Blog', Number.NaN, TEXTS.de), 'Blog');
    assert.equal(pageTitle('Blog', 1e300, TEXTS.de), 'Blog');
  });
});
