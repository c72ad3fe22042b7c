import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { siteCategories } from '../../consent-bus/categories.ts';
import { NO_STORED_CONSENT } from '../../consent-bus/cookies.ts';
import { acceptAllChoice, deriveConsentState } from '../../consent-bus/rules.ts';
import {
  BANNER_CACHE_KEY,
  countryServices,
  loadBannerSettings,
  lookupCountry,
  randomToken,
  trackChoice,
} from '../../consent-bus/service.ts';
import { DEFAULT_SETTINGS, type ConsentSettings } from '../../consent-bus/settings.ts';
import { browserStore, type TextStore } from '../../platform/storage.ts';

const page: ConsentSettings = {
  ...DEFAULT_SETTINGS,
  geoip: true,
  version: '7.1',
  url: '/wp-json/complianz',
  region: 'eu',
};

class MemoryStore implements TextStore {
  readonly items = new Map<string, string>();
  read(key: string) {
    return this.items.get(key) ?? null;
  }
  write(key: string, value: string) {
    this.items.set(key, value);
    return true;
  }
  remove(key: string) {
    this.items.delete(key);
  }
}

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return answer(String(input));
  }) as typeof fetch;
  return { calls, fetcher };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

let messages: string[] = [];
const originalError = console.error;
const originalWarn = console.warn;
beforeEach(() => {
  messages = [];
  console.error = (message: string) => messages.push(String(message));
  console.warn = (message: string) => messages.push(String(message));
});
afterEach(() => {
  console.error = originalError;
  console.warn = originalWarn;
});

describe('banner service', () => {
  it('tokens are five random letters', () => {
    const tokens = new Set(Array.from({ length: 20 }, randomToken));
    for (const token of tokens) assert.match(token, /^[a-z]{5}$/);
    assert.ok(tokens.size > 15);
  });

  it('fetches the banner settings with a token and merges them over the page settings', async () => {
    const { calls, fetcher } = fakeFetch(() =>
      json({ region: 'uk', consenttype: 'optinstats', message_optin: 'Hello' }),
    );
    const storage = new MemoryStore();
    const merged = await loadBannerSettings(page, fetcher, storage, () => undefined);
    assert.match(calls[0]!.url, /^\/wp-json\/complianz\/v1\/banner\?token=[a-z]{5}$/);
    assert.equal(merged.region, 'uk');
    assert.equal(merged.consenttype, 'optinstats');
    assert.equal(merged.extra.message_optin, 'Hello');
    assert.ok(storage.read(BANNER_CACHE_KEY));
  });

  it('uses the session cache while its version matches, asks again when it differs', async () => {
    const storage = new MemoryStore();
    storage.write(BANNER_CACHE_KEY, JSON.stringify({ version: '7.1', settings: { region: 'us' } }));
    const cachedCall = fakeFetch(() => json({}));
    assert.equal((await loadBannerSettings(page, cachedCall.fetcher, storage, () => undefined)).region, 'us');
    assert.equal(cachedCall.calls.length, 0);
    const newVersion = fakeFetch(() => json({ region: 'ca' }));
    assert.equal(
      (await loadBannerSettings({ ...page, version: '7.2' }, newVersion.fetcher, storage, () => undefined)).region,
      'ca',
    );
    assert.equal(newVersion.calls.length, 1);
  });

  it('a banner answer, fresh or planted in the session cache, never changes what only the page decides', async () => {
    const hostile = {
      region: 'us',
      prefix: 'evil_',
      cookie_domain: 'hostile.invalid',
      current_policy_id: '999',
      url: 'https://hostile.invalid/api',
      run_scripts_added_later: true,
      record_consent: false,
      version: '7.1',
      header: 'Hallo',
    };
    const storage = new MemoryStore();
    storage.write(BANNER_CACHE_KEY, JSON.stringify({ version: page.version, settings: hostile }));
    const fromCache = await loadBannerSettings(page, fakeFetch(() => json({})).fetcher, storage, () => undefined);
    const fresh = await loadBannerSettings(
      page,
      fakeFetch(() => json(hostile)).fetcher,
      new MemoryStore(),
      () => undefined,
    );
    for (const merged of [fromCache, fresh]) {
      assert.equal(merged.region, 'us');
      assert.equal(merged.extra.header, 'Hallo');
      for (const field of [
        'prefix',
        'cookie_domain',
        'current_policy_id',
        'url',
        'run_scripts_added_later',
        'record_consent',
        'version',
      ] as const)
        assert.deepEqual(merged[field], page[field], field);
    }
  });

  it("a cached answer that would loosen the page's consent type is asked of the server again", async () => {
    const storage = new MemoryStore();
    const strictPage = { ...page, consenttype: 'optin' as const };
    for (const consenttype of ['other', 'optout', 'bogus']) {
      storage.write(
        BANNER_CACHE_KEY,
        JSON.stringify({ version: page.version, settings: { region: 'us', consenttype } }),
      );
      const server = fakeFetch(() => json({ region: 'eu', consenttype: 'optin' }));
      const merged = await loadBannerSettings(strictPage, server.fetcher, storage, () => undefined);
      assert.equal(server.calls.length, 1, consenttype);
      assert.equal(merged.consenttype, 'optin', consenttype);
    }
    // An answer as strict as the page's, or stricter, is taken from the cache.
    storage.write(
      BANNER_CACHE_KEY,
      JSON.stringify({ version: page.version, settings: { region: 'uk', consenttype: 'optin' } }),
    );
    const server = fakeFetch(() => json({}));
    assert.equal(
      (await loadBannerSettings({ ...page, consenttype: 'optout' }, server.fetcher, storage, () => undefined)).region,
      'uk',
    );
    assert.equal(server.calls.length, 0);
  });

  it('keeps the page settings when the service fails, and says so', async () => {
    const failures: Array<() => Response | Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ code: 'oops' }, 500),
      () => new Response('<html>', { status: 200 }),
      () => json([1, 2, 3]),
    ];
    for (const failure of failures) {
      messages = [];
      const storage = new MemoryStore();
      const result = await loadBannerSettings(page, fakeFetch(failure).fetcher, storage, () => undefined);
      assert.equal(result, page);
      assert.equal(storage.items.size, 0, 'a failure is not cached');
      assert.match(messages[0]!, /banner service failed/);
    }
  });

  it('survives a garbled cache and a storage that throws', async () => {
    const storage = new MemoryStore();
    storage.write(BANNER_CACHE_KEY, '{not json');
    const { fetcher } = fakeFetch(() => json({ region: 'uk' }));
    assert.equal((await loadBannerSettings(page, fetcher, storage, () => undefined)).region, 'uk');
    // Node has no window: each access of the browser's storage throws, as a blocked storage does.
    const throwing = browserStore('sessionStorage');
    assert.equal((await loadBannerSettings(page, fetcher, throwing, () => undefined)).region, 'uk');
  });
});

describe('A/B tracking', () => {
  it('posts the consented categories and the consent type, with keepalive (the same body as before consent records)', async () => {
    const categories = siteCategories(DEFAULT_SETTINGS);
    const state = deriveConsentState(page, categories, acceptAllChoice(categories, page, NO_STORED_CONSENT), {
      doNotTrack: false,
      globalPrivacyControl: false,
      cookiesEnabled: true,
      tcfContainer: false,
    });
    const { calls, fetcher } = fakeFetch(() => json({ success: true }));
    await trackChoice(state, page, 'accept_all', fetcher);
    assert.match(calls[0]!.url, /^\/wp-json\/complianz\/v1\/track\?token=[a-z]{5}$/);
    assert.equal(calls[0]!.init!.method, 'POST');
    assert.equal(calls[0]!.init!.keepalive, true);
    assert.deepEqual(JSON.parse(String(calls[0]!.init!.body)), {
      consented_categories: ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'],
      consenttype: 'optin',
    });
  });
});

describe('country lookup', () => {
  const services = [
    { url: 'https://geo-one.example/json', field: 'country' },
    { url: 'https://geo-two.example/json', field: 'country_code' },
  ];

  it('No services to run', async () => {
    await assert.rejects(lookupCountry([], fakeFetch(() => json({})).fetcher), { message: 'No services to run' });
  });

  it('falls back to the next service on an error or an invalid answer', async () => {
    const { fetcher, calls } = fakeFetch((url) =>
      url.includes('one') ? json({ country: 'Germany' }) : json({ country_code: 'de' }),
    );
    assert.equal(await lookupCountry(services, fetcher), 'DE');
    assert.equal(calls.length, 2);
    assert.ok(messages.some((m) => m.includes('Invalid response')));
  });

  it('gives each service its time-out, then tries the next', async () => {
    const fetcher = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('one')
        ? new Promise<Response>((_, reject) =>
            init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
          )
        : Promise.resolve(json({ country_code: 'it' }))) as typeof fetch;
    // Node does not keep the process alive for AbortSignal.timeout alone.
    const keepAlive = setTimeout(() => undefined, 1000);
    try {
      assert.equal(await lookupCountry(services, fetcher, 20), 'IT');
    } finally {
      clearTimeout(keepAlive);
    }
  });

  it('All services failed', async () => {
    const { fetcher } = fakeFetch(() => Promise.reject(new TypeError('offline')));
    await assert.rejects(lookupCountry(services, fetcher), { message: 'All services failed' });
  });

  it('reads only well-formed services from the settings', () => {
    const settings = {
      ...page,
      extra: {
        geo_services: [
          ...services,
          { url: 'javascript:alert(1)', field: 'x' },
          { url: '/geo', field: 'cc' },
          'junk',
          null,
        ],
      },
    };
    assert.deepEqual(
      countryServices(settings).map((s) => s.url),
      ['https://geo-one.example/json', 'https://geo-two.example/json', '/geo'],
    );
    assert.deepEqual(countryServices(page), []);
  });
});
