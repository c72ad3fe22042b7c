// Known services held at the source on real WordPress (wordpress/ws/includes/known-services.php):
// what the test site's other plugins, theme, widgets and authors send out (wordpress/local/
// demo-site.php, content.ts: gtag.js with its inline configuration, a Google Fonts stylesheet and a
// preconnect, a Meta Pixel in a Custom HTML widget, YouTube and Vimeo pasted as addresses, an
// unmarked Google Maps frame) reaches the browser as consent markup: not one request leaves before
// the visitor agrees, each service loads once for the category it waits for, and withdrawing
// marketing keeps the marketing services away on the next page.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test, type OutsideRequests } from '../e2e/fixtures.ts';

const PAGES = ['/', '/medien/', '/kontakt/', '/blog/', '/hagelschaden-ohne-lackieren/'];
const VIEWPORTS = [
  { width: 360, height: 800 },
  { width: 1366, height: 768 },
];

/** Each service of the test site, and the `host/path` its one request goes to (outside.list entries). */
const SERVICES = [
  { name: 'Google Analytics (gtag.js)', request: 'www.googletagmanager.com/gtag/js' },
  { name: 'Google Fonts', request: 'fonts.googleapis.com/css2' },
  { name: 'Meta Pixel', request: 'connect.facebook.net/en_US/fbevents.js' },
  { name: 'YouTube', request: 'www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  { name: 'Vimeo', request: 'player.vimeo.com/video/76979871' },
  { name: 'Google Maps', request: 'www.google.com/maps/embed' },
] as const;
const MARKETING_HOSTS = [
  'connect.facebook.net',
  'www.facebook.com',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'www.google.com',
];

interface TestWindow {
  __gtagConfigRuns?: string[];
  __thirdPartyRan?: number;
  fbq?: unknown;
}

async function settle(page: Page): Promise<void> {
  await elementsSettled(page);
  await page.waitForLoadState('networkidle');
}

/** Each frame of the page: where it waits (data-src) and what it loads ('' while held). */
const frameState = (page: Page) =>
  page
    .locator('iframe')
    .evaluateAll((frames) =>
      frames.map((frame) => ({ held: frame.getAttribute('data-src') ?? '', src: frame.getAttribute('src') ?? '' })),
    );

/**
 * Brings every frame of the page near the viewport (WordPress gives embeds loading="lazy"), then
 * waits until no new outside request came for a second. (Not `networkidle`: once frames navigate
 * after the page's load, Playwright does not report the page idle again.)
 */
async function showFrames(page: Page, outside: OutsideRequests): Promise<void> {
  for (const frame of await page.locator('iframe').all())
    await frame.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let seen = -1;
  await expect
    .poll(
      () => {
        const quiet = outside.list.length === seen;
        seen = outside.list.length;
        return quiet;
      },
      { intervals: [1000] },
    )
    .toBe(true);
}

const requestsOf = (list: string[], request: string) => list.filter((entry) => entry.startsWith(request)).length;

/**
 * What the server sent, read as the browser's parser reads it (noscript content as elements, as a
 * browser without JavaScript sees it): every tag that would fetch from another host.
 */
async function servedMarkup(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const outside = (value: string | null) => {
      if (!value) return false;
      try {
        const url = new URL(value, 'http://127.0.0.1/');
        return url.hostname !== '127.0.0.1' && url.hostname !== 'localhost';
      } catch {
        return false;
      }
    };
    const fetching = [
      ...[
        ...doc.querySelectorAll('script[src], iframe[src], img[src], source[src], audio[src], video[src], embed[src]'),
      ].filter((el) => outside(el.getAttribute('src'))),
      ...[...doc.querySelectorAll('img[srcset], source[srcset]')].filter((el) =>
        (el.getAttribute('srcset') ?? '').split(',').some((part) => outside(part.trim().split(/\s+/)[0] ?? '')),
      ),
      ...[...doc.querySelectorAll('link[href]')].filter(
        (el) =>
          /\b(stylesheet|preconnect|dns-prefetch|preload|prefetch|modulepreload|icon)\b/i.test(
            el.getAttribute('rel') ?? '',
          ) && outside(el.getAttribute('href')),
      ),
    ].map((el) => el.outerHTML.slice(0, 200));
    const script = (el: Element | undefined) =>
      el && {
        type: el.getAttribute('type'),
        category: el.getAttribute('data-category'),
        src: el.getAttribute('src'),
        dataSrc: el.getAttribute('data-src'),
      };
    const scripts = [...doc.querySelectorAll('script')];
    return {
      fetching,
      gtag: script(
        scripts.find((el) =>
          (el.getAttribute('data-src') ?? el.getAttribute('src') ?? '').includes('googletagmanager.com/gtag/js'),
        ),
      ),
      gtagConfig: script(scripts.find((el) => el.textContent!.includes("gtag('config'"))),
      pixel: script(scripts.find((el) => el.textContent!.includes("fbq('init'"))),
      font: [...doc.querySelectorAll('link')]
        .filter((el) =>
          (el.getAttribute('data-href') ?? el.getAttribute('href') ?? '').includes('fonts.googleapis.com/css2'),
        )
        .map((el) => ({
          rel: el.getAttribute('rel'),
          href: el.getAttribute('href'),
          category: el.getAttribute('data-category'),
        })),
      fontHints: [...doc.querySelectorAll('link')]
        .filter(
          (el) =>
            /preconnect|dns-prefetch/i.test(el.getAttribute('rel') ?? '') &&
            /fonts\.(gstatic|googleapis)\.com/.test(el.getAttribute('href') ?? ''),
        )
        .map((el) => el.outerHTML),
      frames: [...doc.querySelectorAll('iframe')].map((el) => ({
        src: el.getAttribute('src'),
        dataSrc: el.getAttribute('data-src'),
        category: el.getAttribute('data-category'),
      })),
    };
  }, html);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: the site-wide services arrive as consent markup, and not one request leaves before consent`, async ({
        page,
        outside,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const served = await servedMarkup(page, await response!.text());
        await settle(page);
        await showFrames(page, outside);
        expect(outside.list).toEqual([]);
        await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();

        expect(served.fetching, 'tags that fetch from another host, as served').toEqual([]);
        expect(served.gtag).toEqual({
          type: 'text/plain',
          category: 'statistics',
          src: null,
          dataSrc: 'https://www.googletagmanager.com/gtag/js?id=G-WEBER2026',
        });
        expect(served.gtagConfig).toMatchObject({ type: 'text/plain', category: 'statistics', src: null });
        expect(served.pixel).toMatchObject({ type: 'text/plain', category: 'marketing', src: null });
        expect(served.font).toEqual([{ rel: 'stylesheet', href: null, category: 'preferences' }]);
        expect(served.fontHints).toEqual([]);
        if (path === '/medien/') {
          expect(served.frames).toEqual([
            {
              src: null,
              dataSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed',
              category: 'marketing',
            },
            {
              src: null,
              dataSrc: expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/),
              category: 'marketing',
            },
            {
              src: null,
              dataSrc: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/),
              category: 'marketing',
            },
          ]);
        }
        // The page as the browser has it now: still held.
        expect((await frameState(page)).filter((frame) => frame.src !== '')).toEqual([]);
        expect(await page.evaluate(() => (window as TestWindow).__thirdPartyRan)).toBeUndefined();
      });
    }
  });
}

test('"Statistiken" only: gtag.js loads once, its inline configuration runs once after it, nothing else leaves', async ({
  page,
  outside,
}) => {
  // Two page loads and a second of quiet after each.
  test.slow();
  await page.goto('/medien/');
  await settle(page);
  const banner = page.locator('ws-consent-banner');
  await banner.getByRole('checkbox', { name: /Statistiken/ }).check();
  await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(() => outside.list).toEqual(['www.googletagmanager.com/gtag/js']);
  await expect.poll(() => page.evaluate(() => (window as TestWindow).__gtagConfigRuns)).toEqual(['after-gtag']);
  await showFrames(page, outside);
  expect(outside.list).toEqual(['www.googletagmanager.com/gtag/js']);
  expect(outside.hosts()).toEqual(['www.googletagmanager.com']);
  expect(
    await page.evaluate(() => [(window as TestWindow).__thirdPartyRan, (window as TestWindow).__gtagConfigRuns]),
  ).toEqual([1, ['after-gtag']]);
  expect((await frameState(page)).map((frame) => frame.src)).toEqual(['', '', '']);
  expect(await page.evaluate(() => typeof (window as TestWindow).fbq)).toBe('undefined');

  // The next page knows the choice: the same, released while the page loads.
  outside.list.splice(0);
  await page.reload();
  await settle(page);
  await showFrames(page, outside);
  expect(outside.list).toEqual(['www.googletagmanager.com/gtag/js']);
  expect(
    await page.evaluate(() => [(window as TestWindow).__thirdPartyRan, (window as TestWindow).__gtagConfigRuns]),
  ).toEqual([1, ['after-gtag']]);
  expect((await frameState(page)).map((frame) => frame.src)).toEqual(['', '', '']);
});

test("a held embed's placeholder fills WordPress's 16:9 box: the page does not grow or move", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/medien/');
  await settle(page);
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('.wp-has-aspect-ratio .wp-block-embed__wrapper')].map((wrapper) => {
      const outer = wrapper.getBoundingClientRect();
      const inner = wrapper.querySelector('.ws-consent-placeholder')!.getBoundingClientRect();
      return [outer.width, outer.height, inner.width, inner.height].map(Math.round).join(' ');
    }),
  );
  // 364 px wide (412 less the theme's padding), 16:9.
  expect(boxes).toEqual(['364 205 364 205', '364 205 364 205']);
});

test('on a phone the pasted 600 px map never widens the page: held, it has the box its placeholder takes', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  // No request leaves the machine; the shell waits until the first paint has been looked at.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  let releaseShell = () => {};
  const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
  await page.route('**/dist/shell.js', async (route) => {
    await shellHeld;
    await route.continue();
  });
  const mapBox = () =>
    page.evaluate(() => {
      const map = document.querySelector('iframe[data-src*="google.com/maps"]')!;
      const shown = map.previousElementSibling?.matches('.ws-consent-placeholder') ? map.previousElementSibling : map;
      const box = shown.getBoundingClientRect();
      return { page: document.documentElement.scrollWidth, box: [box.width, box.height].map(Math.round).join(' ') };
    });
  await page.goto('/medien/', { waitUntil: 'domcontentloaded' });
  // Full width (412 less the theme's padding), the ratio of width="600" height="450".
  expect(await mapBox()).toEqual({ page: 412, box: '364 273' });
  releaseShell();
  await settle(page);
  expect(await mapBox()).toEqual({ page: 412, box: '364 273' });
  await context.close();
});

test('"Alle akzeptieren" on /medien/: each service is requested exactly once, the frames get their src', async ({
  page,
  outside,
}) => {
  test.slow();
  await page.goto('/medien/');
  await settle(page);
  await showFrames(page, outside);
  const before = SERVICES.map((service) => requestsOf(outside.list, service.request));
  expect(outside.list).toEqual([]);

  await page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => outside.hosts()).toContain('www.googletagmanager.com');
  await showFrames(page, outside);
  for (const service of SERVICES)
    await expect.poll(() => requestsOf(outside.list, service.request), service.name).toBeGreaterThan(0);
  await showFrames(page, outside);
  const after = SERVICES.map((service) => requestsOf(outside.list, service.request));
  for (const [index, service] of SERVICES.entries())
    console.log(
      `[services] ${service.name}: before consent ${before[index]} requests, after accept all ${after[index]}`,
    );

  expect(Object.fromEntries(SERVICES.map((service, index) => [service.name, after[index]]))).toEqual(
    Object.fromEntries(SERVICES.map((service) => [service.name, 1])),
  );
  // Nothing but these six.
  expect(outside.list).toHaveLength(SERVICES.length);
  expect(outside.hosts()).toEqual([
    'connect.facebook.net',
    'fonts.googleapis.com',
    'player.vimeo.com',
    'www.google.com',
    'www.googletagmanager.com',
    'www.youtube-nocookie.com',
  ]);
  const frames = await frameState(page);
  expect(frames.map((frame) => frame.src)).toEqual(frames.map((frame) => frame.held));
  expect(frames.map((frame) => new URL(frame.src).hostname)).toEqual([
    'www.youtube-nocookie.com',
    'player.vimeo.com',
    'www.google.com',
  ]);
  expect(await page.evaluate(() => typeof (window as TestWindow).fbq)).toBe('function');
  // gtag.js and the pixel's fbevents.js (both stand-ins) ran, each once; the configuration after gtag.js.
  expect(
    await page.evaluate(() => [(window as TestWindow).__thirdPartyRan, (window as TestWindow).__gtagConfigRuns]),
  ).toEqual([2, ['after-gtag']]);
  await expect(
    page.locator('link[data-category="preferences"][href^="https://fonts.googleapis.com/css2"]'),
  ).toHaveCount(1);
});

test('withdrawing marketing: the next load of /medien/ asks no marketing host, and its frames stay without src', async ({
  page,
  outside,
}) => {
  // Two page loads and a second of quiet after each.
  test.slow();
  await page.goto('/medien/');
  await settle(page);
  await page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
  await showFrames(page, outside);
  await expect
    .poll(() => outside.hosts())
    .toEqual([
      'connect.facebook.net',
      'fonts.googleapis.com',
      'player.vimeo.com',
      'www.google.com',
      'www.googletagmanager.com',
      'www.youtube-nocookie.com',
    ]);

  outside.list.splice(0);
  // The pixel's script ran: taking marketing back reloads the page (consent-bus/release.ts).
  await Promise.all([
    page.waitForEvent('load'),
    page.evaluate(
      () =>
        void setTimeout(() => window.wsConsent!.saveChoices({ preferences: true, statistics: true, marketing: false })),
    ),
  ]);
  for (const load of ['the reload', 'the next visit']) {
    if (load === 'the next visit') {
      outside.list.splice(0);
      await page.goto('/medien/');
    }
    await settle(page);
    await showFrames(page, outside);
    expect(
      outside.hosts().filter((host) => MARKETING_HOSTS.includes(host)),
      load,
    ).toEqual([]);
    // What statistics and preferences allow may come again.
    expect(
      outside.hosts().every((host) => ['fonts.googleapis.com', 'www.googletagmanager.com'].includes(host)),
      `${load}: ${outside.hosts()}`,
    ).toBe(true);
    expect(
      (await frameState(page)).map((frame) => frame.src),
      load,
    ).toEqual(['', '', '']);
    expect(await page.evaluate(() => typeof (window as TestWindow).fbq), load).toBe('undefined');
    expect(await page.evaluate(() => window.wsConsent!.getConsent().categories), load).toMatchObject({
      preferences: true,
      statistics: true,
      marketing: false,
    });
  }
});

test("Complianz's markup and the author's own: held, then released per category, each once", async ({
  page,
  outside,
}) => {
  test.slow();
  const response = await page.goto('/uebernommen/');
  expect(response?.status()).toBe(200);
  // The plugin leaves marked markup as the author or Complianz wrote it (docs/WORDPRESS.md "Known services").
  const served = await page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const content = doc.querySelector('.entry-content, .wp-block-post-content')!;
      return [...content.querySelectorAll('script, iframe')].map((el) => el.outerHTML.replace(/\s+/g, ' '));
    },
    await response!.text(),
  );
  expect(served).toEqual([
    '<script type="text/plain" data-category="statistics" data-service="matomo" data-cmplz-src="https://weber.matomo.cloud/matomo.js"></script>',
    '<iframe loading="lazy" data-src-cmplz="https://player.vimeo.com/video/76979871?dnt=1" data-category="marketing" data-service="vimeo" src="about:blank" class="cmplz-iframe" title="Lackierung im Zeitraffer" width="500" height="281"></iframe>',
    '<script type="text/plain" data-category="statistics" data-src="https://www.clarity.ms/tag/weber2026"></script>',
    '<iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video: Rundgang durch die Werkstatt" width="500" height="281"></iframe>',
  ]);
  await settle(page);
  await showFrames(page, outside);
  expect(outside.list).toEqual([]);
  const content = page.locator('.wp-block-post-content');
  const contentFrames = () =>
    content.locator('iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''));
  expect(await contentFrames()).toEqual(['', '']);

  const banner = page.locator('ws-consent-banner');
  await banner.getByRole('checkbox', { name: /Statistiken/ }).check();
  await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect
    .poll(() => outside.hosts())
    .toEqual(['weber.matomo.cloud', 'www.clarity.ms', 'www.googletagmanager.com']);
  await showFrames(page, outside);
  expect(requestsOf(outside.list, 'weber.matomo.cloud/matomo.js')).toBe(1);
  expect(requestsOf(outside.list, 'www.clarity.ms/tag/weber2026')).toBe(1);
  expect(await contentFrames()).toEqual(['', '']);

  await page.evaluate(() => window.wsConsent!.acceptAll());
  await expect
    .poll(() => contentFrames())
    .toEqual(['https://player.vimeo.com/video/76979871?dnt=1', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']);
  await showFrames(page, outside);
  expect(requestsOf(outside.list, 'player.vimeo.com/video/76979871')).toBe(1);
  expect(requestsOf(outside.list, 'www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(1);
  // The scripts ran once each, on release (the stand-ins count: test/e2e/fixtures.ts).
  expect(
    requestsOf(outside.list, 'weber.matomo.cloud/matomo.js') + requestsOf(outside.list, 'www.clarity.ms/tag/weber2026'),
  ).toBe(2);
});
