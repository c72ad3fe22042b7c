// Consent records (proof of consent, docs/REFERENCE.md "Endpoints"): the setting, the URLs, the
// track body, the consent id in the bus, the do-not-track record, and the demo's endpoint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createConsentBus, type ConsentBusOptions } from '../../consent-bus/bus.ts';
import type { ConsentEnvironment, ConsentState } from '../../consent-bus/rules.ts';
import {
  endpointUrl,
  serviceUrl,
  trackBody,
  trackChoice,
  withQuery,
  type ConsentAction,
} from '../../consent-bus/service.ts';
import { DEFAULT_SETTINGS, readPageSettings, type ConsentSettings } from '../../consent-bus/settings.ts';
import { consentRecord, readTrackBody, recordTrack, TrackBodyProblem, trackLog } from '../../demo/consent-service.ts';
import {
  consentRecordUrl,
  formatRecordTime,
  manageConsentUrl,
  readConsentRecord,
} from '../../elements/manage-consent/rules.ts';
import { consentRecordBody, SITE_CATEGORIES } from '../support/consent-records.ts';
import { FakeCookies } from '../support/fake-cookies.ts';

const QUIET: ConsentEnvironment = {
  doNotTrack: false,
  globalPrivacyControl: false,
  cookiesEnabled: true,
  tcfContainer: false,
};
const RECORDING: Partial<ConsentSettings> = { record_consent: true, region: 'eu', banner_version: '3' };

interface Report {
  state: ConsentState;
  action: ConsentAction;
}

function makeBus(settings: Partial<ConsentSettings> = {}, options: Partial<ConsentBusOptions> = {}) {
  const cookies = (options.cookies as FakeCookies | undefined) ?? new FakeCookies();
  const reports: Report[] = [];
  const bus = createConsentBus({
    settings: { ...DEFAULT_SETTINGS, current_policy_id: '14', ...settings },
    environment: QUIET,
    cookies,
    secure: false,
    reload: () => undefined,
    onChoice: (state, _settings, action) => reports.push({ state, action }),
    ...options,
  });
  return { bus, cookies, reports };
}

const body = (report: Report, settings: Partial<ConsentSettings> = RECORDING) =>
  trackBody(report.state, { ...DEFAULT_SETTINGS, current_policy_id: '14', ...settings }, report.action);

describe('consent records: the setting', () => {
  it('record_consent is off by default and read like the other yes/no fields', () => {
    const problems: string[] = [];
    const report = (field: string) => problems.push(field);
    assert.equal(readPageSettings('{}', report).record_consent, false);
    for (const yes of [true, 1, '1', 'on', 'yes'])
      assert.equal(readPageSettings(JSON.stringify({ record_consent: yes }), report).record_consent, true, String(yes));
    // WordPress writes an unticked box as "".
    for (const no of [false, 0, '', 'no'])
      assert.equal(readPageSettings(JSON.stringify({ record_consent: no }), report).record_consent, false, String(no));
    assert.deepEqual(problems, []);
    assert.equal(readPageSettings('{"record_consent": "vielleicht"}', report).record_consent, false);
    assert.deepEqual(problems, ['record_consent']);
  });
});

describe('consent records: URLs', () => {
  it('the banner service under pretty permalinks and under ?rest_route=', () => {
    assert.equal(
      endpointUrl('/wp-json/complianz', 'track', { token: 'abcde' }),
      '/wp-json/complianz/v1/track?token=abcde',
    );
    assert.equal(
      endpointUrl('/index.php?rest_route=/ws', 'track', { token: 'abcde' }),
      '/index.php?rest_route=/ws/v1/track&token=abcde',
    );
    assert.equal(
      endpointUrl('https://weber.example/?rest_route=/ws', 'banner', { token: 'abcde' }),
      'https://weber.example/?rest_route=/ws/v1/banner&token=abcde',
    );
    assert.match(
      serviceUrl({ ...DEFAULT_SETTINGS, url: '/index.php?rest_route=/ws' }, 'track'),
      /^\/index\.php\?rest_route=\/ws\/v1\/track&token=[a-z]{5}$/,
    );
    assert.match(serviceUrl(DEFAULT_SETTINGS, 'track'), /^\/wp-json\/complianz\/v1\/track\?token=[a-z]{5}$/);
  });

  it('manage-consent builds its text and record URLs the same way', () => {
    assert.equal(
      manageConsentUrl('', '/index.php?rest_route=/ws', 'abcde'),
      '/index.php?rest_route=/ws/v1/manage_consent_html&token=abcde',
    );
    assert.equal(
      consentRecordUrl('/wp-json/complianz', 'k3x9a0b2c4d6', 'abcde'),
      '/wp-json/complianz/v1/consent_record?consent_id=k3x9a0b2c4d6&token=abcde',
    );
    assert.equal(
      consentRecordUrl('/index.php?rest_route=/ws', 'k3x9a0b2c4d6', 'abcde'),
      '/index.php?rest_route=/ws/v1/consent_record&consent_id=k3x9a0b2c4d6&token=abcde',
    );
  });

  it('query values are encoded: an id cannot add parameters', () => {
    assert.equal(withQuery('/a', { consent_id: 'x&token=zzzzz#' }), '/a?consent_id=x%26token%3Dzzzzz%23');
    assert.equal(withQuery('/a?b=1', { token: 'abcde' }), '/a?b=1&token=abcde');
  });
});

describe('consent records: the track body', () => {
  it('one record per choice: the action, every site category consented or denied, and the settings it was given under', () => {
    const { bus, reports } = makeBus(RECORDING);
    bus.acceptAll();
    bus.denyAll();
    bus.saveChoices({ statistics: true });
    bus.acceptCategory('marketing');
    bus.setCategory('preferences', true);
    bus.revoke();
    assert.deepEqual(
      reports.map((report) => report.action),
      ['accept_all', 'deny', 'save', 'save', 'save', 'revoke'],
    );
    const id = bus.getConsent().consentId!;
    assert.match(id, /^[a-z0-9]{12}$/);
    assert.deepEqual(
      body(reports[0]!),
      consentRecordBody(id, 'accept_all', SITE_CATEGORIES, { policy_id: '14', banner_version: '3' }),
    );
    assert.deepEqual(body(reports[1]!).consented_categories, ['functional']);
    assert.deepEqual(body(reports[1]!).denied_categories, SITE_CATEGORIES.slice(1));
    // Anonymous statistics follow statistics.
    assert.deepEqual(body(reports[2]!).consented_categories, ['functional', 'statistics', 'statistics-anonymous']);
    assert.deepEqual(body(reports[3]!).consented_categories, [
      'functional',
      'statistics',
      'marketing',
      'statistics-anonymous',
    ]);
    assert.deepEqual(body(reports[5]!).consented_categories, ['functional']);
  });

  it('without record_consent the body is A/B testing’s, unchanged', () => {
    const { bus, reports } = makeBus({ a_b_testing: true });
    bus.saveChoices({ marketing: true });
    assert.deepEqual(body(reports[0]!, { a_b_testing: true }), {
      consented_categories: ['functional', 'marketing'],
      consenttype: 'optin',
    });
  });

  it('posts the record with keepalive and says whether the back end took it', async () => {
    const { bus, reports } = makeBus(RECORDING);
    bus.acceptAll();
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const answering = (status: number) =>
      (async (url: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(url), init: init! });
        return new Response('{}', { status });
      }) as typeof fetch;
    const settings = { ...DEFAULT_SETTINGS, ...RECORDING, current_policy_id: '14' };
    assert.equal(await trackChoice(reports[0]!.state, settings, 'accept_all', answering(200)), true);
    const originalWarn = console.warn;
    console.warn = () => undefined;
    try {
      assert.equal(await trackChoice(reports[0]!.state, settings, 'accept_all', answering(400)), false);
    } finally {
      console.warn = originalWarn;
    }
    assert.equal(calls[0]!.init.method, 'POST');
    assert.equal(calls[0]!.init.keepalive, true);
    assert.equal(JSON.parse(String(calls[0]!.init.body)).action, 'accept_all');
  });
});

describe('consent records: the consent id', () => {
  it('no id before the first choice; made then, kept across choices and revoke, in the state and the cookie', () => {
    const { bus, cookies, reports } = makeBus(RECORDING);
    assert.equal(cookies.jar.has('cmplz_id'), false);
    assert.equal(bus.getConsent().consentId, undefined);
    bus.saveChoices({ statistics: true });
    const id = cookies.jar.get('cmplz_id');
    assert.match(id ?? '', /^[a-z0-9]{12}$/);
    assert.equal(bus.getConsent().consentId, id);
    bus.acceptAll();
    bus.revoke();
    assert.equal(cookies.jar.get('cmplz_id'), id);
    assert.deepEqual(new Set(reports.map((report) => report.state.consentId)), new Set([id]));
  });

  it('the next page reads the id back; a new policy deletes it and the next choice gets a new one', () => {
    const first = makeBus(RECORDING);
    first.bus.acceptAll();
    const id = first.cookies.jar.get('cmplz_id')!;
    const again = makeBus(RECORDING, { cookies: first.cookies });
    assert.equal(again.bus.getConsent().consentId, id);
    const newPolicy = makeBus({ ...RECORDING, current_policy_id: '15' }, { cookies: first.cookies });
    assert.equal(newPolicy.bus.getConsent().consentId, undefined);
    assert.equal(first.cookies.jar.has('cmplz_id'), false);
    newPolicy.bus.denyAll();
    assert.notEqual(newPolicy.bus.getConsent().consentId, id);
  });

  it('an A/B testing id is no consent id: the state names it only with record_consent', () => {
    const { bus } = makeBus({ a_b_testing: true });
    bus.acceptAll();
    assert.equal(bus.getConsent().consentId, undefined);
  });
});

describe('consent records: the browser’s do-not-track or GPC answer', () => {
  const signalling = (environment: Partial<ConsentEnvironment>) => ({ environment: { ...QUIET, ...environment } });

  for (const [signal, environment, action] of [
    ['do-not-track', { doNotTrack: true }, 'do_not_track'],
    ['do-not-track and GPC', { doNotTrack: true, globalPrivacyControl: true }, 'do_not_track'],
    ['GPC alone', { globalPrivacyControl: true }, 'gpc'],
  ] as const) {
    it(`${signal}: one record (${action}) with a new id, none on the next page`, () => {
      const first = makeBus({ ...RECORDING, do_not_track: true }, signalling(environment));
      assert.deepEqual(
        first.reports.map((report) => report.action),
        [action],
      );
      const id = first.cookies.jar.get('cmplz_id');
      assert.match(id ?? '', /^[a-z0-9]{12}$/);
      assert.deepEqual(
        body(first.reports[0]!),
        consentRecordBody(id!, action, ['functional'], { policy_id: '14', banner_version: '3' }),
      );
      // Only the id is written: the visitor chose nothing.
      assert.deepEqual([...first.cookies.jar.keys()], ['cmplz_id']);
      first.bus.update(first.bus.settings());
      assert.equal(first.reports.length, 1, 'settings that arrive later do not record again');
      const next = makeBus(
        { ...RECORDING, do_not_track: true },
        { ...signalling(environment), cookies: first.cookies },
      );
      assert.deepEqual(next.reports, []);
    });
  }

  it('nothing without record_consent, without the do_not_track setting, or after an explicit choice', () => {
    assert.deepEqual(makeBus({ do_not_track: true }, signalling({ doNotTrack: true })).reports, []);
    assert.deepEqual(makeBus(RECORDING, signalling({ doNotTrack: true })).reports, []);
    const chosen = new FakeCookies(
      'cmplz_choice=set; cmplz_consent_status=allow; cmplz_policy_id=14; cmplz_marketing=allow',
    );
    assert.deepEqual(
      makeBus({ ...RECORDING, do_not_track: true }, { ...signalling({ doNotTrack: true }), cookies: chosen }).reports,
      [],
    );
  });

  it('with A/B testing, the id it made on this page is the one recorded', () => {
    const { cookies, reports } = makeBus(
      { ...RECORDING, do_not_track: true, a_b_testing: true },
      signalling({ doNotTrack: true }),
    );
    assert.equal(reports.length, 1);
    assert.equal(reports[0]!.state.consentId, cookies.jar.get('cmplz_id'));
  });

  it('with geoip, the record waits for the banner service’s settings', () => {
    const { bus, reports } = makeBus(
      { ...RECORDING, do_not_track: true, geoip: true },
      signalling({ doNotTrack: true }),
    );
    assert.equal(reports.length, 0);
    bus.update({ ...bus.settings(), region: 'uk' });
    assert.deepEqual(
      reports.map((report) => [report.action, report.state.consentId !== undefined]),
      [['do_not_track', true]],
    );
    assert.equal(body(reports[0]!, { ...RECORDING, region: 'uk' }).region, 'uk');
  });
});

describe('consent records: manage-consent reads the answer strictly', () => {
  const answer = {
    consent_id: 'k3x9a0b2c4d6',
    time: '2026-11-26T10:14:03Z',
    action: 'save',
    consented_categories: ['functional', 'statistics'],
  };

  it('a well-formed record gives its time', () => {
    assert.deepEqual(readConsentRecord(answer, 'k3x9a0b2c4d6'), { time: new Date('2026-11-26T10:14:03Z') });
    assert.deepEqual(readConsentRecord({ ...answer, time: '2026-11-26T11:14:03.5+01:00' }, 'k3x9a0b2c4d6'), {
      time: new Date('2026-11-26T10:14:03.5Z'),
    });
  });

  const refused: Array<[string, unknown]> = [
    ['not an object', '"2026-11-26T10:14:03Z"'],
    ['a list', [answer]],
    ['another id', { ...answer, consent_id: 'zzzzzzzzzzzz' }],
    ['an id with markup', { ...answer, consent_id: '<script>alert(1)</script>' }],
    ['no time', { ...answer, time: undefined }],
    ['a time with markup', { ...answer, time: '<img src=x onerror=alert(1)>' }],
    ['a javascript: time', { ...answer, time: 'javascript:alert(1)' }],
    ['a time without zone', { ...answer, time: '2026-11-26T10:14:03' }],
    ['30 February', { ...answer, time: '2026-02-30T10:14:03Z' }],
    ['hour 25', { ...answer, time: '2026-11-26T25:14:03Z' }],
    ['a number for the time', { ...answer, time: 1795688043 }],
    ['an unknown action', { ...answer, action: 'maybe' }],
    ['categories that are not a list', { ...answer, consented_categories: 'functional' }],
    ['an unknown category', { ...answer, consented_categories: ['functional', 'tracking'] }],
  ];
  for (const [what, value] of refused) {
    it(`refuses ${what}`, () => assert.ok('problem' in readConsentRecord(value, 'k3x9a0b2c4d6')));
  }

  it('shows the time in the page’s language', () => {
    const time = new Date('2026-11-26T10:14:03Z');
    assert.equal(formatRecordTime(time, 'de', 'UTC'), '26. November 2026, 10:14 Uhr');
    assert.equal(formatRecordTime(time, 'en', 'UTC'), '26 November 2026, 10:14');
    assert.equal(formatRecordTime(time, 'de', 'Europe/Berlin'), '26. November 2026, 11:14 Uhr');
  });
});

describe('consent records: the demo’s track and consent_record endpoints', () => {
  const record = consentRecordBody('k3x9a0b2c4d6', 'save', ['functional', 'statistics'], {
    policy_id: '14',
    banner_version: '2',
  });
  const now = new Date('2026-11-26T10:14:03.456Z');

  it('keeps a record with its UTC time to the second, and A/B testing’s body as before', () => {
    assert.deepEqual(readTrackBody('abcde', JSON.stringify(record), now), {
      token: 'abcde',
      time: '2026-11-26T10:14:03Z',
      ...record,
    });
    assert.deepEqual(
      readTrackBody('abcde', JSON.stringify({ consented_categories: ['functional'], consenttype: 'optin' }), now),
      {
        token: 'abcde',
        time: '2026-11-26T10:14:03Z',
        consented_categories: ['functional'],
        consenttype: 'optin',
      },
    );
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['not JSON', 'kaputt', /not JSON/],
    ['a list', [record], /JSON object/],
    [
      'an unknown category',
      { ...record, consented_categories: ['functional', 'tracking'] },
      /unknown categories tracking/,
    ],
    ['categories as a string', { ...record, denied_categories: 'marketing' }, /denied_categories must be a list/],
    ['a category both ways', { ...record, denied_categories: ['statistics'] }, /both consented and denied: statistics/],
    ['an unknown action', { ...record, action: 'maybe' }, /action must be one of/],
    ['a number for the region', { ...record, region: 49 }, /region must be a string/],
    ['a bad consent id', { ...record, consent_id: '<script>' }, /consent_id must be/],
    ['an unknown consent type', { ...record, consenttype: 'all' }, /consenttype must be one of/],
  ];
  for (const [what, value, message] of bad) {
    it(`refuses ${what}, naming the problem`, () => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      assert.throws(
        () => readTrackBody('abcde', text, now),
        (error: unknown) => error instanceof TrackBodyProblem && message.test(error.message),
      );
    });
  }

  it('consent_record answers the newest record of an id, nothing for an unknown one', () => {
    const id = `t${Date.now().toString(36)}`;
    assert.equal(recordTrack('abcde', JSON.stringify({ ...record, consent_id: id, action: 'accept_all' })), undefined);
    assert.equal(
      recordTrack(
        'abcde',
        JSON.stringify({
          ...record,
          consent_id: id,
          action: 'deny',
          consented_categories: ['functional'],
          denied_categories: ['preferences'],
        }),
      ),
      undefined,
    );
    assert.match(recordTrack('abcde', '{}') ?? '', /consented_categories/);
    const answer = consentRecord(id);
    assert.deepEqual(answer, {
      consent_id: id,
      time: trackLog.at(-1)!.time,
      action: 'deny',
      consented_categories: ['functional'],
    });
    assert.equal(consentRecord('unbekannt'), undefined);
  });
});
