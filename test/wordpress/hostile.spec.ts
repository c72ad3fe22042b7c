// The hostile corpus through WordPress's own paths, without a CSP (the plugin's pages carry none):
// hostile post titles and excerpts of the administrator (WordPress leaves them unfiltered) reach the
// feed as server HTML and as JSON and the live search as JSON; an Author's hostile markup goes
// through WordPress's filter and the plugin's. Each path prints one summary line and expects 0.
import { expect, test } from '@playwright/test';
import {
  HELD_KIND,
  HOSTILE_HOST,
  hostileUrl,
  MARKUP_PAYLOADS,
  ranCode,
  TEXT_PAYLOADS,
} from '../support/hostile-corpus.ts';
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

test('feed: hostile titles and excerpts as server HTML and as the JSON of every further page', async ({
  context,
  page,
  request,
}) => {
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
    await expect
      .poll(async () => [(await feed.locator('> article').count()) > before, await feed.getAttribute('data-state')])
      .not.toEqual([false, 'loading']);
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
      for (const host of document.querySelectorAll('ws-live-search'))
        for (const option of host.shadowRoot?.querySelectorAll<HTMLElement>('[role=option]') ?? []) option.click();
    });
  }
  expect(tally.placements).toBeGreaterThanOrEqual(TEXT_PAYLOADS.length);
  await collect();
  finish(tally);
});

test("an Author's hostile markup: WordPress's filter and the plugin's, then the page with consent given", async ({
  context,
  page,
}) => {
  const tally = new Tally("WordPress author's markup", PASS);
  await logIn(page, 'author');
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const content = MARKUP_PAYLOADS.map(
    (payload) => `<!-- wp:html -->\n<div class="payload">${payload.value}</div>\n<!-- /wp:html -->`,
  ).join('\n');
  const created = await page.request.post('/wp-json/wp/v2/posts', {
    headers: { 'X-WP-Nonce': nonce },
    data: { title: 'Feindliches Markup', content, status: 'publish' },
  });
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
  for (const request of tally.requests)
    if (request.startsWith(`/${HELD_KIND}/`) && !beforeConsent.has(request)) tally.requests.delete(request);
  finish(tally);
});

test("the privacy page's text from a site owner's filter: printed into <ws-manage-consent>, then with consent given", async ({
  context,
  page,
}) => {
  const tally = new Tally("WordPress privacy page's text", PASS);
  siteCommand('option', {
    name: 'ws_local_manage_consent_html',
    value: MARKUP_PAYLOADS.map((payload) => `<div class="payload">${payload.value}</div>`).join('\n'),
  });
  try {
    await context.clearCookies();
    const collect = await watch(context, page, tally);
    await page.goto('/datenschutz/');
    tally.placements += MARKUP_PAYLOADS.length;
    await expect(page.locator('ws-manage-consent > [slot="text"] .payload').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await collect();
    const beforeConsent = new Set(tally.requests);
    await acceptAll(page);
    await activateEverything(page, 'ws-manage-consent .payload');
    await collect();
    // Held content that loads once the visitor accepted is the promise kept, not a leak.
    for (const request of tally.requests)
      if (request.startsWith(`/${HELD_KIND}/`) && !beforeConsent.has(request)) tally.requests.delete(request);
    finish(tally);
  } finally {
    siteCommand('option', { name: 'ws_local_manage_consent_html', value: null });
  }
});

test("known services: a filter's hostile entries, embed URLs with quotes and angle brackets, an oEmbed answer with onload", async ({
  browser,
  page,
}) => {
  const tally = new Tally('WordPress known services', PASS);
  const baseURL = test.info().project.use.baseURL!;
  const probe = 'https://www.youtube.com/watch?v=onloadprobe';
  // At most 100 characters, or the plugin drops the entry: a dialog is what the detectors see.
  const hostileName = `<svg onload=alert('Dienstname')><b>Dienst</b>`;
  // A site owner's filter (wordpress/local/demo-site.php): a javascript: host and a hostile category are dropped, a name with markup stays text.
  siteCommand('option', {
    name: 'ws_local_extra_services',
    value: {
      'script-host': { name: 'Skript-Dienst', category: 'marketing', hosts: [`javascript:${ranCode('service-host')}`] },
      'hostile-category': {
        name: 'Kategorie',
        category: `marketing" onload="${ranCode('service-category')}`,
        hosts: ['example.org'],
      },
      'hostile-name': { name: hostileName, category: 'marketing', hosts: [HOSTILE_HOST] },
    },
  });
  // A provider's oEmbed answer with an event handler and a srcdoc on its frame.
  siteCommand('option', {
    name: 'ws_local_oembed_answers',
    value: {
      [probe]: `<iframe src="https://www.youtube.com/embed/onloadprobe" onload="${ranCode('oembed-onload')}" srcdoc="<script>${ranCode('oembed-srcdoc')}</script>" title="Probe" width="500" height="281"></iframe>`,
    },
  });
  const embed = (url: string) =>
    `<!-- wp:embed {"url":${JSON.stringify(url).replace(/[<>&"]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)},"type":"video","providerNameSlug":"youtube"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\n${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}\n</div></figure>\n<!-- /wp:embed -->`;
  const html = (markup: string) => `<!-- wp:html -->\n${markup}\n<!-- /wp:html -->`;
  const content = [
    embed(probe),
    embed(`https://www.youtube.com/watch?v=x"><svg/onload=${ranCode('embed-url')}>`),
    html(
      `<iframe src="https://www.youtube.com/embed/x&quot;&gt;&lt;svg onload=&quot;${ranCode('frame-src')}&quot;&gt;" title="Anführungszeichen"></iframe>`,
    ),
    html(`<iframe src="${hostileUrl(HELD_KIND, 'hostile-name')}" title="Dienst mit Markup im Namen"></iframe>`),
    '<!-- wp:paragraph -->\n<p>Ende der Seite.</p>\n<!-- /wp:paragraph -->',
  ].join('\n\n');
  const added = JSON.parse(siteCommand('add-page', { title: 'Feindliche Dienste', content })) as {
    id: number;
    path: string;
  };
  postIds.push(added.id);
  try {
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const collect = await watch(visitorContext, visitor, tally);
    await visitorDenied(visitorContext, baseURL);
    expect((await visitor.goto(added.path))?.status()).toBe(200);
    tally.placements += 6;
    // The page is intact: every frame is there, held, and the text after them too.
    await expect(visitor.getByText('Ende der Seite.')).toBeVisible();
    const frames = visitor.locator('.wp-block-post-content iframe');
    await expect(frames).toHaveCount(4);
    for (const frame of await frames.all())
      await frame.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await visitor.waitForLoadState('networkidle');
    expect(
      await frames.evaluateAll((list) =>
        list.map((frame) => [frame.getAttribute('src'), frame.getAttribute('onload'), frame.getAttribute('srcdoc')]),
      ),
    ).toEqual(Array(4).fill([null, null, null]));
    await collect();
    expect(tally.requests.size + tally.executions.size, tally.summary()).toBe(0);
    await acceptAll(visitor);
    await expect
      .poll(() => frames.evaluateAll((list) => list.filter((frame) => frame.getAttribute('src')).length))
      .toBe(4);
    await visitor.waitForTimeout(1000);
    await collect();
    for (const request of [...tally.requests]) if (request.startsWith(`/${HELD_KIND}/`)) tally.requests.delete(request);
    await visitorContext.close();

    // The owner's scan lists the service with its name as text.
    await page.context().route(
      (url) => url.hostname === HOSTILE_HOST,
      (route) => {
        tally.requests.add(`admin ${new URL(route.request().url()).pathname}`);
        return route.fulfill({ status: 204, body: '' });
      },
    );
    page.on('dialog', (dialog) => {
      tally.executions.add(`admin dialog:${dialog.message()}`);
      void dialog.dismiss();
    });
    await logIn(page, 'admin');
    await page.goto('/wp-admin/options-general.php?page=ws-consent');
    await page.getByRole('button', { name: 'Seiten prüfen' }).click();
    await expect(page.getByText(/Seiten geprüft, \d+ bekannte Dienste gefunden/)).toBeVisible({ timeout: 90_000 });
    await expect(
      page.getByRole('table', { name: 'Erkannte Dienste' }).getByRole('cell', { name: hostileName, exact: true }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    finish(tally);
  } finally {
    siteCommand('option', { name: 'ws_local_extra_services', value: null });
    siteCommand('option', { name: 'ws_local_oembed_answers', value: null });
  }
});
