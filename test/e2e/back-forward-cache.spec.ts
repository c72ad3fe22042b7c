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
});
