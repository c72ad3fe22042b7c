// A page restored from the back/forward cache keeps its released embeds alive: the bus reads the
// consent cookies again on pageshow (consent-bus/bus.ts), so a choice withdrawn on another page
// takes them back at once (docs/REFERENCE.md "Consent markup").
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { elementsSettled, expect, test } from './fixtures.ts';

// Playwright turns the cache off by default; this visitor's browser has it, as every Chromium does.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test.describe('withdrawn consent and the back/forward cache', () => {
  // A page with cross-origin frames is not kept in the cache at all (Chromium masks the reason):
  // the imprint, whose web font (preferences) is its marked content, is.
  test('/impressum/: preferences withdrawn on another page; Back never brings the web font back', async ({
    page,
    outside,
  }) => {
    await page.goto('/impressum/');
    await elementsSettled(page);
    await page.evaluate(() => window.wsConsent!.acceptAll());
    await expect(page.locator('link[data-category="preferences"][href]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { __keptInCache: boolean }).__keptInCache = true));
    // Followed as a visitor does: a link of the page.
    await Promise.all([page.waitForURL(/\/datenschutz\/$/), page.locator('a[href$="/datenschutz/"]').first().click()]);
    await elementsSettled(page);
    await page.evaluate(() => window.wsConsent!.saveChoices({ preferences: false, statistics: true, marketing: true }));
    outside.list.length = 0;
    await page.goBack();
    await elementsSettled(page);
    const restored = await page.evaluate(
      () => (window as unknown as { __keptInCache?: boolean }).__keptInCache === true,
    );
    await expect(page.locator('link[data-category="preferences"][href]')).toHaveCount(0);
    expect(await page.evaluate(() => window.wsConsent!.getConsent().categories.preferences)).toBe(false);
    await page.waitForTimeout(500);
    expect(outside.hosts().filter((host) => host.startsWith('fonts.'))).toEqual([]);
    // The withdrawal's tab message evicts the cached imprint (Chromium: "broadcastchannel-message"),
    // so the first Back loads it anew; where a page does come back from the cache, pageshow reads the
    // cookies again (test/elements/consent-host-prefix.test.ts).
    console.log(
      `[bfcache] the imprint came back ${restored ? 'from the back/forward cache' : 'from the server (evicted)'}`,
    );
  });

  // With the cache on, as a visitor's Chromium has it: the same walk as withdraw.spec.ts on a page of
  // frames (which Chromium keeps out of the cache, so Back loads it anew and must hold them).
  test('/kontakt/: marketing withdrawn on another page; Back, Forward and Back again ask no marketing host', async ({
    page,
    outside,
  }) => {
    const marketingHosts = () =>
      outside.hosts().filter((host) => ['www.google.com', 'www.youtube-nocookie.com'].includes(host));
    await page.goto('/kontakt/');
    await elementsSettled(page);
    await page.evaluate(() => window.wsConsent!.acceptAll());
    await expect.poll(() => marketingHosts().length).toBe(2);
    await Promise.all([page.waitForURL(/\/datenschutz\/$/), page.locator('a[href$="/datenschutz/"]').first().click()]);
    await elementsSettled(page);
    await page.evaluate(() => window.wsConsent!.saveChoices({ preferences: true, statistics: true, marketing: false }));
    outside.list.length = 0;
    for (const step of ['back', 'forward', 'back'] as const) {
      // A page restored from the cache fires no load event: the navigation's commit is enough.
      await (step === 'back' ? page.goBack({ waitUntil: 'commit' }) : page.goForward({ waitUntil: 'commit' }));
      await elementsSettled(page);
      await page.waitForTimeout(1000);
      expect(marketingHosts(), `after ${step}: ${outside.list.join(', ')}`).toEqual([]);
    }
    expect(await page.locator('iframe[src*="youtube"], iframe[src*="google.com"]').count()).toBe(0);
  });
});
