import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createConsentBus, type ConsentBusOptions } from '../../consent-bus/bus.ts';
import type { ConsentState } from '../../consent-bus/rules.ts';
import { DEFAULT_SETTINGS, type ConsentSettings } from '../../consent-bus/settings.ts';
import { FakeCookies } from '../support/fake-cookies.ts';

function makeBus(overrides: Partial<ConsentBusOptions> = {}, settings: Partial<ConsentSettings> = {}) {
  const cookies = (overrides.cookies as FakeCookies | undefined) ?? new FakeCookies();
  let reloads = 0;
  const bus = createConsentBus({
    settings: { ...DEFAULT_SETTINGS, current_policy_id: '14', ...settings },
    environment: { doNotTrack: false, globalPrivacyControl: false, cookiesEnabled: true, tcfContainer: false },
    cookies,
    secure: false,
    reload: () => {
      reloads += 1;
    },
    ...overrides,
  });
  const states: ConsentState[] = [];
  bus.consent$.subscribe((state) => states.push(state));
  return { bus, cookies, states, reloads: () => reloads };
}

describe('consent bus', () => {
  it('replays the current state to a new subscriber', () => {
    const { bus, states } = makeBus();
    assert.equal(states.length, 1);
    assert.equal(states[0]!.banner.show, true);
    assert.equal(bus.hasConsent('marketing'), false);
    assert.equal(bus.hasConsent('functional'), true);
  });

  it('accept all writes the cookies of docs/REFERENCE.md#cookies and publishes once', () => {
    const { bus, cookies, states } = makeBus();
    bus.acceptAll();
    assert.equal(states.length, 2);
    assert.equal(bus.hasConsent('marketing'), true);
    assert.equal(cookies.jar.get('cmplz_consent_status'), 'allow');
    assert.equal(cookies.jar.get('cmplz_choice'), 'set');
    assert.equal(cookies.jar.get('cmplz_policy_id'), '14');
    assert.equal(cookies.jar.get('cmplz_marketing'), 'allow');
    assert.ok(cookies.written.every((cookie) => cookie.includes('SameSite=Lax')));
  });

  it('emits only on real change', () => {
    const { bus, states } = makeBus();
    bus.denyAll();
    bus.denyAll();
    assert.equal(states.length, 2);
  });

  it('save choices and setCategory keep the other categories', () => {
    const { bus, cookies } = makeBus();
    bus.saveChoices({ statistics: true });
    bus.setCategory('marketing', true);
    assert.equal(cookies.jar.get('cmplz_consent_status'), 'dismiss');
    assert.equal(bus.hasConsent('statistics'), true);
    assert.equal(bus.hasConsent('marketing'), true);
    assert.equal(bus.hasConsent('preferences'), false);
  });

  it('reads an existing choice from the cookies', () => {
    const { bus } = makeBus({
      cookies: new FakeCookies(
        'cmplz_choice=set; cmplz_consent_status=allow; cmplz_policy_id=14; cmplz_marketing=allow',
      ),
    });
    assert.equal(bus.hasConsent('marketing'), true);
    assert.equal(bus.getConsent().banner.reason, 'choice-made');
  });

  it('a changed policy id deletes every consent cookie', () => {
    const cookies = new FakeCookies(
      'cmplz_choice=set; cmplz_consent_status=allow; cmplz_policy_id=13; cmplz_marketing=allow; other=1',
    );
    const { bus } = makeBus({ cookies });
    assert.equal(bus.hasConsent('marketing'), false);
    assert.deepEqual([...cookies.jar.keys()], ['other']);
  });

  it('revoke reloads when marketing had been accepted, not when only functional was', () => {
    const accepted = makeBus();
    accepted.bus.acceptAll();
    accepted.bus.revoke();
    assert.equal(accepted.reloads(), 1);
    assert.equal(accepted.cookies.jar.get('cmplz_marketing'), 'deny');
    assert.equal(accepted.cookies.jar.has('cmplz_choice'), false);
    assert.equal(accepted.bus.getConsent().banner.show, true);

    const denied = makeBus();
    denied.bus.denyAll();
    denied.bus.revoke();
    assert.equal(denied.reloads(), 0);
  });

  it('A/B testing: an id cookie, kept across choices, and each choice reported', () => {
    const reported: string[] = [];
    const { bus, cookies } = makeBus(
      { onChoice: (state) => reported.push(state.status ?? 'none') },
      { a_b_testing: true },
    );
    const id = cookies.jar.get('cmplz_id');
    assert.match(id ?? '', /^[a-z0-9]{12}$/);
    bus.acceptAll();
    bus.denyAll();
    assert.equal(cookies.jar.get('cmplz_id'), id);
    assert.deepEqual(reported, ['allow', 'deny']);
  });

  it('another tab’s choice arrives through the channel', () => {
    const listeners: Array<() => void> = [];
    const sent: unknown[] = [];
    const channel = {
      postMessage: (message: unknown) => sent.push(message),
      addEventListener: (_: 'message', listener: () => void) => listeners.push(listener),
    };
    const cookies = new FakeCookies();
    const { bus, states } = makeBus({ cookies, channel });
    // The other tab writes the shared cookies and says so.
    const other = makeBus({ cookies });
    other.bus.acceptAll();
    for (const listener of listeners) listener();
    assert.equal(bus.hasConsent('marketing'), true);
    assert.equal(states.length, 2);
    bus.denyAll();
    assert.deepEqual(sent, ['consent-changed']);
  });

  it('cookies written with the settings’ domain, path and expiry, Secure on https', () => {
    const { bus, cookies } = makeBus({ secure: true }, { cookie_domain: '.weber.example', cookie_expiry: 30 });
    bus.acceptAll();
    const statusCookie = cookies.written.find((c) => c.startsWith('cmplz_consent_status=allow'))!;
    assert.equal(
      statusCookie,
      'cmplz_consent_status=allow; Max-Age=2592000; Path=/; Domain=.weber.example; SameSite=Lax; Secure',
    );
  });

  it('a choice the browser does not keep is said in the console and holds for the page', (t) => {
    const errors: unknown[][] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => errors.push(args));
    // A cookie_domain that does not match the host: the browser drops every write.
    const { bus } = makeBus(
      { cookies: { read: () => '', write: () => undefined } },
      { cookie_domain: '.other.example' },
    );
    bus.acceptAll();
    assert.equal(errors.length, 1);
    assert.match(String(errors[0]![0]), /could not be stored.*cookie_domain "\.other\.example"/);
    assert.equal(bus.hasConsent('marketing'), true);
    // Settings arriving later (the banner service) re-read the cookies: the choice must survive.
    bus.update({ ...bus.settings() });
    assert.equal(bus.hasConsent('marketing'), true);
    assert.equal(bus.getConsent().banner.show, false);
  });

  it('duplicate consent cookies: the most restrictive wins, with one warning', (t) => {
    const warnings: unknown[][] = [];
    t.mock.method(console, 'warn', (...args: unknown[]) => warnings.push(args));
    // A path cookie of /kontakt/ (sent first) says allow, the root one deny.
    const header =
      'cmplz_marketing=allow; cmplz_consent_status=dismiss; cmplz_choice=set; cmplz_policy_id=14; cmplz_marketing=deny';
    const { bus } = makeBus({ cookies: { read: () => header, write: () => undefined } });
    assert.equal(bus.hasConsent('marketing'), false);
    bus.update({ ...bus.settings() });
    assert.equal(warnings.length, 1);
    assert.match(String(warnings[0]![0]), /cmplz_marketing/);
  });
});
