import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { adminAjax, demoDocuments } from '../../demo/search.ts';
import { define } from '../../elements/live-search/define.ts';
import { DEBOUNCE_MS, TEXTS } from '../../elements/live-search/rules.ts';
import { forgetMemoryCache } from '../../elements/live-search/search-client.ts';
import { capturingConsole } from '../support/console.ts';
import { manualTimers } from '../support/manual-timers.ts';

define();

const DOCUMENTS = demoDocuments();
const texts = TEXTS.de;
const realFetch = window.fetch;

interface Endpoint {
  /** The search texts the endpoint was asked for, in order. */
  asked: string[];
}

interface Answer {
  delay?: number;
  /** Answers only once this settles: the test, not a clock, decides when. */
  until?: Promise<void>;
  status?: number;
  body?: string;
  fail?: boolean;
}

type Reply = (search: string) => Answer | undefined;

/** A stand-in fetch that answers with the demo server's own search code (or what `reply` says). */
function endpoint(reply: Reply = () => undefined): Endpoint {
  const asked: string[] = [];
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const form = new URLSearchParams(init!.body as URLSearchParams);
    const search = form.get('search') ?? '';
    asked.push(search);
    const custom = reply(search) ?? {};
    if (custom.delay || custom.until) {
      await new Promise<void>((resolve, reject) => {
        const timer = custom.delay ? setTimeout(resolve, custom.delay) : undefined;
        void custom.until?.then(() => resolve());
        init!.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    if (custom.fail) throw new TypeError('Failed to fetch');
    if (custom.body !== undefined)
      return new Response(custom.body, {
        status: custom.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    const answer = adminAjax(form, DOCUMENTS);
    return new Response(answer.body, {
      status: custom.status ?? answer.status,
      headers: { 'Content-Type': answer.type },
    });
  }) as typeof fetch;
  return { asked };
}

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const fieldOf = (el: HTMLElement) => part(el, 'field') as HTMLInputElement;
const optionsOf = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
const statusText = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;

async function openSearch(attributes = 'post-types="post,page"'): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(
    html`<div .innerHTML=${`<ws-live-search ${attributes}></ws-live-search><button id="outside">Woanders</button>`}></div>`,
  );
  const el = wrapper.querySelector<HTMLElement>('ws-live-search')!;
  await waitUntil(() => part(el, 'toggle'), 'no toggle');
  part(el, 'toggle')!.click();
  // The panel's chunk comes with the first opening (elements/live-search/README.md).
  await waitUntil(
    () => fieldOf(el) !== null && el.shadowRoot!.activeElement === fieldOf(el),
    'focus did not move to the field',
    // The panel's chunk comes with the first opening: on a loaded machine that takes seconds, not one.
    { timeout: 10_000 },
  );
  return el;
}

async function typeInto(el: HTMLElement, text: string): Promise<void> {
  fieldOf(el).focus();
  await sendKeys({ type: text });
}

const resultsShown = (el: HTMLElement) =>
  waitUntil(() => !part(el, 'results')!.hidden && optionsOf(el).length > 0, 'no results shown', {
    timeout: DEBOUNCE_MS * 4,
  });

describe('<ws-live-search>', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetMemoryCache();
  });
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('the toggle opens the search, focus goes to the field and back to the toggle on Escape', async () => {
    const el = await openSearch();
    const toggle = part(el, 'toggle') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(fieldOf(el).getAttribute('role')).to.equal('combobox');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => part(el, 'panel')!.hidden, 'Escape did not close the search');
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('below 4 characters nothing is asked, no results shown, and the screen says how many it needs; at 4 it searches', async () => {
    const server = endpoint();
    const el = await openSearch();
    expect(part(el, 'message'), 'a hint before anything was typed').to.equal(null);
    await typeInto(el, 'lac');
    await aTimeout(DEBOUNCE_MS + 150);
    expect(server.asked).to.deep.equal([]);
    expect(part(el, 'results')!.hidden).to.equal(true);
    const hint = part(el, 'message')!;
    expect(`${hint.textContent} | ${hint.checkVisibility()}`).to.equal(`${texts.tooShort(4)} | true`);
    await typeInto(el, 'k');
    await resultsShown(el);
    expect(server.asked).to.deep.equal(['lack']);
    expect(part(el, 'message')).to.equal(null);
  });

  it('waits 500 ms after the last keystroke (hand-driven timers)', async () => {
    const server = endpoint();
    const el = await openSearch();
    const timers = manualTimers();
    try {
      fieldOf(el).focus();
      await sendKeys({ type: 'hagel' });
      await waitUntil(() => timers.pending().includes(DEBOUNCE_MS), 'no debounce timer', { interval: 5 });
      timers.advance(DEBOUNCE_MS - 1);
      expect(server.asked).to.deep.equal([]);
      await sendKeys({ type: 's' });
      await waitUntil(() => timers.pending().includes(DEBOUNCE_MS), 'the timer did not restart', { interval: 5 });
      timers.advance(DEBOUNCE_MS - 1);
      expect(server.asked).to.deep.equal([]);
      timers.advance(1);
      expect(server.asked).to.deep.equal(['hagels']);
    } finally {
      timers.restore();
    }
  });

  it('shows a loading indicator while the request runs, then announces the number of results', async () => {
    endpoint(() => ({ delay: 400 }));
    const el = await openSearch();
    await typeInto(el, 'hagel');
    await waitUntil(() => part(el, 'loading'), 'no loading indicator', { timeout: DEBOUNCE_MS * 3 });
    expect(statusText(el)).to.equal(texts.loading);
    await resultsShown(el);
    expect(part(el, 'loading')).to.equal(null);
    expect(statusText(el)).to.equal(texts.count(optionsOf(el).length));
    // On screen too; without the page's own form there is no search page to send to.
    expect(part(el, 'count')!.textContent).to.equal(texts.count(optionsOf(el).length));
    expect(part(el, 'all-results')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('finds with German spellings and shows title, type and a fixed-size image', async () => {
    endpoint();
    const el = await openSearch();
    await typeInto(el, 'schäden');
    await resultsShown(el);
    const first = optionsOf(el)[0]!;
    expect(first.querySelector('.title')!.textContent!.toLowerCase()).to.match(/schaden|schäden/);
    // Title, then type, read with a comma between (never "… Winter Beitrag").
    expect(first.textContent).to.match(/\S, (Beitrag|Seite)$/);
    expect(first.querySelector('.type')!.lastChild!.textContent).to.be.oneOf(['Beitrag', 'Seite']);
    const image = first.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).to.deep.equal([
      '48',
      '48',
      'lazy',
    ]);
  });

  it('the German no-results message when nothing matches', async () => {
    endpoint();
    const el = await openSearch();
    await typeInto(el, 'xyzxyz');
    await waitUntil(() => part(el, 'message'), 'no message', { timeout: DEBOUNCE_MS * 3 });
    expect(part(el, 'message')!.textContent).to.equal(
      'Keine Suchergebnisse stimmen mit Ihrer Anfrage überein. Bitte versuchen Sie es noch einmal.',
    );
    expect(statusText(el)).to.equal(texts.noResults);
  });

  it('the same query again makes no request (session cache per text and post types)', async () => {
    const server = endpoint();
    const el = await openSearch();
    await typeInto(el, 'lackier');
    await resultsShown(el);
    fieldOf(el).select();
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => part(el, 'results')!.hidden);
    await typeInto(el, 'lackier');
    await resultsShown(el);
    expect(server.asked).to.deep.equal(['lackier']);
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('ws-live-search:'))).to.equal(true);

    // Other post types are another query.
    const pagesOnly = await openSearch('post-types="page"');
    await typeInto(pagesOnly, 'lackier');
    await resultsShown(pagesOnly);
    expect(server.asked).to.deep.equal(['lackier', 'lackier']);
  });

  it('a newer query wins: a slow answer to an older one never replaces it', async () => {
    let answerOlder = () => {};
    const olderAnswered = new Promise<void>((resolve) => (answerOlder = resolve));
    const server = endpoint((search) => (search === 'lack' ? { until: olderAnswered } : { delay: 10 }));
    const el = await openSearch();
    const seen: string[] = [];
    el.addEventListener('ws-live-search-results', (event) => seen.push(event.detail.search));
    await typeInto(el, 'lack');
    await waitUntil(() => server.asked.includes('lack'), 'the older query was never sent', {
      timeout: DEBOUNCE_MS * 4,
    });
    await typeInto(el, 'ier');
    await resultsShown(el);
    answerOlder();
    await aTimeout(100);
    expect(server.asked).to.deep.equal(['lack', 'lackier']);
    expect(seen).to.deep.equal(['lackier']);
  });

  for (const [kind, reply] of [
    ['network', { fail: true }],
    ['500', { status: 500, body: '{}' }],
    ['404', { status: 404, body: 'nicht gefunden' }],
    ['malformed JSON', { body: '<html>Fehler</html>' }],
    ['a string instead of results', { body: '"Fehler"' }],
  ] as const) {
    it(`a failure (${kind}) shows a German message with a retry, logs the cause, and is not cached`, async () => {
      let broken = true;
      const server = endpoint(() => (broken ? reply : undefined));
      const el = await openSearch();
      const warnings = await capturingConsole('warn', async () => {
        await typeInto(el, 'hagel');
        await waitUntil(() => part(el, 'retry'), 'no retry button', { timeout: DEBOUNCE_MS * 3 });
      });
      expect(part(el, 'message')!.textContent).to.contain(texts.failed);
      expect(warnings.map((args) => String(args[0])).some((text) => text.includes('"hagel" failed'))).to.equal(true);
      broken = false;
      part(el, 'retry')!.click();
      await resultsShown(el);
      expect(server.asked).to.deep.equal(['hagel', 'hagel']);
    });
  }

  it('accepts an object of results as well as a list', async () => {
    const keyed = {
      0: { post_url: '/a/', title: 'Erster', image_url: '', id: 1, type: 'post' },
      1: { post_url: '/b/', title: 'Zweiter', image_url: '', id: 2, type: 'page' },
    };
    endpoint((search) => ({ body: JSON.stringify(search === 'keyed' ? keyed : { results: Object.values(keyed) }) }));
    const el = await openSearch();
    await typeInto(el, 'keyed');
    await resultsShown(el);
    expect(optionsOf(el).map((option) => option.querySelector('.title')!.textContent)).to.deep.equal([
      'Erster',
      'Zweiter',
    ]);
    fieldOf(el).select();
    await typeInto(el, 'wrapped');
    await waitUntil(() => optionsOf(el).length === 2 && statusText(el) === texts.count(2));
  });

  it('keyboard: arrows move through the results, Enter opens one, Escape closes the list, then clears', async () => {
    const answer = [1, 2, 3].map((n) => ({
      post_url: `#ergebnis-${n}`,
      title: `Ergebnis ${n}`,
      image_url: '',
      id: n,
      type: 'post',
    }));
    endpoint(() => ({ body: JSON.stringify(answer) }));
    const el = await openSearch();
    await typeInto(el, 'ergebnis');
    await resultsShown(el);
    const field = fieldOf(el);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).to.equal(optionsOf(el)[1]!.id);
    expect(optionsOf(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).to.equal(optionsOf(el)[0]!.id);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === '#ergebnis-1', 'Enter did not open the result');
    await sendKeys({ press: 'Escape' });
    expect(part(el, 'results')!.hidden).to.equal(true);
    expect(field.value).to.equal('ergebnis');
    await sendKeys({ press: 'Escape' });
    expect(field.value).to.equal('');
    history.replaceState(null, '', location.pathname);
  });

  it('the results close when focus leaves the search', async () => {
    endpoint();
    const el = await openSearch();
    await typeInto(el, 'hagel');
    await resultsShown(el);
    el.parentElement!.querySelector<HTMLButtonElement>('#outside')!.focus();
    await waitUntil(() => part(el, 'results')!.hidden, 'the results stayed open');
  });

  it('hostile titles stay text; javascript: links and images are dropped', async () => {
    const answer = [
      {
        post_url: 'javascript:alert(1)',
        title: '<img src=x onerror="window.__pwned=1">Lack',
        image_url: 'javascript:alert(2)',
        id: 1,
        type: 'post',
      },
      { post_url: '/sicher/', title: '<b>fett</b>', image_url: 'data:image/svg+xml,<svg/>', id: 2, type: 'post' },
    ];
    endpoint(() => ({ body: JSON.stringify(answer) }));
    const el = await openSearch();
    await typeInto(el, 'lack');
    await resultsShown(el);
    const [hostile, bold] = optionsOf(el);
    expect(hostile!.querySelector('.title')!.textContent).to.equal('<img src=x onerror="window.__pwned=1">Lack');
    expect(hostile!.querySelectorAll('img').length).to.equal(0);
    expect(hostile!.getAttribute('aria-disabled')).to.equal('true');
    expect(bold!.querySelector('b')).to.equal(null);
    expect(bold!.querySelectorAll('img').length).to.equal(0);
    await aTimeout(50);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(location.protocol).to.equal('http:');
  });

  it('shows at most per-page results, whatever the server sends', async () => {
    const flood = Array.from({ length: 40 }, (_, index) => ({
      post_url: `/beitrag-${index}/`,
      title: `Lack ${index}`,
      image_url: '',
      id: index,
      type: 'post',
    }));
    endpoint(() => ({ body: JSON.stringify(flood) }));
    const el = await openSearch('post-types="post" per-page="7"');
    const event = oneEvent(el, 'ws-live-search-results');
    await typeInto(el, 'lack');
    await resultsShown(el);
    expect(optionsOf(el)).to.have.length(7);
    expect(optionsOf(el)[0]!.querySelector('.title')!.textContent).to.equal('Lack 0');
    expect((await event).detail.count).to.equal(7);
    expect(statusText(el)).to.equal(texts.count(7));
  });

  it('emits ws-live-search-results with the text and the count', async () => {
    endpoint();
    const el = await openSearch();
    const event = oneEvent(el, 'ws-live-search-results');
    await typeInto(el, 'hagel');
    const { detail } = await event;
    expect(detail.search).to.equal('hagel');
    await resultsShown(el);
    expect(detail.count).to.equal(optionsOf(el).length);
  });
});
