// Lazy loading on the built demo: the page builder's data-src and data-bg markup on the
// gallery loads when it comes near, through a chunk that no other page fetches; on every page
// nothing in the first screen is lazy, and the pictures below it are (loading="lazy" or held).
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

const PAGES = [
  '/',
  '/leistungen/',
  '/galerie/',
  '/ablauf/',
  '/blog/',
  '/blog/kunststoffreparatur-stossfaenger-statt-neuteil/',
  '/kontakt/',
  '/shop/',
];
const lazyChunkLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('lazy-media')));

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

test("the gallery's workshop pictures load when they come near, not before; the band gets its background", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/galerie/');
  await elementsSettled(page);
  expect(await lazyChunkLoaded(page)).toBe(true);
  const pictures = page.locator('.workshop-pictures__grid img[data-src]');
  await expect(pictures).toHaveCount(3);
  for (const picture of await pictures.all()) await expect(picture).not.toHaveAttribute('src', /./);
  await page.locator('.workshop-pictures').scrollIntoViewIfNeeded();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('data-ws-lazy', 'loaded');
    await expect
      .poll(() =>
        picture.evaluate(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
    // data-sizes="auto": the laid-out width.
    const width = await picture.evaluate((image) => Math.ceil((image as HTMLImageElement).offsetWidth));
    await expect(picture).toHaveAttribute('sizes', `${width}px`);
  }
  await expect(page.locator('.workshop-pictures__band')).toHaveCSS(
    'background-image',
    /\/images\/services\/unfallinstandsetzung\.svg/,
  );
});

for (const path of ['/', '/kontakt/', '/blog/']) {
  test(`${path}: no lazy-loading chunk on a page without such markup (the consent-marked analytics script does not count)`, async ({
    page,
  }) => {
    await page.goto(path);
    await elementsSettled(page);
    expect(await lazyChunkLoaded(page)).toBe(false);
  });
}

for (const width of [412, 1366]) {
  test(`${width} px: nothing in the first screen is lazy; pictures three screens below it and further are`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const wrong: string[] = [];
    for (const path of PAGES) {
      // As served and laid out at the top, before any element's code had a reason to change a
      // picture's loading (a slider eager for its next slide once it is near, for one).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      wrong.push(
        ...(await page.evaluate((where) => {
          const found: string[] = [];
          for (const media of document.querySelectorAll<HTMLImageElement | HTMLIFrameElement>('img, iframe')) {
            // Pictures of the consent blocker's placeholders and <noscript> copies are not the page's.
            // The slider loads its next slides itself, just before they show.
            if (
              media.closest('[data-category], noscript, ws-slider > :not(:first-child)') ||
              !media.checkVisibility({ opacityProperty: true, visibilityProperty: true })
            )
              continue;
            const box = media.getBoundingClientRect();
            // A slide beside the one shown (a row that scrolls sideways) is not on the first screen.
            if (box.left >= innerWidth || box.right <= 0) continue;
            const top = box.top + window.scrollY;
            const lazy =
              media.getAttribute('loading') === 'lazy' ||
              media.hasAttribute('data-src') ||
              media.hasAttribute('data-srcset');
            const name = `${where} <${media.localName} ${media.getAttribute('src') ?? media.getAttribute('data-src')}>`;
            if (top < innerHeight && lazy) found.push(`${name} is lazy in the first screen`);
            // Between one and three screens down either is fine: the server cannot know the screen.
            if (top > innerHeight * 3 && !lazy) found.push(`${name} loads with the page, ${Math.round(top)} px down`);
          }
          return found;
        }, path)),
      );
    }
    expect(wrong).toEqual([]);
  });
}
