// The hostile corpus through <ws-manage-consent>: each payload as the whole manage_consent_html
// answer, shown, used (links, forms), then every category accepted and used again.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/manage-consent/define.ts';
import { activateEverything, HostileTally, inRun, MARKUP_PAYLOADS, URL_IN_MARKUP, URL_PAYLOADS, watchForHostileRuns } from '../support/hostile-corpus.ts';
import { startTestBus } from '../support/consent-page.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '12' });
define();

const realFetch = window.fetch;
/** Containers shown at once: enough to be quick, few enough that one slow answer stands out. */
const BATCH = 25;

const ANSWERS: Array<{ id: string; html: string }> = [
  ...MARKUP_PAYLOADS.map((payload) => ({ id: payload.id, html: payload.value })),
  ...URL_IN_MARKUP.flatMap(([where, wrap]) => URL_PAYLOADS.map((payload) => ({ id: `${payload.id}@${where}`, html: wrap(payload.value) }))),
];

describe('hostile corpus: <ws-manage-consent> manage_consent_html', () => {
  after(() => {
    window.fetch = realFetch;
  });

  it('no payload in the server text runs, styles, submits or loads held content', async function () {
    this.timeout(240_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('manage-consent manage_consent_html');
    // The endpoint answers /manage-hostile/<index> with that answer, as the WordPress REST JSON string.
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const match = /\/manage-hostile\/(\d+)/.exec(String(input));
      if (!match) return realFetch(input, init);
      return new Response(JSON.stringify(inRun(ANSWERS[Number(match[1])]!.html, 'manage')), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    for (let start = 0; start < ANSWERS.length; start += BATCH) {
      firstVisit();
      const indexes = ANSWERS.slice(start, start + BATCH).map((_, offset) => start + offset);
      const markup = indexes.map((index) => `<ws-manage-consent src="/manage-hostile/${index}"></ws-manage-consent>`).join('');
      const page = await fixture<HTMLElement>(html`<div .innerHTML=${markup}></div>`);
      const containers = [...page.querySelectorAll('ws-manage-consent')];
      // Shown, or given up on: an answer the sanitizer empties entirely still counts as placed.
      await waitUntil(() => containers.every((el) => el.shadowRoot?.querySelector('input[name=marketing]')), 'the containers did not render', { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      tally.placements += indexes.length;
      activateEverything(page);
      tally.add(await watch.take(300));
      bus.acceptAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
      activateEverything(page);
      tally.add(await watch.take(300), { ignoreHeld: true });
      page.remove();
    }
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
