// Consent records on a page (docs/REFERENCE.md, "Endpoints"): the real bus posts each choice to a
// stand-in track endpoint, and <ws-manage-consent> shows the consent id and its record's time.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentEnvironment } from '../../consent-bus/rules.ts';
import { define } from '../../elements/manage-consent/define.ts';
import { formatRecordTime, MANAGE_TEXTS } from '../../elements/manage-consent/rules.ts';
import { startTestBus } from '../support/consent-page.ts';
import { consentRecordBody, SITE_CATEGORIES } from '../support/consent-records.ts';
import { capturingConsole } from '../support/console.ts';

// WordPress without pretty permalinks: the route is a query parameter.
const SERVICE = '/index.php?rest_route=/ws';
const { bus, firstVisit } = startTestBus({
  consenttype: 'optin',
  current_policy_id: '5',
  region: 'eu',
  banner_version: '4',
  url: SERVICE,
  record_consent: true,
});
define();

const QUIET: ConsentEnvironment = {
  doNotTrack: false,
  globalPrivacyControl: false,
  cookiesEnabled: true,
  tcfContainer: false,
};

interface Posted {
  url: string;
  body: Record<string, unknown>;
}
interface StoredRecord {
  consent_id: string;
  time: string;
  action: unknown;
  consented_categories: unknown;
}

// A stand-in back end: track stores a record a minute after the one before, consent_record answers the newest.
const posted: Posted[] = [];
const asked: string[] = [];
const records = new Map<string, StoredRecord>();
let clock = Date.parse('2026-11-26T10:14:03Z');
/** When set, consent_record answers this instead of the stored record. */
let consentRecordAnswer: ((consentId: string) => Response) | undefined;
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/v1/track')) {
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    posted.push({ url, body });
    clock += 60_000;
    if (typeof body.consent_id === 'string') {
      const time = new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
      records.set(body.consent_id, {
        consent_id: body.consent_id,
        time,
        action: body.action,
        consented_categories: body.consented_categories,
      });
    }
    return json({ success: true });
  }
  if (url.includes('/v1/consent_record')) {
    asked.push(url);
    const consentId = new URL(url, location.href).searchParams.get('consent_id')!;
    if (consentRecordAnswer) return consentRecordAnswer(consentId);
    const record = records.get(consentId);
    return record ? json(record) : json({ code: 'not_found', message: 'Kein Nachweis' }, 404);
  }
  return realFetch(input, init);
};

const consentIdCookie = () => /(?:^|;\s*)cmplz_id=([^;]*)/.exec(document.cookie)?.[1];
const settle = (ms = 250) => new Promise((resolve) => setTimeout(resolve, ms));
const actions = () => posted.map((entry) => entry.body.action);

async function manageConsent(template = html`<ws-manage-consent></ws-manage-consent>`) {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 40rem">${template}</div>`);
  const el = wrapper.querySelector<HTMLElement>('ws-manage-consent')!;
  await waitUntil(() => el.shadowRoot?.querySelector('input[name=marketing]'), 'switches did not render');
  return el;
}
const part = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const shownId = (el: HTMLElement) => part(el, '.record code')?.textContent;
const shownTime = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLTimeElement>('.record time');

describe('consent records', () => {
  beforeEach(() => {
    firstVisit();
    posted.length = 0;
    asked.length = 0;
    consentRecordAnswer = undefined;
  });
  afterEach(() => bus.update(bus.settings(), QUIET));

  it('a first visit gets no id and sends nothing until the visitor chooses', async () => {
    await settle();
    expect(consentIdCookie()).to.equal(undefined);
    expect(bus.getConsent().consentId).to.equal(undefined);
    expect(posted).to.deep.equal([]);
  });

  it('one record per choice, with its action and every category, under one consent id', async () => {
    const el = await manageConsent();
    const choices: Array<[string, () => void]> = [
      ['accept all', () => bus.acceptAll()],
      ['save', () => bus.saveChoices({ statistics: true })],
      ['a placeholder’s accept', () => bus.acceptCategory('marketing')],
      ['cmplz_set_consent', () => window.cmplz_set_consent!('preferences', 'allow')],
      ['a manage-consent switch', () => part(el, 'input[name=marketing]')!.click()],
      ['deny', () => bus.denyAll()],
      // After deny only functional is on: revoke does not reload the test page.
      ['revoke', () => bus.revoke()],
    ];
    for (const [index, [name, choose]] of choices.entries()) {
      choose();
      await waitUntil(() => posted.length === index + 1, `no record for ${name}`);
    }
    await settle();
    expect(actions()).to.deep.equal(['accept_all', 'save', 'save', 'save', 'save', 'deny', 'revoke']);
    const id = consentIdCookie()!;
    expect(id).to.match(/^[a-z0-9]{12}$/);
    expect(bus.getConsent().consentId).to.equal(id);
    for (const { url, body } of posted) {
      expect(url).to.match(/^\/index\.php\?rest_route=\/ws\/v1\/track&token=[a-z]{5}$/);
      expect(body.consent_id, 'the id is kept across choices').to.equal(id);
    }
    expect(posted[0]!.body).to.deep.equal(
      consentRecordBody(id, 'accept_all', SITE_CATEGORIES, { policy_id: '5', banner_version: '4' }),
    );
    expect(posted.map((entry) => entry.body.consented_categories)).to.deep.equal([
      SITE_CATEGORIES,
      ['functional', 'statistics', 'statistics-anonymous'],
      ['functional', 'statistics', 'marketing', 'statistics-anonymous'],
      SITE_CATEGORIES,
      ['functional', 'preferences', 'statistics', 'statistics-anonymous'],
      ['functional'],
      ['functional'],
    ]);
    expect(posted[4]!.body.denied_categories).to.deep.equal(['marketing']);
  });

  it('with recording off nothing is sent, and manage-consent neither shows nor asks for a record', async () => {
    firstVisit({ record_consent: false });
    const el = await manageConsent();
    bus.acceptAll();
    part(el, 'input[name=marketing]')!.click();
    bus.denyAll();
    bus.revoke();
    await settle(400);
    expect(posted).to.deep.equal([]);
    expect(asked).to.deep.equal([]);
    expect(consentIdCookie()).to.equal(undefined);
    expect(part(el, '.record')).to.equal(null);
  });

  it('A/B testing without recording sends what it always sent', async () => {
    firstVisit({ record_consent: false, a_b_testing: true });
    bus.saveChoices({ marketing: true });
    await waitUntil(() => posted.length === 1, 'no A/B tracking call');
    await settle();
    expect(posted.map((entry) => entry.body)).to.deep.equal([
      { consented_categories: ['functional', 'marketing'], consenttype: 'optin' },
    ]);
  });

  for (const [signal, environment, action] of [
    ['do-not-track', { doNotTrack: true }, 'do_not_track'],
    ['Global Privacy Control alone', { globalPrivacyControl: true }, 'gpc'],
  ] as const) {
    it(`${signal}: one record (${action}) and an id cookie, however often the state is derived again`, async () => {
      bus.update({ ...bus.settings(), do_not_track: true }, { ...QUIET, ...environment });
      await waitUntil(() => posted.length === 1, 'no record for the browser’s answer');
      expect(bus.getConsent().banner.reason).to.equal('do-not-track');
      const id = consentIdCookie();
      expect(id).to.match(/^[a-z0-9]{12}$/);
      expect(posted[0]!.body).to.deep.include({ consent_id: id, action, consented_categories: ['functional'] });
      bus.update(bus.settings());
      bus.update({ ...bus.settings(), banner_version: '5' });
      await settle(400);
      expect(actions()).to.deep.equal([action]);
    });
  }

  it('manage-consent shows the consent id and its record’s time, and passes axe-core', async () => {
    bus.saveChoices({ statistics: true });
    await waitUntil(() => posted.length === 1 && records.size > 0, 'no record stored');
    const id = consentIdCookie()!;
    const el = await manageConsent();
    await waitUntil(() => shownTime(el), 'no record time shown');
    expect(shownId(el)).to.equal(id);
    const record = records.get(id)!;
    expect(shownTime(el)!.dateTime).to.equal(new Date(record.time).toISOString());
    expect(shownTime(el)!.textContent).to.equal(formatRecordTime(new Date(record.time), 'de'));
    expect(shownTime(el)!.textContent).to.match(/^\d{1,2}\. November 2026, \d{2}:\d{2} Uhr$/);
    const labels = [...el.shadowRoot!.querySelectorAll('.record dt')].map((label) => label.textContent);
    expect(labels).to.deep.equal([MANAGE_TEXTS.de.consentId, MANAGE_TEXTS.de.recordedOn]);
    expect(asked[0]).to.match(
      new RegExp(`^/index\\.php\\?rest_route=/ws/v1/consent_record&consent_id=${id}&token=[a-z]{5}$`),
    );
    await expect(el).to.be.accessible();
  });

  it('in English on an English page', async () => {
    bus.acceptAll();
    await waitUntil(() => records.size > 0 && posted.length === 1, 'no record stored');
    const el = await manageConsent(html`<div lang="en"><ws-manage-consent></ws-manage-consent></div>`);
    await waitUntil(() => shownTime(el), 'no record time shown');
    const labels = [...el.shadowRoot!.querySelectorAll('.record dt')].map((label) => label.textContent);
    expect(labels).to.deep.equal(['Your consent ID:', 'Recorded on:']);
    expect(shownTime(el)!.textContent).to.match(/^\d{1,2} November 2026, \d{2}:\d{2}$/);
    await expect(el).to.be.accessible();
  });

  it('a first choice on the page shows the new id, then its time once the record is stored; a new choice refreshes it', async () => {
    const el = await manageConsent();
    expect(part(el, '.record')!.textContent).to.equal('');
    part(el, 'input[name=statistics]')!.click();
    await waitUntil(() => shownTime(el), 'no record time after the first choice');
    expect(shownId(el)).to.equal(consentIdCookie());
    expect(asked.length, 'asked once the record was stored, never before').to.equal(1);
    const first = shownTime(el)!.dateTime;
    part(el, 'input[name=marketing]')!.click();
    await waitUntil(() => shownTime(el)?.dateTime !== first, 'the time did not follow the new choice');
    expect(new Date(shownTime(el)!.dateTime).getTime()).to.be.greaterThan(new Date(first).getTime());
    expect(shownId(el)).to.equal(consentIdCookie());
  });

  it('keeps its place: the record lines are reserved before the id and the time arrive, wide and narrow', async () => {
    for (const width of ['40rem', '20rem']) {
      firstVisit();
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: ${width}"><ws-manage-consent></ws-manage-consent></div>`,
      );
      const el = wrapper.querySelector<HTMLElement>('ws-manage-consent')!;
      await waitUntil(() => part(el, 'input[name=marketing]'), 'switches did not render');
      const before = el.getBoundingClientRect().height;
      part(el, 'input[name=preferences]')!.click();
      await waitUntil(() => shownTime(el), `no record time (${width})`);
      expect(el.getBoundingClientRect().height, `height at ${width}`).to.equal(before);
    }
  });

  it('a malformed or missing record leaves the id alone, with a warning', async () => {
    bus.acceptAll();
    await waitUntil(() => records.size > 0 && posted.length === 1, 'no record stored');
    const answers: Array<(consentId: string) => Response> = [
      (consentId) =>
        json({ consent_id: consentId, time: 'gestern', action: 'accept_all', consented_categories: ['functional'] }),
      () =>
        json({
          consent_id: 'zzzzzzzzzzzz',
          time: '2026-11-26T10:14:03Z',
          action: 'accept_all',
          consented_categories: ['functional'],
        }),
      () => json({ code: 'not_found', message: 'Kein Nachweis' }, 404),
      () => new Response('<html>Fehler</html>', { status: 200 }),
    ];
    for (const answer of answers) {
      consentRecordAnswer = answer;
      const warnings = await capturingConsole('warn', async () => {
        const el = await manageConsent();
        await waitUntil(() => asked.length > 0, 'the record was not asked for');
        await settle(150);
        expect(shownId(el)).to.equal(consentIdCookie());
        expect(shownTime(el)).to.equal(null);
        await expect(el).to.be.accessible();
      });
      expect(
        warnings.some((args) => String(args[0]).includes('showing the consent id alone')),
        String(answer),
      ).to.equal(true);
      asked.length = 0;
    }
  });
});
