// The site owner sees what the banner governs: the settings page's scan fetches the site's pages as
// a first-time visitor gets them and lists the known services the plugin held on them.
import { expect, test } from '../e2e/fixtures.ts';
import { logIn } from './site.ts';

test('"Seiten prüfen" lists the services held on the front page and the newest posts and pages', async ({ page }) => {
  // Seven pages rendered one after another by WordPress: seconds, more on a busy machine.
  test.setTimeout(120_000);
  await logIn(page, 'admin');
  await page.goto('/wp-admin/options-general.php?page=ws-consent');
  await page.getByRole('button', { name: 'Seiten prüfen' }).click();
  await expect(page.getByText(/Seiten geprüft, \d+ bekannte Dienste gefunden/)).toBeVisible({ timeout: 90_000 });
  const table = page.getByRole('table', { name: 'Erkannte Dienste' });
  const row = (service: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: service, exact: true }) });
  // The test site's other plugins, theme and widget (wordpress/local/demo-site.php) on every page.
  await expect(row('Google Analytics (gtag.js)').getByRole('cell', { name: 'statistics' })).toBeVisible();
  await expect(row('Google Fonts').getByRole('cell', { name: 'preferences' })).toBeVisible();
  await expect(row('Meta Pixel').getByRole('cell', { name: 'marketing' })).toBeVisible();
  await expect(row('Meta Pixel').getByRole('link', { name: '/', exact: true })).toBeVisible();
  await expect(page.getByText(/Zuletzt geprüft: \d{4}-\d\d-\d\d/)).toBeVisible();

  // What the visitor then reads under each switch (setting list_services, on by default).
  await page.context().clearCookies();
  await page.goto('/kontakt/');
  const banner = page.locator('ws-consent-banner');
  await expect(banner.getByRole('checkbox', { name: /Marketing/ })).toHaveAccessibleDescription(
    /Dienste: .*Meta Pixel/,
  );
  await expect(banner.getByRole('checkbox', { name: /Statistiken/ })).toHaveAccessibleDescription(
    /Dienste: Google Analytics \(gtag\.js\)/,
  );
  await expect(banner.getByRole('checkbox', { name: /Präferenzen/ })).toHaveAccessibleDescription(
    /Dienste: Google Fonts$/,
  );
});
