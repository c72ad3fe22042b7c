// The revoke button ("Einwilligung verwalten") on the built demo, for a returning visitor: the last Tab
// stop (the skip link stays the first), a small corner control that nothing covers and that covers
// no control of the page, and never over an open panel (the services page's opening-hours bar, the
// home page's newsletter popup). At a phone's and a desktop's width.
import type { Page } from '@playwright/test';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

const SCREENS = [
  { width: 412, height: 823, phone: true },
  { width: 1366, height: 768, phone: false },
];

const PAGES = ['/', '/leistungen/', '/blog/', '/kontakt/', '/datenschutz/', '/shop/', '/forum/', '/impressum/'];

const revoke = (page: Page) =>
  page.locator('ws-consent-banner').getByRole('button', { name: 'Einwilligung verwalten' });

/** Where the keyboard is: the focused element, looked for inside shadow roots, as a short name. */
function focusedStop(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'body';
    const host = (active.getRootNode() as ShadowRoot).host;
    const part = active.getAttribute('part');
    const name = `${active.localName}${active.className && typeof active.className === 'string' ? `.${active.className.split(' ')[0]}` : ''}`;
    return `${host ? `${host.localName} ` : ''}${part ? `[part="${part}"]` : name} "${(active.textContent ?? '').trim().slice(0, 30)}"`;
  });
}

/**
 * The revoke button against the page: what is at its centre (looked for through shadow roots), and
 * every visible link, button and field of the page (light DOM and shadow roots, the banner's own
 * excepted) that it overlaps.
 */
function revokeAgainstPage(
  page: Page,
  within?: string,
  atTheEnd = false,
): Promise<{ shown: boolean; atCentre: string; overlapped: string[] }> {
  return page.evaluate(
    ([scope, end]) => {
      if (end) window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      const host = document.querySelector('ws-consent-banner')!;
      const button = host.shadowRoot!.querySelector<HTMLElement>('[part="revoke"]')!;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return { shown: false, atCentre: '', overlapped: [] };
      let hit: Element | null = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      const atCentre =
        hit && (hit === button || button.contains(hit))
          ? 'revoke'
          : `${hit?.localName}.${hit?.getAttribute('class') ?? ''}`;
      const controls: Element[] = [];
      const collect = (root: ParentNode) => {
        for (const node of root.querySelectorAll('*')) {
          if (node.shadowRoot) collect(node.shadowRoot);
          if (node.matches('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'))
            controls.push(node);
        }
      };
      collect(scope ? document.querySelector(scope)! : document);
      if (scope && document.querySelector(scope)!.shadowRoot) collect(document.querySelector(scope)!.shadowRoot!);
      const overlapped = controls
        .filter((node) => node.getRootNode() !== host.shadowRoot && node !== host)
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0 || getComputedStyle(node).visibility === 'hidden') return false;
          return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
        })
        .map((node) => `${node.localName} "${(node.textContent ?? '').trim().slice(0, 30)}"`);
      return { shown: true, atCentre, overlapped };
    },
    [within, atTheEnd] as const,
  );
}

/** Scrolls to the very end, again while the page still grows below (images, feeds). */
async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
  // Once more after a frame: the last scroll must have come to rest.
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

for (const screen of SCREENS) {
  test.describe(`the revoke button at ${screen.width} px`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.phone,
      hasTouch: screen.phone,
    });

    test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

    test('Tab from the top: the skip link is the first stop, the revoke button the last', async ({ page }) => {
      await page.goto('/');
      await elementsSettled(page);
      await expect(revoke(page)).toBeVisible();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const stops: string[] = [];
      // Until focus leaves the page (or comes round again): a page has far fewer stops than this.
      for (let step = 0; step < 250; step += 1) {
        await page.keyboard.press('Tab');
        const stop = await focusedStop(page);
        if (stop === 'body' || stop === stops[0]) break;
        stops.push(stop);
      }
      // The first stops in the message: a failure on a slower machine says where focus went instead.
      expect(stops[0], `first Tab stop of ${stops.slice(0, 4).join(' | ')}`).toContain('Zum Inhalt springen');
      expect(stops.at(-1)).toBe('ws-consent-banner [part="revoke"] "Einwilligung verwalten"');
      expect(stops.filter((stop) => stop.includes('revoke'))).toHaveLength(1);
    });

    test('a small corner control: at least 24 × 24 px, nothing over it, and at the end of each page over no control', async ({
      page,
    }) => {
      // Every page in turn, each scrolled to its end: more than one test's usual time.
      test.setTimeout(90_000);
      for (const path of PAGES) {
        await page.goto(path);
        await elementsSettled(page);
        await expect(revoke(page)).toBeVisible();
        const box = (await revoke(page).boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.x + box.width, `${path}: not in the bottom-left corner`).toBeLessThanOrEqual(64);
        expect(screen.height - (box.y + box.height)).toBeLessThanOrEqual(16);
        expect((await revokeAgainstPage(page)).atCentre, `${path}: covered at the top`).toBe('revoke');
        await scrollToEnd(page);
        // Measured at the end, in the same task as the last scroll there (nothing can move the page in between).
        const atEnd = await revokeAgainstPage(page, undefined, true);
        await page.screenshot({ path: `test-results/revoke/end${path.replaceAll('/', '-')}${screen.width}.png` });
        expect(atEnd.atCentre, `${path}: covered at the end`).toBe('revoke');
        expect(atEnd.overlapped, `${path}: controls under the revoke button at the end of the page`).toEqual([]);
      }
    });

    test('the services page’s opening-hours bar: the revoke button is never over it', async ({ page }) => {
      await page.goto('/leistungen/');
      await elementsSettled(page);
      await expect(revoke(page)).toBeVisible();
      await page.getByRole('button', { name: 'Öffnungszeiten anzeigen' }).click();
      const bar = page.getByRole('region', { name: 'Öffnungszeiten und Telefon' });
      await expect(bar).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `test-results/revoke/hours-${screen.width}.png` });
      const against = await revokeAgainstPage(page, 'ws-offcanvas#hours');
      expect(against.overlapped, 'the revoke button over the bar’s controls').toEqual([]);
      expect(against.shown, 'the revoke button shows beside the open bar').toBe(false);
      // The bar's controls take clicks (Playwright checks nothing lies over them).
      await page.locator('ws-offcanvas#hours').getByRole('link').first().click({ trial: true });
      await page.locator('ws-offcanvas#hours').getByRole('button', { name: 'Schließen' }).click();
      await expect(bar).toBeHidden();
      await expect(revoke(page)).toBeVisible();
    });

    test('the home page’s newsletter popup, opened by its hash link: the revoke button is never over it', async ({
      page,
    }) => {
      await page.goto('/');
      await elementsSettled(page);
      await expect(revoke(page)).toBeVisible();
      await page.evaluate(() => {
        location.hash = '#awb-open-oc__newsletter';
      });
      const popup = page.locator('ws-offcanvas#newsletter').getByRole('dialog');
      await expect(popup).toBeVisible();
      await page.waitForTimeout(700);
      await page.screenshot({ path: `test-results/revoke/newsletter-${screen.width}.png` });
      const against = await revokeAgainstPage(page, 'ws-offcanvas#newsletter');
      expect(against.overlapped, 'the revoke button over the popup’s controls').toEqual([]);
      expect(against.shown, 'the revoke button shows beside the open popup').toBe(false);
      await page
        .locator('ws-offcanvas#newsletter')
        .getByRole('textbox', { name: 'E-Mail-Adresse' })
        .click({ trial: true });
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(revoke(page)).toBeVisible();
    });
  });
}
