import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, layoutShifts, pointedAt, test, visitorChose } from './fixtures.ts';

/** A shared chunk's name without its content hash (chunks/react.Ab3_x-9Z.js -> chunks/react.js, rollup.config.mjs). */
const withoutHash = (file: string) => file.replace(/^(\/dist\/)?(chunks\/[\w.-]+)\.[\w-]{8}\.js$/, '$1$2.js');

/** The /dist/ files the page requested, in order (shared chunks without their content hash). */
function recordDist(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/')) files.push(withoutHash(url.pathname.slice('/dist/'.length)));
  });
  return files;
}

test.describe('shell', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('a page with only ws-alert never fetches the quantity code, nor the alert’s own until a script changes one', async ({
    page,
  }) => {
    const files = recordDist(page);
    await page.goto('/forum/');
    const status = await elementsSettled(page);
    expect(status['ws-alert']).toBe('waiting');
    expect(status['ws-quantity']).toBe('not loaded');
    expect(files).toContain('elements/ws-alert.first-frame.js');
    expect(files).not.toContain('elements/ws-alert.js');
    expect(files).not.toContain('elements/ws-quantity.js');
  });

  test('a page without ws-* tags loads the shell and no element or React code', async ({ page }) => {
    const files = recordDist(page);
    // Every demo page has the consent banner; this page is one a site could have without it.
    await page.route('**/ohne-elemente/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="de"><title>Ohne Elemente</title><main><h1>Nur Text</h1></main><script type="module" src="/dist/shell.js"></script></html>',
      }),
    );
    await page.goto('/ohne-elemente/');
    await elementsSettled(page);
    await page.waitForLoadState('networkidle');
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(['shell.js']);
  });

  test('the shop loads React once for all its quantity boxes', async ({ page }) => {
    const files = recordDist(page);
    await page.goto('/shop/');
    expect(await pointedAt(page, 'ws-quantity')).toBe('mounted');
    await page.waitForLoadState('networkidle');
    expect(files.filter((file) => file === 'chunks/react.js')).toHaveLength(1);
    expect(files.filter((file) => file === 'elements/ws-quantity.js')).toHaveLength(1);
    expect(await page.locator('ws-quantity').count()).toBeGreaterThan(1);
  });

  test('preload hints for an element carry the CSP nonce', async ({ page }) => {
    await page.goto('/shop/');
    await pointedAt(page, 'ws-quantity');
    const hints = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
        href: new URL(link.href).pathname,
        nonce: link.nonce,
      })),
    );
    expect(hints.map((hint) => withoutHash(hint.href))).toEqual(
      expect.arrayContaining(['/dist/elements/ws-quantity.js', '/dist/chunks/react.js']),
    );
    for (const hint of hints) expect(hint.nonce ?? '').not.toBe('');
  });

  test('a tag added after load is fetched and upgraded', async ({ page }) => {
    const files = recordDist(page);
    await page.goto('/datenschutz/');
    await elementsSettled(page);
    await page.evaluate(() => {
      const box = document.createElement('ws-quantity');
      box.setAttribute('value', '2');
      box.setAttribute('label', 'Nachgeladen');
      document.querySelector('main')!.prepend(box);
    });
    await expect(page.getByRole('spinbutton', { name: 'Nachgeladen' })).toHaveValue('2');
    expect(files).toContain('elements/ws-quantity.js');
    expect(await page.evaluate(() => window.wsShell!.status()['ws-quantity'])).toBe('mounted');
  });

  test('a failing element bundle leaves the others working', async ({ page, problems }) => {
    await page.route('**/dist/elements/ws-quantity.js', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.goto('/shop/');
    expect(await pointedAt(page, 'ws-quantity')).toBe('failed');
    // The alert of the same page still works (its first frame; its code waits until a script changes it).
    await page.getByRole('button', { name: 'Warenkorb aktualisieren' }).click();
    await elementsSettled(page);
    await expect(page.locator('ws-alert').getByRole('status')).toContainText(/^i?Hinweis: |^✓Erfolg: /);
    await page.locator('ws-alert').evaluate((alert) => alert.setAttribute('type', 'warning'));
    await expect.poll(() => page.evaluate(() => window.wsShell!.status()['ws-alert'])).toBe('mounted');
    await expect(page.locator('ws-alert').getByRole('alert')).toContainText('Warnung:');
    expect(problems.list.some((p) => p.includes('<ws-quantity> failed'))).toBe(true);
    problems.clear();
  });

  test('elements cause no layout shift on load', async ({ page }) => {
    for (const path of ['/shop/', '/forum/', '/', '/blog/', '/blog/page/3/']) {
      await page.goto(path);
      await elementsSettled(page);
      // Shifts are reported a moment after they happen.
      await page.waitForTimeout(500);
      const { total, moved } = await layoutShifts(page);
      expect(total, `${path}: ${moved.join('; ')}`).toBe(0);
    }
  });
});
