// The built demo as a visitor meets it, on two phones, a tablet and a desktop, on every page and in
// every state that matters: a first visit (the banner open, its settings open, the newsletter's
// time passing), a returning visitor (every control of the page), each off-canvas panel open, the
// menu open, search results open, and without JavaScript. What counts: no page scrolls sideways;
// every control is on screen when scrolled to, not covered at its centre and not inert; the
// controls of ws-* elements are at least 24 × 24 px; the banner's buttons are equal; the banner
// leaves most of a phone's screen free; the sticky header stays small; fixed layers cover no
// control; the revoke button is the last Tab stop. Screenshots: test-results/visitor/<page>-<width>-<state>.png.
import type {} from '../../shell/index.ts';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';
import { auditControls, emptyElementBoxes, fixedLayers, horizontalOverflow } from './visitor.ts';

// Inside Playwright's output folder (test-results/), which every e2e run starts afresh.
// Every check opens its own page: they run side by side on all workers, not one after another on one.
test.describe.configure({ mode: 'parallel' });

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/visitor/', import.meta.url));

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
  { name: 'galerie', path: '/galerie/' },
  { name: 'ablauf', path: '/ablauf/' },
  { name: 'blog', path: '/blog/' },
  { name: 'beitrag', path: 'first blog post' },
  { name: 'kategorie', path: '/blog/kategorie/reparatur/' },
  { name: 'kontakt', path: '/kontakt/' },
  { name: 'datenschutz', path: '/datenschutz/' },
  { name: 'shop', path: '/shop/' },
  { name: 'forum', path: '/forum/' },
  { name: 'impressum', path: '/impressum/' },
];

/** The banner's share of a 412 × 823 phone's screen, at most (its message and three buttons). */
const BANNER_MAX_SHARE_PHONE = 0.4;
/** Below this width the header is compact: logo, menu button and search in one small bar. */
const COMPACT_HEADER_BELOW_PX = 1024;
/** The compact sticky header's share of the screen's height, at most. */
const HEADER_MAX_SHARE_COMPACT = 0.12;

async function open(page: Page, path: string, settle = true): Promise<void> {
  let target = path;
  if (path === 'first blog post') {
    await page.goto('/blog/');
    target = (await page.locator('main .post-card a').first().getAttribute('href'))!;
  }
  const response = await page.goto(target);
  expect(response?.status(), `${target} answers`).toBe(200);
  if (settle) await elementsSettled(page);
  // The site scrolls smoothly, and elementsSettled's trip back up may still be under way: jump there.
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
}

/** Until no animation runs (a panel sliding in), so boxes are measured where they come to rest. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // document.getAnimations() leaves out shadow trees: ask every shadow root as well.
    const roots: Array<Document | ShadowRoot> = [
      document,
      ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : [])),
    ];
    // A scroll-driven animation (the parallax picture) runs as long as the page can scroll: it never ends, and moves nothing by itself.
    const timed = (animation: Animation) => animation.timeline instanceof DocumentTimeline;
    return roots.every((root) =>
      root.getAnimations().every((animation) => animation.playState !== 'running' || !timed(animation)),
    );
  });
}

/** The header's parts (logo, "Menü" or the link row, search) that overflow their box or lie on each other. */
async function overlappingHeaderParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = ['.site-logo', '.site-menu__button', '.site-nav__row', '.site-search']
      .map((selector) => ({ selector, box: document.querySelector(selector)?.getBoundingClientRect() }))
      .filter((part): part is { selector: string; box: DOMRect } =>
        Boolean(part.box && part.box.width > 0 && part.box.height > 0),
      );
    const overlaps: string[] = [];
    for (const { selector } of parts) {
      const part = document.querySelector(selector)!;
      if (part.scrollWidth > part.clientWidth + 1)
        overlaps.push(`${selector}: its content is ${part.scrollWidth - part.clientWidth} px wider than its box`);
    }
    for (const [index, a] of parts.entries()) {
      for (const b of parts.slice(index + 1)) {
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 1 && height > 1)
          overlaps.push(`${a.selector} and ${b.selector}: ${Math.round(width)} × ${Math.round(height)} px`);
      }
    }
    return overlaps;
  });
}

async function noSidewaysScrolling(page: Page, state: string): Promise<void> {
  const { overflow, culprits } = await horizontalOverflow(page);
  expect
    .soft(overflow, `${state}: document wider than the viewport by ${overflow} px: ${culprits.join('; ')}`)
    .toBeLessThanOrEqual(0);
}

async function controlsReachable(page: Page, state: string, roots: string, sizeOnlyInWs = true): Promise<void> {
  expect.soft(await auditControls(page, { roots, sizeOnlyInWs }), `${state}: controls under ${roots}`).toEqual([]);
}

function shot(page: Page, name: string, width: number, state: string, fullPage = false): Promise<Buffer> {
  return page.screenshot({ path: `${SCREENSHOTS}${name}-${width}-${state}.png`, fullPage });
}

/** The banner's visible buttons (the layer on show), with their sizes. */
async function bannerButtons(page: Page): Promise<Array<{ name: string; width: number; height: number }>> {
  return page.locator('ws-consent-banner button:visible').evaluateAll((buttons) =>
    buttons
      .filter((button) => !button.matches('[part~="revoke"]'))
      .map((button) => {
        const box = button.getBoundingClientRect();
        return { name: button.textContent!.trim(), width: Math.round(box.width), height: Math.round(box.height) };
      }),
  );
}

async function bannerShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const host = document.querySelector('ws-consent-banner');
    const boxes = [...(host?.shadowRoot?.querySelectorAll('.banner, [role="region"], dialog') ?? [])]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getBoundingClientRect());
    const area = Math.max(
      0,
      ...boxes.map((box) => box.width * Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))),
    );
    return area / (document.documentElement.clientWidth * innerHeight);
  });
}

async function headerFits(page: Page, width: number, height: number, state: string): Promise<void> {
  const header = page.locator('header.site-header');
  const box = (await header.boundingBox())!;
  if (width < COMPACT_HEADER_BELOW_PX) {
    expect
      .soft(box.height, `${state}: the compact header takes ${Math.round(box.height)} px of ${height}`)
      .toBeLessThanOrEqual(height * HEADER_MAX_SHARE_COMPACT);
    await expect
      .soft(
        header.getByRole('button', { name: 'Menü' }).or(header.locator('summary', { hasText: 'Menü' })),
        `${state}: a menu button`,
      )
      .toBeVisible();
    return;
  }
  // A wide screen has room for logo, navigation and search in one row: nothing wraps below the logo.
  const rows = await header.evaluate((el) => {
    const logo = el.querySelector('.site-logo')!.getBoundingClientRect();
    const below = [...el.querySelectorAll('a[href], button, ws-live-search')]
      .filter((control) => control.checkVisibility() && control.getBoundingClientRect().height > 1)
      .filter((control) => control.getBoundingClientRect().top >= logo.bottom - 1)
      .map((control) => control.textContent?.trim() || control.localName);
    return below;
  });
  expect.soft(rows, `${state}: header controls on a second row below the logo`).toEqual([]);
}

for (const screen of SCREENS) {
  const { width, height, phone } = screen;
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    for (const { name, path } of PAGES) {
      test(`${name}, first visit: the banner's buttons on screen, equal and free, the banner small, the header compact`, async ({
        page,
      }) => {
        await open(page, path);
        await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
        await shot(page, name, width, 'banner', true);
        await noSidewaysScrolling(page, 'first visit');
        await controlsReachable(page, 'first visit', 'ws-consent-banner');

        const buttons = await bannerButtons(page);
        expect(buttons.length).toBeGreaterThanOrEqual(2);
        // Accepting must not be easier to reach than declining or choosing: every button of one size.
        const sizes = new Set(buttons.map((button) => `${button.width} × ${button.height}`));
        expect.soft([...sizes], `banner buttons of one size: ${JSON.stringify(buttons)}`).toHaveLength(1);
        const share = await bannerShare(page);
        test.info().annotations.push({
          type: 'banner share',
          description: `${Math.round(share * 1000) / 10} % of ${width} × ${height}`,
        });
        // The measure: a 412 × 823 phone; the smaller phone is printed, its text wraps more.
        if (phone && width >= 412)
          expect.soft(share, 'share of the phone screen the banner covers').toBeLessThanOrEqual(BANNER_MAX_SHARE_PHONE);
        await headerFits(page, width, height, 'first visit');
      });

      test(`${name}, returning visitor: every control reachable, every panel's controls free`, async ({
        page,
        context,
        baseURL,
      }) => {
        await visitorChose(context, baseURL!);
        await open(page, path);
        await shot(page, name, width, 'returning', true);
        await noSidewaysScrolling(page, 'returning visitor');
        await controlsReachable(page, 'returning visitor', 'body');
        // Fixed layers may not sit on each other: the revoke button stays clear of the header and of bars.
        const layers = await fixedLayers(page);
        expect(layers.length, 'the sticky header and the revoke button are there').toBeGreaterThanOrEqual(2);

        for (const id of await page
          .locator('ws-offcanvas[id]')
          .evaluateAll((panels) => panels.map((panel) => panel.id))) {
          const state = `panel #${id} open`;
          await page.evaluate((panelId) => (location.hash = `#awb-open-oc__${panelId}`), id);
          await expect(page.locator(`ws-offcanvas#${id}`)).toHaveAttribute('data-open', '');
          await animationsDone(page);
          await shot(page, name, width, `panel-${id}`);
          await noSidewaysScrolling(page, state);
          await controlsReachable(page, state, `ws-offcanvas#${id}`);
          await page.evaluate((panelId) => (location.hash = `#awb-close-oc__${panelId}`), id);
          await expect(page.locator(`ws-offcanvas#${id}`)).not.toHaveAttribute('data-open', '');
          await animationsDone(page);
        }

        if (width < COMPACT_HEADER_BELOW_PX) {
          const menu = page
            .locator('header.site-header')
            .getByRole('button', { name: 'Menü' })
            .or(page.locator('header.site-header summary', { hasText: 'Menü' }));
          await expect(menu, 'a menu button in the compact header').toBeVisible();
          await menu.click();
          // The phone menu's code comes once it shows (<ws-vertical-menu>): checked with its arrows.
          expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-vertical-menu'))).toBe('mounted');
          await animationsDone(page);
          await shot(page, name, width, 'menu');
          await noSidewaysScrolling(page, 'menu open');
          await controlsReachable(page, 'menu open', 'header.site-header', false);
        }
      });
    }

    test('search results open: the panel and its results on screen and free', async ({ page, context, baseURL }) => {
      await visitorChose(context, baseURL!);
      await open(page, '/');
      await page.getByRole('button', { name: 'Suche öffnen' }).click();
      await page.getByRole('combobox', { name: 'Website durchsuchen' }).fill('Lack');
      await expect(page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option').first()).toBeVisible();
      await shot(page, 'suche', width, 'results');
      await noSidewaysScrolling(page, 'search open');
      const problems = await auditControls(page, { roots: 'ws-live-search', sizeOnlyInWs: true });
      expect(problems, 'search controls').toEqual([]);
    });

    test('the lightbox open on a picture, the video and the YouTube item: the item fits, every control on screen and free', async ({
      page,
      context,
      baseURL,
    }) => {
      await visitorChose(context, baseURL!);
      // Items 3 (a picture), 15 (the time-lapse) and 16 (YouTube: placeholder or player, as the visitor chose).
      await open(page, '/galerie/#galerie/3');
      for (const item of [3, 15, 16]) {
        // The address moves the open viewer (a same-page hash change, no new load).
        await page.evaluate((hash) => (location.hash = hash), `#galerie/${item}`);
        const viewer = page.locator('ws-lightbox').locator('dialog[part="viewer"]');
        await expect(viewer.locator('.status')).toHaveText(new RegExp(`^(Bild|Video) ${item} von \\d+$`));
        await animationsDone(page);
        await shot(page, 'galerie', width, `lightbox-${item}`);
        await noSidewaysScrolling(page, `lightbox on item ${item}`);
        await controlsReachable(page, `lightbox on item ${item}`, 'dialog[part="viewer"]');
        // The item is scaled into the stage, never cut off by it (a picture once took the stage's width whatever its height).
        const overflow = await viewer.evaluate((dialog) => {
          const stage = dialog.querySelector('.stage')!.getBoundingClientRect();
          const media = dialog.querySelector('.slide > *')!.getBoundingClientRect();
          return Math.round(
            Math.max(
              stage.top - media.top,
              media.bottom - stage.bottom,
              stage.left - media.left,
              media.right - stage.right,
            ),
          );
        });
        expect.soft(overflow, `item ${item} sticks out of the stage by ${overflow} px`).toBeLessThanOrEqual(1);
      }
    });

    test("first visit, the banner's settings open: every category switch reachable", async ({ page }) => {
      await open(page, '/');
      // Phones keep the categories behind "Einstellungen"; wider screens show them at once.
      const settings = page.locator('ws-consent-banner').getByRole('button', { name: 'Einstellungen' });
      if (phone) await settings.click();
      await expect(page.locator('ws-consent-banner').getByRole('checkbox').first()).toBeVisible();
      await shot(page, 'start', width, 'banner-settings');
      await noSidewaysScrolling(page, 'banner settings');
      await controlsReachable(page, 'banner settings', 'ws-consent-banner');
    });

    test("first visit, the newsletter's time passes: the unanswered banner stays operable", async ({ page }) => {
      await page.clock.install();
      await open(page, '/');
      // Well past the home page's newsletter delay (20 s): an automatic popup would be open by now.
      await page.clock.fastForward(60_000);
      await animationsDone(page);
      await shot(page, 'start', width, 'banner-after-60s');
      await controlsReachable(page, 'banner after 60 s', 'ws-consent-banner');
    });

    test('returning visitor: the skip link is the first Tab stop, the revoke button the last', async ({
      page,
      context,
      baseURL,
    }) => {
      test.skip(phone && width < 412, 'one phone is enough for the order');
      await visitorChose(context, baseURL!);
      await open(page, '/impressum/');
      const stops: string[] = [];
      for (let press = 0; press < 80; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el && el !== document.body
            ? `${el.localName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
            : 'body';
        });
        if (stop === 'body' || stop === stops[0]) break;
        stops.push(stop);
      }
      // The first stops in the message: a failure on a slower machine says where focus went instead.
      expect(stops[0], `first Tab stop of ${stops.slice(0, 4).join(' | ')}`).toContain('Zum Inhalt springen');
      expect(stops.at(-1), `last Tab stop of ${stops.length}`).toContain('Einwilligung verwalten');
    });

    // The smallest phone too: a fallback form once scrolled sideways there only.
    if (width === 360 || width === 412 || width === 1366) {
      test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });
        for (const { name, path } of PAGES.filter((entry) => entry.path !== 'first blog post')) {
          test(`${name}: no empty boxes, the fallbacks work`, async ({ page }) => {
            await open(page, path, false);
            await shot(page, name, width, 'no-js', true);
            await noSidewaysScrolling(page, 'without JavaScript');
            expect.soft(await emptyElementBoxes(page), 'ws-* elements that show an empty box').toEqual([]);
            await controlsReachable(page, 'without JavaScript', 'body');
            await expect
              .soft(page.locator('ws-live-search').getByRole('searchbox').first(), 'a search field in the header')
              .toBeVisible();
            for (const quantity of await page.locator('ws-quantity').all()) {
              await expect.soft(quantity.getByRole('spinbutton'), 'a number field in every quantity box').toBeVisible();
            }
          });
        }
      });
    }
  });
}

// Larger text (WCAG 1.4.4, 1.4.10): the browser's default text at 150 % and 200 % (24 and 32 px), on
// the smallest phone WCAG names (320 px), a common phone and a desktop. Every page without sideways scrolling; on a first visit the banner's
// buttons on screen and free, its text column readable, and the sticky header small
// (docs/ACCESSIBILITY.md, "Breakpoints in em").
for (const { width, height, phone } of [{ width: 320, height: 640, phone: true }, SCREENS[0]!, SCREENS[3]!]) {
  for (const textPx of [24, 32]) {
    test.describe(`${width} px, text ${(textPx / 16) * 100} %`, () => {
      test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });
      test.beforeEach(async ({ page }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: textPx } });
      });

      test('every page, returning visitor: no sideways scrolling, the header small and none of its controls on another', async ({
        page,
        context,
        baseURL,
      }) => {
        // Thirteen pages in one test: more time than one page's test gets.
        test.slow();
        await visitorChose(context, baseURL!);
        for (const { name, path } of PAGES) {
          await open(page, path);
          await shot(page, name, width, `text-${textPx}`);
          await noSidewaysScrolling(page, `${name} at ${textPx} px text`);
          const header = (await page.locator('header.site-header').boundingBox())!;
          expect
            .soft(header.height, `${name}: the sticky header takes ${Math.round(header.height)} px of ${height}`)
            .toBeLessThanOrEqual(height * 0.25);
          // The same header on every page: once is enough ("Menü" once lay over the logo at 360 px).
          if (name === 'start') {
            await controlsReachable(page, `header at ${textPx} px text`, 'header.site-header');
            expect
              .soft(await overlappingHeaderParts(page), `header parts on each other at ${textPx} px text`)
              .toEqual([]);
          }
        }
      });

      test("first visit: the banner's buttons on screen and free, its text column readable", async ({ page }) => {
        await open(page, '/');
        await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
        await shot(page, 'start', width, `banner-text-${textPx}`);
        await noSidewaysScrolling(page, 'first visit');
        await controlsReachable(page, 'first visit', 'ws-consent-banner');
        // On a desktop the switches wait behind "Einstellungen" at larger text (docs/RULES.md#the-consent-banner).
        if (!phone)
          expect.soft(await bannerShare(page), 'share of the screen the banner covers').toBeLessThanOrEqual(0.6);
        const column = await page
          .locator('ws-consent-banner')
          .evaluate((host) => host.shadowRoot!.querySelector('.message')!.getBoundingClientRect().width);
        // Twenty characters of the text at the least: "Coo/kie-/Ein/stel…" once stood one syllable a line.
        expect
          .soft(column, 'the text column of the banner')
          .toBeGreaterThanOrEqual(Math.min(width * 0.6, 20 * textPx * 0.5));
      });
    });
  }
}
