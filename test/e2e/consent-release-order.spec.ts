// Only scripts keep their document order. On the contact page the map and the video
// (marketing) appear as soon as the visitor accepts, even while the statistics script still loads.
import { elementsSettled, expect, test } from './fixtures.ts';

test('/kontakt/: after "accept all" the map and the video load while the statistics script is still on its way', async ({
  page,
}) => {
  let answerScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (answerScript = resolve));
  // Google's tag script answers only when the test says so (the fixture's stand-ins answer the rest).
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    await scriptHeld;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto('/kontakt/');
  await elementsSettled(page);
  await page.evaluate(() => window.wsConsent!.acceptAll());
  const frames = page.locator('iframe[data-category="marketing"]');
  await expect(frames.nth(0)).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed/);
  await expect(frames.nth(1)).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(page.locator('.ws-consent-placeholder')).toHaveCount(0);
  answerScript();
  await page.waitForLoadState('networkidle');
});

test('/kontakt/ on an English page: the placeholders speak English', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/kontakt/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace(/<html lang="de[^"]*"/, '<html lang="en"'),
      });
    },
  );
  await page.goto('/kontakt/');
  await elementsSettled(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(page.getByRole('button', { name: 'Accept Marketing' })).toHaveCount(2);
  const map = page.locator('.ws-consent-placeholder').first();
  await expect(map).toHaveAccessibleName(/^Blocked content: /);
});
