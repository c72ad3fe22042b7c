import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteCategories } from '../../consent-bus/categories.ts';
import {
  consentCookieNames,
  consentCookies,
  cookieOptions,
  deletionCookie,
  parseCookieHeader,
  choiceStored,
  duplicatedConsentCookies,
  readStoredConsent,
  serializeCookie,
} from '../../consent-bus/cookies.ts';
import { acceptAllChoice } from '../../consent-bus/rules.ts';
import { DEFAULT_SETTINGS } from '../../consent-bus/settings.ts';

const categories = siteCategories({ tm_categories: true, cat_num: 2 });

describe('consent cookies: reading', () => {
  it('reads a complete choice', () => {
    const cookies = parseCookieHeader(
      'cmplz_consent_status=dismiss; cmplz_choice=set; cmplz_policy_id=14; cmplz_marketing=deny; cmplz_statistics=allow; cmplz_event_1=allow; other=1',
    );
    assert.deepEqual(readStoredConsent(cookies, 'cmplz_', categories), {
      status: 'dismiss',
      choice: true,
      policyId: '14',
      categories: { marketing: 'deny', statistics: 'allow', event_1: 'allow' },
    });
  });
  it('reads garbage as no choice, never as consent', () => {
    const table = [
      'cmplz_consent_status=ALLOW; cmplz_marketing=yes; cmplz_choice=1',
      'cmplz_consent_status=%E0%A4%A; cmplz_marketing=%ZZ',
      'cmplz_marketing=allow%3B%20cmplz_x; cmplz_policy_id=<script>',
      '=; ;;; cmplz_choice',
    ];
    for (const header of table) {
      const stored = readStoredConsent(parseCookieHeader(header), 'cmplz_', categories);
      assert.equal(stored.status, undefined, header);
      assert.equal(stored.choice, false, header);
      assert.deepEqual(stored.categories, {}, header);
      assert.equal(stored.policyId, undefined, header);
    }
  });
  it('a policy id tossed in on a longer path does not outdate the choice while a copy carries the current one', () => {
    // The browser lists the longer path first: a sibling subdomain's copy comes before the visitor's own.
    const cookies = parseCookieHeader(
      'cmplz_policy_id=99; cmplz_consent_status=deny; cmplz_choice=set; cmplz_policy_id=3',
    );
    assert.equal(readStoredConsent(cookies, 'cmplz_', categories, '3').policyId, '3');
    // No copy carries the current policy: the choice is outdated, as before.
    assert.equal(readStoredConsent(cookies, 'cmplz_', categories, '4').policyId, '99');
  });
  it('reads only its own prefix', () => {
    const cookies = parseCookieHeader('cmplz_rt_choice=set; cmplz_rt_marketing=allow; cmplz_marketing=deny');
    assert.deepEqual(readStoredConsent(cookies, 'cmplz_rt_', categories).categories, { marketing: 'allow' });
  });
  it('keeps every value of a name that is set on several paths or domains', () => {
    assert.deepEqual(parseCookieHeader('a=1; a=2').get('a'), ['1', '2']);
  });
  it('lets the most restrictive of duplicate consent cookies win, whichever comes first', () => {
    for (const header of [
      'cmplz_choice=set; cmplz_consent_status=allow; cmplz_marketing=allow; cmplz_consent_status=deny; cmplz_marketing=deny',
      'cmplz_choice=set; cmplz_consent_status=deny; cmplz_marketing=deny; cmplz_consent_status=allow; cmplz_marketing=allow',
    ]) {
      const cookies = parseCookieHeader(header);
      const stored = readStoredConsent(cookies, 'cmplz_', categories);
      assert.equal(stored.status, 'deny', header);
      assert.deepEqual(stored.categories, { marketing: 'deny' }, header);
      assert.deepEqual(duplicatedConsentCookies(cookies, 'cmplz_', categories), [
        'cmplz_consent_status',
        'cmplz_marketing',
      ]);
    }
    const dismissed = readStoredConsent(
      parseCookieHeader('cmplz_consent_status=allow; cmplz_consent_status=dismiss; cmplz_consent_status=junk'),
      'cmplz_',
      categories,
    );
    assert.equal(dismissed.status, 'dismiss');
  });
  it('knows whether a written choice was read back', () => {
    const written = { status: 'allow' as const, choice: true, categories: { marketing: 'allow' as const } };
    assert.equal(
      choiceStored(
        written,
        readStoredConsent(
          parseCookieHeader('cmplz_consent_status=allow; cmplz_choice=set; cmplz_marketing=allow'),
          'cmplz_',
          categories,
        ),
      ),
      true,
    );
    assert.equal(choiceStored(written, readStoredConsent(parseCookieHeader(''), 'cmplz_', categories)), false);
    assert.equal(
      choiceStored(
        written,
        readStoredConsent(
          parseCookieHeader('cmplz_consent_status=allow; cmplz_choice=set; cmplz_marketing=deny'),
          'cmplz_',
          categories,
        ),
      ),
      false,
    );
  });
});

describe('consent cookies: writing', () => {
  it('writes names with the prefix and values of docs/REFERENCE.md#cookies', () => {
    const stored = acceptAllChoice(
      categories,
      { ...DEFAULT_SETTINGS, current_policy_id: '14' },
      { choice: false, categories: {}, id: 'abc' },
    );
    const pairs = Object.fromEntries(consentCookies('cmplz_', stored));
    assert.equal(pairs.cmplz_consent_status, 'allow');
    assert.equal(pairs.cmplz_choice, 'set');
    assert.equal(pairs.cmplz_policy_id, '14');
    assert.equal(pairs.cmplz_id, 'abc');
    for (const category of categories) assert.equal(pairs[`cmplz_${category}`], 'allow', category);
  });
  it('writes SameSite=Lax, the expiry in days, domain and path, Secure on https', () => {
    const options = cookieOptions(
      { ...DEFAULT_SETTINGS, cookie_expiry: 30, cookie_domain: '.example.de', cookie_path: '/shop/' },
      true,
    );
    assert.equal(
      serializeCookie('cmplz_marketing', 'allow', options),
      'cmplz_marketing=allow; Max-Age=2592000; Path=/shop/; Domain=.example.de; SameSite=Lax; Secure',
    );
    const plain = cookieOptions(DEFAULT_SETTINGS, false);
    assert.equal(
      serializeCookie('cmplz_choice', 'set', plain),
      'cmplz_choice=set; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
  it('puts cookies on the root path with set_cookies_on_root', () => {
    assert.equal(
      cookieOptions({ ...DEFAULT_SETTINGS, cookie_path: '/blog/', set_cookies_on_root: true }, false).path,
      '/',
    );
  });
  it('with the __Host- prefix writes host-only cookies on "/", whatever the settings say', () => {
    const options = cookieOptions(
      { ...DEFAULT_SETTINGS, prefix: '__Host-cmplz_', cookie_domain: '.example.de', cookie_path: '/shop/' },
      true,
    );
    assert.equal(
      serializeCookie('__Host-cmplz_choice', 'set', options),
      '__Host-cmplz_choice=set; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
  it('deletes with the same domain and path', () => {
    const options = cookieOptions({ ...DEFAULT_SETTINGS, cookie_domain: '.example.de' }, false);
    assert.equal(
      deletionCookie('cmplz_choice', options),
      'cmplz_choice=; Max-Age=0; Path=/; Domain=.example.de; SameSite=Lax',
    );
  });
  it('names every consent cookie of the site', () => {
    assert.deepEqual(consentCookieNames('p_', ['functional', 'event_0']), [
      'p_consent_status',
      'p_choice',
      'p_policy_id',
      'p_id',
      'p_functional',
      'p_event_0',
    ]);
  });
});
