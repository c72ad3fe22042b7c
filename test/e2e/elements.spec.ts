import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

test.describe('ws-quantity in the shop', () => {
  test('the cart form submits the quantities the visitor chose', async ({ page }) => {
    await page.goto('/shop/');
    await elementsSettled(page);
    const plus = page.getByRole('button', { name: 'Menge erhöhen' }).first();
    await plus.click();
    await plus.click();
    await page.getByRole('button', { name: 'Warenkorb aktualisieren' }).click();
    // The text is the author's, slotted into the status region of the alert's shadow root.
    const notice = page.locator('ws-alert').filter({ hasText: 'Warenkorb aktualisiert: 2 Artikel.' });
    await expect(notice.getByRole('status')).toBeVisible();
    await elementsSettled(page);
    await expect(page.getByRole('spinbutton').first()).toHaveValue('2');
  });

  test('the reset button restores the quantities', async ({ page }) => {
    await page.goto('/shop/');
    await elementsSettled(page);
    await page.getByRole('button', { name: 'Menge erhöhen' }).nth(1).click();
    await expect(page.getByRole('spinbutton').nth(1)).toHaveValue('1');
    await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(page.getByRole('spinbutton').nth(1)).toHaveValue('0');
  });

  test('works with the keyboard alone: the label focuses the field, arrows step, Enter submits', async ({ page }) => {
    await page.goto('/shop/');
    await elementsSettled(page);
    const firstLabel = page.locator('.cart-table label').first();
    await firstLabel.click();
    const field = page.getByRole('spinbutton').first();
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveValue('2');
  });
});

test.describe('ws-alert on the forum', () => {
  test('a notice is dismissed with the keyboard and slides away', async ({ page }) => {
    await page.goto('/forum/');
    await elementsSettled(page);
    const before = await page.locator('ws-alert').count();
    const close = page.getByRole('button', { name: 'Meldung schließen' }).first();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('ws-alert')).toHaveCount(before - 1);
  });

  test('under reduced motion the notice goes at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/forum/');
    await elementsSettled(page);
    const before = await page.locator('ws-alert').count();
    await page.getByRole('button', { name: 'Meldung schließen' }).first().click();
    expect(await page.locator('ws-alert').count()).toBe(before - 1);
  });

  test('a failed login shows an error that screen readers hear as an alert', async ({ page }) => {
    await page.goto('/forum/');
    await page.getByLabel('Benutzername oder E-Mail').fill('kunde');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await elementsSettled(page);
    const notice = page.locator('ws-alert').filter({ hasText: 'Anmeldung fehlgeschlagen' });
    await expect(notice.getByRole('alert')).toBeVisible();
  });
});
