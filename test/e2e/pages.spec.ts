import type {} from '../../shell/index.ts';
import { axeViolations, elementsSettled, expect, test, visitorChose } from './fixtures.ts';

const PAGES = [
  '/',
  '/leistungen/',
  '/galerie/',
  '/blog/',
  '/blog/page/2/',
  '/kontakt/',
  '/datenschutz/',
  '/shop/',
  '/forum/',
  '/impressum/',
  '/newsletter/',
  '/newsletter/danke/',
];

test.describe('demo pages', () => {
  for (const path of [...PAGES, 'first blog post']) {
    test(`${path}: German, strict CSP, no axe violations`, async ({ page }) => {
      let target = path;
      if (path === 'first blog post') {
        await page.goto('/blog/');
        target = (await page.locator('main .post-card a').first().getAttribute('href'))!;
      }
      const response = await page.goto(target);
      expect(response!.status()).toBe(200);
      const csp = response!.headers()['content-security-policy']!;
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toMatch(/style-src [^;]*/);
      expect(/style-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('h1')).toHaveCount(1);
      await elementsSettled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('every response gets a fresh nonce', async ({ request }) => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await request.get('/')).headers()['content-security-policy']!)![1];
    expect(await nonceOf()).not.toEqual(await nonceOf());
  });

  test('the CSP guard of these tests catches a violation', async ({ page, problems }) => {
    await page.goto('/');
    // An inline style attribute is what the policy forbids; the fixture must notice it.
    await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
    await expect.poll(() => problems.list.some((p) => p.includes('CSP violation'))).toBe(true);
    problems.clear();
  });

  test('a page that does not exist is a German 404 page', async ({ page, problems }) => {
    const response = await page.goto('/gibt-es-nicht/');
    expect(response!.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
    // Chromium logs the 404 status of the document itself; that one is expected.
    expect(problems.list).toEqual([expect.stringContaining('status of 404')]);
    problems.clear();
  });
});

// Only the parts a visitor comes back to are named regions (docs/ACCESSIBILITY.md, "Named regions").
// Only regions that help find a place are named: the forum's login and the shop's checkout (the cart is a named form);
// the imprint's and the policy's sections are found by their headings.
test('named regions: the questions on /leistungen/, the form and the map on /kontakt/, login and checkout, none on /galerie/, the home page, the imprint, the policy or in the footer', async ({
  page,
}) => {
  for (const [path, names] of [
    ['/', []],
    ['/leistungen/', ['Häufige Fragen']],
    ['/kontakt/', ['Schreiben Sie uns', 'Anfahrt']],
    ['/galerie/', []],
    ['/impressum/', []],
    ['/datenschutz/', []],
    ['/forum/', ['Anmelden']],
    ['/shop/', ['Zur Kasse']],
  ] as const) {
    await page.goto(path);
    const regions = await page
      .locator(':is(main, footer) section:is([aria-labelledby], [aria-label])')
      .evaluateAll((sections) =>
        sections.map((section) =>
          (
            section.getAttribute('aria-label') ??
            document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent ??
            ''
          ).trim(),
        ),
      );
    expect(regions, path).toEqual(names);
  }
});

test('a post: after its share box the next Tab goes to the neighbouring posts, then to the sidebar', async ({
  page,
}) => {
  await page.goto('/blog/');
  await page.goto((await page.locator('main .post-card a').first().getAttribute('href'))!);
  await elementsSettled(page);
  await page.locator('ws-share').getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  const neighbours = page.getByRole('navigation', { name: 'Weitere Beiträge' }).getByRole('link');
  await expect(neighbours.first()).toBeFocused();
  for (let stop = await neighbours.count(); stop > 0; stop -= 1) await page.keyboard.press('Tab');
  await expect(
    page.getByRole('complementary', { name: 'Kategorien und Termin' }).getByRole('link').first(),
  ).toBeFocused();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px an address's #part lands below the sticky header, not under it`, async ({
    page,
    context,
    baseURL,
  }) => {
    await visitorChose(context, baseURL!);
    await page.setViewportSize(viewport);
    await page.goto('/leistungen/#lackierung');
    // Not elementsSettled(): it scrolls each element into view. The gap, once the page is at rest.
    const gap = () =>
      page.evaluate(
        () =>
          document.getElementById('lackierung')!.getBoundingClientRect().top -
          document.querySelector('body > header')!.getBoundingClientRect().bottom,
      );
    // The part the address names (the service's card) starts below the header, and near it.
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    await page.waitForTimeout(500);
    expect(await gap()).toBeGreaterThanOrEqual(0);
    expect(await gap()).toBeLessThan(80);
  });
}
