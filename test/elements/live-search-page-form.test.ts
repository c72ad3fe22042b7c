// <ws-live-search> with the page's own search form inside (the fallback without script):
// before the code loads the tag keeps the toggle's square and hides the form; when the code failed
// the form shows; once defined the element's toggle replaces it in the same square, and Enter in the
// element's field sends the page's form.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { elementReserves } from '../../shell/reserves.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { DEBOUNCE_MS } from '../../elements/live-search/rules.ts';
import { forgetMemoryCache } from '../../elements/live-search/search-client.ts';
import { capturingConsole } from '../support/console.ts';

const PAGE_FORM = `<form role="search" action="/" method="get">
  <label for="suche-feld">Website durchsuchen</label>
  <input id="suche-feld" type="search" name="s" placeholder="Suchen …">
  <input type="hidden" name="post_type" value="post">
  <button type="submit">Suchen</button>
</form>`;

const realFetch = window.fetch;
const part = (el: HTMLElement, name: string) => el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const size = (el: Element) => {
  const box = el.getBoundingClientRect();
  return `${Math.round(box.width)} × ${Math.round(box.height)}`;
};

async function searchWithPageForm(attributes = ''): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(
    html`<div .innerHTML=${`<ws-live-search post-types="post,page" ${attributes}>${PAGE_FORM}</ws-live-search>`}></div>`,
  );
  return wrapper.querySelector<HTMLElement>('ws-live-search')!;
}

/** Opens the element's search field with its toggle, as a visitor does, and returns the focused field. */
async function openField(el: HTMLElement): Promise<HTMLInputElement> {
  await waitUntil(() => part(el, 'toggle'), 'no toggle');
  part(el, 'toggle')!.click();
  // The panel's chunk comes with the first opening (elements/live-search/README.md).
  await waitUntil(
    () => part(el, 'field') && el.shadowRoot!.activeElement === part(el, 'field'),
    'focus did not move to the field',
    // The panel's chunk comes with the first opening: on a loaded machine that takes seconds, not one.
    { timeout: 10_000 },
  );
  return part(el, 'field') as HTMLInputElement;
}

/** What the form would send, each time it is sent ("get /?s=…"); the test page stays where it is. */
function sentRequests(form: HTMLFormElement): string[] {
  const sent: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(
      `${form.method} ${new URL(form.action).pathname}?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()}`,
    );
  });
  return sent;
}

/** The shell's rules for undefined tags, as the page gets them with scripting on. */
function adoptShellReserve(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveStylesFor(elementReserves.filter((entry) => entry.tag === 'ws-live-search')));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

describe("<ws-live-search> and the page's search form inside it", () => {
  before(adoptShellReserve);
  afterEach(() => {
    window.fetch = realFetch;
    sessionStorage.clear();
    forgetMemoryCache();
  });

  // These two run before the tag is defined (this file defines it in the third test).
  it("while its code loads: the toggle's square, the form unseen", async () => {
    const el = await searchWithPageForm();
    expect(customElements.get('ws-live-search')).to.equal(undefined);
    expect(size(el)).to.equal('44 × 44');
    expect(el.querySelector('form')!.checkVisibility()).to.equal(false);
  });

  it('when its code failed to load: the form shows and works as a plain search', async () => {
    const el = await searchWithPageForm('data-ws-failed');
    const form = el.querySelector('form')!;
    expect(form.checkVisibility()).to.equal(true);
    expect(el.querySelector<HTMLInputElement>('input[type="search"]')!.checkVisibility()).to.equal(true);
    expect(el.getBoundingClientRect().width).to.be.greaterThan(100);
  });

  it('once defined: its own toggle in the same square, the form neither seen nor focusable, accessible', async () => {
    const el = await searchWithPageForm();
    const before = size(el);
    const { define } = await import('../../elements/live-search/define.ts');
    define();
    await waitUntil(() => part(el, 'toggle'), 'no toggle');
    expect(size(el)).to.equal(before);
    expect(el.querySelector('form')!.checkVisibility()).to.equal(false);
    const field = el.querySelector<HTMLInputElement>('input[type="search"]')!;
    field.focus();
    expect(document.activeElement?.id ?? '').not.to.equal('suche-feld');
    await expect(el).to.be.accessible();
  });

  it("Enter without a chosen result sends the page's form with the typed text (its action, method and hidden fields)", async () => {
    window.fetch = (async () =>
      new Response('[]', { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    const el = await searchWithPageForm();
    await openField(el);
    const sent = sentRequests(el.querySelector('form')!);
    await sendKeys({ type: '  Lack  ' });
    await sendKeys({ press: 'Enter' });
    expect(sent).to.deep.equal(['get /?s=Lack&post_type=post']);
  });

  it("the results say how many there are on screen, and a button below them sends the page's form for all of them", async () => {
    const answer = Array.from({ length: 28 }, (_, index) => ({
      post_url: `#treffer-${index}`,
      title: `Lackpflege ${index + 1}`,
      image_url: '',
      id: index,
      type: 'post',
    }));
    window.fetch = (async () =>
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    const el = await searchWithPageForm();
    await openField(el);
    const sent = sentRequests(el.querySelector('form')!);
    await sendKeys({ type: 'Lackpflege' });
    await waitUntil(() => part(el, 'all-results'), 'no button for all results', { timeout: DEBOUNCE_MS * 4 });
    expect(part(el, 'count')!.textContent).to.equal('28 Ergebnisse');
    expect(part(el, 'count')!.checkVisibility()).to.equal(true);
    const all = part(el, 'all-results')!;
    expect(all.textContent).to.equal('Alle 28 Ergebnisse auf der Suchseite zeigen');
    // Below the list, which scrolls, and on screen with it.
    expect(all.getBoundingClientRect().top).to.be.at.least(part(el, 'results')!.getBoundingClientRect().bottom);
    expect(all.getBoundingClientRect().bottom).to.be.at.most(innerHeight);
    await expect(el).to.be.accessible();
    all.focus();
    expect(part(el, 'results')!.hidden, 'the results stay while focus is on the button').to.equal(false);
    all.click();
    expect(sent).to.deep.equal(['get /?s=Lackpflege&post_type=post']);
  });

  it('Enter on a chosen result opens the result, not the form', async () => {
    const answer = [{ post_url: '#treffer-1', title: 'Treffer 1', image_url: '', id: 1, type: 'post' }];
    window.fetch = (async () =>
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    const el = await searchWithPageForm();
    await openField(el);
    let submitted = 0;
    el.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    await sendKeys({ type: 'treffer' });
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[role="option"]').length === 1, 'no result', {
      timeout: DEBOUNCE_MS * 4,
    });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === '#treffer-1', 'Enter did not open the result');
    expect(submitted).to.equal(0);
    history.replaceState(null, '', location.pathname);
  });

  it('a form whose action is not an http(s) or relative URL is never sent; the console says why', async () => {
    window.fetch = (async () =>
      new Response('[]', { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    const wrapper = await fixture<HTMLElement>(
      html`<div .innerHTML=${`<ws-live-search>${PAGE_FORM.replace('action="/"', 'action=" javascript:window.__wsFormRan=1"')}</ws-live-search>`}></div>`,
    );
    const el = wrapper.querySelector<HTMLElement>('ws-live-search')!;
    await openField(el);
    let submitted = 0;
    el.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    const warnings = await capturingConsole('warn', async () => {
      await sendKeys({ type: 'Lack' });
      await sendKeys({ press: 'Enter' });
    });
    expect(submitted).to.equal(0);
    expect((window as unknown as { __wsFormRan?: number }).__wsFormRan).to.equal(undefined);
    expect(warnings.map((args) => String(args[0])).some((text) => text.includes('is not sent'))).to.equal(true);
  });

  it('without a page form, Enter with text stays put (nothing to send)', async () => {
    window.fetch = (async () =>
      new Response('[]', { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    const wrapper = await fixture<HTMLElement>(html`<div .innerHTML=${'<ws-live-search></ws-live-search>'}></div>`);
    const el = wrapper.querySelector<HTMLElement>('ws-live-search')!;
    const field = await openField(el);
    const address = location.href;
    await sendKeys({ type: 'Lack' });
    await sendKeys({ press: 'Enter' });
    expect(location.href).to.equal(address);
    expect(field.value).to.equal('Lack');
  });
});
