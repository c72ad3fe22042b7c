// The built demo as a first-time visitor sees it on phones, a tablet and a desktop: no page scrolls
// sideways, the cookie banner's buttons are fully on screen, and the header's search results fit.
// Screenshots land in test-results/narrow/<page>-<width>.png for a person to look through.
import type {} from '../../shell/index.ts';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

// Inside Playwright's output folder (test-results/), which every e2e run starts afresh.
const SCREENSHOTS = fileURLToPath(new URL('../../test-results/narrow/', import.meta.url));

/** Two phones (emulated as phones, so an overflowing page widens the layout viewport as it does there), a tablet, a desktop. */
const SCREENS = [
  { width: 360, height: 740, phone: true },
  { width: 412, height: 823, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1366, height: 768, phone: false },
];

const PAGES = [
  { name: 'start', path: '/' },
  { name: 'leistungen', path: '/leistungen/' },
  { name: 'blog', path: '/blog/' },
  { name: 'post', path: 'first blog post' },
  { name: 'kontakt', path: '/kontakt/' },
  { name: 'datenschutz', path: '/datenschutz/' },
  { name: 'shop', path: '/shop/' },
  { name: 'forum', path: '/forum/' },
  { name: 'impressum', path: '/impressum/' },
];

/** Half a CSS pixel of rounding is not overflow. */
const TOLERANCE = 0.5;

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The visible part of the page (the visual viewport) in the coordinates of getBoundingClientRect. */
interface Screen {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

async function open(page: Page, path: string): Promise<void> {
  let target = path;
  if (path === 'first blog post') {
    await page.goto('/blog/');
    target = (await page.locator('main .post-card a').first().getAttribute('href'))!;
  }
  await page.goto(target);
  await elementsSettled(page);
  // The site scrolls smoothly, and elementsSettled's trip back up may still be under way: jump there.
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
}

/** How far the document reaches past the viewport's right edge, and the outermost elements that stick out. */
async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits: string[] = [];
    const describe = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    // Only the outermost element that sticks out is named: its children stick out because of it.
    const walk = (el: Element) => {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right > limit + 0.5 && getComputedStyle(el).position !== 'fixed') {
        const text = el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
        culprits.push(`${describe(el)} right=${Math.round(right)} "${text}"`);
        return;
      }
      // What a box clips (a table's scroll box) cannot widen the page.
      if (getComputedStyle(el).overflowX !== 'visible') return;
      for (const child of el.children) walk(child);
    };
    walk(document.body);
    // A word longer than its line sticks out of a box that itself fits.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right + window.scrollX;
      if (right > limit + 0.5) culprits.push(`text in ${describe(node.parentElement!)} right=${Math.round(right)} "${node.textContent!.trim().slice(0, 40)}"`);
    }
    return { overflow: root.scrollWidth - limit, culprits: culprits.slice(0, 6) };
  });
}

async function visibleArea(page: Page): Promise<Screen> {
  return page.evaluate(() => {
    const view = window.visualViewport!;
    const width = Math.min(view.width, document.documentElement.clientWidth);
    return { left: view.offsetLeft, top: view.offsetTop, right: view.offsetLeft + width, bottom: view.offsetTop + view.height };
  });
}

/** The boxes of the given elements (reached through shadow roots by the caller's locator). */
async function boxesOf(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((el) => {
      const rect = el.getBoundingClientRect();
      return { name: el.textContent?.trim() ?? el.localName, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    }),
  );
}

function outside(box: Box, screen: Screen): string | undefined {
  const round = (n: number) => Math.round(n * 10) / 10;
  const sides = [
    box.left < screen.left - TOLERANCE && `left ${round(box.left)} < ${round(screen.left)}`,
    box.right > screen.right + TOLERANCE && `right ${round(box.right)} > ${round(screen.right)}`,
    box.top < screen.top - TOLERANCE && `top ${round(box.top)} < ${round(screen.top)}`,
    box.bottom > screen.bottom + TOLERANCE && `bottom ${round(box.bottom)} > ${round(screen.bottom)}`,
  ].filter(Boolean);
  return sides.length ? `"${box.name}": ${sides.join(', ')}` : undefined;
}

for (const screen of SCREENS) {
  test.describe(`${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.phone, hasTouch: screen.phone });

    for (const { name, path } of PAGES) {
      test(`${name}: first visit, no sideways scrolling, the banner's buttons on screen`, async ({ page }) => {
        await open(page, path);
        const banner = page.locator('ws-consent-banner').getByRole('region', { name: 'Cookie-Einstellungen' });
        await expect(banner).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOTS}${name}-${screen.width}.png`, fullPage: true });

        const { overflow, culprits } = await horizontalOverflow(page);
        expect.soft(overflow, `document wider than the viewport by ${overflow} px: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);

        const buttons = await boxesOf(page, 'ws-consent-banner .buttons button');
        expect(buttons.length).toBeGreaterThanOrEqual(2);
        const area = await visibleArea(page);
        expect.soft(buttons.map((box) => outside(box, area)).filter(Boolean), 'banner buttons outside the visible area').toEqual([]);
        // Accepting must not be easier to reach than declining: both buttons of equal size.
        const [accept, deny] = buttons;
        const size = (box: Box) => [Math.round(box.right - box.left), Math.round(box.bottom - box.top)];
        expect.soft(size(deny!), `"${deny!.name}" sized like "${accept!.name}"`).toEqual(size(accept!));
      });
    }

    test('search results in the header lie inside the viewport', async ({ page, context, baseURL }) => {
      // A visitor who already chose: the screenshot then shows the panel, not the banner over it.
      await visitorChose(context, baseURL!);
      await open(page, '/');
      await page.getByRole('button', { name: 'Suche öffnen' }).click();
      await page.getByRole('combobox', { name: 'Website durchsuchen' }).fill('Lack');
      const results = page.getByRole('listbox', { name: 'Suchergebnisse' });
      await expect(results.getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}search-${screen.width}.png` });

      const [panel] = await boxesOf(page, 'ws-live-search .panel');
      const area = await visibleArea(page);
      expect(outside({ ...panel!, name: 'search panel' }, area)).toBeUndefined();
      const { overflow } = await horizontalOverflow(page);
      expect(overflow, 'the open panel widens the page').toBeLessThanOrEqual(0);
    });
  });
}
