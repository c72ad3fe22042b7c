// What visitors read on the demo site, in the browser: the Impressum behind the
// footer, the newsletter sign-up from the home page's popup, the feed's end and the contact page
// once the map may load.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { axeViolations, elementsSettled, expect, test, visitorChose } from './fixtures.ts';

/** The cookies of a visitor who accepted marketing (the map and the video may load). */
async function acceptedMarketing(page: Page, baseURL: string): Promise<void> {
  const choice = {
    cmplz_consent_status: 'allow',
    cmplz_choice: 'set',
    cmplz_policy_id: '14',
    cmplz_marketing: 'allow',
  };
  await page.context().addCookies(Object.entries(choice).map(([name, value]) => ({ name, value, url: baseURL })));
}

test.describe('demo content', () => {
  for (const path of ['/', '/shop/', '/blog/']) {
    test(`${path}: the footer links to the Impressum`, async ({ page, context, baseURL }) => {
      await visitorChose(context, baseURL!);
      await page.goto(path);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum', exact: true }).click();
      await expect(page).toHaveURL(/\/impressum\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
      await expect(page.getByText(/Registergericht: Amtsgericht/)).toBeVisible();
    });
  }

  test('newsletter: the popup posts the address and shows a confirmation; the address is in no URL', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitorChose(context, baseURL!);
    const address = 'neu.abonnent@beispiel.de';
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('response', (response) => urls.push(response.headers().location ?? ''));
    // The hash link opens the popup at once (its timer waits 20 seconds).
    await page.goto('/#awb-oc__newsletter');
    await elementsSettled(page);
    const dialog = page.getByRole('dialog', { name: 'Werkstatt-Post' });
    await expect(dialog).toBeVisible();
    await page.locator('#newsletter').getByLabel('E-Mail-Adresse').fill(address);
    await page.locator('#newsletter').getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung',
    );
    expect(new URL(page.url()).pathname).toBe('/newsletter/danke/');
    for (const form of [address, encodeURIComponent(address)])
      expect(urls.filter((url) => url.includes(form))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('newsletter without the popup: a wrong address gets a German message and keeps what was typed', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await visitorChose(context, baseURL!);
    await page.goto('/newsletter/');
    const field = page.getByLabel('E-Mail-Adresse');
    // The browser's own check would stop the form first; the server must answer on its own too.
    await page.locator('form.newsletter-form').evaluate((form) => form.setAttribute('novalidate', ''));
    await field.fill('kunde.beispiel.de');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('kunde.beispiel.de');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('');
    await elementsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    // Chromium logs the 422 status of the answer itself; that one is expected.
    expect(problems.list).toEqual([expect.stringContaining('status of 422')]);
    problems.clear();
  });

  test('the home feed ends in visitor words, not "Alle Elemente angezeigt."', async ({ page, context, baseURL }) => {
    await visitorChose(context, baseURL!);
    await page.goto('/');
    await elementsSettled(page);
    const feed = page.locator('ws-blog-feed');
    const more = feed.getByRole('button', { name: 'Weitere Beiträge laden' });
    for (let step = 0; step < 10 && (await feed.getAttribute('data-state')) !== 'done'; step += 1) {
      await more.click();
      await expect(feed).not.toHaveAttribute('data-state', 'loading');
    }
    await expect(feed).toHaveAttribute('data-state', 'done');
    await expect(feed.getByText('Alle Elemente angezeigt.', { exact: true })).toHaveCount(0);
    // Shown under the feed and said once by its live region: the page's finished-text.
    await expect(feed.locator('[part="status"]')).toHaveText('Das waren alle Beiträge.');
    await expect(feed.locator('[part="status"]')).toBeVisible();
    await expect(feed.getByRole('status')).toContainText('Das waren alle Beiträge.');
  });

  test('the contact page, once marketing is accepted, no longer says the map waits for consent', async ({
    page,
    baseURL,
  }) => {
    await acceptedMarketing(page, baseURL!);
    await page.goto('/kontakt/');
    await elementsSettled(page);
    const map = page.locator('#anfahrt iframe');
    await expect(map).toHaveAttribute('src', /google\.com\/maps/);
    await expect(map).toBeVisible();
    const words = await page.locator('main').innerText();
    expect(words).not.toMatch(/sobald Sie[^.]*zustimmen/);
    expect(words).not.toMatch(/wird erst geladen/);
  });

  test('the contact page: the placeholder says why the map waits; accepting there brings the map, and no sentence still waits', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitorChose(context, baseURL!);
    await page.goto('/kontakt/');
    await elementsSettled(page);
    const directions = page.locator('#anfahrt');
    await expect(
      directions.getByText(/Google Maps wird erst geladen, wenn Sie der Kategorie „Marketing“ zustimmen/),
    ).toBeVisible();
    await directions.getByRole('button', { name: 'Marketing akzeptieren' }).click();
    await expect(directions.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
    await expect(directions.locator('iframe')).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/sobald Sie[^.]*zustimmen|wird erst geladen/);
  });
});
