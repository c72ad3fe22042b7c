// Without JavaScript the page's own markup stands in for what script brings:
// the shop's number fields, the blocked embeds' placeholders, the note where the consent switches
// go. With JavaScript the elements take that markup over: one field, one placeholder text, the
// switches instead of the note.
import type { Locator, Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

test.use({ viewport: { width: 412, height: 823 } });

/** A box a visitor would see as empty: it is shown, yet says nothing. */
async function expectVisibleWithText(box: Locator, what: string): Promise<void> {
  await expect(box, what).toBeVisible();
  const size = await box.boundingBox();
  expect(size!.width * size!.height, `${what}: has an area`).toBeGreaterThan(0);
  expect((await box.innerText()).trim().length, `${what}: has text`).toBeGreaterThan(0);
}

/** Everything the form would send, as "name=value" lines (the cart's fields only). */
const cartEntries = (page: Page) =>
  page
    .locator('form.cart')
    .evaluate((form: HTMLFormElement) =>
      [...new FormData(form)]
        .map(([name, value]) => `${name}=${String(value)}`)
        .filter((entry) => entry.startsWith('qty[')),
    );

/** The box in page coordinates: focusing a field may scroll the window, which moves nothing on the page. */
function boxInPage(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
}
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop: every quantity box is a number field, and the cart form sends what the visitor typed', async ({
    page,
  }) => {
    await page.goto('/shop/');
    const boxes = page.locator('ws-quantity');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(1);
    for (const box of await boxes.all()) {
      const field = box.getByRole('spinbutton');
      await expect(field).toBeVisible();
      // The field fills the box the element reserves (8.5rem × 2.75rem), so the upgrade moves nothing.
      const [outer, inner] = [await box.boundingBox(), await field.boundingBox()];
      expect([Math.round(inner!.width), Math.round(inner!.height)]).toEqual([
        Math.round(outer!.width),
        Math.round(outer!.height),
      ]);
      expect([Math.round(outer!.width), Math.round(outer!.height)]).toEqual([136, 44]);
    }
    // The product's name labels its field.
    await page.getByLabel('Politur-Set').fill('2');
    await page.getByRole('spinbutton').first().fill('1');
    await page.getByRole('button', { name: 'Warenkorb aktualisieren' }).click();
    await expect(page.locator('ws-alert')).toContainText('Warenkorb aktualisiert: 3 Artikel.');
    await expect(page.getByLabel('Politur-Set')).toHaveValue('2');
    await expect(page.getByRole('spinbutton').first()).toHaveValue('1');
    await expect(page.locator('[data-total="items"]')).not.toHaveText('0,00 €');
  });

  test('the contact page: map and video boxes say what waits there, and that it needs JavaScript and consent', async ({
    page,
  }) => {
    await page.goto('/kontakt/');
    const placeholders = page.locator('.ws-consent-placeholder');
    await expect(placeholders).toHaveCount(2);
    for (const [index, what] of [
      [0, 'Google Maps'],
      [1, 'YouTube'],
    ] as const) {
      const box = placeholders.nth(index);
      await expectVisibleWithText(box, `${what} placeholder`);
      // As rendered (innerText): the <noscript> line shows only without script.
      await expect(box).toContainText(what, { useInnerText: true });
      await expect(box).toContainText('„Marketing“ zustimmen', { useInnerText: true });
      await expect(box).toContainText('braucht diese Seite JavaScript', { useInnerText: true });
    }
    // The empty embeds themselves are not shown: no grey box without text.
    for (const frame of await page.locator('iframe[data-category]').all()) await expect(frame).toBeHidden();
  });

  test('the privacy page: a note where the switches go, saying how to take consent back', async ({ page }) => {
    await page.goto('/datenschutz/');
    const manage = page.locator('ws-manage-consent');
    await manage.scrollIntoViewIfNeeded();
    await expectVisibleWithText(manage, 'ws-manage-consent');
    await expect(manage).toContainText('sobald JavaScript in Ihrem Browser aktiv ist');
    await expect(manage).toContainText('Cookies dieser Website in Ihrem Browser löschen');
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('the shop: the element takes the field over, keeps what the visitor typed before its code came, and sends it once', async ({
    page,
  }) => {
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    // The quantity code is held back, as on a slow phone, while the visitor types into the page's field.
    await page.route('**/dist/elements/ws-quantity*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop/');
    const box = page.locator('ws-quantity').nth(1);
    const before = await boxInPage(box);
    await page.getByLabel('Politur-Set').fill('4');
    await page.getByLabel('Politur-Set').focus();
    arrive();
    await elementsSettled(page);

    // One field per box, the element's own (its minus and plus beside it).
    const count = await page.locator('ws-quantity').count();
    await expect(page.getByRole('spinbutton')).toHaveCount(count);
    await expect(page.getByRole('button', { name: 'Menge erhöhen' })).toHaveCount(count);
    const field = box.getByRole('spinbutton', { name: 'Politur-Set' });
    await expect(field).toHaveValue('4');
    await expect(field).toBeFocused();
    expect(await boxInPage(box)).toEqual(before);
    expect(await cartEntries(page)).toContain('qty[politur-set]=4');
    expect((await cartEntries(page)).filter((entry) => entry.startsWith('qty[politur-set]='))).toHaveLength(1);

    await box.getByRole('button', { name: 'Menge erhöhen' }).click();
    await page.getByRole('button', { name: 'Warenkorb aktualisieren' }).click();
    await expect(page.locator('ws-alert').filter({ hasText: 'Warenkorb aktualisiert: 5 Artikel.' })).toBeVisible();
    await elementsSettled(page);
    await expect(page.getByRole('spinbutton', { name: 'Politur-Set' })).toHaveValue('5');
  });

  test('the contact page: each placeholder says it once, with one accept button', async ({ page }) => {
    await page.goto('/kontakt/');
    await elementsSettled(page);
    const placeholders = page.locator('.ws-consent-placeholder');
    await expect(placeholders).toHaveCount(2);
    for (const [index, what] of [
      [0, 'Google Maps'],
      [1, 'YouTube'],
    ] as const) {
      const box = placeholders.nth(index);
      await box.scrollIntoViewIfNeeded();
      await expect(box.getByRole('button', { name: 'Marketing akzeptieren' })).toHaveCount(1);
      const text = await box.innerText();
      expect(text.split(what).length - 1, `"${what}" once in: ${text}`).toBe(1);
      expect(text.match(/zustimmen/g), `one sentence in: ${text}`).toHaveLength(1);
      expect(text).not.toContain('JavaScript');
      // Text and button fit the box: nothing hides in a scroll area.
      expect(await box.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    }
  });

  test("the privacy page: the switches take the note's place; the note stays unseen while they load and shows if they fail", async ({
    page,
    problems,
  }) => {
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/dist/elements/ws-manage-consent*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/datenschutz/');
    const manage = page.locator('ws-manage-consent');
    await manage.scrollIntoViewIfNeeded();
    await expect(manage.locator('.no-script-note')).toBeHidden();
    arrive();
    await elementsSettled(page);
    await expect(manage.getByRole('switch', { name: 'Marketing' })).toBeVisible();
    await expect(manage.locator('.no-script-note')).toBeHidden();
    await expect(manage.getByText('sobald JavaScript')).toBeHidden();

    // The element's code fails: the note is the best there is.
    await page.unroute('**/dist/elements/ws-manage-consent*.js');
    await page.route('**/dist/elements/ws-manage-consent*.js', (route) =>
      route.fulfill({ status: 500, body: 'kaputt' }),
    );
    await page.reload();
    await elementsSettled(page);
    await manage.scrollIntoViewIfNeeded();
    await expect(manage.locator('.no-script-note')).toBeVisible();
    problems.clear();
  });
});
