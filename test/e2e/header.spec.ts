// The site header as a visitor meets it: one compact row with a "Menü"
// disclosure below 1024 px, one row with every link from 1024 px, and a search that works without
// JavaScript (WordPress's GET form to /?s=…, answered by the demo's results page).
import type {} from '../../shell/index.ts';
import type { Page } from '@playwright/test';
import { axeViolations, elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

/** The compact header's height when its menu is closed, at most (a phone keeps its screen). */
const COMPACT_HEADER_MAX_PX = 72;
const NAVIGATION_LINKS = [
  'Start',
  'Leistungen',
  'Galerie',
  'Ratgeber & Blog',
  'Shop',
  'Forum',
  'Kontakt',
  'Häufige Fragen',
  'Anfahrt',
];
/** The phone menu's submenus: the services and the blog's categories. */
const SUBMENU_SIZES: Record<string, number> = { Leistungen: 8, 'Ratgeber & Blog': 4 };
const ALL_MENU_LINKS = NAVIGATION_LINKS.length + Object.values(SUBMENU_SIZES).reduce((sum, size) => sum + size, 0);

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

const header = (page: Page) => page.locator('header.site-header');
const menuButton = (page: Page) => header(page).locator('summary', { hasText: 'Menü' });
const navigationLinks = (page: Page) =>
  header(page).getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link');

/** What Chromium tells screen readers about the menu button: its role, name and state. */
async function menuButtonAsAnnounced(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'header summary' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const node = nodes.find((entry) => !entry.ignored)!;
  const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value;
  return `${node.role?.value} "${node.name?.value}" expanded=${expanded}`;
}

async function headerBox(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    return {
      header: box('header.site-header').height,
      logo: box('.site-logo img').height,
      logoBottom: box('.site-logo img').bottom,
    };
  });
}

for (const width of [360, 412, 768]) {
  test(`${width} px: one compact sticky row (logo, Menü, search), at most ${COMPACT_HEADER_MAX_PX} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/leistungen/');
    await elementsSettled(page);
    expect((await headerBox(page)).header).toBeLessThanOrEqual(COMPACT_HEADER_MAX_PX);
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeVisible();
    await expect(navigationLinks(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });
}

test('412 px with script: the menu button opens and closes the links, by mouse and by keyboard, and says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await elementsSettled(page);
  expect(await menuButtonAsAnnounced(page)).toBe('DisclosureTriangle "Menü" expanded=false');
  await menuButton(page).click();
  await expect(navigationLinks(page)).toHaveText(NAVIGATION_LINKS);
  expect(await menuButtonAsAnnounced(page)).toBe('DisclosureTriangle "Menü" expanded=true');
  expect(await axeViolations(page)).toEqual([]);
  // The open links lie inside the screen and over the page, not under anything.
  for (const link of await navigationLinks(page).all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(
      await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === el;
      }),
    ).toBe(true);
  }
  await menuButton(page).click();
  await expect(navigationLinks(page)).toHaveCount(0);

  // Keyboard alone: from the logo, Tab reaches the menu button; Enter opens, Tab walks the links and
  // each submenu's arrow button (<ws-vertical-menu>, its code there once the menu shows), Space closes.
  await page.locator('.site-logo').focus();
  await page.keyboard.press('Tab');
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(navigationLinks(page)).toHaveCount(NAVIGATION_LINKS.length);
  expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-vertical-menu'))).toBe('mounted');
  const stops = NAVIGATION_LINKS.flatMap((name) => (name in SUBMENU_SIZES ? [name, `Untermenü von ${name}`] : [name]));
  for (const name of stops) {
    await page.keyboard.press('Tab');
    const control = name.startsWith('Untermenü')
      ? header(page).getByRole('button', { name })
      : navigationLinks(page).filter({ hasText: name }).first();
    await expect(control).toBeFocused();
  }
  // Moving on past the menu closes it (nothing left open behind the visitor); back is the menu button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeFocused();
  await expect(navigationLinks(page)).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(menuButton(page)).toBeFocused();
  // Space opens it again; Escape closes it and stays on the menu button.
  await page.keyboard.press('Space');
  await expect(navigationLinks(page)).toHaveCount(NAVIGATION_LINKS.length);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(navigationLinks(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  expect((await layoutShifts(page)).total).toBe(0);
});

test('1366 px: logo, every link and the search toggle in one row; no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await elementsSettled(page);
  await expect(menuButton(page)).toBeHidden();
  await expect(navigationLinks(page)).toHaveText(NAVIGATION_LINKS);
  const { header: height, logo, logoBottom } = await headerBox(page);
  // One row: the header is the logo's height plus its padding, not two rows of it.
  expect(height).toBeLessThan(logo * 2);
  for (const control of [...(await navigationLinks(page).all()), page.getByRole('button', { name: 'Suche öffnen' })]) {
    expect((await control.boundingBox())!.y).toBeLessThan(logoBottom);
  }
  expect((await layoutShifts(page)).total).toBe(0);
});

test('1024 px: still one row with every link', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/kontakt/');
  await elementsSettled(page);
  await expect(menuButton(page)).toBeHidden();
  await expect(navigationLinks(page)).toHaveCount(NAVIGATION_LINKS.length);
  const { header: height, logo } = await headerBox(page);
  expect(height).toBeLessThan(logo * 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});

test('with script, Enter in the live search without a chosen result opens the results page', async ({ page }) => {
  await page.goto('/');
  await elementsSettled(page);
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  await page.getByRole('combobox', { name: 'Website durchsuchen' }).fill('Hagel');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/\?s=Hagel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Hagel“');
  await expect(page.locator('main').getByRole('link').first()).toContainText(/Hagel/i);
});

test('the results page shows a hostile query as text', async ({ page }) => {
  const hostile = '<img src=x onerror=alert(1)>"\'&amp;';
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    return dialog.dismiss();
  });
  await page.goto(`/?s=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Suchergebnisse für „${hostile}“`);
  await expect(page.locator('main')).toContainText(`Keine Ergebnisse für „${hostile}“.`);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.title()).toContain(hostile);
  await elementsSettled(page);
  expect(alerted).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('the header shows a search form; sending it shows the results page', async ({ page }) => {
    await page.goto('/leistungen/');
    const field = page.locator('ws-live-search').getByRole('searchbox', { name: 'Website durchsuchen' });
    await expect(field).toBeVisible();
    expect((await field.boundingBox())!.width).toBeGreaterThan(150);
    await field.fill('Lack');
    await page.locator('ws-live-search').getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/\/\?s=Lack$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Lack“');
    await expect(page.locator('main')).toContainText(/\d+ Ergebnisse für „Lack“\./);
    const results = page.locator('main .card-grid li');
    expect(await results.count()).toBeGreaterThan(1);
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\//);
    // The searched text stays in the field, to change it.
    await expect(page.locator('ws-live-search').getByRole('searchbox')).toHaveValue('Lack');
    await results.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('no hits: the page says so in a sentence', async ({ page }) => {
    await page.goto('/?s=Raumschiff');
    await expect(page.locator('main')).toContainText('Keine Ergebnisse für „Raumschiff“.');
    await page.goto('/?s=');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche');
  });

  test('the menu opens and closes without script, by mouse and keyboard', async ({ page }) => {
    await page.goto('/kontakt/');
    await expect(menuButton(page)).toBeVisible();
    expect((await headerBox(page)).header).toBeLessThanOrEqual(COMPACT_HEADER_MAX_PX + 60);
    await expect(navigationLinks(page)).toHaveCount(0);
    // Without script every submenu shows, under its item.
    await menuButton(page).click();
    await expect(navigationLinks(page)).toHaveCount(ALL_MENU_LINKS);
    await expect(navigationLinks(page).nth(2)).toHaveText('Unfallinstandsetzung');
    await menuButton(page).click();
    await expect(navigationLinks(page)).toHaveCount(0);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(navigationLinks(page)).toHaveCount(ALL_MENU_LINKS);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(navigationLinks(page).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/leistungen\/$/);
  });

  test('at 1366 px the links show in the row and the form beside them', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    await expect(navigationLinks(page)).toHaveCount(NAVIGATION_LINKS.length);
    await expect(page.locator('ws-live-search').getByRole('searchbox')).toBeVisible();
  });
});
