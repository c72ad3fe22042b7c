// The blog feed on the demo: infinite masonry on the archive, load-more on the home page.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { posts } from '../../demo/content/posts.ts';
import { axeViolations, elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

const titles = (page: Page) => page.locator('ws-blog-feed > article h2, ws-blog-feed > article h3').allTextContents();
const feedState = (page: Page) => page.locator('ws-blog-feed').getAttribute('data-state');
const itemCount = (page: Page) => page.locator('ws-blog-feed > article').count();

/** Scrolls down in steps, as a visitor would, until `done` says so (or ten steps). */
async function scrollUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 10 && !(await done()); step += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
}

test('the archive: scrolling to the end shows every post exactly once, then the finished message', async ({ page }) => {
  await page.goto('/blog/');
  await elementsSettled(page);
  expect((await layoutShifts(page)).total).toBe(0);
  await scrollUntil(page, async () => (await feedState(page)) === 'done');
  await expect.poll(() => feedState(page)).toBe('done');
  const seen = await titles(page);
  expect(seen).toHaveLength(posts.length);
  expect(new Set(seen).size).toBe(posts.length);
  await expect(page.locator('ws-blog-feed [part="status"]')).toHaveText('Das waren alle Beiträge.');
  expect(await axeViolations(page)).toEqual([]);
});

test('the address and the title follow the page in view, and a reload lands on that page', async ({ page }) => {
  // Two full loads of the archive and a scroll through page 1: about 20 s alone, over 30 s on a busy CI machine.
  test.slow();
  await page.goto('/blog/');
  await elementsSettled(page);
  const entries = await page.evaluate(() => history.length);
  await scrollUntil(page, async () => (await itemCount(page)) > 6);
  expect(await itemCount(page)).toBeGreaterThan(6);
  // Bring the first item of page 2 to the top half of the window.
  await page
    .locator('ws-blog-feed > article')
    .nth(6)
    .evaluate((item) => item.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, 10);
  await page.waitForURL('**/blog/page/2/');
  // The title says so too, as the server's own page 2 does.
  await expect(page).toHaveTitle(/^Ratgeber & Blog – Seite 2 – /);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  const secondPageFirst = (await titles(page))[6];
  await page.reload();
  await elementsSettled(page);
  expect((await titles(page))[0]).toBe(secondPageFirst);
});

test('the home page: load more with the keyboard, focus goes to the first new post', async ({ page }) => {
  await page.goto('/');
  await elementsSettled(page);
  const button = page.getByRole('button', { name: 'Weitere Beiträge laden' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('ws-blog-feed > article').count()).toBe(12);
  await expect(page.locator('ws-blog-feed > article').nth(6)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await axeViolations(page)).toEqual([]);
});
