// The hostile corpus through WordPress's own paths, without a CSP (the plugin's pages carry none):
// hostile post titles and excerpts of the administrator (WordPress leaves them unfiltered) reach the
// feed as server HTML and as JSON and the live search as JSON; an Author's hostile markup goes
// through WordPress's filter and the plugin's. Each path prints one summary line and expects 0.
import { expect, test } from '@playwright/test';
import { HELD_KIND, MARKUP_PAYLOADS, TEXT_PAYLOADS } from '../support/hostile-corpus.ts';
import { acceptAll, activateEverything, finish, Tally, watch } from '../e2e/hostile-page.ts';
import { logIn, siteCommand, visitorDenied } from './site.ts';

test.describe.configure({ timeout: 300_000 });

/** The plugin prints no CSP: what holds here is the code alone. */
const PASS = 'WordPress, no CSP';

/** Two words, one per half of the corpus: a live search answers at most 100 results. */
const MARKERS = ['Feindbilda', 'Feindbildb'];
let postIds: number[] = [];

test.beforeAll(() => {
  // Older than every demo post: they fill the archive's last pages and leave its first ones alone.
  const posts = TEXT_PAYLOADS.map((payload, index) => ({
    title: `${MARKERS[index % 2]} ${payload.value}`,
    excerpt: payload.value,
    date: new Date(Date.UTC(2020, 0, 1) - index * 60_000).toISOString().slice(0, 19).replace('T', ' '),
  }));
  postIds = JSON.parse(siteCommand('add-posts', { posts })) as number[];
});

// The other specs count the archive: the hostile posts go again.
test.afterAll(() => void siteCommand('delete-posts', { ids: postIds }));

test('feed: hostile titles and excerpts as server HTML and as the JSON of every further page', async ({ context, page, request }) => {
  const tally = new Tally('WordPress feed', PASS);
  const collect = await watch(context, page, tally);
  await visitorDenied(context, test.info().project.use.baseURL!);
  const total = Number((await request.get('/wp-json/wp/v2/posts?per_page=1')).headers()['x-wp-total']);
  const firstHostilePage = Math.floor((total - postIds.length) / 6) + 1;
  await page.goto(`/blog/page/${firstHostilePage}/`);
  const feed = page.locator('ws-blog-feed');
  const button = page.getByRole('button', { name: 'Weitere Beiträge laden' });
  await expect(button).toBeVisible();
  while ((await feed.getAttribute('data-state')) !== 'done') {
    const before = await feed.locator('> article').count();
    await button.click();
    await expect.poll(async () => [await feed.locator('> article').count() > before, await feed.getAttribute('data-state')]).not.toEqual([false, 'loading']);
    expect(await feed.getAttribute('data-state')).toMatch(/^(idle|done)$/);
  }
  // Every hostile post is in the feed: the server's page and each page's JSON were read.
  expect(await page.locator('ws-blog-feed > article', { hasText: /Feindbild[ab]/ }).count()).toBe(postIds.length);
  tally.placements += 2 * postIds.length;
  await acceptAll(page);
  await activateEverything(page, 'ws-blog-feed');
  await collect();
  finish(tally);
});

test('live search: hostile titles from WP_Query, every result chosen', async ({ context, page }) => {
  const tally = new Tally('WordPress live search', PASS);
  const collect = await watch(context, page, tally);
  await visitorDenied(context, test.info().project.use.baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  const box = page.getByRole('combobox', { name: 'Website durchsuchen' });
  for (const marker of MARKERS) {
    await box.fill(marker);
    await expect(page.getByRole('option').first()).toBeVisible();
    tally.placements += await page.getByRole('option').count();
    await page.evaluate(() => {
      for (const host of document.querySelectorAll('ws-live-search')) for (const option of host.shadowRoot?.querySelectorAll<HTMLElement>('[role=option]') ?? []) option.click();
    });
  }
  expect(tally.placements).toBeGreaterThanOrEqual(TEXT_PAYLOADS.length);
  await collect();
  finish(tally);
});

test("an Author's hostile markup: WordPress's filter and the plugin's, then the page with consent given", async ({ context, page }) => {
  const tally = new Tally("WordPress author's markup", PASS);
  await logIn(page, 'author');
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const content = MARKUP_PAYLOADS.map((payload) => `<!-- wp:html -->\n<div class="payload">${payload.value}</div>\n<!-- /wp:html -->`).join('\n');
  const created = await page.request.post('/wp-json/wp/v2/posts', { headers: { 'X-WP-Nonce': nonce }, data: { title: 'Feindliches Markup', content, status: 'publish' } });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; link: string };
  postIds.push(post.id);
  await context.clearCookies();
  const collect = await watch(context, page, tally);
  await page.goto(new URL(post.link).pathname);
  tally.placements += MARKUP_PAYLOADS.length;
  await page.waitForLoadState('networkidle');
  await collect();
  const beforeConsent = new Set(tally.requests);
  await acceptAll(page);
  await activateEverything(page, '.payload');
  await collect();
  // Held content that loads once the visitor accepted is the promise kept, not a leak.
  for (const request of tally.requests) if (request.startsWith(`/${HELD_KIND}/`) && !beforeConsent.has(request)) tally.requests.delete(request);
  finish(tally);
});
