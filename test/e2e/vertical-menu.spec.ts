// <ws-vertical-menu> on the built demo: the header's phone menu by touch and by keyboard
// (its code comes only once the menu shows), the current page's branch open, and the blog's
// category sidebar: a post marks its category, a category archive itself, both branches open on
// arrival with no layout shift; axe; without script every submenu shows.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { axeViolations, elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

const POST = '/blog/kunststoffreparatur-stossfaenger-statt-neuteil/';
const headerMenu = (page: Page) => page.locator('header.site-header ws-vertical-menu');
const sidebarMenu = (page: Page) => page.locator('.category-menu ws-vertical-menu');
const loadedMenuCode = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('vertical-menu')));

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

test.describe("the header's phone menu", () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('by touch: the code comes once the menu shows; a tap on an arrow opens its submenu, another closes it; all on screen', async ({
    page,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    expect(await loadedMenuCode(page), "the menu's code came with a closed menu").toBe(false);
    await page.locator('header summary').tap();
    await expect.poll(() => page.evaluate(() => window.wsShell!.status()['ws-vertical-menu'])).toBe('mounted');
    const arrow = headerMenu(page).getByRole('button', { name: 'Untermenü von Leistungen' });
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    const service = headerMenu(page).getByRole('link', { name: 'Lackierung' });
    await expect(service).toBeHidden();
    await arrow.tap();
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await expect(service).toBeVisible();
    // Each control of the open menu lies on the screen, 24 px at least, not under anything.
    for (const control of await headerMenu(page).locator('a:visible, button:visible').all()) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(
        box.x >= 0 && box.x + box.width <= 412 && box.height >= 24 && box.width >= 24,
        `${await control.textContent()} on screen, 24 px`,
      ).toBe(true);
      const onTop = await control.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && (element === hit || element.contains(hit));
      });
      expect(onTop, `${await control.textContent()} uncovered`).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await arrow.tap();
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(service).toBeHidden();
  });

  test('by keyboard: Enter on an arrow opens, Tab goes into the submenu, Escape closes it and returns to the arrow', async ({
    page,
  }) => {
    await page.goto('/kontakt/');
    await elementsSettled(page);
    await page.locator('header summary').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-vertical-menu'))).toBe('mounted');
    const arrow = headerMenu(page).getByRole('button', { name: 'Untermenü von Ratgeber & Blog' });
    await arrow.focus();
    await page.keyboard.press('Enter');
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(headerMenu(page).getByRole('link', { name: 'Reparatur' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(arrow).toBeFocused();
    // The disclosure itself stays open: Escape was the submenu's.
    expect(await page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
  });

  test('on a service page its branch is open: "Leistungen" is current and its services show', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    await page.locator('header summary').tap();
    await expect(headerMenu(page).getByRole('link', { name: 'Leistungen', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(headerMenu(page).getByRole('link', { name: 'Rostschutz' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.wsShell!.status()['ws-vertical-menu'])).toBe('mounted');
    await expect(headerMenu(page).getByRole('button', { name: 'Untermenü von Leistungen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(headerMenu(page).getByRole('link', { name: 'Rostschutz' })).toBeVisible();
  });
});

test.describe("the blog's category sidebar", () => {
  for (const width of [412, 1366]) {
    test(`${width} px: a post marks its category and opens its branch; no layout shift; axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(POST);
      await elementsSettled(page);
      const category = sidebarMenu(page).getByRole('link', { name: 'Unfallinstandsetzung' });
      await expect(category).toHaveAttribute('aria-current', 'true');
      await expect(category).toBeVisible();
      await expect(sidebarMenu(page).getByRole('button', { name: 'Untermenü von Reparatur' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(sidebarMenu(page).getByRole('button', { name: 'Untermenü von Lack & Pflege' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(sidebarMenu(page).getByRole('link', { name: 'Lackierung' })).toBeHidden();
      expect((await layoutShifts(page)).total).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a category archive lists its posts and those of the categories under it, and is the current page', async ({
    page,
    problems,
  }) => {
    await page.goto('/blog/kategorie/reparatur/');
    await elementsSettled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategorie: Reparatur');
    // Unfallinstandsetzung 5, Smart Repair 3, Dellen & Hagel 2.
    await expect(page.locator('.post-list article')).toHaveCount(10);
    await expect(sidebarMenu(page).getByRole('link', { name: 'Reparatur', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebarMenu(page).getByRole('link', { name: 'Smart Repair' })).toBeVisible();
    await page.goto('/blog/kategorie/lackierung/');
    await expect(page.locator('.post-list article')).toHaveCount(3);
    const missing = await page.goto('/blog/kategorie/gibt-es-nicht/');
    expect(missing!.status()).toBe(404);
    // The browser reports the 404 in the console: expected here.
    expect(problems.list).toEqual([expect.stringContaining('status of 404')]);
    problems.clear();
  });

  test("the archive has the sidebar too; a click on an arrow opens a category's children", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/blog/');
    await elementsSettled(page);
    const arrow = sidebarMenu(page).getByRole('button', { name: 'Untermenü von Lack & Pflege' });
    await arrow.click();
    await expect(sidebarMenu(page).getByRole('link', { name: 'Fahrzeugpflege' })).toBeVisible();
    await sidebarMenu(page).getByRole('link', { name: 'Fahrzeugpflege' }).click();
    await expect(page).toHaveURL(/\/blog\/kategorie\/fahrzeugpflege\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategorie: Fahrzeugpflege');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every submenu of the sidebar shows, with no arrow buttons', async ({ page }) => {
    await page.goto('/blog/');
    for (const name of ['Unfallinstandsetzung', 'Smart Repair', 'Dellen & Hagel', 'Lackierung', 'Fahrzeugpflege'])
      await expect(sidebarMenu(page).getByRole('link', { name })).toBeVisible();
    await expect(sidebarMenu(page).getByRole('button')).toHaveCount(0);
  });
});
