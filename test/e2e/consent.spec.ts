import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { consentRecordBody, SITE_CATEGORIES } from '../support/consent-records.ts';
import { elementsSettled, expect, test } from './fixtures.ts';

const PAGES = [
  '/',
  '/leistungen/',
  '/galerie/',
  '/ablauf/',
  '/blog/',
  '/kontakt/',
  '/datenschutz/',
  '/shop/',
  '/forum/',
  '/impressum/',
];

/** How the demo's log and consent_record write a time: ISO 8601 in UTC, to the second. */
const UTC_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function settle(page: Page): Promise<void> {
  await elementsSettled(page);
  await page.waitForLoadState('networkidle');
}

test.describe('the privacy promise', () => {
  // The third parties the demo uses, each behind its category.
  const KNOWN_THIRD_PARTIES = [
    'fonts.googleapis.com',
    'www.google.com',
    'www.googletagmanager.com',
    'www.youtube-nocookie.com',
  ];

  for (const path of PAGES) {
    test(`${path}: not one request leaves before consent; after accept all, its services load`, async ({
      page,
      outside,
    }) => {
      await page.goto(path);
      await settle(page);
      const before = [...outside.list];
      expect(before).toEqual([]);
      expect(await page.evaluate(() => window.cmplz_has_consent!('marketing'))).toBe(false);
      await page.evaluate(() => window.wsConsent!.acceptAll());
      // Every page has the web font (preferences) and Analytics (statistics); the contact page adds its map and video.
      const expected =
        path === '/kontakt/' ? KNOWN_THIRD_PARTIES : ['fonts.googleapis.com', 'www.googletagmanager.com'];
      await expect.poll(() => outside.hosts()).toEqual(expected);
      // A line per page for the closing note: what left the page before and after consent.
      console.log(
        `[privacy] ${path} before consent: ${before.length ? before.join(', ') : 'none'}; after accept all: ${outside.hosts().join(', ') || 'none'}`,
      );
    });
  }

  test('garbled consent cookies read as no choice: nothing loads', async ({ context, page, outside, baseURL }) => {
    const url = baseURL!;
    await context.addCookies(
      [
        ['cmplz_consent_status', 'ALLOW'],
        ['cmplz_marketing', 'yes'],
        ['cmplz_statistics', '%E0%A4%A'],
        ['cmplz_choice', '1'],
      ].map(([name, value]) => ({ name: name!, value: value!, url })),
    );
    await page.goto('/kontakt/');
    await settle(page);
    expect(outside.list).toEqual([]);
    expect(await page.evaluate(() => window.wsConsent!.getConsent().banner.reason)).toBe('needs-choice');
  });

  test('a consent given under an older cookie policy is cleared', async ({ context, page, outside, baseURL }) => {
    const url = baseURL!;
    const old = {
      cmplz_consent_status: 'allow',
      cmplz_choice: 'set',
      cmplz_policy_id: '13',
      cmplz_marketing: 'allow',
      cmplz_statistics: 'allow',
    };
    await context.addCookies(Object.entries(old).map(([name, value]) => ({ name, value, url })));
    await page.goto('/kontakt/');
    await settle(page);
    expect(outside.list).toEqual([]);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith('cmplz_'))).toEqual([]);
  });

  test('statistics only: only the statistics content loads', async ({ page, outside }) => {
    await page.goto('/kontakt/');
    await settle(page);
    await page.evaluate(() => window.wsConsent!.saveChoices({ statistics: true }));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => outside.hosts()).toEqual(['www.googletagmanager.com']);
    await expect(page.locator('iframe[data-category="marketing"]').first()).toBeHidden();
  });

  test('accept all: everything loads, placeholders go, and the choice survives a reload', async ({
    context,
    page,
    outside,
  }) => {
    await page.goto('/kontakt/');
    await settle(page);
    await expect(page.locator('.ws-consent-placeholder')).toHaveCount(2);
    await page.evaluate(() => window.wsConsent!.acceptAll());
    await expect
      .poll(() => outside.hosts())
      .toEqual(['fonts.googleapis.com', 'www.google.com', 'www.googletagmanager.com', 'www.youtube-nocookie.com']);
    await expect(page.locator('.ws-consent-placeholder')).toHaveCount(0);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.cmplz_consent_status!.value).toBe('allow');
    expect(cookies.cmplz_marketing!.value).toBe('allow');
    expect(cookies.cmplz_marketing!.sameSite).toBe('Lax');
    expect(cookies.cmplz_marketing!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    outside.list.length = 0;
    await page.reload();
    await settle(page);
    expect(outside.hosts()).toEqual([
      'fonts.googleapis.com',
      'www.google.com',
      'www.googletagmanager.com',
      'www.youtube-nocookie.com',
    ]);
    expect(await page.evaluate(() => window.wsConsent!.getConsent().banner.reason)).toBe('choice-made');
  });

  test('the placeholder button accepts marketing and loads the video and map', async ({ page, outside }) => {
    await page.goto('/kontakt/');
    await settle(page);
    const button = page.getByRole('button', { name: 'Marketing akzeptieren' }).first();
    // Between the sticky header and the open banner, where a visitor would scroll it to.
    await button.evaluate((element) =>
      window.scrollBy({ top: element.getBoundingClientRect().top - 200, behavior: 'instant' }),
    );
    await button.click();
    await expect.poll(() => outside.hosts()).toEqual(['www.google.com', 'www.youtube-nocookie.com']);
    expect(await page.evaluate(() => window.wsConsent!.hasConsent('statistics'))).toBe(false);
  });

  test('revoke reloads the page and nothing marked loads after it', async ({ page, outside }) => {
    await page.goto('/kontakt/');
    await settle(page);
    // The tour behind the text loads once its section has been in view: there, so it asks too.
    await page.locator('ws-video-background').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.wsConsent!.acceptAll());
    // Everything released must have asked before the count starts again: the map, the tour twice (the page's player and the background), the fonts, gtag.
    await expect.poll(() => outside.list.length).toBe(5);
    expect(outside.hosts()).toEqual([
      'fonts.googleapis.com',
      'www.google.com',
      'www.googletagmanager.com',
      'www.youtube-nocookie.com',
    ]);
    outside.list.length = 0;
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.wsConsent!.revoke())]);
    await settle(page);
    expect(outside.list).toEqual([]);
    const state = await page.evaluate(() => window.wsConsent!.getConsent());
    expect(state.status).toBe('deny');
    expect(state.banner.show).toBe(true);
  });

  test('a choice in one tab reaches a second tab at once', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/kontakt/');
    await second.goto('/kontakt/');
    await settle(first);
    await settle(second);
    await first.evaluate(() => window.wsConsent!.saveChoices({ marketing: true }));
    await expect.poll(() => second.evaluate(() => window.wsConsent!.hasConsent('marketing'))).toBe(true);
    await expect(second.locator('.ws-consent-placeholder')).toHaveCount(0);
    // Released in the second tab too (whether a lazy iframe in a background tab fetches yet is the browser's call).
    await expect(second.locator('iframe[title^="Video"]')).toHaveAttribute('src', /youtube-nocookie/);
  });

  test('Complianz, WordPress and Google Consent Mode see each change', async ({ page }) => {
    await page.goto('/forum/');
    await settle(page);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
      document.addEventListener('cmplz_status_change', (e) =>
        seen.push(`cmplz:${JSON.stringify((e as CustomEvent).detail)}`),
      );
      document.addEventListener('wp_listen_for_consent_change', (e) =>
        seen.push(`wp:${JSON.stringify((e as CustomEvent).detail)}`),
      );
      document.addEventListener('ws-consent-change', () => seen.push('ws'));
    });
    await page.evaluate(() => window.wp_set_consent!('preferences', 'allow'));
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen).toEqual(['ws', 'cmplz:{"category":"preferences","value":"allow"}', 'wp:{"preferences":"allow"}']);
    expect(await page.evaluate(() => window.cmplz_has_consent!('preferences'))).toBe(true);
    const commands = await page.evaluate(() =>
      (window.dataLayer as IArguments[]).map((args) => [...args].slice(0, 2).join(' ')),
    );
    expect(commands[0]).toBe('consent default');
    expect(commands).toContain('consent update');
  });

  test('a page script can import the bus from dist/shell.js', async ({ page }) => {
    await page.goto('/forum/');
    await settle(page);
    const state = await page.evaluate(async () => {
      const bus = (await import('/dist/shell.js' as string)) as {
        getConsent(): { consentType: string };
        hasConsent(c: string): boolean;
      };
      return { type: bus.getConsent().consentType, functional: bus.hasConsent('functional') };
    });
    expect(state).toEqual({ type: 'optin', functional: true });
  });
});

test.describe('consent endpoints of the demo server', () => {
  test('banner settings, manage-consent HTML and tracking want the five-letter token', async ({ request }) => {
    expect((await request.get('/wp-json/complianz/v1/banner')).status()).toBe(400);
    const banner = await request.get('/wp-json/complianz/v1/banner?token=abcde');
    expect((await banner.json()).consenttype).toBe('optin');
    const html = await (await request.get('/wp-json/complianz/v1/manage_consent_html?token=qwert')).json();
    expect(html).toContain('Datenschutzerklärung');
    const tracked = await request.post('/wp-json/complianz/v1/track?token=zyxwv', {
      data: { consented_categories: ['functional', 'statistics'], consenttype: 'optin' },
    });
    expect(await tracked.json()).toEqual({ success: true });
    const log = await (await request.get('/__demo__/track-log')).json();
    expect(log.at(-1)).toEqual({
      token: 'zyxwv',
      time: expect.stringMatching(UTC_SECONDS),
      consented_categories: ['functional', 'statistics'],
      consenttype: 'optin',
    });
    expect((await request.post('/wp-json/complianz/v1/track?token=zyxwv', { data: 'kaputt' })).status()).toBe(400);
  });

  test('consent records: track checks the record, consent_record answers the newest of an id', async ({ request }) => {
    const consentId = `e2e${Date.now().toString(36)}`;
    const record = consentRecordBody(consentId, 'save', ['functional', 'statistics'], {
      policy_id: '14',
      banner_version: '',
    });
    const track = (data: unknown) => request.post('/wp-json/complianz/v1/track?token=abcde', { data });
    expect(await (await track(record)).json()).toEqual({ success: true });
    const unknownCategory = await track({ ...record, consented_categories: ['functional', 'tracking'] });
    expect(unknownCategory.status()).toBe(400);
    expect((await unknownCategory.json()).message).toContain('unknown categories tracking');
    expect((await track({ ...record, action: 42 })).status()).toBe(400);
    expect((await track({ ...record, note: 'x'.repeat(11 * 1024) })).status()).toBe(413);
    const answer = await request.get(`/wp-json/complianz/v1/consent_record?consent_id=${consentId}&token=abcde`);
    expect(await answer.json()).toEqual({
      consent_id: consentId,
      time: expect.stringMatching(UTC_SECONDS),
      action: 'save',
      consented_categories: ['functional', 'statistics'],
    });
    const unknown = await request.get('/wp-json/complianz/v1/consent_record?consent_id=unbekannt00&token=abcde');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: expect.any(String) });
    expect(
      (await request.get('/wp-json/complianz/v1/consent_record?consent_id=%3Cscript%3E&token=abcde')).status(),
    ).toBe(400);
  });
});

test.describe('consent records on the demo', () => {
  test('with record_consent on, each choice is logged under the visitor’s consent id, which the privacy page shows with its time', async ({
    context,
    page,
    request,
  }) => {
    // The privacy page with recording switched on in its settings (the demo leaves it off).
    await page.route('**/datenschutz/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="ws-consent-settings"[^>]*>)([^<]*)</,
        (_, open: string, json: string) => `${open}${JSON.stringify({ ...JSON.parse(json), record_consent: true })}<`,
      );
      return route.fulfill({ response, body });
    });
    await page.goto('/datenschutz/');
    await settle(page);
    const recordsOf = async (consentId: string) =>
      ((await (await request.get('/__demo__/track-log')).json()) as Array<Record<string, unknown>>).filter(
        (entry) => entry.consent_id === consentId,
      );
    expect(
      (await context.cookies()).some((cookie) => cookie.name === 'cmplz_id'),
      'no id before a choice',
    ).toBe(false);

    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cmplz_id')?.value)
      .toMatch(/^[a-z0-9]{12}$/);
    const consentId = (await context.cookies()).find((cookie) => cookie.name === 'cmplz_id')!.value;
    await expect.poll(() => recordsOf(consentId)).toHaveLength(1);
    expect((await recordsOf(consentId))[0]).toEqual({
      token: expect.stringMatching(/^[a-z]{5}$/),
      time: expect.stringMatching(UTC_SECONDS),
      ...consentRecordBody(consentId, 'accept_all', SITE_CATEGORIES, { policy_id: '14', banner_version: '' }),
    });

    const manage = page.locator('ws-manage-consent');
    await expect(manage.locator('.record code')).toHaveText(consentId);
    await expect(manage.locator('.record dt').last()).toHaveText('Gespeichert am:');
    await expect(manage.locator('.record time')).toHaveText(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} Uhr$/);

    await page.getByRole('switch', { name: 'Marketing' }).uncheck();
    await expect
      .poll(async () => (await recordsOf(consentId)).map((entry) => entry.action))
      .toEqual(['accept_all', 'save']);
    expect((await recordsOf(consentId))[1]!.denied_categories).toEqual(['marketing']);
    const newest = (await recordsOf(consentId))[1]!.time as string;
    await expect(manage.locator('.record time')).toHaveAttribute('datetime', new Date(newest).toISOString());
  });
});
