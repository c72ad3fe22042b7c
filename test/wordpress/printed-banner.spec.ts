// The printed banner on real WordPress (docs/WORDPRESS.md#the-printed-banner): the first frame is in
// the page without script and answers through POST ws/v1/answer; a returning visitor served a cached
// first-visit page never sees it; with script the element takes it over as before.
import { expect, test } from '../e2e/fixtures.ts';

const PRINTED = 'ws-consent-banner[data-ws-printed]';
const TITLE = 'Cookie-Einstellungen';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the front page shows the banner, and "Alle akzeptieren" sets the cookies and returns', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = Object.fromEntries((await context.cookies()).map(({ name, value }) => [name, value]));
    expect(cookies).toMatchObject({
      cmplz_consent_status: 'allow',
      cmplz_choice: 'set',
      cmplz_policy_id: '1',
      cmplz_marketing: 'allow',
      'cmplz_statistics-anonymous': 'allow',
    });
    expect(await page.locator(PRINTED).count()).toBe(0);
    await expect(page.getByRole('region', { name: TITLE })).toBeHidden();
  });

  test('the switches work without script: "Auswahl speichern" saves them', async ({ page, context }) => {
    await page.goto('/kontakt/');
    await page.getByRole('checkbox', { name: 'Statistiken' }).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.waitForURL((url) => url.pathname === '/kontakt/');
    const cookies = Object.fromEntries((await context.cookies()).map(({ name, value }) => [name, value]));
    expect(cookies).toMatchObject({
      cmplz_consent_status: 'dismiss',
      cmplz_statistics: 'allow',
      cmplz_marketing: 'deny',
    });
  });
});

test('POST ws/v1/answer: "Einstellungen" answers the switches open, a malformed form a German 400', async ({
  request,
}) => {
  const url = '/wp-json/ws/v1/answer';
  const choices = await request.post(url, { form: { 'ws-answer': 'preferences', 'ws-return': '/kontakt/' } });
  expect(choices.status()).toBe(200);
  expect(choices.headers()['content-type']).toContain('text/html');
  const page = await choices.text();
  expect(page).toContain('data-ws-printed');
  expect(page).toContain('layout-categories expanded');
  expect(page).toContain('name="ws-return" value="/kontakt/"');
  const back = await request.post(url, {
    form: { 'ws-answer': 'deny', 'ws-return': '//evil.example/' },
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  expect(back.headers().location).toBe('/');
  // Eight stale ones deleted, then status, choice, policy, a new id (records are on) and five categories.
  const cookies = back.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie');
  expect(cookies.length).toBe(17);
  expect(cookies.some(({ value }) => /^cmplz_id=[0-9a-z]{12};/.test(value))).toBe(true);
  const bad = await request.post(url, { form: { 'ws-answer': 'vielleicht' }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toContain('Die Antwort konnte nicht gelesen werden');
});

test('a returning visitor served the cached first-visit page never sees the printed frame', async ({
  page,
  context,
  baseURL,
}) => {
  // The page as a full-page cache keeps it: fetched once without cookies.
  const first = await page.request.get('/', { headers: { Cookie: '' } });
  const html = await first.text();
  expect(html).toContain('data-ws-printed');
  const headers = first.headers();
  await context.clearCookies();
  await context.addCookies(
    Object.entries({ cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '1' }).map(
      ([name, value]) => ({
        name,
        value,
        url: baseURL!,
      }),
    ),
  );
  let served = 0;
  await page.route(`${baseURL}/`, (route) => {
    served += 1;
    return route.fulfill({ status: 200, headers, body: html });
  });
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { printedSeen: boolean[] }).printedSeen = seen;
    const look = () => {
      // The first frame takes the printed root over and drops the marker: look at the host, whatever it carries.
      // Every frame counts, also one after the shell has already removed the printed banner.
      const banner = document.querySelector('ws-consent-banner')?.shadowRoot?.querySelector('[part="banner"]');
      seen.push(banner?.checkVisibility() ?? false);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/');
  await expect(
    page.locator('ws-consent-banner').getByRole('button', { name: 'Einwilligung verwalten' }),
  ).toBeAttached();
  const seen = await page.evaluate(() => (window as unknown as { printedSeen: boolean[] }).printedSeen);
  expect(served).toBe(1);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter(Boolean)).toEqual([]);
});

test('with JavaScript, a first visit shows the printed banner, and "Alle akzeptieren" releases content', async ({
  page,
}) => {
  const response = await page.goto('/kontakt/');
  expect(await response!.text()).toContain('data-ws-printed');
  await expect(page.getByRole('region', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect
    .poll(() =>
      page
        .locator('iframe[data-category]')
        .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? '').every(Boolean)),
    )
    .toBe(true);
  await page.reload();
  expect(await page.locator(PRINTED).count()).toBe(0);
});
