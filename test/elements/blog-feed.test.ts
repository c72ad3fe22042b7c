import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/blog-feed/define.ts';
import { MAX_ANSWER_CHARS, MAX_ITEMS_PER_PAGE, TEXTS } from '../../elements/blog-feed/rules.ts';
import { capturingConsole } from '../support/console.ts';

define();

const realFetch = window.fetch;
const PAGES = 3;

const article = (page: number, index: number, words = 12) => {
  const day = String(28 - page * 7 - index).padStart(2, '0');
  const month = page === 1 ? '11' : '10';
  return `<article class="post-card"><p><time datetime="2026-${month}-${day}">${day}.${month}.2026</time></p><h2><a href="/feed/${page}-${index}/">Beitrag ${page}.${index}</a></h2><p>${'Text '.repeat(words)}</p></article>`;
};
const pageItems = (page: number) =>
  Array.from({ length: 6 }, (_, index) => article(page, index + 1, 5 + ((index * 7) % 20)));
const nextUrl = (page: number) => (page < PAGES ? `/feed/page/${page + 1}/` : null);

type Answer = (url: string) => Response | Promise<Response | undefined> | undefined;

/** A stand-in archive: JSON pages 1..3 as docs/REFERENCE.md#endpoints gives them, or what `answer` says. */
function archive(answer: Answer = () => undefined): string[] {
  const asked: string[] = [];
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(new URL(url, location.href).pathname);
    const custom = await answer(url);
    if (custom) return custom;
    const page = Number(/page\/(\d+)/.exec(url)?.[1]);
    return new Response(
      JSON.stringify({
        items: pageItems(page).map((markup) => ({ html: markup })),
        next: nextUrl(page),
        page,
        pages: PAGES,
      }),
      { headers: { 'Content-Type': 'application/json' } },
    );
  }) as typeof fetch;
  return asked;
}

async function feed(
  attributes: string,
  { lang = 'de', next = '/feed/page/2/', width = 1000 } = {},
): Promise<HTMLElement> {
  const markup = `<ws-blog-feed ${attributes}>${pageItems(1).join('')}<nav class="pager"><a href="/feed/page/2/">2</a> <a rel="next" href="${next}">Ältere Beiträge</a></nav></ws-blog-feed>`;
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang} style="width: ${width}px" .innerHTML=${markup}></div>`,
  );
  const el = wrapper.querySelector<HTMLElement>('ws-blog-feed')!;
  await waitUntil(() => el.shadowRoot?.querySelector('[part="feed"]'), 'the feed did not render');
  return el;
}

const items = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(':scope > article')];
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const boxes = (el: HTMLElement) => items(el).map((item) => item.getBoundingClientRect());
const distinct = (values: number[]) => [...new Set(values.map((value) => Math.round(value)))];

function assertNoOverlap(rects: DOMRect[]): void {
  for (let a = 0; a < rects.length; a += 1) {
    for (let b = a + 1; b < rects.length; b += 1) {
      const [p, q] = [rects[a]!, rects[b]!];
      const apart =
        p.right <= q.left + 0.5 || q.right <= p.left + 0.5 || p.bottom <= q.top + 0.5 || q.bottom <= p.top + 0.5;
      expect(apart, `items ${a} and ${b} overlap`).to.equal(true);
    }
  }
}

describe('<ws-blog-feed>', () => {
  afterEach(() => {
    window.fetch = realFetch;
  });

  describe('layouts', () => {
    it('grid: three columns in document order, and a feed of articles for screen readers', async () => {
      const el = await feed('layout="grid" columns="3"');
      const rects = boxes(el);
      expect(distinct(rects.map((rect) => rect.left))).to.have.length(3);
      expect(distinct(rects.map((rect) => rect.top))).to.have.length(2);
      // Reading order: left to right, then the next row.
      for (let index = 1; index < rects.length; index += 1) {
        const [before, after] = [rects[index - 1]!, rects[index]!];
        expect(
          after.top > before.top + 1 || (Math.abs(after.top - before.top) < 1 && after.left > before.left),
          `item ${index} is out of order`,
        ).to.equal(true);
      }
      assertNoOverlap(rects);
      expect(part(el, 'feed')!.getAttribute('role')).to.equal('feed');
      await expect(el).to.be.accessible();
    });

    it('fewer columns where they would be too narrow', async () => {
      const el = await feed('layout="grid" columns="3"', { width: 560 });
      expect(distinct(boxes(el).map((rect) => rect.left))).to.have.length(2);
    });

    it('masonry: columns packed with no gaps, no overlap, document order kept', async () => {
      const el = await feed('layout="masonry" columns="3"');
      const rects = boxes(el);
      const lefts = distinct(rects.map((rect) => rect.left));
      expect(lefts).to.have.length(3);
      assertNoOverlap(rects);
      for (const left of lefts) {
        const column = rects.filter((rect) => Math.round(rect.left) === left).sort((a, b) => a.top - b.top);
        expect(Math.round(column[0]!.top - part(el, 'feed')!.getBoundingClientRect().top)).to.equal(0);
        for (let index = 1; index < column.length; index += 1)
          expect(Math.round(column[index]!.top - column[index - 1]!.bottom)).to.equal(24);
      }
      // Document order: each item starts no higher than the shortest column when it was placed.
      expect(rects[3]!.top).to.be.at.least(Math.min(rects[0]!.bottom, rects[1]!.bottom, rects[2]!.bottom));
      const bottom = Math.max(...rects.map((rect) => rect.bottom));
      expect(part(el, 'feed')!.getBoundingClientRect().bottom).to.be.closeTo(bottom, 1);
      expect(items(el).every((item) => getComputedStyle(item).visibility === 'visible')).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('masonry re-flows when an item changes size (an image arriving)', async () => {
      const el = await feed('layout="masonry" columns="3"');
      const first = items(el)[0]!;
      const fourth = items(el)[3]!;
      const before = fourth.getBoundingClientRect().top;
      const spacer = document.createElement('div');
      spacer.style.height = '300px';
      first.append(spacer);
      await waitUntil(
        () =>
          Math.abs(fourth.getBoundingClientRect().top - before) > 1 ||
          fourth.getBoundingClientRect().left !== first.getBoundingClientRect().left,
        'no re-flow',
      );
      assertNoOverlap(boxes(el));
    });

    it('masonry re-flows on resize, after the 250 ms debounce', async () => {
      const el = await feed('layout="masonry" columns="3"');
      expect(distinct(boxes(el).map((rect) => rect.left))).to.have.length(3);
      el.parentElement!.style.width = '560px';
      await aTimeout(120);
      expect(distinct(boxes(el).map((rect) => rect.left)), 'before the debounce').to.have.length(3);
      await waitUntil(() => distinct(boxes(el).map((rect) => rect.left)).length === 2, 'no re-flow after resize', {
        timeout: 1000,
      });
      assertNoOverlap(boxes(el));
    });

    it('timeline: items alternate along the line, with a label where a month starts', async () => {
      const el = await feed('layout="timeline"');
      const rects = boxes(el);
      const [left, right] = distinct(rects.map((rect) => rect.left)).sort((a, b) => a - b);
      rects.forEach((rect, index) =>
        expect(Math.round(rect.left), `item ${index}`).to.equal(index % 2 === 0 ? left : right),
      );
      const labels = [...el.querySelectorAll('.ws-feed-month')];
      expect(labels.map((label) => label.textContent)).to.deep.equal(['November 2026']);
      expect(labels.every((label) => label.getAttribute('aria-hidden') === 'true')).to.equal(true);
      assertNoOverlap(rects);
      await expect(el).to.be.accessible();
    });

    it('equal heights: every row as tall as its tallest card', async () => {
      const el = await feed('layout="equal-heights" columns="3"');
      const rects = boxes(el);
      for (const top of distinct(rects.map((rect) => rect.top))) {
        const row = rects.filter((rect) => Math.round(rect.top) === top);
        expect(distinct(row.map((rect) => rect.height)), `row at ${top}`).to.have.length(1);
      }
    });

    it('large: one column, image above text; medium: image beside text', async () => {
      const large = await feed('layout="large"');
      expect(distinct(boxes(large).map((rect) => rect.left))).to.have.length(1);
      const medium = await feed('layout="medium"');
      expect(getComputedStyle(items(medium)[0]!).display).to.equal('grid');
    });

    it('an unknown layout warns and falls back to the grid', async () => {
      const warnings = await capturingConsole('warn', async () => {
        const el = await feed('layout="karussell"');
        expect(part(el, 'feed')!.className).to.contain('layout-grid');
      });
      expect(warnings.map((args) => String(args[0])).some((text) => text.includes('"karussell"'))).to.equal(true);
    });
  });

  describe('hostile server answers', () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const warningsAbout = (warnings: unknown[][], what: string) =>
      warnings.map((args) => String(args[0])).filter((text) => text.includes(what));

    /** Loads one page whose single item is `card`, and returns that item as inserted. */
    async function loadedCard(card: string): Promise<HTMLElement> {
      archive(() => json({ items: [{ html: card }], next: null }));
      const el = await feed('pagination="load-more"');
      part(el, 'load-more')!.click();
      await waitUntil(() => items(el).length === 7, 'the item was not inserted');
      return items(el)[6]!;
    }

    it('one sanitizer profile: no CSS, no forms, no srcdoc, no link/meta/base (item 4)', async () => {
      const card = [
        '<article style="position:fixed;inset:0"><h2>Stil</h2>',
        '<style>ws-consent-banner { display: none } input[value^="a"] { background: url(https://hostile.invalid/a) }</style>',
        '<form action="https://hostile.invalid/"><input name="q"></form>',
        '<button form="f" formaction="https://hostile.invalid/">Los</button>',
        '<input type="image" alt="Senden" src="https://hostile.invalid/submit.png"><textarea>t</textarea><select><option>o</option></select>',
        '<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/a" srcdoc="<script>parent.__feedPwned=4</script>" title="v"></iframe>',
        '<link rel="stylesheet" href="https://hostile.invalid/a.css"><meta http-equiv="refresh" content="0"><base href="https://hostile.invalid/">',
        '<svg><style>body { display: none }</style></svg>',
        '</article>',
      ].join('');
      const item = await loadedCard(card);
      expect(item.querySelector('h2')!.textContent).to.equal('Stil');
      expect(item.hasAttribute('style')).to.equal(false);
      expect(
        item.querySelector(
          'style, [style], form, input, button, select, textarea, link, meta, base, [action], [formaction], [form], [srcdoc]',
        )?.outerHTML,
      ).to.equal(undefined);
      expect(document.querySelector('base')?.outerHTML).to.equal(undefined);
      expect(item.querySelectorAll('iframe')).to.have.length(1);
    });

    it('marked server content has its fetching attributes held before insertion (item 8)', async () => {
      const card = [
        '<article><h2>Medien</h2>',
        '<img alt="a" data-category="marketing" src="https://hostile.invalid/img.png" srcset="https://hostile.invalid/img-2x.png 2x">',
        '<video data-category="marketing" poster="https://hostile.invalid/poster.png" src="https://hostile.invalid/v.mp4"><source src="https://hostile.invalid/s.mp4"></video>',
        '<picture data-category="marketing"><source srcset="https://hostile.invalid/p.webp"><img alt="p" src="https://hostile.invalid/p.png"></picture>',
        '<iframe title="f" data-category="marketing" src="https://www.youtube-nocookie.com/embed/b"></iframe>',
        '<img alt="frei" src="/frei.png">',
        '</article>',
      ].join('');
      const item = await loadedCard(card);
      const live = [...item.querySelectorAll('[src], [srcset], [poster]')].map((element) => element.outerHTML);
      expect(live).to.deep.equal(['<img alt="frei" src="/frei.png">']);
      const image = item.querySelector('img[data-category]')!;
      expect(image.getAttribute('data-src')).to.equal('https://hostile.invalid/img.png');
      expect(image.getAttribute('data-srcset')).to.equal('https://hostile.invalid/img-2x.png 2x');
      expect(item.querySelector('video')!.getAttribute('data-poster')).to.equal('https://hostile.invalid/poster.png');
      expect(item.querySelector('video source')!.getAttribute('data-src')).to.equal('https://hostile.invalid/s.mp4');
      expect(item.querySelector('picture source')!.getAttribute('data-srcset')).to.equal(
        'https://hostile.invalid/p.webp',
      );
      expect(item.querySelector('iframe')!.getAttribute('data-src')).to.equal(
        'https://www.youtube-nocookie.com/embed/b',
      );
    });

    it('held URLs that are not http(s) or relative are removed (items 2 and 8)', async () => {
      const card = [
        '<article><h2>Links</h2>',
        '<a data-category="functional" data-href="javascript:window.__feedPwned=5">a</a>',
        '<svg><a data-category="functional" data-href="javascript:window.__feedPwned=6"><text>s</text></a></svg>',
        '<iframe title="f" data-category="marketing" data-src="javascript:parent.__feedPwned=7"></iframe>',
        '<img alt="i" data-category="marketing" data-srcset="/ok.png 1x, javascript:alert(1) 2x">',
        '<video data-category="marketing" data-poster="\u00a0javascript:alert(1)"></video>',
        '<img alt="ok" data-category="marketing" data-src="https://www.example.org/ok.png">',
        '</article>',
      ].join('');
      const item = await loadedCard(card);
      expect(item.querySelector('[href^="javascript"], [data-href], [data-srcset], [data-poster]')?.outerHTML).to.equal(
        undefined,
      );
      expect(item.querySelector('iframe')!.hasAttribute('data-src')).to.equal(false);
      expect(item.querySelector('img[alt="ok"]')!.getAttribute('data-src')).to.equal('https://www.example.org/ok.png');
      await aTimeout(50);
      expect((window as unknown as { __feedPwned?: number }).__feedPwned).to.equal(undefined);
    });

    for (const [what, next] of [
      ['another origin', 'https://elsewhere.invalid/feed/page/3/'],
      ['a javascript: URL', 'javascript:alert(1)//feed/page/3/'],
      ['a protocol-relative URL', '//elsewhere.invalid/feed/page/3/'],
    ] as const) {
      it(`a JSON next on ${what} ends paging with one warning and is never written into the page (item 6)`, async () => {
        const asked = archive((url) =>
          url.includes('/feed/page/2/')
            ? json({ items: pageItems(2).map((markup) => ({ html: markup })), next, page: 2, pages: 9 })
            : undefined,
        );
        const el = await feed('pagination="load-more"');
        const warnings = await capturingConsole('warn', async () => {
          part(el, 'load-more')!.click();
          await waitUntil(() => el.dataset.state === 'done', 'paging did not end');
        });
        expect(items(el)).to.have.length(12);
        expect(warningsAbout(warnings, 'next')).to.have.length(1);
        expect(el.querySelector('a[rel="next"]')!.getAttribute('href')).to.equal('/feed/page/2/');
        part(el, 'load-more')!.click();
        await aTimeout(50);
        expect(asked).to.deep.equal(['/feed/page/2/']);
      });
    }

    it('an HTML answer’s a[rel=next] on another origin ends paging too (item 6)', async () => {
      const asked = archive(
        () =>
          new Response(
            `<!doctype html><main><ws-blog-feed>${pageItems(2).join('')}<nav><a rel="next" href="https://elsewhere.invalid/feed/page/3/">weiter</a></nav></ws-blog-feed></main>`,
            { headers: { 'Content-Type': 'text/html' } },
          ),
      );
      const el = await feed('pagination="load-more"');
      const warnings = await capturingConsole('warn', async () => {
        part(el, 'load-more')!.click();
        await waitUntil(() => el.dataset.state === 'done', 'paging did not end');
      });
      expect(items(el)).to.have.length(12);
      expect(warningsAbout(warnings, 'elsewhere.invalid')).to.have.length(1);
      expect(asked).to.deep.equal(['/feed/page/2/']);
    });

    for (const next of ['https://elsewhere.invalid/feed/page/2/', 'javascript:alert(1)//feed/page/2/']) {
      it(`the page’s own next link ${next.split(':')[0]}: is refused at start, with one warning (item 6)`, async () => {
        const asked = archive();
        let el: HTMLElement | undefined;
        const warnings = await capturingConsole('warn', async () => {
          el = await feed('pagination="load-more"', { next });
        });
        expect(el!.dataset.state).to.equal('done');
        expect(warningsAbout(warnings, 'next')).to.have.length(1);
        part(el!, 'load-more')!.click();
        await aTimeout(50);
        expect(asked).to.deep.equal([]);
      });
    }

    it(`one page inserts at most ${MAX_ITEMS_PER_PAGE} items, warns, and paging goes on (item 11)`, async () => {
      const many = Array.from({ length: MAX_ITEMS_PER_PAGE + 25 }, (_, index) => ({
        html: `<article><h2>Flut ${index}</h2></article>`,
      }));
      archive((url) =>
        url.includes('/feed/page/2/') ? json({ items: many, next: '/feed/page/3/', page: 2 }) : undefined,
      );
      const el = await feed('pagination="load-more"');
      const warnings = await capturingConsole('warn', async () => {
        part(el, 'load-more')!.click();
        await waitUntil(() => el.dataset.state === 'idle' && items(el).length > 6, 'the page was not inserted');
      });
      expect(items(el)).to.have.length(6 + MAX_ITEMS_PER_PAGE);
      expect(items(el).at(-1)!.querySelector('h2')!.textContent).to.equal(`Flut ${MAX_ITEMS_PER_PAGE - 1}`);
      expect(warningsAbout(warnings, String(MAX_ITEMS_PER_PAGE))).to.have.length(1);
    });

    it('an answer longer than the size cap is not parsed: paging ends with one warning (item 11)', async () => {
      const huge = JSON.stringify({
        items: [{ html: `<article><h2>Riesig</h2><p>${'x'.repeat(MAX_ANSWER_CHARS)}</p></article>` }],
        next: '/feed/page/3/',
      });
      archive(() => new Response(huge, { headers: { 'Content-Type': 'application/json' } }));
      const el = await feed('pagination="load-more"');
      const warnings = await capturingConsole('warn', async () => {
        part(el, 'load-more')!.click();
        await waitUntil(() => el.dataset.state === 'done', 'paging did not end');
      });
      expect(items(el)).to.have.length(6);
      expect(warningsAbout(warnings, '/feed/page/2/')).to.have.length(1);
    });
  });

  describe('paging', () => {
    it('paged mode keeps the page’s pager; load-more shows its button instead', async () => {
      const paged = await feed('pagination="pagination"');
      const pager = paged.querySelector('nav')!;
      expect(pager.getAttribute('slot')).to.equal('pager');
      expect(pager.getBoundingClientRect().height).to.be.greaterThan(0);
      const more = await feed('pagination="load-more"');
      expect(more.querySelector('nav')!.getBoundingClientRect().height).to.equal(0);
      expect(part(more, 'load-more')!.textContent).to.equal(TEXTS.de.loadMore);
    });

    it('load-more: loading message, items appended in order, focus on the first new item, then done', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const asked = archive(async (url) => {
        if (url.includes('page/2')) await gate;
        return undefined;
      });
      const el = await feed('pagination="load-more" data-pages="3"');
      const button = part(el, 'load-more')!;
      button.click();
      await waitUntil(() => part(el, 'status')!.textContent === 'Lade weitere Beiträge...', 'no loading message');
      expect(part(el, 'feed')!.getAttribute('aria-busy')).to.equal('true');
      const loaded = oneEvent(el, 'ws-blog-feed-load');
      release();
      expect((await loaded).detail).to.deep.equal({
        url: new URL('/feed/page/2/', location.href).href,
        count: 6,
        page: 2,
      });
      await waitUntil(() => items(el).length === 12);
      expect(items(el).map((item) => item.querySelector('h2')!.textContent)).to.deep.equal([
        ...Array.from({ length: 6 }, (_, i) => `Beitrag 1.${i + 1}`),
        ...Array.from({ length: 6 }, (_, i) => `Beitrag 2.${i + 1}`),
      ]);
      await waitUntil(() => document.activeElement === items(el)[6], 'focus did not move to the first new item');
      await waitUntil(
        () => el.shadowRoot!.querySelector('[role="status"]')!.textContent === '6 weitere Beiträge geladen.',
        'not announced',
      );
      expect(el.querySelector('a[rel="next"]')!.getAttribute('href')).to.equal(
        new URL('/feed/page/3/', location.href).href,
      );
      const done = oneEvent(el, 'ws-blog-feed-done');
      button.click();
      expect((await done).detail.state).to.equal('done');
      await waitUntil(() => items(el).length === 18);
      await waitUntil(() => part(el, 'status')!.textContent === 'Alle Elemente angezeigt.', 'no finished message');
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(button.textContent).to.equal(TEXTS.de.loadMore);
      button.click();
      await aTimeout(50);
      expect(asked).to.deep.equal(['/feed/page/2/', '/feed/page/3/']);
      expect(el.dataset.state).to.equal('done');
      await expect(el).to.be.accessible();
    });

    it('in English: the loading and finished messages of docs/RULES.md#messages', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      archive(async () => {
        await gate;
        return new Response(JSON.stringify({ items: [], next: null }), {
          headers: { 'Content-Type': 'application/json' },
        });
      });
      const el = await feed('pagination="load-more"', { lang: 'en' });
      part(el, 'load-more')!.click();
      await waitUntil(() => part(el, 'status')!.textContent === 'Loading the next set of posts...');
      release();
      await waitUntil(() => part(el, 'status')!.textContent === 'All items displayed.');
    });

    it('reads items and the next link from an HTML answer', async () => {
      archive(
        () =>
          new Response(
            `<!doctype html><main><ws-blog-feed>${pageItems(2).join('')}<nav><a rel="next" href="/feed/page/3/">weiter</a></nav></ws-blog-feed></main>`,
            { headers: { 'Content-Type': 'text/html' } },
          ),
      );
      const el = await feed('pagination="load-more"');
      part(el, 'load-more')!.click();
      // The items are in the page a render before the state says idle: wait for both.
      await waitUntil(
        () => items(el).length === 12 && el.dataset.state === 'idle',
        `state ${el.dataset.state}, ${items(el).length} items`,
      );
      expect(el.querySelector('a[rel="next"]')!.getAttribute('href')).to.equal(
        new URL('/feed/page/3/', location.href).href,
      );
    });

    for (const [what, answer] of [
      ['a server error', () => new Response('kaputt', { status: 500 })],
      ['malformed JSON', () => new Response('{items:', { headers: { 'Content-Type': 'application/json' } })],
      ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ] as const) {
      it(`${what}: loading ends without an error message for the visitor, the cause is logged`, async () => {
        archive(answer as Answer);
        const el = await feed('pagination="load-more"');
        const warnings = await capturingConsole('warn', async () => {
          part(el, 'load-more')!.click();
          await waitUntil(() => el.dataset.state === 'done', 'not done');
        });
        expect(warnings.map((args) => String(args[0])).some((text) => text.includes('/feed/page/2/'))).to.equal(true);
        expect(part(el, 'status')!.textContent).to.equal('Alle Elemente angezeigt.');
        expect(items(el)).to.have.length(6);
      });
    }

    it('an empty page or a 404 ends the feed', async () => {
      archive(
        () =>
          new Response(JSON.stringify({ items: [], next: '/feed/page/3/' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const empty = await feed('pagination="load-more"');
      part(empty, 'load-more')!.click();
      await waitUntil(() => empty.dataset.state === 'done');
      archive(() => new Response('nicht gefunden', { status: 404 }));
      const missing = await feed('pagination="load-more"');
      part(missing, 'load-more')!.click();
      await waitUntil(() => missing.dataset.state === 'done');
    });

    it('invalid page and beyond max page stop before any request', async () => {
      const asked = archive();
      const invalid = await feed('pagination="load-more"', { next: '/feed/page/zwei/' });
      expect(invalid.dataset.state).to.equal('invalid page');
      const beyond = await feed('pagination="load-more" data-pages="1"');
      expect(beyond.dataset.state).to.equal('beyond max page');
      part(beyond, 'load-more')!.click();
      await aTimeout(50);
      expect(asked).to.deep.equal([]);
      expect(part(beyond, 'status')!.textContent).to.equal('Alle Elemente angezeigt.');
    });

    it("finished-text: the page's own words are shown and announced when every post is in", async () => {
      archive(
        () =>
          new Response(JSON.stringify({ items: [], next: null }), { headers: { 'Content-Type': 'application/json' } }),
      );
      const el = await feed('pagination="load-more" finished-text="Das waren alle Beiträge."');
      part(el, 'load-more')!.click();
      await waitUntil(() => el.dataset.state === 'done', 'not done');
      expect(part(el, 'status')!.textContent).to.equal('Das waren alle Beiträge.');
      await waitUntil(
        () => el.shadowRoot!.querySelector('[role="status"]')!.textContent === 'Das waren alle Beiträge.',
        'not announced',
      );
      const blank = await feed('pagination="load-more" data-pages="1" finished-text="  "');
      expect(part(blank, 'status')!.textContent, 'a blank text falls back to the default').to.equal(
        'Alle Elemente angezeigt.',
      );
    });

    it('paused while the attribute is there; resumes when it goes', async () => {
      const asked = archive();
      const el = await feed('pagination="load-more" paused');
      await waitUntil(() => el.dataset.state === 'paused');
      part(el, 'load-more')!.click();
      await aTimeout(50);
      expect(asked).to.deep.equal([]);
      el.removeAttribute('paused');
      await waitUntil(() => el.dataset.state === 'idle');
      part(el, 'load-more')!.click();
      await waitUntil(() => items(el).length === 12);
    });

    it('infinite: scrolling near the end loads the next page; the button waits for keyboard focus', async () => {
      archive();
      const el = await feed('pagination="infinite" layout="grid" columns="1"', { width: 400 });
      const button = part(el, 'load-more')!;
      expect(button.getBoundingClientRect().width).to.be.at.most(1);
      button.focus();
      expect(button.getBoundingClientRect().width).to.be.greaterThan(10);
      button.blur();
      const loaded = oneEvent(el, 'ws-blog-feed-load');
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect((await loaded).detail.page).to.equal(2);
      await waitUntil(() => items(el).length >= 12);
      window.scrollTo(0, 0);
    });

    it('embedded videos stay only as marked content that waits for consent', async () => {
      const card =
        '<article><h2>Video</h2><iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/a" src="https://www.youtube-nocookie.com/embed/a" title="Rundgang"></iframe><iframe src="https://tracker.example/" title="x"></iframe></article>';
      archive(
        () =>
          new Response(JSON.stringify({ items: [{ html: card }], next: null }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const el = await feed('pagination="load-more"');
      part(el, 'load-more')!.click();
      await waitUntil(() => items(el).length === 7);
      const frames = [...items(el)[6]!.querySelectorAll('iframe')];
      expect(frames).to.have.length(1);
      expect(frames[0]!.hasAttribute('src')).to.equal(false);
      expect(frames[0]!.getAttribute('data-src')).to.equal('https://www.youtube-nocookie.com/embed/a');
    });

    it('destroyed once taken out of the page', async () => {
      const el = await feed('pagination="load-more"');
      el.remove();
      await waitUntil(() => el.dataset.state === 'destroyed', 'not destroyed');
    });

    it('server markup is sanitized: no scripts, no event handlers', async () => {
      const hostile =
        '<article><h2 onclick="window.__feedPwned=1">Böse</h2><img src="x" onerror="window.__feedPwned=2"><script>window.__feedPwned=3</script></article>';
      archive(
        () =>
          new Response(JSON.stringify({ items: [{ html: hostile }], next: null }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const el = await feed('pagination="load-more"');
      part(el, 'load-more')!.click();
      await waitUntil(() => items(el).length === 7);
      const added = items(el)[6]!;
      expect(added.querySelector('script')).to.equal(null);
      expect(added.querySelector('[onclick], [onerror]')).to.equal(null);
      await aTimeout(50);
      expect((window as unknown as { __feedPwned?: number }).__feedPwned).to.equal(undefined);
    });
  });
});
