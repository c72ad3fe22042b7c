// React (and each element's code) only when the page needs it: the consent banner's first frame
// answers by itself and the search toggle is drawn without React, so a page whose first screen has
// no other React element fetches none until the visitor answers or shows interest in the search
// (elements/consent-banner/README.md, "The element's code after the answer"; elements/live-search/README.md).
// Alerts are drawn without React too, and their code waits until a script changes one (elements/alert/README.md).
// The quantity boxes' minus and plus are drawn without React around the page's own fields (elements/quantity/README.md,
// "Before the code"). A gallery's links open their files by themselves: the lightbox's code waits for interest in them or an item's
// address (elements/lightbox/README.md, "Before the code").
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { expect, recordScripts, test, visitorChose } from './fixtures.ts';

test.use({ viewport: { width: 412, height: 823 } });

/** Whether React's chunk (named by its content, chunks/react.<hash>.js) is among the files. */
const hasReact = (files: string[]) => files.some((file) => /^chunks\/react\.[\w-]{8}\.js$/.test(file));

const AT_REST_MS = 1500;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });

test('/impressum/, first visit: banner and search toggle without React until the answer, then the revoke button', async ({
  page,
}) => {
  const files = recordScripts(page);
  await page.goto('/impressum/');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(AT_REST_MS);
  expect(await page.evaluate(() => window.wsShell!.status()['ws-consent-banner'])).toBe('waiting');
  expect(hasReact(files)).toBe(false);
  expect(files).not.toContain('elements/ws-consent-banner.js');
  expect(files).not.toContain('elements/ws-live-search.js');
  expect(files).toEqual(expect.arrayContaining(['elements/ws-consent-banner.first-frame.js']));

  await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Einwilligung verwalten' })).toBeVisible();
  expect(hasReact(files)).toBe(true);
  expect(files).toContain('elements/ws-consent-banner.js');
  // The search still waits for interest.
  expect(files).not.toContain('elements/ws-live-search.js');
});

test('/forum/, first visit: the alerts without React, dismissed without it; a script that changes one brings its code', async ({
  page,
}) => {
  const files = recordScripts(page);
  await page.goto('/forum/');
  const notices = page.locator('.forum-notices ws-alert');
  await expect(notices.first().getByRole('status').or(notices.first().getByRole('alert'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(AT_REST_MS);
  expect(await page.evaluate(() => window.wsShell!.status()['ws-alert'])).toBe('waiting');
  expect(hasReact(files)).toBe(false);
  expect(files).not.toContain('elements/ws-alert.js');
  expect(files).toContain('elements/ws-alert.first-frame.js');

  const count = await notices.count();
  await page.getByRole('button', { name: 'Meldung schließen' }).first().click();
  await expect(notices).toHaveCount(count - 1);
  // One a script adds while the code waits is drawn too (shell/element-loader.ts).
  await page.evaluate(() => {
    const added = document.createElement('ws-alert');
    added.setAttribute('type', 'success');
    added.textContent = 'Beitrag gespeichert.';
    document.querySelector('.forum-notices')!.append(added);
  });
  await expect(notices.last().getByRole('status')).toHaveText('✓Erfolg: ');
  expect(hasReact(files)).toBe(false);

  await notices.last().evaluate((alert) => alert.setAttribute('type', 'error'));
  await expect.poll(() => page.evaluate(() => window.wsShell!.status()['ws-alert'])).toBe('mounted');
  expect(hasReact(files)).toBe(true);
  await expect(notices.last().getByRole('alert')).toContainText('Fehler:');
});

test.describe('the lightbox before its code', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));
  const viewer = (page: Page) => page.getByRole('dialog', { name: 'Bildergalerie' });
  const firstItem = (page: Page) => page.locator('ws-lightbox[link-id="galerie"] a[href]').first();

  test('/galerie/: no React at rest; the pointer on a picture brings the code', async ({ page }) => {
    const files = recordScripts(page);
    await page.goto('/galerie/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AT_REST_MS);
    expect(await page.evaluate(() => window.wsShell!.status()['ws-lightbox'])).toBe('waiting');
    expect(hasReact(files)).toBe(false);
    expect(files).not.toContain('elements/ws-lightbox.js');
    expect(files).toContain('chunks/lightbox-code-wanted.js');

    await firstItem(page).hover();
    await expect.poll(() => page.evaluate(() => window.wsShell!.status()['ws-lightbox'])).toBe('mounted');
    expect(hasReact(files)).toBe(true);
    await firstItem(page).click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole('status')).toHaveText(/^Bild 1 von \d+$/);
  });

  test('/galerie/: a tap before the code opens the viewer once it has come, not the file', async ({ page }) => {
    await page.goto('/galerie/');
    await page.waitForLoadState('networkidle');
    // The element's file late: the click lands on the plain link.
    await page.route('**/dist/elements/ws-lightbox.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await firstItem(page).dispatchEvent('click');
    expect(new URL(page.url()).pathname).toBe('/galerie/');
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole('status')).toHaveText(/^Bild 1 von \d+$/);
    await expect(page).toHaveURL(/\/galerie\/#galerie\/1$/);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(firstItem(page)).toBeFocused();
  });

  test('/galerie/: a click before code that fails opens the file, as the link does', async ({ page, problems }) => {
    await page.goto('/galerie/');
    await page.waitForLoadState('networkidle');
    await page.route('**/dist/elements/ws-lightbox.js', (route) => route.abort());
    const href = await firstItem(page).getAttribute('href');
    await firstItem(page).dispatchEvent('click');
    await page.waitForURL((url) => url.pathname === new URL(href!, 'http://x').pathname);
    // The failed file, and the shell's line naming the element: what this test causes.
    expect(problems.list).toEqual([
      'console error: Failed to load resource: net::ERR_FAILED',
      expect.stringContaining('ws: <ws-lightbox> failed: '),
    ]);
    problems.clear();
  });

  test('/galerie/#galerie/2: an address that names an item brings the code at once', async ({ page }) => {
    await page.goto('/galerie/#galerie/2');
    await expect(viewer(page).getByRole('status')).toHaveText(/^Bild 2 von \d+$/);
  });

  test('/galerie/: a hash link to an item, followed later, brings the code and opens it', async ({ page }) => {
    const files = recordScripts(page);
    await page.goto('/galerie/');
    await page.waitForLoadState('networkidle');
    expect(files).not.toContain('elements/ws-lightbox.js');
    await page.evaluate(() => (location.hash = '#galerie/3'));
    await expect(viewer(page).getByRole('status')).toHaveText(/^Bild 3 von \d+$/);
  });
});

test.describe('the quantity boxes before their code', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('/shop/: minus and plus without React step the page’s field; the element takes the value over, focus on plus', async ({
    page,
  }) => {
    const files = recordScripts(page);
    await page.goto('/shop/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AT_REST_MS);
    expect(await page.evaluate(() => window.wsShell!.status()['ws-quantity'])).toBe('waiting');
    expect(hasReact(files)).toBe(false);
    expect(files).toContain('elements/ws-quantity.first-frame.js');
    expect(files).not.toContain('elements/ws-quantity.js');

    const box = page.locator('ws-quantity').nth(1);
    const group = box.getByRole('group', { name: 'Politur-Set' });
    const minus = group.getByRole('button', { name: 'Menge verringern' });
    const plus = group.getByRole('button', { name: 'Menge erhöhen' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    const changes = await box.evaluate((element) => {
      const seen: string[] = [];
      for (const type of ['input', 'change']) element.addEventListener(type, () => seen.push(type));
      return seen;
    });
    expect(changes).toEqual([]);
    // The element's file late: the press lands on the first frame's plus.
    await page.route('**/dist/elements/ws-quantity.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await plus.click();
    await expect(box.getByRole('spinbutton', { name: 'Politur-Set' })).toHaveValue('1');
    await expect(minus).toHaveAttribute('aria-disabled', 'false');
    expect(await page.evaluate(() => customElements.get('ws-quantity'))).toBeUndefined();

    await expect.poll(() => page.evaluate(() => window.wsShell!.status()['ws-quantity'])).toBe('mounted');
    expect(hasReact(files)).toBe(true);
    await expect(group.getByRole('spinbutton', { name: 'Politur-Set' })).toHaveValue('1');
    await expect(plus).toBeFocused();
    expect(await box.evaluate((element: HTMLElement & { value: string }) => element.value)).toBe('1');
    await page.keyboard.press('Enter');
    await expect(group.getByRole('spinbutton')).toHaveValue('2');
  });
});

test.describe('the video background where it cannot play', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('/ on a phone: the poster behind the text without the element’s code; widened, the code comes and the video plays', async ({
    page,
  }) => {
    const files = recordScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AT_REST_MS);
    const section = page.locator('ws-video-background.hero__video');
    expect(await page.evaluate(() => window.wsShell!.status()['ws-video-background'])).toBe('waiting');
    expect(files).not.toContain('elements/ws-video-background.js');
    await expect(section).toHaveAttribute('data-state', 'phone');
    // The page's own poster covers the section, behind its text (the reserve, elements/video-background/reserve.ts).
    const [box, poster] = await Promise.all([section.boundingBox(), section.locator('[slot="poster"]').boundingBox()]);
    expect(poster).toEqual(box);
    await expect(section.getByRole('heading', { level: 1 })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(section).toHaveAttribute('data-state', 'playing');
    expect(files).toContain('elements/ws-video-background.js');
  });
});

test.describe('the scroll sections in the flow', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('/ablauf/ on a phone: the steps as ordinary content without React; widened, the code comes and steps them', async ({
    page,
  }) => {
    const files = recordScripts(page);
    await page.goto('/ablauf/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AT_REST_MS);
    const steps = page.locator('ws-scroll-sections');
    expect(await page.evaluate(() => window.wsShell!.status()['ws-scroll-sections'])).toBe('waiting');
    expect(hasReact(files)).toBe(false);
    await expect(steps).toHaveAttribute('data-ws-mode', 'flow');
    // Each step a named region, in the page's order, as the element has them in the flow.
    await expect(page.getByRole('region', { name: 'Schritt 1: Schaden ansehen und Kostenvoranschlag' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(steps).toHaveAttribute('data-ws-mode', 'stepped');
    expect(hasReact(files)).toBe(true);
    await expect(steps.getByRole('navigation')).toBeVisible();
  });
});

test.describe('a returning visitor', () => {
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('/impressum/: the revoke button without React; pressed, the banner reopens with its code, focus inside', async ({
    page,
  }) => {
    const files = recordScripts(page);
    await page.goto('/impressum/');
    const revoke = page.getByRole('button', { name: 'Einwilligung verwalten' });
    await expect(revoke).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AT_REST_MS);
    expect(await page.evaluate(() => window.wsShell!.status()['ws-consent-banner'])).toBe('waiting');
    expect(hasReact(files)).toBe(false);
    expect(files).not.toContain('elements/ws-consent-banner.js');
    await expect(banner(page)).toHaveCount(0);
    // The element's file late: the press lands on the first frame's button.
    await page.route('**/dist/elements/ws-consent-banner.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await revoke.click();
    await expect(banner(page).getByRole('group', { name: 'Kategorien' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused();
    expect(files).toContain('elements/ws-consent-banner.js');
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(revoke).toBeFocused();
  });

  test('/datenschutz/: a press on the search toggle before its code opens the search, focus in its field', async ({
    page,
  }) => {
    const files = recordScripts(page);
    await page.goto('/datenschutz/');
    const toggle = page.getByRole('button', { name: 'Suche öffnen' });
    await expect(toggle).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(files).not.toContain('elements/ws-live-search.js');
    // The element's file late: the press lands on the first frame's toggle.
    await page.route('**/dist/elements/ws-live-search.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await toggle.click();
    const field = page.getByRole('combobox', { name: 'Website durchsuchen' });
    await expect(field).toBeFocused();
    expect(files).toContain('elements/ws-live-search.js');
    await field.fill('Lack');
    await expect(page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeFocused();
  });

  test('/datenschutz/: Tab onto the search toggle brings its code, and focus stays on the toggle', async ({ page }) => {
    const files = recordScripts(page);
    await page.goto('/datenschutz/');
    await page.waitForLoadState('networkidle');
    await page.route('**/dist/elements/ws-live-search.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const toggle = page.getByRole('button', { name: 'Suche öffnen' });
    for (let step = 0; step < 30 && !(await toggle.evaluate((node) => node.matches(':focus'))); step += 1)
      await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect.poll(() => page.evaluate(() => customElements.get('ws-live-search') !== undefined)).toBe(true);
    expect(files).toContain('elements/ws-live-search.js');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Website durchsuchen' })).toBeFocused();
  });
});
