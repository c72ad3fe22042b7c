// WordPress's own scripts on a real theme: the navigation block's scripts, which start only on the
// window's load event, are printed with `defer` (docs/WORDPRESS.md "Scripts that wait"), and the
// theme's phone menu still opens and closes with them.
import { expect, test } from '../e2e/fixtures.ts';
import { visitorDenied } from './site.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ context, baseURL }) => visitorDenied(context, baseURL!));

test("the navigation block's scripts are deferred, and the phone menu still opens and closes", async ({ page }) => {
  await page.goto('/kontakt/');
  const scripts = page.locator('script[src*="/wp-includes/blocks/navigation/"]');
  await expect(scripts).toHaveCount(2);
  for (const script of await scripts.all())
    expect(await script.getAttribute('defer'), (await script.getAttribute('src')) ?? '').toBe('');
  await page.waitForLoadState('load');
  const menu = page.locator('.wp-block-navigation__responsive-container');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toHaveClass(/is-menu-open/);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).not.toHaveClass(/is-menu-open/);
});
