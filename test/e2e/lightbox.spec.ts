// <ws-lightbox> on the built demo: the blog post's deep link into the gallery, keyboard
// and swipe, no layout shift, no CSP violation (the fixture fails a test on any), nothing from
// YouTube before marketing is accepted in the viewer, and the player gone again when it is
// withdrawn. Without JavaScript every item is a plain link to its file.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { galleryRepairs, timeLapseVideo, workshopTourVideo } from '../../demo/content/gallery.ts';
import { findPost } from '../../demo/blog.ts';
import { postImageUrl } from '../../demo/pages/parts.ts';
import { galleryLinks } from '../../demo/pages/gallery.ts';
import { axeViolations, elementsSettled, expect, test, visitorChose } from './fixtures.ts';

/** The post that links to the third gallery item (demo/content/posts-1.ts). */
const POST_SLUG = 'kunststoffreparatur-stossfaenger-statt-neuteil';
const POST = `/blog/${POST_SLUG}/`;
const ITEMS = galleryLinks();
const ITEM_COUNT = ITEMS.length;
const YOUTUBE_NUMBER = ITEMS.findIndex((item) => item.href === workshopTourVideo.href) + 1;
const VIDEO_NUMBER = ITEMS.findIndex((item) => item.href === timeLapseVideo.src) + 1;
/** Hosts of the video services: none may be asked before marketing is accepted. */
const VIDEO_SERVICE_HOST = /youtube|youtu\.be|ytimg|googlevideo|vimeo/;

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Bildergalerie' });
const viewerStatus = (page: Page) => viewer(page).getByRole('status');
/** A demo picture's address without the version the page gives it (demo/static.ts, versionImageUrls). */
const withoutVersion = (href: string | null) => href?.replace(/\?v=[\w-]{10}$/, '');
const itemLink = (page: Page, number: number) => page.locator(`ws-lightbox a[href^="${ITEMS[number - 1]!.href}"]`);
const hashOf = (page: Page) => new URL(page.url()).hash;

/** The layout shift of the page so far, read by a buffered PerformanceObserver (shifts right after input do not count). */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const entries: Shift[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own: give it time, then read what is left.
        setTimeout(() => {
          entries.push(...(observer.takeRecords() as Shift[]));
          observer.disconnect();
          const counted = entries.filter((entry) => !entry.hadRecentInput);
          resolve({
            total: counted.reduce((sum, entry) => sum + entry.value, 0),
            moved: counted.flatMap((entry) =>
              entry.sources.map(
                (source) =>
                  `${source.node instanceof Element ? source.node.localName : source.node?.nodeName} ${source.previousRect.y}->${source.currentRect.y}`,
              ),
            ),
          });
        }, 100);
      }),
  );
}

/** A finger moving across the screen: real touch input (Chromium makes touch and pointer events of it). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const STEPS = 8;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= STEPS; step += 1) {
    const point = { x: from.x + ((to.x - from.x) * step) / STEPS, y: from.y + ((to.y - from.y) * step) / STEPS };
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test.describe('gallery page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every item is a link to its file with a picture of fixed size; the files answer with their types', async ({
    page,
    request,
  }) => {
    await page.goto('/galerie/');
    const links = page.locator('ws-lightbox a[data-title]');
    await expect(links).toHaveCount(ITEM_COUNT);
    // At least eight photos (the issue), one video of our own, one YouTube link.
    expect(galleryRepairs.length * 2).toBeGreaterThanOrEqual(8);
    for (const [index, item] of ITEMS.entries()) {
      const link = links.nth(index);
      expect(withoutVersion(await link.getAttribute('href'))).toBe(item.href);
      await expect(link).toHaveAttribute('data-caption', item.caption);
      const picture = link.locator('img');
      await expect(picture).toHaveAttribute('width', '1200');
      await expect(picture).toHaveAttribute('height', '675');
      await expect(picture).toHaveAttribute('alt', /\S/);
      expect((await request.get(item.thumbnail)).headers()['content-type']).toBe('image/svg+xml');
      if (item.href.startsWith('/')) {
        const type = (await request.get(item.href)).headers()['content-type'];
        expect(type, item.href).toBe(item.href.endsWith('.webm') ? 'video/webm' : 'image/svg+xml');
      }
    }
    // The YouTube link goes to YouTube itself; its picture is our own.
    await expect(links.nth(YOUTUBE_NUMBER - 1)).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
    );
    await expect(links.nth(YOUTUBE_NUMBER - 1).locator('img')).toHaveAttribute('src', /^\/images\//);
  });

  test('a post: its picture links to the full file', async ({ page }) => {
    await page.goto(POST);
    const link = page.locator(
      `ws-lightbox[gallery="post-${POST_SLUG}"] a[href^="${postImageUrl(findPost(POST_SLUG)!)}?v="]`,
    );
    await expect(link.locator('img')).toBeVisible();
  });
});

test.describe('lightbox on the demo', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // A returning visitor who denied everything: the banner stays closed, marketing is off.
    await visitorChose(context, baseURL!);
  });

  test('the post’s link opens the gallery on item 3, with its title and the status', async ({ page }) => {
    await page.goto(POST);
    await page.getByRole('link', { name: /Vorher-Bild eines gerissenen Stoßfängers/ }).click();
    await expect(page).toHaveURL(/\/galerie\/#galerie\/3$/);
    await expect(viewer(page)).toBeVisible();
    await expect(viewerStatus(page)).toHaveText(`Bild 3 von ${ITEM_COUNT}`);
    await expect(viewer(page).getByText(ITEMS[2]!.title, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a post’s picture opens in the viewer, as a gallery of its own; Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto(POST);
    await elementsSettled(page);
    const picture = page.locator(`ws-lightbox[gallery="post-${POST_SLUG}"] a.post__image-link`);
    await picture.click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewerStatus(page)).toHaveText('Bild 1 von 1');
    await expect(viewer(page).getByText(findPost(POST_SLUG)!.title, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(picture).toBeFocused();
  });

  test('keyboard: Enter opens, arrows move (the address follows), Escape closes and focus returns to the link', async ({
    page,
  }) => {
    await page.goto('/galerie/');
    await elementsSettled(page);
    await itemLink(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(viewer(page)).toBeVisible();
    await expect(viewerStatus(page)).toHaveText(`Bild 2 von ${ITEM_COUNT}`);
    await expect.poll(() => hashOf(page)).toBe('#galerie/2');
    await page.keyboard.press('ArrowRight');
    await expect(viewerStatus(page)).toHaveText(`Bild 3 von ${ITEM_COUNT}`);
    await expect.poll(() => hashOf(page)).toBe('#galerie/3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewerStatus(page)).toHaveText(`Bild 1 von ${ITEM_COUNT}`);
    // The first item has no previous one.
    await expect(viewer(page).getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await viewer(page).getByRole('button', { name: 'Weiter' }).click();
    await viewer(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(viewerStatus(page)).toHaveText(`Bild 3 von ${ITEM_COUNT}`);
    await viewer(page).getByRole('button', { name: 'Zurück' }).click();
    await expect(viewerStatus(page)).toHaveText(`Bild 2 von ${ITEM_COUNT}`);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(itemLink(page, 2)).toBeFocused();
    await expect.poll(() => hashOf(page)).not.toMatch(/^#galerie\//);
  });

  test('every item shows without an error, and nothing leaves the page before consent', async ({ page, outside }) => {
    await page.goto('/galerie/#galerie/1');
    await expect(viewerStatus(page)).toHaveText(`Bild 1 von ${ITEM_COUNT}`);
    for (let number = 2; number <= ITEM_COUNT; number += 1) {
      await page.keyboard.press('ArrowRight');
      // A video is called one ("Video 7 von 9"), a picture "Bild".
      const word = number === YOUTUBE_NUMBER || number === VIDEO_NUMBER ? 'Video' : 'Bild';
      await expect(viewerStatus(page)).toHaveText(`${word} ${number} von ${ITEM_COUNT}`);
      await expect(viewer(page).getByRole('alert')).toHaveCount(0);
    }
    // The last item is the YouTube tour: the consent placeholder, no player.
    expect(YOUTUBE_NUMBER).toBe(ITEM_COUNT);
    await expect(viewer(page).locator('.ws-consent-placeholder')).toBeVisible();
    await expect(viewer(page).locator('iframe')).toHaveCount(0);
    expect(outside.list).toEqual([]);
  });

  test('the time-lapse plays from our own server', async ({ page, outside }) => {
    await page.goto(`/galerie/#galerie/${VIDEO_NUMBER}`);
    const video = viewer(page).locator('video');
    await expect(video).toHaveAttribute('src', new URL(timeLapseVideo.src, page.url()).href);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
    expect(outside.list).toEqual([]);
  });

  test('YouTube: nothing before consent; "Marketing akzeptieren" in the viewer brings the nocookie player; withdrawing takes it away', async ({
    page,
    outside,
  }) => {
    await page.goto(`/galerie/#galerie/${YOUTUBE_NUMBER}`);
    await expect(viewerStatus(page)).toHaveText(`Video ${YOUTUBE_NUMBER} von ${ITEM_COUNT}`);
    const placeholder = viewer(page).locator('.ws-consent-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText('YouTube');
    expect(outside.list.filter((entry) => VIDEO_SERVICE_HOST.test(entry))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await placeholder.getByRole('button', { name: 'Marketing akzeptieren' }).click();
    const player = viewer(page).locator('iframe');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await expect.poll(() => outside.hosts()).toContain('www.youtube-nocookie.com');
    expect(
      outside.list.filter(
        (entry) => VIDEO_SERVICE_HOST.test(entry) && !entry.startsWith('www.youtube-nocookie.com/embed/'),
      ),
    ).toEqual([]);

    await page.evaluate(() => window.cmplz_set_consent!('marketing', 'deny'));
    await expect(player).toHaveCount(0);
    await expect(viewer(page).locator('.ws-consent-placeholder')).toBeVisible();
  });
});

test.describe('lightbox on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a swipe to the left shows the next item, to the right the previous one', async ({ page, context, baseURL }) => {
    await visitorChose(context, baseURL!);
    await page.goto('/galerie/#galerie/1');
    await expect(viewerStatus(page)).toHaveText(`Bild 1 von ${ITEM_COUNT}`);
    const middle = { x: 180, y: 370 };
    await swipe(page, { x: middle.x + 120, y: middle.y }, { x: middle.x - 120, y: middle.y + 10 });
    await expect(viewerStatus(page)).toHaveText(`Bild 2 von ${ITEM_COUNT}`);
    await expect.poll(() => hashOf(page)).toBe('#galerie/2');
    await swipe(page, { x: middle.x - 120, y: middle.y }, { x: middle.x + 120, y: middle.y - 10 });
    await expect(viewerStatus(page)).toHaveText(`Bild 1 von ${ITEM_COUNT}`);
    // Up and down is no swipe along a horizontal path.
    await swipe(page, { x: middle.x, y: middle.y - 150 }, { x: middle.x + 10, y: middle.y + 150 });
    await expect(viewerStatus(page)).toHaveText(`Bild 1 von ${ITEM_COUNT}`);
  });
});

test.describe('no layout shift', () => {
  for (const width of [360, 1280]) {
    for (const path of ['/galerie/', POST]) {
      test(`${path} at ${width} px: CLS 0 while loading, upgrading and scrolling through`, async ({
        page,
        context,
        baseURL,
      }) => {
        await visitorChose(context, baseURL!);
        await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
        await page.goto(path);
        await elementsSettled(page);
        // Down the page and back, so every lazy picture loads.
        await page.evaluate(async () => {
          for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
            window.scrollTo({ top, behavior: 'instant' });
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        });
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        const shift = await layoutShift(page);
        expect(shift.total, shift.moved.join('; ')).toBe(0);
      });
    }
  }
});
