// The consent promise on real WordPress: the plugin's head, the banner and the held embeds of an
// author's page behave as on the demo site; nothing leaves the machine before the visitor agrees.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, layoutShifts, test } from '../e2e/fixtures.ts';
import { useSettings } from './site.ts';

/** Pages of the seeded site (wordpress/local/content.ts) and a post. */
const PAGES = [
  '/',
  '/kontakt/',
  '/datenschutz/',
  '/blog/',
  '/ratgeber-uebersicht/',
  '/shop/',
  '/hagelschaden-ohne-lackieren/',
];
const MARKED_HOSTS = ['www.google.com', 'www.youtube-nocookie.com'];
/**
 * What "Alle akzeptieren" loads on /kontakt/: the author's marked map and video, and the services
 * of the whole site the plugin holds at the source (wordpress/local/demo-site.php): gtag.js
 * (statistics), Google Fonts (preferences), the Meta Pixel (marketing).
 */
const ACCEPT_ALL_HOSTS = [
  'connect.facebook.net',
  'fonts.googleapis.com',
  'www.google.com',
  'www.googletagmanager.com',
  'www.youtube-nocookie.com',
];
const MARKETING_HOSTS = ['connect.facebook.net', 'www.facebook.com', 'www.google.com', 'www.youtube-nocookie.com'];

async function settle(page: Page): Promise<void> {
  await elementsSettled(page);
  await page.waitForLoadState('networkidle');
}

/** The src the blocker gave each marked frame of the page ('' while held). */
const frameSources = (page: Page) =>
  page.locator('iframe[data-category]').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''));

for (const path of PAGES) {
  test(`${path}: the plugin's head is there, and not one request leaves before consent`, async ({ page, outside }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await settle(page);
    expect(await page.locator('script#ws-consent-settings').count()).toBe(1);
    expect(await page.locator('script[type=module][src$="/wp-content/plugins/ws/dist/shell.js"]').count()).toBe(1);
    await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    expect(outside.list).toEqual([]);
  });
}

test('/kontakt/: the marked map and video wait behind placeholders, and load on "Alle akzeptieren"', async ({
  page,
  outside,
}) => {
  await page.goto('/kontakt/');
  await settle(page);
  expect(await frameSources(page)).toEqual(['', '']);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => outside.hosts()).toEqual(ACCEPT_ALL_HOSTS);
  expect((await frameSources(page)).map((src) => new URL(src).hostname)).toEqual(MARKED_HOSTS);
  // The next page knows the choice: no banner, the frames load at once.
  await page.reload();
  await settle(page);
  await expect(page.getByRole('button', { name: 'Alle akzeptieren' })).toBeHidden();
  expect((await frameSources(page)).every((src) => src.startsWith('https://'))).toBe(true);
});

// Phone and desktop, and the phone with 200 % text, where the button's label may wrap.
for (const [width, height, textPx] of [
  [412, 823, 16],
  [412, 823, 32],
  [1366, 768, 16],
] as const) {
  test(`/kontakt/ at ${width} px, text ${textPx} px: the author's placeholders keep their box when the blocker adds their buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: textPx } });
    // The page paints before the shell runs, as on a slow phone line.
    await page.route('**/dist/shell.js*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/kontakt/');
    await settle(page);
    await expect(page.getByRole('button', { name: 'Marketing akzeptieren' })).toHaveCount(2);
    const shift = await layoutShifts(page);
    expect(shift.total, shift.moved.join('; ')).toBe(0);
  });
}

test('/kontakt/: "Ablehnen" keeps everything held, on this page and the next', async ({ page, outside }) => {
  await page.goto('/kontakt/');
  await settle(page);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await page.reload();
  await settle(page);
  expect(await frameSources(page)).toEqual(['', '']);
  expect(outside.list).toEqual([]);
  expect(await page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('deny');
});

test('a saved choice (statistics only) leaves the marketing frames held', async ({ page, outside }) => {
  await page.goto('/kontakt/');
  await settle(page);
  await page.getByRole('checkbox', { name: /Statistiken/ }).check();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect
    .poll(() => page.evaluate(() => window.wsConsent!.getConsent().categories))
    .toMatchObject({ statistics: true, marketing: false });
  // The site's analytics (statistics) is all that may load.
  await expect.poll(() => outside.list).toEqual(['www.googletagmanager.com/gtag/js']);
  expect(await frameSources(page)).toEqual(['', '']);
  expect(outside.list).toEqual(['www.googletagmanager.com/gtag/js']);
});

test('withdrawing marketing on /datenschutz/ takes the frames back on /kontakt/', async ({ page, outside }) => {
  await page.goto('/kontakt/');
  await settle(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => outside.hosts()).toEqual(ACCEPT_ALL_HOSTS);
  await page.goto('/datenschutz/');
  await settle(page);
  const marketing = page.locator('ws-manage-consent').getByRole('switch', { name: 'Marketing' });
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  await expect.poll(() => page.evaluate(() => window.wsConsent!.hasConsent('marketing'))).toBe(false);
  outside.list.splice(0);
  await page.goto('/kontakt/');
  await settle(page);
  expect(await frameSources(page)).toEqual(['', '']);
  // Statistics and preferences stay accepted: their services may load, no marketing one.
  expect(outside.hosts().filter((host) => MARKETING_HOSTS.includes(host))).toEqual([]);
  expect(
    outside.hosts().every((host) => ['fonts.googleapis.com', 'www.googletagmanager.com'].includes(host)),
    outside.hosts().join(', '),
  ).toBe(true);
});

test('a site with a CSP nonce: every tag the plugin prints carries it, and the shell and its elements run under it', async ({
  page,
  outside,
  problems,
}) => {
  const response = await page.goto('/kontakt/?csp');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  // The plugin's style, shell and first-frame hint (and the hints the shell adds itself).
  const printed = page.locator(
    '#ws-css, script[src$="/plugins/ws/dist/shell.js"], link[rel=modulepreload][href*="/plugins/ws/dist/"]',
  );
  expect(await printed.count()).toBeGreaterThanOrEqual(3);
  // The browser hides a nonce from attributes once it is read; the property keeps it.
  expect(new Set(await printed.evaluateAll((tags) => tags.map((tag) => (tag as HTMLElement).nonce)))).toEqual(
    new Set([nonce]),
  );
  await settle(page);
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  // The site's gtag.js and Meta Pixel are held scripts without the page nonce: like the site's
  // policy, the blocker does not run them. The font stylesheet is no script and loads.
  await expect.poll(() => outside.hosts()).toEqual(['fonts.googleapis.com', ...MARKED_HOSTS]);
  // A second for late reports (not `networkidle`: with the site's services released the poll above
  // takes longer, Playwright may have taken the page's idle state back by then, and it never sees
  // the released frames' documents finish, so it would wait for ever).
  await page.waitForTimeout(1000);
  // WordPress's own inline scripts carry no nonce in 6.1 and are refused: none of ws's may be.
  const refused = problems.list.filter(
    (problem) => problem.startsWith('CSP violation') || problem.includes('Content Security Policy'),
  );
  expect(refused.filter((problem) => /plugins\/ws\/|ws-consent|wsShell|wsConsent/.test(problem))).toEqual([]);
  problems.clear();
});

test('an English page gets the English banner texts of the settings page, a German one the German', async ({
  page,
}) => {
  useSettings({ texts: { de: { accept_all: 'Alles klar' }, en: { accept_all: 'Fine by me' } } });
  try {
    await page.goto('/kontakt/?lang=en');
    await settle(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Fine by me' })).toBeVisible();
    await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Deny' })).toBeVisible();
    await page.goto('/kontakt/');
    await settle(page);
    await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Alles klar' })).toBeVisible();
  } finally {
    useSettings({ texts: { de: { accept_all: '' }, en: { accept_all: '' } } });
  }
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  test(`/datenschutz/ at ${viewport.width} px: the explanation is printed in its place, nothing is fetched, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('manage_consent_html')) asked.push(request.url());
    });
    const response = await page.goto('/datenschutz/');
    expect(await response!.text()).toMatch(
      /<ws-manage-consent src><div slot="text" data-record-lines><p>Hier sehen Sie/,
    );
    await settle(page);
    const slot = page.locator('ws-manage-consent').locator('slot[name="text"]');
    expect(await slot.evaluate((element) => (element as HTMLSlotElement).assignedElements().length)).toBe(1);
    await expect(
      page.locator('ws-manage-consent').getByRole('heading', { name: 'Ihre Cookie-Einstellungen' }),
    ).toBeVisible();
    expect(asked).toEqual([]);
    const shift = await layoutShifts(page);
    expect(shift.total, shift.moved.join('; ')).toBe(0);
  });
}
