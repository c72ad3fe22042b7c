// The live search in the demo header, against the demo server's endpoint.
import type {} from '../../shell/index.ts';
import { axeViolations, elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

test('type in the header, see results, open one with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await elementsSettled(page);
  const toggle = page.getByRole('button', { name: 'Suche öffnen' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('combobox', { name: 'Website durchsuchen' });
  await expect(field).toBeFocused();
  await page.keyboard.type('hagelschäden');
  const list = page.getByRole('listbox', { name: 'Suchergebnisse' });
  await expect(list).toBeVisible();
  const first = list.getByRole('option').first();
  await expect(first).toContainText(/Hagel/i);
  await expect(page.getByRole('status').filter({ hasText: /Ergebnis/ })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  expect((await layoutShifts(page)).total).toBe(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/blog\/[\w-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Hagel/i);
});

test('a second search for the same text is answered from the session cache', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/wp-admin/admin-ajax.php'))
      asked.push(new URLSearchParams(request.postData() ?? '').get('search') ?? '');
  });
  await page.goto('/leistungen/');
  await elementsSettled(page);
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  const field = page.getByRole('combobox', { name: 'Website durchsuchen' });
  await field.fill('lackier');
  await expect(page.getByRole('listbox', { name: 'Suchergebnisse' })).toBeVisible();
  await page.reload();
  await elementsSettled(page);
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  await field.fill('lackier');
  await expect(page.getByRole('listbox', { name: 'Suchergebnisse' })).toBeVisible();
  expect(asked).toEqual(['lackier']);
});
