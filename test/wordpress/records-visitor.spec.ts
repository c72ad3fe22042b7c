// Consent records from the visitor's side on real WordPress: every choice made in the banner and the
// manage-consent switches becomes one record of the plugin's table, under the visitor's consent id;
// none with recording off; the daily clean-up keeps only the retention period.
import type { Page, Request } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test } from '../e2e/fixtures.ts';
import { siteCommand, useSettings } from './site.ts';

interface Record {
  consent_id: string;
  time: string;
  action: string;
  consented_categories: string[];
  denied_categories: string[];
  policy_id: string;
}

/** The bodies the page posted to the plugin's track route. */
function trackPosts(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/wp-json/ws/v1/track')
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function newestRecord(page: Page, consentId: string): Promise<Record> {
  const response = await page.request.get(`/wp-json/ws/v1/consent_record?consent_id=${consentId}&token=abcde`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record;
}

/** The newest record's action, polled: the track request is counted when sent, and the record is stored a moment later (404 until then). */
async function newestAction(page: Page, consentId: string): Promise<string> {
  const response = await page.request.get(`/wp-json/ws/v1/consent_record?consent_id=${consentId}&token=abcde`);
  return response.status() === 404 ? 'no record yet' : ((await response.json()) as Record).action;
}

const consentId = (page: Page) => page.evaluate(() => window.wsConsent!.getConsent().consentId);

test.afterEach(() => useSettings({ record_consent: true, retention_months: 12, do_not_track: true }));

test('accept all, then a switch on /datenschutz/: two records under one consent id, shown to the visitor', async ({
  page,
}) => {
  const posts = trackPosts(page);
  const before = Number(siteCommand('count-records'));
  await page.goto('/kontakt/');
  await elementsSettled(page);
  expect(await consentId(page)).toBeUndefined();
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => posts.length).toBe(1);
  const id = (await consentId(page))!;
  expect(id).toMatch(/^[a-z0-9]{12}$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'cmplz_id')?.value).toBe(id);
  await expect.poll(() => newestAction(page, id)).toBe('accept_all');
  expect((await newestRecord(page, id)).consented_categories.sort()).toEqual([
    'functional',
    'marketing',
    'preferences',
    'statistics',
    'statistics-anonymous',
  ]);

  await page.goto('/datenschutz/');
  await elementsSettled(page);
  const manage = page.locator('ws-manage-consent');
  await expect(manage).toContainText(id);
  await expect(manage).toContainText('Gespeichert am');
  await manage.getByRole('switch', { name: 'Marketing' }).uncheck();
  await expect.poll(() => posts.length).toBe(2);
  expect(await consentId(page)).toBe(id);
  await expect.poll(() => newestAction(page, id)).toBe('save');
  const saved = await newestRecord(page, id);
  expect(saved.denied_categories).toEqual(['marketing']);
  expect(saved.policy_id).toBe('1');
  expect(Number(siteCommand('count-records'))).toBe(before + 2);
});

test('"Ablehnen": a deny record with every category but functional denied', async ({ page }) => {
  const posts = trackPosts(page);
  await page.goto('/');
  await elementsSettled(page);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect.poll(() => posts.length).toBe(1);
  const id = (await consentId(page))!;
  await expect.poll(() => newestAction(page, id)).toBe('deny');
  const record = await newestRecord(page, id);
  expect(record.consented_categories).toEqual(['functional']);
  expect(record.denied_categories.sort()).toEqual(['marketing', 'preferences', 'statistics', 'statistics-anonymous']);
});

test('Global Privacy Control answers for the visitor: one gpc record, and none on the next page', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const posts = trackPosts(page);
  await page.goto('/');
  await elementsSettled(page);
  await expect.poll(() => posts.length).toBe(1);
  const id = (await consentId(page))!;
  await expect.poll(() => newestAction(page, id)).toBe('gpc');
  await page.goto('/kontakt/');
  await elementsSettled(page);
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
});

test('with recording off, a choice sends nothing and stores nothing', async ({ page }) => {
  useSettings({ record_consent: false });
  const posts = trackPosts(page);
  const before = siteCommand('count-records');
  await page.goto('/kontakt/');
  await elementsSettled(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('allow');
  await page.waitForLoadState('networkidle');
  expect(posts).toEqual([]);
  expect(await consentId(page)).toBeUndefined();
  expect(siteCommand('count-records')).toBe(before);
});

test('the daily clean-up deletes records older than the retention, and keeps the rest', async ({ page }) => {
  useSettings({ retention_months: 1 });
  await page.goto('/');
  await elementsSettled(page);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  const id = (await consentId(page))!;
  await expect.poll(() => newestAction(page, id)).toBe('deny');
  // Every record so far becomes 40 days old; one new choice stays young.
  siteCommand('age-records', { days: 40 });
  await page.evaluate(() => window.wsConsent!.acceptAll());
  await expect.poll(() => newestAction(page, id)).toBe('accept_all');
  siteCommand('cron-cleanup');
  expect(siteCommand('count-records')).toBe('1');
  expect((await newestRecord(page, id)).action).toBe('accept_all');
});
