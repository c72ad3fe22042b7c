// The hostile corpus through the blog feed: payloads as archive
// items (JSON items[].html and HTML pages) and as the next page's URL (JSON next, a[rel=next]).
// The page's consent bus and blocker run, as on a real page: items are loaded, every link and form
// is used, then every category is accepted and everything is used again.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/blog-feed/define.ts';
import {
  CROSS_ORIGIN_URLS,
  feedCard,
  inRun,
  HostileTally,
  releasedInRun,
  MARKUP_PAYLOADS,
  URL_IN_MARKUP,
  URL_PAYLOADS,
  activateEverything,
  watchForHostileRuns,
  type HostileWatch,
} from '../support/hostile-corpus.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '12' });
define();

const realFetch = window.fetch;
/** Items per JSON page: small pages, so a cap on one page's size (item 11) hides nothing. */
const JSON_ITEMS_PER_PAGE = 20;
/** One item per HTML page: an unclosed payload would swallow the items (and the next link) after it. */
const HTML_ITEMS_PER_PAGE = 1;
const FEED_PAGE = /\/feed\/page\/(\d+)\/$/;

/** Every item placement: markup payloads as they are, URL payloads inside links and frames. */
const ITEM_MARKUP: Array<{ id: string; markup: string }> = [
  ...MARKUP_PAYLOADS.map((payload) => ({ id: payload.id, markup: payload.value })),
  ...URL_IN_MARKUP.flatMap(([where, wrap]) =>
    URL_PAYLOADS.map((payload) => ({ id: `${payload.id}@${where}`, markup: wrap(payload.value) })),
  ),
];

type Answer = (page: number) => Response;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const htmlPage = (items: string[], next: string | null) =>
  // The next link first: a payload may leave an element open that would swallow it.
  new Response(
    `<!doctype html><main><ws-blog-feed>${next === null ? '' : `<nav><a rel="next" href="${next}">weiter</a></nav>`}${items.join('')}</ws-blog-feed></main>`,
    { headers: { 'Content-Type': 'text/html' } },
  );

/** Archive pages 2… from `answer`; anything else really goes out, so a request elsewhere is seen. */
function archive(answer: Answer): void {
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    const page = FEED_PAGE.exec(url.pathname);
    if (url.origin === location.origin && page) return answer(Number(page[1]));
    return realFetch(input, init);
  }) as typeof fetch;
}

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const itemCount = (el: HTMLElement) => el.querySelectorAll(':scope > article').length;

async function feed(): Promise<HTMLElement> {
  // A filled field beside the feed: what an attribute-selector leak would read.
  const markup = `<input name="email" value="a@werkstatt.de" aria-label="E-Mail"><ws-blog-feed pagination="load-more">${feedCard('', 0)}<nav class="pager"><a rel="next" href="/feed/page/2/">Ältere Beiträge</a></nav></ws-blog-feed>`;
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 1000px" .innerHTML=${markup}></div>`);
  const el = wrapper.querySelector<HTMLElement>('ws-blog-feed')!;
  await waitUntil(() => part(el, 'load-more'), 'the feed did not render');
  return el;
}

/** One press of "load more", until the feed is idle again (or done). */
async function loadMore(el: HTMLElement): Promise<void> {
  const before = itemCount(el);
  part(el, 'load-more')!.click();
  await waitUntil(
    () => el.dataset.state !== 'loading' && (itemCount(el) > before || el.dataset.state !== 'idle'),
    'the page did not load',
    { timeout: 5000 },
  );
}

/** Uses what the feed holds before and after consent; requests for held content count only before. */
async function useBeforeAndAfterConsent(
  el: HTMLElement,
  watch: HostileWatch,
  tally: HostileTally,
  run: string,
): Promise<void> {
  activateEverything(el);
  tally.add(await watch.take(300));
  bus.acceptAll();
  releasedInRun(run);
  await new Promise((resolve) => setTimeout(resolve, 300));
  activateEverything(el);
  tally.add(await watch.take(300), { ignoreHeld: true });
}

async function itemsPath(
  run: string,
  perPage: number,
  tally: HostileTally,
  page: (items: string[], next: string | null) => Response,
): Promise<void> {
  const watch = await watchForHostileRuns();
  firstVisit();
  const cards = ITEM_MARKUP.map(({ markup }, index) => feedCard(inRun(markup, run), index + 1));
  const pages = Math.ceil(cards.length / perPage);
  archive((number) =>
    page(
      cards.slice((number - 2) * perPage, (number - 1) * perPage),
      number <= pages ? `/feed/page/${number + 1}/` : null,
    ),
  );
  const el = await feed();
  for (let number = 2; number <= pages + 1 && el.dataset.state === 'idle'; number += 1) {
    await loadMore(el);
    tally.add(await watch.take(perPage === 1 ? 0 : 50));
  }
  expect(el.dataset.state, 'the feed stopped before the last page').to.equal('done');
  tally.placements += ITEM_MARKUP.length;
  await useBeforeAndAfterConsent(el, watch, tally, run);
}

async function nextPath(
  run: string,
  tally: HostileTally,
  page: (items: string[], next: string) => Response,
): Promise<void> {
  const watch = await watchForHostileRuns();
  for (const payload of [...URL_PAYLOADS, ...CROSS_ORIGIN_URLS]) {
    firstVisit();
    archive((number) =>
      number === 2 ? page([feedCard('', 2)], inRun(payload.value, run)) : json({ items: [], next: null }),
    );
    const el = await feed();
    await loadMore(el);
    tally.placements += 1;
    // The next link is used twice: by the visitor (the pager's link) and by the feed (load more).
    activateEverything(el);
    if (el.dataset.state === 'idle') await loadMore(el).catch(() => undefined);
    tally.add(await watch.take(100));
    el.closest('div')!.remove();
  }
}

describe('hostile corpus: <ws-blog-feed>', () => {
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('JSON answer: no item payload runs, styles the page, submits, or loads held content before consent', async function () {
    this.timeout(240_000);
    const tally = new HostileTally('blog feed JSON items[].html');
    await itemsPath('json-items', JSON_ITEMS_PER_PAGE, tally, (items, next) =>
      json({ items: items.map((markup) => ({ html: markup })), next }),
    );
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('HTML answer: the same for the items of an archive page', async function () {
    this.timeout(240_000);
    const tally = new HostileTally('blog feed HTML items');
    await itemsPath('html-items', HTML_ITEMS_PER_PAGE, tally, htmlPage);
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('JSON next: never fetched from another origin, never a live javascript: link', async function () {
    this.timeout(240_000);
    const tally = new HostileTally('blog feed JSON next');
    await nextPath('json-next', tally, (items, next) =>
      json({ items: items.map((markup) => ({ html: markup })), next }),
    );
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('HTML a[rel=next]: the same for the next link of an archive page', async function () {
    this.timeout(240_000);
    const tally = new HostileTally('blog feed HTML a[rel=next]');
    await nextPath('html-next', tally, htmlPage);
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
