// The hostile corpus through live search: each payload in each field of a result, then
// every result chosen by click and by Enter (the element calls location.assign with its URL).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define } from '../../elements/live-search/define.ts';
import { forgetMemoryCache } from '../../elements/live-search/search-client.ts';
import {
  HostileTally,
  placementsOf,
  searchAnswerWith,
  TEXT_PAYLOADS,
  watchForHostileRuns,
  type Placement,
} from '../support/hostile-corpus.ts';

define();

const FIELDS = ['title', 'post_url', 'image_url', 'type', 'id'] as const;
type Field = (typeof FIELDS)[number];
const realFetch = window.fetch;
const tally = new HostileTally('live search');

/** The endpoint answers each search text ("feld <field>") with that field's placements. */
function hostileEndpoint(byField: Map<string, Array<Placement<Field>>>): void {
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const search = new URLSearchParams(init!.body as URLSearchParams).get('search') ?? '';
    const placements = byField.get(search.replace(/^feld /, '')) ?? [];
    return new Response(JSON.stringify(searchAnswerWith(placements)), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const optionsOf = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];

async function openSearch(): Promise<HTMLElement> {
  // per-page above the answer's size: a cap must not hide placements.
  const wrapper = await fixture<HTMLElement>(
    html`<div .innerHTML=${'<ws-live-search per-page="1000" min-chars="4"></ws-live-search>'}></div>`,
  );
  const el = wrapper.querySelector<HTMLElement>('ws-live-search')!;
  await waitUntil(() => part(el, 'toggle'), 'no toggle');
  part(el, 'toggle')!.click();
  await waitUntil(
    () => part(el, 'field') !== null && el.shadowRoot!.activeElement === part(el, 'field'),
    'focus did not move to the field',
    // The panel's chunk comes with the first opening: on a loaded machine that takes seconds, not one.
    { timeout: 10_000 },
  );
  return el;
}

describe('hostile corpus: <ws-live-search> results', () => {
  before(() => {
    sessionStorage.clear();
    forgetMemoryCache();
  });
  after(() => {
    window.fetch = realFetch;
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('no payload in any field of a result runs or requests, shown, clicked or opened with Enter', async function () {
    this.timeout(240_000);
    const watch = await watchForHostileRuns();
    const placements = placementsOf(FIELDS, TEXT_PAYLOADS);
    const byField = new Map<string, Array<Placement<Field>>>(
      FIELDS.map((field) => [field, placements.filter((placement) => placement.field === field)]),
    );
    hostileEndpoint(byField);
    const el = await openSearch();
    const field = part(el, 'field') as HTMLInputElement;
    for (const [name, fieldPlacements] of byField) {
      field.focus();
      field.select();
      await sendKeys({ type: `feld ${name}` });
      await waitUntil(() => !part(el, 'results')!.hidden && optionsOf(el).length > 0, `no results for ${name}`, {
        timeout: 5000,
      });
      tally.placements += fieldPlacements.length;
      tally.add(await watch.take());
      // Chosen by pointer: every result, links that were refused included.
      for (const option of optionsOf(el)) option.click();
      tally.add(await watch.take());
      // Chosen by keyboard: down to each result and Enter.
      if (name === 'post_url') {
        field.focus();
        for (let index = 0; index < optionsOf(el).length; index += 1) {
          await sendKeys({ press: 'ArrowDown' });
          await sendKeys({ press: 'Enter' });
        }
        tally.add(await watch.take());
      }
    }
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
