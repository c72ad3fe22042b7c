// <ws-sticky> on a built post: the sidebar's "Termin vereinbaren" box sticks below the
// sticky header while the post scrolls by, reports unstuck, stuck and bottomed, and on a phone sits
// after the post in the flow.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { expect, test, visitorChose } from './fixtures.ts';

const POST = '/blog/kunststoffreparatur-stossfaenger-statt-neuteil/';
const box = (page: Page) => page.locator('ws-sticky');
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

test.describe('a post on a desktop screen', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('the appointment box sticks below the header while the post scrolls by, then leaves with the post', async ({
    page,
  }) => {
    await page.goto(POST);
    await page.waitForFunction(() => window.wsShell?.status()['ws-sticky'] === 'mounted');
    await expect(box(page)).toHaveAttribute('data-state', 'unstuck');
    const header = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
    await scrollTo(page, 700);
    await expect(box(page)).toHaveAttribute('data-state', 'stuck');
    const top = await box(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.round(top - header)).toBe(16);
    await expect(box(page).getByRole('link', { name: 'Termin anfragen' })).toBeInViewport();
    await scrollTo(page, 100_000);
    await expect(box(page)).toHaveAttribute('data-state', 'bottomed');
    await scrollTo(page, 0);
    await expect(box(page)).toHaveAttribute('data-state', 'unstuck');
  });
});

test.describe('a post on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('the box comes after the post, in the flow, and never lies over it', async ({ page }) => {
    await page.goto(POST);
    const postBottom = await page
      .locator('article.post')
      .evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
    const boxTop = await box(page).evaluate((element) => element.getBoundingClientRect().top + scrollY);
    expect(boxTop).toBeGreaterThan(postBottom);
  });
});
