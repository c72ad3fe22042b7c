// <ws-to-top> on the built demo: its code waits until the page is scrolled past 200 px;
// then the link shows in the corner, free of the page's controls, and brings a visitor back to the
// top with focus on the skip link; under reduced motion at once; never over the asking banner; and
// without script it is the footer's plain link.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

const link = (page: Page) => page.locator('ws-to-top').locator('[part="link"]');
const toTopFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('ws-to-top')));

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

    test('the code comes with the first scroll past 200 px; the link shows free in the corner and brings the visitor back, focus on the skip link', async ({
      page,
    }) => {
      await page.goto('/leistungen/');
      // Not elementsSettled: it scrolls to every tag, the footer's too.
      await page.waitForFunction(() => Boolean(window.wsShell));
      expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-to-top'))).toBe('waiting');
      expect(await toTopFetched(page)).toBe(false);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 1600);
      await expect(link(page)).toBeVisible();
      expect(await toTopFetched(page)).toBe(true);
      const box = (await link(page).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // What is drawn at its middle is the link itself (nothing lies over it).
      expect(
        await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        }),
      ).toBe('ws-to-top');
      await link(page).click();
      await expect.poll(() => page.evaluate(() => scrollY), { timeout: 3000 }).toBe(0);
      await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
      await expect(link(page)).toBeHidden();
    });
  });
}

test.describe('a visitor who asks for less motion', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('the page jumps to the top at once, by keyboard too', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog/');
    await elementsSettled(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(link(page)).toBeVisible();
    await link(page).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  });
});

test.describe('a first visit', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('while the banner asks, the link does not show over it; after the answer it does', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await page.waitForFunction(() => window.wsShell!.status()['ws-to-top'] === 'mounted');
    await page.waitForTimeout(300);
    await expect(link(page)).toBeHidden();
    await page.locator('ws-consent-banner').getByRole('button', { name: 'Ablehnen' }).click();
    await page.evaluate(() => window.scrollBy({ top: 100, behavior: 'instant' }));
    await expect(link(page)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  test('the footer has the plain link, and it goes to the top', async ({ page }) => {
    await page.goto('/impressum/');
    const plain = page.locator('footer ws-to-top > a');
    await plain.scrollIntoViewIfNeeded();
    await expect(plain).toBeVisible();
    await expect(plain).toHaveText('Nach oben');
    await plain.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
});
