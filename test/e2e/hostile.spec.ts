// The hostile corpus against the built demo, with the demo's Content-Security-Policy: the second
// wall (the element tests feed the same corpus without a CSP). page.route feeds hostile answers
// into the endpoints; execution is detected by dialogs, the corpus' window detector and any request
// to the hostile host or the recorder path. Each path prints one summary line and expects 0.
import { test, expect } from '@playwright/test';
import { acceptAll, activateEverything, finish, Tally, watch } from './hostile-page.ts';
import { pointedAt } from './fixtures.ts';
import {
  BANNER_TEXT_FIELDS,
  CONSENT_RECORD_FIELDS,
  consentRecordAnswerWith,
  CROSS_ORIGIN_URLS,
  HASH_PAYLOADS,
  MARKUP_PAYLOADS,
  TEXT_PAYLOADS,
  URL_IN_MARKUP,
  URL_PAYLOADS,
  placementsOf,
  searchAnswerWith,
  shownConsentRecord,
} from '../support/hostile-corpus.ts';

test.describe.configure({ timeout: 180_000 });

test('live search results: every field, chosen by click and by Enter', async ({ context, page }) => {
  const tally = new Tally('live search');
  const collect = await watch(context, page, tally);
  const fields = ['title', 'post_url', 'image_url', 'type', 'id'] as const;
  const placements = placementsOf(fields, TEXT_PAYLOADS);
  await page.route('**/wp-admin/admin-ajax.php', (route) => {
    const field = new URLSearchParams(route.request().postData() ?? '').get('search')?.replace(/^feld /, '');
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(searchAnswerWith(placements.filter((placement) => placement.field === field))),
    });
  });
  await page.goto('/');
  // Enter with no result chosen sends the header's search form to the results page; this
  // test is about the results' own links, so the page keeps only the element's search.
  await page.evaluate(() => document.querySelectorAll('ws-live-search form').forEach((form) => form.remove()));
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  const box = page.getByRole('combobox', { name: 'Website durchsuchen' });
  for (const field of fields) {
    await box.fill(`feld ${field}`);
    await expect(page.getByRole('option').first()).toBeVisible();
    tally.placements += placements.filter((placement) => placement.field === field).length;
    await page.evaluate(() => {
      for (const host of document.querySelectorAll('ws-live-search'))
        for (const option of host.shadowRoot?.querySelectorAll<HTMLElement>('[role=option]') ?? []) option.click();
    });
    if (field === 'post_url') {
      for (let index = 0; index < 60; index += 1) {
        await box.press('ArrowDown');
        await box.press('Enter');
      }
    }
    await collect();
  }
  finish(tally);
});

test('blog feed: hostile items and next URLs in the JSON answer, then consent', async ({ context, page }) => {
  const tally = new Tally('blog feed JSON items and next');
  const collect = await watch(context, page, tally);
  const items = [
    ...MARKUP_PAYLOADS.map((payload) => payload.value),
    ...URL_IN_MARKUP.flatMap(([, wrap]) => URL_PAYLOADS.map((payload) => wrap(payload.value))),
  ].map((markup, index) => `<article class="post-card"><h2>Beitrag ${index}</h2>${markup}</article>`);
  const nexts = [...URL_PAYLOADS, ...CROSS_ORIGIN_URLS];
  await page.route('**/blog/page/*/', (route) => {
    const number = Number(/page\/(\d+)/.exec(route.request().url())![1]);
    const body =
      number === 2
        ? { items: items.map((html) => ({ html })), next: '/blog/page/3/', page: 2, pages: 9 }
        : {
            items: [{ html: '<article><h2>Weiter</h2></article>' }],
            next: nexts[number - 3]?.value ?? null,
            page: number,
            pages: 9,
          };
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.goto('/');
  tally.placements += items.length + nexts.length;
  // The feed loads when it nears the viewport; the button is pressed in the page, under the banner.
  await page.locator('ws-blog-feed').scrollIntoViewIfNeeded();
  const pressLoadMore = () =>
    page.evaluate(() =>
      document.querySelector('ws-blog-feed')?.shadowRoot?.querySelector<HTMLElement>('[part~="load-more"]')?.click(),
    );
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.querySelector('ws-blog-feed')?.shadowRoot?.querySelector('[part~="load-more"]')),
      ),
    )
    .toBe(true);
  for (let press = 0; press < 1 + nexts.length; press += 1) {
    await pressLoadMore();
    await page.waitForTimeout(press === 0 ? 800 : 100);
    await activateEverything(page, 'ws-blog-feed');
  }
  await activateEverything(page, 'ws-blog-feed');
  await acceptAll(page);
  await page.waitForTimeout(500);
  await activateEverything(page, 'ws-blog-feed');
  await page.waitForTimeout(300);
  await collect();
  finish(tally);
});

test('manage consent: hostile manage_consent_html', async ({ context, page }) => {
  const tally = new Tally('manage-consent manage_consent_html');
  const collect = await watch(context, page, tally);
  const answers = [
    ...MARKUP_PAYLOADS.map((payload) => payload.value),
    ...URL_IN_MARKUP.flatMap(([, wrap]) => URL_PAYLOADS.map((payload) => wrap(payload.value))),
  ];
  // Batches of 25 per page load: quick, and one payload's unclosed element spoils few others.
  for (let start = 0; start < answers.length; start += 25) {
    const batch = answers.slice(start, start + 25);
    await page.route('**/v1/manage_consent_html*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(batch.map((html) => `<div>${html}</div>`).join('')),
      }),
    );
    await page.goto('/datenschutz/');
    await page.waitForTimeout(400);
    tally.placements += batch.length;
    await activateEverything(page, 'ws-manage-consent');
    await acceptAll(page);
    await page.waitForTimeout(300);
    await activateEverything(page, 'ws-manage-consent');
    await collect();
    await page.unroute('**/v1/manage_consent_html*');
  }
  finish(tally);
});

test('manage consent: hostile consent_record answers', async ({ context, page, baseURL }) => {
  const tally = new Tally('manage-consent consent_record');
  const collect = await watch(context, page, tally);
  // A returning visitor with a consent id, on the privacy page with recording switched on.
  const consentId = 'hostile00001';
  const cookies = { cmplz_id: consentId, cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL! })));
  await page.route('**/datenschutz/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="ws-consent-settings"[^>]*>)([^<]*)</,
      (_, open: string, json: string) => `${open}${JSON.stringify({ ...JSON.parse(json), record_consent: true })}<`,
    );
    return route.fulfill({ response, body });
  });
  // Each consent_record request takes the next placement.
  const placements = placementsOf(CONSENT_RECORD_FIELDS, TEXT_PAYLOADS);
  let next = 0;
  await page.route('**/v1/consent_record*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(consentRecordAnswerWith(consentId, placements[next++ % placements.length]!)),
    }),
  );
  const batch = 50;
  for (let start = 0; start < placements.length; start += batch) {
    const count = Math.min(batch, placements.length - start);
    await page.goto('/datenschutz/');
    const first = page.locator('ws-manage-consent').first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.locator('.record code')).toHaveText(consentId);
    // The page's own container asked once; more containers beside it ask one each.
    await page.evaluate(
      (more) =>
        document
          .querySelector('ws-manage-consent')!
          .insertAdjacentHTML('afterend', '<ws-manage-consent></ws-manage-consent>'.repeat(more)),
      count - 1,
    );
    await expect.poll(() => next).toBeGreaterThanOrEqual(start + count);
    await page.waitForTimeout(300);
    tally.placements += count;
    await activateEverything(page, 'ws-manage-consent');
    await collect();
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('ws-manage-consent')].map(
        (el) => el.shadowRoot?.querySelector('.record')?.textContent ?? '',
      ),
    );
    expect(shown.filter((text) => !shownConsentRecord(consentId).test(text))).toEqual([]);
  }
  finish(tally);
});

test('page settings and banner: hostile texts and read-more URLs', async ({ context, page }) => {
  const tally = new Tally('page settings and banner');
  const collect = await watch(context, page, tally);
  // The served page's settings are replaced, as a compromised settings store would serve them.
  for (const [index, payload] of TEXT_PAYLOADS.entries()) {
    if (index % 8 !== 0) continue;
    const settings = {
      ...Object.fromEntries(BANNER_TEXT_FIELDS.map((field) => [field, payload.value])),
      readmore_eu: URL_PAYLOADS[index % URL_PAYLOADS.length]!.value,
      readmore_optin: URL_PAYLOADS[(index + 1) % URL_PAYLOADS.length]!.value,
    };
    await page.route('**/kontakt/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="ws-consent-settings"[^>]*>)([^<]*)</,
        (_, open: string, json: string) =>
          `${open}${JSON.stringify({ ...JSON.parse(json), ...settings }).replace(/</g, '\\u003c')}<`,
      );
      return route.fulfill({ response, body });
    });
    await page.goto('/kontakt/');
    await page.waitForTimeout(400);
    tally.placements += BANNER_TEXT_FIELDS.length + 2;
    await activateEverything(page, 'ws-consent-banner');
    await collect();
    await page.unroute('**/kontakt/');
  }
  finish(tally);
});

// The contact page has no lightbox; the gallery's lightbox reads #{linkId}/{n} itself.
for (const path of ['/kontakt/', '/galerie/']) {
  test(`hostile hashes in the address of ${path}, on arrival and changed later`, async ({ context, page }) => {
    const tally = new Tally(`hashes in the address of ${path}`);
    const collect = await watch(context, page, tally);
    for (const payload of HASH_PAYLOADS) {
      await page.goto(`${path}${payload.value}`);
      await page.waitForTimeout(150);
      await page.evaluate((hash) => {
        location.hash = hash;
      }, payload.value);
      await page.waitForTimeout(100);
      tally.placements += 2;
      await collect();
    }
    finish(tally);
  });
}

/** A value as the page's HTML carries it in a double-quoted attribute (the server escapes; the browser decodes). */
const inAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('lightbox and share box: hostile link addresses, titles, captions, alt texts and data attributes', async ({
  context,
  page,
}) => {
  const tally = new Tally('lightbox items and share box attributes');
  const collect = await watch(context, page, tally);
  const texts = TEXT_PAYLOADS.map((payload) => payload.value);
  const urls = URL_PAYLOADS.map((payload) => payload.value);
  // Batches of 20 per page load: each payload is an item's address, title, caption and alt text, and a share box's data.
  for (let start = 0; start < texts.length; start += 20) {
    const batch = texts.slice(start, start + 20);
    const items = batch
      .map((text, index) => {
        const url = urls[(start + index) % urls.length]!;
        return `<a href="${inAttribute(url)}" data-title="${inAttribute(text)}" data-caption="${inAttribute(text)}"><img src="/images/galerie/stossfaenger-vorher.svg" alt="${inAttribute(text)}" width="120" height="68"></a>
<a href="/images/galerie/stossfaenger-vorher.svg?${index}" data-title="${inAttribute(text)}" data-caption="${inAttribute(text)}"><img src="/images/galerie/stossfaenger-vorher.svg" alt="${inAttribute(text)}" width="120" height="68"></a>`;
      })
      .join('\n');
    const boxes = batch
      .map((text, index) => {
        const url = urls[(start + index) % urls.length]!;
        return `<ws-share networks="${inAttribute(text)}" data-title="${inAttribute(text)}" data-description="${inAttribute(text)}" data-link="${inAttribute(url)}" data-image="${inAttribute(url)}"></ws-share>`;
      })
      .join('\n');
    await page.route('**/galerie/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</main>',
        `<ws-lightbox id="hostile" gallery="${inAttribute(batch[0]!)}" link-id="hostile" social>${items}</ws-lightbox>${boxes}</main>`,
      );
      return route.fulfill({ response, body });
    });
    await page.goto('/galerie/');
    // The share boxes load when they come near the viewport, as a visitor scrolls to them; the lightbox's code comes
    // with the pointer over it (elements/lightbox/README.md, "Before the code").
    await page.evaluate(() => document.querySelector('main > ws-share:last-of-type')?.scrollIntoView());
    await pointedAt(page, 'ws-lightbox');
    await page.waitForFunction(
      () => customElements.get('ws-lightbox') !== undefined && customElements.get('ws-share') !== undefined,
    );
    tally.placements += batch.length * 9;
    // Every item opened in turn (its title, caption and share links rendered), every link clicked.
    const count = await page.evaluate(async () => {
      const lightbox = document.getElementById('hostile') as
        (HTMLElement & { open(index: number): Promise<void>; close(): void }) | null;
      if (!lightbox) return 0;
      let shown = 0;
      for (let index = 0; index < 40; index += 1) {
        await lightbox.open(index);
        shown += 1;
        for (const link of lightbox.shadowRoot?.querySelectorAll('a') ?? []) {
          link.removeAttribute('target');
          link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
        }
        lightbox.close();
      }
      return shown;
    });
    expect(count).toBeGreaterThan(0);
    await activateEverything(page, 'ws-share');
    await acceptAll(page);
    await page.waitForTimeout(200);
    await collect();
    await page.unroute('**/galerie/');
  }
  finish(tally);
});
