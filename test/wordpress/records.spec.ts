// Consent records on real WordPress (wordpress/ws/includes/records.php, admin-records.php): what
// POST ws/v1/track stores and GET ws/v1/consent_record answers, the refusals, and the admin screen
// Settings → Einwilligungsnachweise with its search and CSV export. The rules themselves are
// tested by phpunit (test/php/RecordRulesTest.php). Every test makes its own consent ids, so the
// records other specs leave do not matter.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { logIn } from './site.ts';

const TRACK = '/wp-json/ws/v1/track?token=abcde';
const SCREEN = '/wp-admin/options-general.php?page=ws-consent-records';

/** A consent id no other test uses: 16 letters and digits (the time, then chance). */
function newConsentId(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 16).padEnd(16, '0');
}

function record(consentId: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    consent_id: consentId,
    action: 'save',
    consented_categories: ['functional', 'statistics'],
    denied_categories: ['preferences', 'marketing'],
    consenttype: 'optin',
    region: 'eu',
    policy_id: '3',
    banner_version: '4',
    ...changes,
  };
}

async function track(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(TRACK, { data: body });
  return { status: response.status(), json: await response.json() };
}

const recordOf = (request: APIRequestContext, consentId: string) =>
  request.get(`/wp-json/ws/v1/consent_record?token=fghij&consent_id=${consentId}`);

test('a choice is stored, and consent_record answers the newest record of its id', async ({ request }) => {
  const id = newConsentId();
  const first = await track(
    request,
    record(id, {
      action: 'accept_all',
      consented_categories: ['functional', 'preferences', 'statistics', 'marketing'],
      denied_categories: [],
    }),
  );
  expect(first.status).toBe(200);
  expect(first.json).toEqual({
    success: true,
    recorded: true,
    time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
  });
  const second = await track(
    request,
    record(id, {
      action: 'revoke',
      consented_categories: ['functional'],
      denied_categories: ['preferences', 'statistics', 'marketing'],
      policy_id: 4,
      ip: '203.0.113.9',
    }),
  );
  expect(second.status).toBe(200);

  const response = await recordOf(request, id);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({
    consent_id: id,
    time: second.json.time,
    action: 'revoke',
    consented_categories: ['functional'],
    denied_categories: ['preferences', 'statistics', 'marketing'],
    policy_id: '4',
  });
});

test('a refused record answers 400 ws_invalid_record and stores nothing', async ({ request }) => {
  const id = newConsentId();
  const refusals: Array<[Record<string, unknown>, RegExp]> = [
    [record(id, { action: 'accept' }), /^action must be one of/],
    [record(id, { consented_categories: ['statistics'], denied_categories: ['functional'] }), /functional/],
    [record(id, { denied_categories: ['statistics'] }), /in both consented_categories and denied_categories/],
    [record(id, { region: ['eu'] }), /^region must be a string/],
    [record(id, { padding: 'x'.repeat(11_000) }), /^The record is larger than 10 KB\.$/],
  ];
  for (const [body, message] of refusals) {
    const { status, json } = await track(request, body);
    expect(status).toBe(400);
    expect(json).toEqual({ code: 'ws_invalid_record', message: expect.stringMatching(message), data: { status: 400 } });
  }
  const broken = await request.post(TRACK, { headers: { 'Content-Type': 'application/json' }, data: '{"consent_id":' });
  expect(broken.status()).toBe(400);
  expect((await broken.json()).code).toBe('ws_invalid_record');

  expect((await recordOf(request, id)).status()).toBe(404);
});

test('the token is required on both routes, and consent_record refuses a malformed id', async ({ request }) => {
  const id = newConsentId();
  for (const url of ['/wp-json/ws/v1/track', '/wp-json/ws/v1/track?token=abc12']) {
    expect((await request.post(url, { data: record(id) })).status()).toBe(400);
  }
  expect((await request.get(`/wp-json/ws/v1/consent_record?consent_id=${id}`)).status()).toBe(400);
  const malformed = await request.get('/wp-json/ws/v1/consent_record?token=abcde&consent_id=short');
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).code).toBe('ws_invalid_record');
  const none = await recordOf(request, id);
  expect(none.status()).toBe(404);
  expect(await none.json()).toEqual({ code: 'ws_no_record', message: expect.any(String), data: { status: 404 } });
});

test('Einwilligungsnachweise: the records of a searched id, what is stored, and the CSV export', async ({
  page,
  request,
}) => {
  // Logging in loads the dashboard, the slowest page of the site.
  test.slow();
  const id = newConsentId();
  await track(
    request,
    record(id, {
      action: 'deny',
      consented_categories: ['functional'],
      denied_categories: ['preferences', 'statistics', 'marketing'],
    }),
  );
  await track(request, record(id));

  await logIn(page, 'admin');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Einwilligungsnachweise' })).toBeVisible();
  await expect(page.getByText(/Nicht gespeichert werden: IP-Adresse/)).toBeVisible();
  await expect(page.getByText(/Monate? lang aufbewahrt/)).toBeVisible();

  await page.getByLabel(/Einwilligungs-ID/).fill(id.slice(0, 12));
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText(`2 Nachweise zu Einwilligungs-IDs, die mit „${id.slice(0, 12)}“ beginnen`)).toBeVisible();
  const rows = page.locator('table.widefat tbody tr');
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('save');
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('deny');
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText(id);
  await expect(rows.nth(0).locator('td').nth(3)).toHaveText('functional, statistics');
  await expect(rows.nth(0).locator('time')).toHaveAttribute('datetime', /Z$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^einwilligungsnachweise-\\d{4}-\\d{2}-\\d{2}-${id.slice(0, 12)}\\.csv$`),
  );
  const csv = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'time_utc,time_site,consent_id,action,consented_categories,denied_categories,consenttype,region,policy_id,banner_version',
  );
  expect(lines.slice(1, 3).map((line) => line.replace(/^[^,]+,[^,]+,/, ''))).toEqual([
    `${id},save,"functional,statistics","preferences,marketing",optin,eu,3,4`,
    `${id},deny,functional,"preferences,statistics,marketing",optin,eu,3,4`,
  ]);
  expect(lines[3]).toBe('');
});

test('the export is for administrators only, and needs its nonce', async ({ page, request }) => {
  // Logging in loads the dashboard, the slowest page of the site.
  test.slow();
  const anonymous = await request.get('/wp-admin/admin-post.php?action=ws_records_csv', { maxRedirects: 0 });
  expect(anonymous.headers()['content-type'] ?? '').not.toContain('text/csv');

  await logIn(page, 'admin');
  const withoutNonce = await page.request.get('/wp-admin/admin-post.php?action=ws_records_csv');
  expect(withoutNonce.status()).toBe(403);
  expect(withoutNonce.headers()['content-type']).not.toContain('text/csv');
});

test('an author does not see the screen', async ({ page, problems }) => {
  // Logging in loads the dashboard, the slowest page of the site.
  test.slow();
  await logIn(page, 'author');
  const response = await page.goto(SCREEN);
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Einwilligungsnachweise')).toHaveCount(0);
  problems.clear();
});
