// Responsive typography on the built demo: the headings' sizes come from CSS alone (the
// theme's settings after dist/ws.css in the page's head), scale between a phone and the site width,
// and are the same without JavaScript.
import { fontPxAt } from '../../shell/typography.ts';
import { SITE_TYPOGRAPHY } from '../../demo/preload.ts';
import { expect, test } from './fixtures.ts';

const headingSizes = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ['h1', 'h2'].map((tag) => parseFloat(getComputedStyle(document.querySelector(`main ${tag}`)!).fontSize)),
  );

for (const width of [360, 768, 1366]) {
  test(`at ${width} px the services page's headings have the typography's sizes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/leistungen/');
    const [h1, h2] = await headingSizes(page);
    expect(Math.abs(h1! - fontPxAt(width, SITE_TYPOGRAPHY.sizesPx.h1, SITE_TYPOGRAPHY)), `h1 ${h1}`).toBeLessThan(0.1);
    expect(Math.abs(h2! - fontPxAt(width, SITE_TYPOGRAPHY.sizesPx.h2, SITE_TYPOGRAPHY)), `h2 ${h2}`).toBeLessThan(0.1);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  test('the same sizes: no script takes part', async ({ page }) => {
    await page.goto('/leistungen/');
    const [h1] = await headingSizes(page);
    expect(Math.abs(h1! - fontPxAt(360, SITE_TYPOGRAPHY.sizesPx.h1, SITE_TYPOGRAPHY))).toBeLessThan(0.1);
    expect(h1).toBeLessThan(SITE_TYPOGRAPHY.sizesPx.h1);
  });
});
