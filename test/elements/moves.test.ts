// Elements survive being moved: a move within the page (append, insertBefore as a theme
// does it, or moveBefore) keeps the element's view, state and one-time effects; a real removal still
// stops everything it started and unmounts its view.
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { adminAjax, demoDocuments } from '../../demo/search.ts';
import { define as defineBlogFeed } from '../../elements/blog-feed/define.ts';
import { define as defineLiveSearch } from '../../elements/live-search/define.ts';
import { DEBOUNCE_MS } from '../../elements/live-search/rules.ts';
import { forgetMemoryCache } from '../../elements/live-search/search-client.ts';
import { define as defineOffcanvas } from '../../elements/offcanvas/define.ts';
import type { OffcanvasHost } from '../../elements/offcanvas/offcanvas-element.ts';
import { define as defineQuantity, type WsQuantityElement } from '../../elements/quantity/define.ts';
import { manualTimers } from '../support/manual-timers.ts';
import { afterThisTask } from '../support/tasks.ts';

defineBlogFeed();
defineLiveSearch();
defineOffcanvas();
defineQuantity();

const realFetch = window.fetch;
const DOCUMENTS = demoDocuments();
const INSTANT = 'enter-animation="none" exit-animation="none"';

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
/** Lets the kit's deferred decision (moved or removed) run, and the parcel's lifecycles it starts (same task). */
const settle = afterThisTask;
/** Marks the view's first node: the same node after a move means the view was kept, not rebuilt. */
const markView = (el: Element) => ((el.shadowRoot!.firstElementChild as HTMLElement).dataset.moveMark = 'kept');
const viewKept = (el: Element) =>
  (el.shadowRoot!.firstElementChild as HTMLElement | null)?.dataset.moveMark ?? 'rebuilt';
/** The part name of what has focus inside the element, or "none". */
const focusedPart = (el: Element) => el.shadowRoot!.activeElement?.getAttribute('part') ?? 'none';

/** Element.prototype.moveBefore (Chromium 133+; TypeScript 5.9's DOM types do not have it yet). */
const moveInto = (parent: Element, node: Element) =>
  (parent as Element & { moveBefore(node: Node, child: Node | null): void }).moveBefore(node, null);

/** A page with a header and a mobile menu, as a WordPress theme has them. */
async function page(inHeader: string): Promise<{ header: HTMLElement; menu: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div><header .innerHTML=${inHeader}></header><nav class="mobile-menu"><p>Menü</p></nav></div>`,
  );
  return { header: wrapper.querySelector('header')!, menu: wrapper.querySelector<HTMLElement>('.mobile-menu')! };
}

/** The live search endpoint, answered by the demo server's own search code; counts the questions. */
function searchEndpoint(delayMs = 0): { asked: string[]; aborted: string[] } {
  const asked: string[] = [];
  const aborted: string[] = [];
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const form = new URLSearchParams(init!.body as URLSearchParams);
    const search = form.get('search') ?? '';
    asked.push(search);
    if (delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        init!.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          aborted.push(search);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    const answer = adminAjax(form, DOCUMENTS);
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.type } });
  }) as typeof fetch;
  return { asked, aborted };
}

describe('elements survive being moved', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    forgetMemoryCache();
  });
  afterEach(() => {
    window.fetch = realFetch;
    document.documentElement.style.removeProperty('overflow');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('the kit takes part in moveBefore (connectedMoveCallback), where the browser has it', () => {
    expect(
      typeof (customElements.get('ws-live-search')!.prototype as { connectedMoveCallback?: unknown })
        .connectedMoveCallback,
    ).to.equal('function');
  });

  describe('<ws-live-search>', () => {
    const titles = (el: Element) =>
      [...el.shadowRoot!.querySelectorAll('[role="option"] .title')].map((title) => title.textContent).join(' | ');

    async function openWithResults(): Promise<{
      el: HTMLElement;
      menu: HTMLElement;
      server: { asked: string[]; aborted: string[] };
    }> {
      const server = searchEndpoint();
      const { header, menu } = await page('<ws-live-search post-types="post,page"></ws-live-search>');
      const el = header.querySelector<HTMLElement>('ws-live-search')!;
      await waitUntil(() => part(el, 'toggle'), 'no toggle');
      part(el, 'toggle')!.click();
      await waitUntil(() => focusedPart(el) === 'field', 'focus did not move to the field', {
        // The panel's chunk comes with the first opening: on a loaded machine that takes seconds, not one.
        timeout: 10_000,
      });
      await sendKeys({ type: 'lack' });
      await waitUntil(() => !part(el, 'results')!.hidden && titles(el) !== '', 'no results', {
        timeout: DEBOUNCE_MS * 4,
      });
      return { el, menu, server };
    }

    it('append() into the mobile menu: still open, same query and results, focus still in the field', async () => {
      const { el, menu, server } = await openWithResults();
      const before = titles(el);
      markView(el);
      menu.append(el);
      await settle();
      expect(viewKept(el)).to.equal('kept');
      expect(part(el, 'panel')!.hidden, 'the search closed').to.equal(false);
      expect(part(el, 'toggle')!.getAttribute('aria-expanded')).to.equal('true');
      expect((part(el, 'field') as HTMLInputElement).value).to.equal('lack');
      expect(part(el, 'results')!.hidden, 'the results were hidden').to.equal(false);
      expect(titles(el)).to.equal(before);
      expect(focusedPart(el), 'focus was not given back to the field').to.equal('field');
      // The keyboard goes on where it was: the first result becomes active.
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(
        () =>
          part(el, 'field')!.getAttribute('aria-activedescendant') ===
          el.shadowRoot!.querySelector('[role="option"]')!.id,
        'ArrowDown did not reach the results',
      );
      await aTimeout(DEBOUNCE_MS + 100);
      expect(server.asked, 'the move asked again').to.deep.equal(['lack']);
      await expect(el).to.be.accessible();
    });

    it('moveBefore() keeps it too, focus included', async () => {
      const { el, menu } = await openWithResults();
      const before = titles(el);
      markView(el);
      moveInto(menu, el);
      await settle();
      expect(viewKept(el)).to.equal('kept');
      expect(part(el, 'panel')!.hidden).to.equal(false);
      expect(titles(el)).to.equal(before);
      expect(focusedPart(el)).to.equal('field');
    });

    it('removed for real: the pending search is cancelled and the view unmounted', async () => {
      const server = searchEndpoint();
      const { header } = await page('<ws-live-search post-types="post,page"></ws-live-search>');
      const el = header.querySelector<HTMLElement>('ws-live-search')!;
      await waitUntil(() => part(el, 'toggle'), 'no toggle');
      part(el, 'toggle')!.click();
      await waitUntil(() => focusedPart(el) === 'field', 'focus did not move to the field', {
        // The panel's chunk comes with the first opening: on a loaded machine that takes seconds, not one.
        timeout: 10_000,
      });
      await sendKeys({ type: 'hagel' });
      el.remove();
      await settle();
      expect(el.shadowRoot!.childElementCount, 'the view is still mounted').to.equal(0);
      await aTimeout(DEBOUNCE_MS + 150);
      expect(server.asked, 'the debounced search still ran').to.deep.equal([]);
    });

    it('removed for real while a search is on its way: the request is aborted', async () => {
      const server = searchEndpoint(2000);
      const { header } = await page('<ws-live-search post-types="post,page"></ws-live-search>');
      const el = header.querySelector<HTMLElement>('ws-live-search')!;
      await waitUntil(() => part(el, 'toggle'), 'no toggle');
      part(el, 'toggle')!.click();
      await waitUntil(() => focusedPart(el) === 'field', 'focus did not move to the field', {
        // The panel's chunk comes with the first opening: on a loaded machine that takes seconds, not one.
        timeout: 10_000,
      });
      await sendKeys({ type: 'hagel' });
      await waitUntil(() => server.asked.length === 1, 'no search', { timeout: DEBOUNCE_MS * 4 });
      el.remove();
      await waitUntil(() => server.aborted.length === 1, 'the request was not aborted');
    });
  });

  describe('<ws-offcanvas>', () => {
    let ids = 0;
    const freshId = () => `moved-panel-${Date.now()}-${(ids += 1)}`;
    const stored = (id: string) =>
      JSON.parse(localStorage.getItem(`ws-offcanvas:${id}`) ?? '{}') as Record<string, unknown>;

    async function panelIn(markup: string): Promise<{ el: OffcanvasHost; menu: HTMLElement; header: HTMLElement }> {
      const { header, menu } = await page(markup);
      const el = header.querySelector<OffcanvasHost>('ws-offcanvas')!;
      await waitUntil(() => part(el, 'panel'), 'the panel did not render');
      return { el, menu, header };
    }

    it('an open popup moved with append(): still open and modal, focus inside, counted once', async () => {
      const id = freshId();
      const { el, menu } = await panelIn(
        `<ws-offcanvas id="${id}" ${INSTANT} overlay-page-scrollbar="no"><h2>Angebot</h2><a href="/kontakt/">Termin</a></ws-offcanvas>`,
      );
      let opened = 0;
      el.addEventListener('ws-offcanvas-open', () => (opened += 1));
      el.open();
      const dialog = part(el, 'panel') as HTMLDialogElement;
      markView(el);
      menu.append(el);
      await settle();
      expect(viewKept(el)).to.equal('kept');
      expect(el.state).to.equal('open');
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal'), 'the dialog left the top layer').to.equal(true);
      expect(
        el.shadowRoot!.activeElement !== null || el.contains(document.activeElement),
        'focus left the popup',
      ).to.equal(true);
      expect(document.documentElement.style.overflow, 'the scroll lock was undone').to.equal('hidden');
      expect(stored(id)).to.include({ page_views: 1, sessions: 1, open_count: 1 });
      await el.close();
      expect(opened).to.equal(1);
      expect(stored(id)).to.include({ page_views: 1, close_count: 1 });
    });

    it('an open sliding bar moved with moveBefore(): still open, its content where it was', async () => {
      const { el, menu } = await panelIn(
        `<ws-offcanvas id="${freshId()}" type="sliding-bar" position="bottom" ${INSTANT}><p>Mo–Fr 7:30–17:30 Uhr</p></ws-offcanvas>`,
      );
      el.open();
      markView(el);
      moveInto(menu, el);
      await settle();
      expect(viewKept(el)).to.equal('kept');
      expect(el.state).to.equal('open');
      expect(part(el, 'panel')!.hidden).to.equal(false);
      await el.close();
    });

    it('a move does not arm the triggers again: time on page counts from the first connection (hand-driven timers)', async () => {
      const { menu } = await page('');
      const holder = menu.parentElement!;
      const timers = manualTimers();
      try {
        const el = document.createElement('ws-offcanvas') as OffcanvasHost;
        el.id = freshId();
        el.innerHTML = '<p>Angebot</p>';
        for (const [name, value] of [
          ['enter-animation', 'none'],
          ['exit-animation', 'none'],
          ['time-on-page', 'yes'],
          ['time-on-page-duration', '1'],
        ])
          el.setAttribute(name!, value!);
        holder.prepend(el);
        await settle();
        expect(timers.pending(), 'armed on connection').to.deep.equal([1000]);
        timers.advance(400);
        menu.append(el);
        await settle();
        expect(timers.pending(), 'the move re-armed the trigger').to.deep.equal([600]);
        timers.advance(600);
        expect(el.state).to.equal('open');
        expect(stored(el.id)).to.include({ page_views: 1, open_count: 1 });
        await el.close();
      } finally {
        timers.restore();
      }
    });

    it('removed for real: triggers disarmed, scroll lock undone, view unmounted; back in the page it works again', async () => {
      const { menu } = await page('');
      const holder = menu.parentElement!;
      const timers = manualTimers();
      let el: OffcanvasHost;
      try {
        el = document.createElement('ws-offcanvas') as OffcanvasHost;
        el.id = freshId();
        el.innerHTML = '<p>Angebot</p>';
        for (const [name, value] of [
          ['enter-animation', 'none'],
          ['exit-animation', 'none'],
          ['overlay-page-scrollbar', 'no'],
          ['time-on-page', 'yes'],
          ['time-on-page-duration', '1'],
        ])
          el.setAttribute(name!, value!);
        holder.prepend(el);
        await settle();
        el.open();
        expect(document.documentElement.style.overflow).to.equal('hidden');
        el.remove();
        await settle();
        expect(timers.pending(), 'a trigger is still armed').to.deep.equal([]);
      } finally {
        timers.restore();
      }
      expect(document.documentElement.style.overflow, 'the scroll lock stayed').to.equal('');
      expect(el.shadowRoot!.childElementCount, 'the view is still mounted').to.equal(0);
      expect(el.state, 'a removed panel is not open').to.equal('closed');
      menu.append(el);
      await waitUntil(() => part(el, 'panel'), 'the panel did not render again');
      el.open();
      expect((part(el, 'panel') as HTMLDialogElement).matches(':modal')).to.equal(true);
      expect(stored(el.id)).to.include({ page_views: 1 });
      await el.close();
    });
  });

  describe('<ws-quantity>', () => {
    it('moved into another form: the value, the view and the focus stay; the new form sends it', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div><form id="cart"><ws-quantity name="menge" value="2" max="10"></ws-quantity></form><form id="sidebar"></form></div>`,
      );
      const el = wrapper.querySelector<WsQuantityElement>('ws-quantity')!;
      await waitUntil(() => part(el, 'plus'), 'quantity did not render');
      part(el, 'plus')!.click();
      part(el, 'plus')!.click();
      const input = el.shadowRoot!.querySelector('input')!;
      input.focus();
      markView(el);
      wrapper.querySelector('#sidebar')!.append(el);
      await settle();
      expect(viewKept(el)).to.equal('kept');
      expect(el.value).to.equal('4');
      await waitUntil(() => el.shadowRoot!.querySelector('input')!.value === '4', 'the field does not show 4');
      expect(focusedPart(el)).to.equal('input');
      expect(new FormData(wrapper.querySelector<HTMLFormElement>('#sidebar')!).get('menge')).to.equal('4');
      expect(new FormData(wrapper.querySelector<HTMLFormElement>('#cart')!).get('menge')).to.equal(null);
    });

    it('removed for real: it stops watching for a late fallback field, and the view is unmounted', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div><ws-quantity value="1"></ws-quantity></div>`);
      const el = wrapper.querySelector<WsQuantityElement>('ws-quantity')!;
      await waitUntil(() => part(el, 'plus'), 'quantity did not render');
      el.remove();
      await settle();
      expect(el.shadowRoot!.childElementCount, 'the view is still mounted').to.equal(0);
      const late = document.createElement('input');
      late.type = 'number';
      late.name = 'menge';
      el.append(late);
      await aTimeout(20);
      expect(late.disabled, 'a removed element still took a field over').to.equal(false);
    });
  });

  describe('<ws-blog-feed>', () => {
    const PAGES = 3;
    const article = (page: number, index: number) => `<article><h2>Beitrag ${page}.${index}</h2><p>Text</p></article>`;
    const pageItems = (page: number) => Array.from({ length: 3 }, (_, index) => article(page, index + 1));
    const items = (el: Element) => el.querySelectorAll(':scope > article').length;

    function archive(delayMs = 0): { asked: string[]; aborted: string[] } {
      const asked: string[] = [];
      const aborted: string[] = [];
      window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const path = new URL(url, location.href).pathname;
        asked.push(path);
        if (delayMs) {
          await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(resolve, delayMs);
            init?.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              aborted.push(path);
              reject(new DOMException('aborted', 'AbortError'));
            });
          });
        }
        const page = Number(/page\/(\d+)/.exec(url)?.[1]);
        const next = page < PAGES ? `/feed/page/${page + 1}/` : null;
        return new Response(
          JSON.stringify({ items: pageItems(page).map((markup) => ({ html: markup })), next, page, pages: PAGES }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      }) as typeof fetch;
      return { asked, aborted };
    }

    async function feedIn(attributes: string): Promise<{ el: HTMLElement; menu: HTMLElement }> {
      const markup = `<ws-blog-feed ${attributes}>${pageItems(1).join('')}<nav><a rel="next" href="/feed/page/2/">Ältere Beiträge</a></nav></ws-blog-feed>`;
      const { header, menu } = await page(markup);
      const el = header.querySelector<HTMLElement>('ws-blog-feed')!;
      await waitUntil(() => part(el, 'feed'), 'the feed did not render');
      return { el, menu };
    }

    it('moved after every page is in: still done, nothing fetched again', async () => {
      const server = archive();
      const { el, menu } = await feedIn('pagination="load-more" data-pages="3"');
      part(el, 'load-more')!.click();
      await waitUntil(() => items(el) === 6, 'page 2 did not load');
      const done = oneEvent(el, 'ws-blog-feed-done');
      part(el, 'load-more')!.click();
      await done;
      await waitUntil(() => items(el) === 9 && el.dataset.state === 'done', 'page 3 did not load');
      markView(el);
      menu.append(el);
      await settle();
      expect(viewKept(el)).to.equal('kept');
      expect(el.dataset.state).to.equal('done');
      expect(part(el, 'load-more')!.getAttribute('aria-disabled')).to.equal('true');
      part(el, 'load-more')!.click();
      await aTimeout(50);
      expect(server.asked).to.deep.equal(['/feed/page/2/', '/feed/page/3/']);
      expect(items(el)).to.equal(9);
    });

    it('moved while a page loads: the load completes, in the same place', async () => {
      const server = archive(150);
      const { el, menu } = await feedIn('pagination="load-more" data-pages="3"');
      part(el, 'load-more')!.click();
      await waitUntil(() => el.dataset.state === 'loading', 'not loading');
      menu.append(el);
      await waitUntil(() => items(el) === 6, 'page 2 did not arrive after the move');
      // The state follows the inserted items in the next render: on a busy machine a moment later.
      await waitUntil(() => el.dataset.state === 'idle', `the feed stayed "${el.dataset.state}" after page 2 arrived`);
      expect(server.aborted).to.deep.equal([]);
      expect(server.asked).to.deep.equal(['/feed/page/2/']);
    });

    it('removed for real while a page loads: the request is aborted and nothing more is fetched', async () => {
      const server = archive(300);
      const { el } = await feedIn('pagination="infinite" data-pages="3"');
      await waitUntil(() => server.asked.length === 1, 'the short page did not ask for page 2');
      el.remove();
      await settle();
      expect(el.shadowRoot!.childElementCount, 'the view is still mounted').to.equal(0);
      await waitUntil(() => server.aborted.length === 1, 'the request was not aborted');
      expect(el.dataset.state).to.equal('destroyed');
      window.dispatchEvent(new Event('scroll'));
      await aTimeout(400);
      expect(server.asked).to.deep.equal(['/feed/page/2/']);
    });
  });
});
