import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, layoutShifts, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });

/** The banner's share of the screen, as a first-time visitor sees it. */
const AREA_SCREENS = [
  { width: 412, height: 823, phone: true },
  { width: 1366, height: 768, phone: false },
];
/** The first layer on a 412 × 823 phone takes at most this share of the screen. */
const MOST_OF_A_PHONE = 0.4;

for (const screen of AREA_SCREENS) {
  test.describe(`the banner's first layer at ${screen.width} × ${screen.height}`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.phone,
      hasTouch: screen.phone,
    });

    test('message and three equal buttons, at most 40 % of the screen; "Einstellungen" opens the categories with their purposes', async ({
      page,
    }) => {
      await page.goto('/');
      await elementsSettled(page);
      await expect(banner(page)).toBeVisible();
      await page.screenshot({ path: `test-results/banner/first-layer-${screen.width}.png` });
      const box = (await banner(page).boundingBox())!;
      const share = (box.width * box.height) / (screen.width * screen.height);
      test.info().annotations.push({
        type: 'banner area',
        description: `${screen.width}×${screen.height}: ${(share * 100).toFixed(1)} %`,
      });
      console.log(
        `banner area at ${screen.width}×${screen.height}: ${(share * 100).toFixed(1)} % (${Math.round(box.width)}×${Math.round(box.height)} px)`,
      );
      expect(share).toBeLessThanOrEqual(MOST_OF_A_PHONE);
      const buttons = banner(page).getByRole('button');
      const names = screen.phone
        ? ['Alle akzeptieren', 'Ablehnen', 'Einstellungen']
        : ['Alle akzeptieren', 'Ablehnen', 'Auswahl speichern'];
      await expect(buttons).toHaveText(names);
      const sizes = await buttons.evaluateAll((nodes) =>
        nodes.map(
          (node) =>
            `${Math.round(node.getBoundingClientRect().width)}×${Math.round(node.getBoundingClientRect().height)} ${getComputedStyle(node).backgroundColor}`,
        ),
      );
      expect(new Set(sizes).size, sizes.join(' | ')).toBe(1);
      if (screen.phone) {
        await expect(banner(page).getByRole('checkbox')).toHaveCount(0);
        const settings = banner(page).getByRole('button', { name: 'Einstellungen' });
        await settings.click();
        // A disclosure: it says it is open, and focus is on the first switch it showed.
        await expect(settings).toHaveAttribute('aria-expanded', 'true');
        await expect(banner(page).getByRole('checkbox', { name: 'Präferenzen' })).toBeFocused();
      }
      await expect(banner(page).getByRole('checkbox', { name: 'Statistiken' })).toHaveAccessibleDescription(
        'Zählt Besuche, damit wir die Website verbessern.',
      );
      await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).toHaveAccessibleDescription(
        'Lädt Videos, Karten und Inhalte anderer Anbieter.',
      );
      await page.screenshot({ path: `test-results/banner/second-layer-${screen.width}.png` });
    });
  });
}

test.describe('the consent banner on the demo site', () => {
  test('a first visit shows the banner; accept all persists across a reload', async ({ page, outside }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.getByText('Ihre Auswahl wurde gespeichert.')).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => outside.hosts()).toEqual(['fonts.googleapis.com', 'www.googletagmanager.com']);
    await page.reload();
    await elementsSettled(page);
    await expect(page.getByRole('button', { name: 'Einwilligung verwalten' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('allow');
  });

  test('deny persists across a reload and nothing loads', async ({ page, outside }) => {
    await page.goto('/kontakt/');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await elementsSettled(page);
    await expect(banner(page)).toBeHidden();
    expect(outside.list).toEqual([]);
    expect(await page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('deny');
  });

  test('save preferences: statistics only, kept after a reload', async ({ page, outside }) => {
    await page.goto('/kontakt/');
    // The demo's settings show the categories at once (use_categories "visible").
    await banner(page).getByRole('checkbox', { name: 'Statistiken' }).check();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => outside.hosts()).toEqual(['www.googletagmanager.com']);
    await page.reload();
    await elementsSettled(page);
    await page.waitForLoadState('networkidle');
    expect(outside.hosts()).toEqual(['www.googletagmanager.com']);
    expect(await page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('dismiss');
  });

  test('keyboard only: the first Tab lands in the open banner (as if it came first), in reading order; Enter on deny closes it, focus at the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    await page.keyboard.press('Tab');
    // The privacy link in the message, then the buttons, in reading order.
    await expect(banner(page).getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    const deny = banner(page).getByRole('button', { name: 'Ablehnen' });
    for (let step = 0; step < 8 && !(await deny.evaluate((el) => el.matches(':focus'))); step += 1)
      await page.keyboard.press('Tab');
    await expect(deny).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    // Nothing was focused in the page before: focus is at the start of the main content.
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('main');
  });

  test('the soft cookie wall blocks the page until a choice', async ({ page }) => {
    // The same page with the wall switched on in its settings.
    await page.route('**/leistungen/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"soft_cookiewall":false', '"soft_cookiewall":true');
      await route.fulfill({ response, body });
    });
    await page.goto('/leistungen/');
    const wall = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(wall).toBeVisible();
    // The page under the wall does not take clicks.
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Kontakt' })).toBeAttached();
    await expect(navigation.getByRole('link', { name: 'Kontakt' }).click({ timeout: 1000 })).rejects.toThrow();
    await page.keyboard.press('Escape');
    await expect(wall).toBeVisible();
    await wall.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(wall).toBeHidden();
    await navigation.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt\/$/);
  });

  test('the privacy page switches change consent, in step with the banner', async ({ page, outside }) => {
    await page.goto('/datenschutz/');
    await elementsSettled(page);
    const marketing = page.getByRole('switch', { name: 'Marketing' });
    await expect(marketing).not.toBeChecked();
    await expect(page.getByText('Hier sehen Sie, in welche Kategorien Sie eingewilligt haben')).toBeVisible();
    await marketing.check();
    expect(await page.evaluate(() => window.wsConsent!.hasConsent('marketing'))).toBe(true);
    await page.evaluate(() => window.wsConsent!.acceptAll());
    await expect(page.getByRole('switch', { name: 'Statistiken' })).toBeChecked();
    expect(outside.list.every((entry) => !entry.startsWith('www.youtube'))).toBe(true);
  });

  test('releasing the placeholders of the map and video moves nothing', async ({ page, outside }) => {
    await page.goto('/kontakt/');
    await elementsSettled(page);
    const placeholder = page.locator('.ws-consent-placeholder').first();
    await placeholder.scrollIntoViewIfNeeded();
    const before = await placeholder.boundingBox();
    // Through the bus, not a click: a click would mark the shift as expected (hadRecentInput).
    await page.evaluate(() => window.wsConsent!.saveChoices({ marketing: true }));
    await expect(page.locator('.ws-consent-placeholder')).toHaveCount(0);
    const map = page.locator('iframe[title^="Karte"]');
    const after = await map.boundingBox();
    expect(Math.round(after!.height)).toBe(Math.round(before!.height));
    expect(Math.round(after!.y)).toBe(Math.round(before!.y));
    await expect.poll(() => outside.hosts()).toContain('www.google.com');
    expect((await layoutShifts(page)).total).toBe(0);
  });

  test('no layout shift while the banner appears and goes', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.wsConsent!.denyAll());
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect((await layoutShifts(page)).total).toBe(0);
  });
});
