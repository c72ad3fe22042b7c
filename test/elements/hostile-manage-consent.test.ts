// The hostile corpus through <ws-manage-consent>: each payload as the whole manage_consent_html
// answer, shown, used (links, forms), then every category accepted and used again; and each payload
// in each field of a consent_record answer, refused or shown as text.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/manage-consent/define.ts';
import {
  activateEverything,
  CONSENT_RECORD_FIELDS,
  consentRecordAnswerWith,
  HostileTally,
  inRun,
  MARKUP_PAYLOADS,
  placementsOf,
  releasedInRun,
  shownConsentRecord,
  TEXT_PAYLOADS,
  URL_IN_MARKUP,
  URL_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';
import { startTestBus } from '../support/consent-page.ts';
import { capturingConsole } from '../support/console.ts';

const { bus, firstVisit } = startTestBus({ consenttype: 'optin', current_policy_id: '12' });
define();

const realFetch = window.fetch;
/** Containers shown at once: enough to be quick, few enough that one slow answer stands out. */
const BATCH = 25;

const ANSWERS: Array<{ id: string; html: string }> = [
  ...MARKUP_PAYLOADS.map((payload) => ({ id: payload.id, html: payload.value })),
  ...URL_IN_MARKUP.flatMap(([where, wrap]) =>
    URL_PAYLOADS.map((payload) => ({ id: `${payload.id}@${where}`, html: wrap(payload.value) })),
  ),
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
      return new Response(JSON.stringify(inRun(ANSWERS[Number(match[1])]!.html, 'manage')), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    for (let start = 0; start < ANSWERS.length; start += BATCH) {
      firstVisit();
      const indexes = ANSWERS.slice(start, start + BATCH).map((_, offset) => start + offset);
      const markup = indexes
        .map((index) => `<ws-manage-consent src="/manage-hostile/${index}"></ws-manage-consent>`)
        .join('');
      const page = await fixture<HTMLElement>(html`<div .innerHTML=${markup}></div>`);
      const containers = [...page.querySelectorAll('ws-manage-consent')];
      // Shown, or given up on: an answer the sanitizer empties entirely still counts as placed.
      await waitUntil(
        () => containers.every((el) => el.shadowRoot?.querySelector('input[name=marketing]')),
        'the containers did not render',
        { timeout: 5000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      tally.placements += indexes.length;
      activateEverything(page);
      tally.add(await watch.take(300));
      bus.acceptAll();
      releasedInRun('manage');
      await new Promise((resolve) => setTimeout(resolve, 200));
      activateEverything(page);
      tally.add(await watch.take(300), { ignoreHeld: true });
      page.remove();
    }
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});

describe('hostile corpus: <ws-manage-consent> consent_record', () => {
  after(() => {
    window.fetch = realFetch;
    firstVisit();
  });

  it('no payload in a field of the record runs or requests; the element shows only the id and a time it read', async function () {
    this.timeout(240_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('manage-consent consent_record');
    const placements = placementsOf(CONSENT_RECORD_FIELDS, TEXT_PAYLOADS);
    // Each consent_record request takes the next placement; the track endpoint takes every record.
    let next = 0;
    let answersRead = 0;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.endsWith('/v1/track'))
        return new Response('{"success":true}', { headers: { 'Content-Type': 'application/json' } });
      if (!url.pathname.endsWith('/v1/consent_record')) return realFetch(input, init);
      const placement = placements[next++ % placements.length]!;
      const answer = consentRecordAnswerWith(
        url.searchParams.get('consent_id')!,
        placement,
        inRun(placement.payload.value, 'record'),
      );
      const response = new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
      // Counted a task after the element has read it: its reading (and the state it sets) is done by then.
      const read = response.json.bind(response);
      response.json = () =>
        read().finally(() => setTimeout(() => (answersRead += 1), 0)) as Promise<ReturnType<typeof JSON.parse>>;
      return response;
    }) as typeof fetch;
    firstVisit({ record_consent: true });
    bus.acceptAll();
    const consentId = bus.getConsent().consentId!;
    expect(consentId).to.match(/^[a-z0-9]{12}$/);
    const shown = shownConsentRecord(consentId);
    let withTime = 0;
    const warnings = await capturingConsole('warn', async () => {
      for (let start = 0; start < placements.length; start += BATCH) {
        const count = Math.min(BATCH, placements.length - start);
        const markup = '<ws-manage-consent></ws-manage-consent>'.repeat(count);
        const page = await fixture<HTMLElement>(html`<div .innerHTML=${markup}></div>`);
        const containers = [...page.querySelectorAll('ws-manage-consent')];
        await waitUntil(() => next >= start + count, 'the records were not asked for', { timeout: 5000 });
        // Every answer read, then time for the views to show what it said (a busy machine renders late).
        await waitUntil(() => answersRead >= start + count, 'the answers were not read', { timeout: 5000 });
        await new Promise((resolve) => setTimeout(resolve, 200));
        tally.placements += count;
        activateEverything(page);
        tally.add(await watch.take(300));
        for (const el of containers) {
          const record = el.shadowRoot!.querySelector('.record')!;
          if (!shown.test(record.textContent ?? ''))
            tally.broke('a container', `shows ${JSON.stringify(record.textContent).slice(0, 120)}`);
          const foreign = record.querySelector(':not(dl, div, dt, dd, code, time)');
          if (foreign) tally.broke('a container', `has a <${foreign.localName}>`);
          if (record.querySelector('time')) withTime += 1;
        }
        page.remove();
      }
    });
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
    // Only a payload in the field the element does not read leaves a record it can show.
    expect(withTime).to.equal(TEXT_PAYLOADS.length);
    expect(
      warnings.filter((args) => String(args[0]).includes('showing the consent id alone')).length,
    ).to.be.greaterThan(0);
  });
});
