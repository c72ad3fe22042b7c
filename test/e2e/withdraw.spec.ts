// Consent works both ways: what accepting released, withdrawing takes back, by every way a visitor
// or a page script can withdraw, without a reload where nothing ran, with one where scripts ran.
import type { Page } from '@playwright/test';
import { workshopTourVideo } from '../../demo/content/gallery.ts';
import { galleryLinks } from '../../demo/pages/gallery.ts';
import { elementsSettled, expect, test } from './fixtures.ts';

const EVERY_SERVICE = [
  'fonts.googleapis.com',
  'www.google.com',
  'www.googletagmanager.com',
  'www.youtube-nocookie.com',
];

async function acceptEverythingOnContactPage(
  page: Page,
  outside: { list: string[]; hosts(): string[] },
): Promise<void> {
  await page.goto('/kontakt/');
  await elementsSettled(page);
  await page.evaluate(() => window.wsConsent!.acceptAll());
  await expect.poll(() => outside.hosts()).toEqual(EVERY_SERVICE);
  await expect(page.locator('iframe[data-category="marketing"][src]')).toHaveCount(2);
  await expect(page.locator('link[data-category="preferences"][href]')).toHaveCount(1);
  // A marker that a reload would lose.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
}

/** Keeps the last Google Consent Mode command sent before the page unloads, to read after a reload. */
async function recordLastConsentCommandOnUnload(page: Page): Promise<void> {
  await page.evaluate(() =>
    addEventListener('beforeunload', () => {
      const commands = (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'consent');
      sessionStorage.setItem('last-consent-command', JSON.stringify(commands.at(-1)));
    }),
  );
}

const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test.describe('withdrawing consent', () => {
  test('cmplz_set_consent(marketing, deny): map and video go back behind placeholders, no reload', async ({
    page,
    outside,
  }) => {
    await acceptEverythingOnContactPage(page, outside);
    await page.evaluate(() => window.cmplz_set_consent!('marketing', 'deny'));
    await expect(page.locator('.ws-consent-placeholder')).toHaveCount(2);
    await expect(page.locator('iframe[data-category="marketing"][src]')).toHaveCount(0);
    await expect(page.locator('iframe[data-category="marketing"]').first()).toBeHidden();
    expect(await samePage(page)).toBe(true);
    // The fonts (preferences) stay: only marketing was withdrawn.
    await expect(page.locator('link[data-category="preferences"][href]')).toHaveCount(1);
  });

  test('manage-consent switches: preferences off removes the web font at once; statistics, said to reload, reloads after Google hears "denied", and focus is back on its switch', async ({
    page,
    outside,
  }) => {
    await page.goto('/datenschutz/');
    await elementsSettled(page);
    await page.evaluate(() => window.wsConsent!.acceptAll());
    await expect.poll(() => outside.hosts()).toEqual(['fonts.googleapis.com', 'www.googletagmanager.com']);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const manage = page.locator('ws-manage-consent');
    await manage.scrollIntoViewIfNeeded();
    // Said before the change: Analytics ran, so switching statistics off reloads; the font is no script.
    await expect(manage.locator('#status-statistics')).toHaveText('Akzeptiert. Beim Ausschalten lädt die Seite neu.');
    await expect(manage.locator('#status-preferences')).toHaveText('Akzeptiert');
    await manage.getByRole('switch', { name: 'Präferenzen' }).uncheck();
    await expect(page.locator('link[data-category="preferences"][href]')).toHaveCount(0);
    expect(await samePage(page)).toBe(true);

    await recordLastConsentCommandOnUnload(page);
    outside.list.length = 0;
    await Promise.all([page.waitForEvent('load'), manage.getByRole('switch', { name: 'Statistiken' }).uncheck()]);
    // After the reload: focus is back on the switch, and it is described by the word that the choice was saved.
    const statistics = page.locator('ws-manage-consent').getByRole('switch', { name: 'Statistiken' });
    await expect(statistics).toBeFocused();
    await expect(statistics).toHaveAccessibleDescription(
      'Abgelehnt Ihre Auswahl wurde gespeichert. Die Seite wurde dafür neu geladen.',
    );
    await elementsSettled(page);
    expect(await samePage(page)).toBe(false);
    const [, command, signals] = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('last-consent-command'))) ?? '[]',
    ) as [string, string, Record<string, string>];
    expect([command, signals.analytics_storage]).toEqual(['update', 'denied']);
    await page.waitForLoadState('networkidle');
    expect(outside.hosts()).toEqual([]);
  });

  test('"Ablehnen" in the reopened banner takes everything back and reloads, since Analytics ran', async ({
    page,
    outside,
  }) => {
    await acceptEverythingOnContactPage(page, outside);
    outside.list.length = 0;
    await page.locator('ws-consent-banner').getByRole('button', { name: 'Einwilligung verwalten' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('ws-consent-banner').getByRole('button', { name: 'Ablehnen' }).click(),
    ]);
    await elementsSettled(page);
    await page.waitForLoadState('networkidle');
    expect(outside.list).toEqual([]);
    await expect(page.locator('.ws-consent-placeholder')).toHaveCount(2);
  });
});

test.describe('withdrawn consent across Back and Forward', () => {
  // The marketing embeds of each page, by the hosts they load from.
  const MARKETING_HOSTS = ['www.google.com', 'www.youtube-nocookie.com'];
  // The gallery's YouTube item in its viewer: the only marketing frame of /galerie/.
  const YOUTUBE_ITEM = galleryLinks().findIndex((item) => item.href === workshopTourVideo.href) + 1;
  for (const path of ['/kontakt/', '/', `/galerie/#galerie/${YOUTUBE_ITEM}`]) {
    test(`${path}: accept, leave, withdraw marketing, then Back, Forward and Back again ask no marketing host`, async ({
      page,
      outside,
    }) => {
      test.slow();
      await page.goto(path);
      await elementsSettled(page);
      await page.evaluate(() => window.wsConsent!.acceptAll());
      // The home page's YouTube slide loads its player only when shown.
      if (path === '/')
        await page
          .locator('ws-slider.hero-slider')
          .evaluate((slider) => (slider as HTMLElementTagNameMap['ws-slider']).goTo(4));
      await page.waitForLoadState('networkidle');
      // The page's marketing frames did load once accepted: what Back must not bring back.
      await expect
        .poll(() => outside.hosts().filter((host) => MARKETING_HOSTS.includes(host)).length)
        .toBeGreaterThan(0);
      await page.goto('/datenschutz/');
      await elementsSettled(page);
      await page.evaluate(() =>
        window.wsConsent!.saveChoices({ preferences: true, statistics: true, marketing: false }),
      );
      await page.waitForLoadState('networkidle');
      outside.list.length = 0;
      for (const step of ['back', 'forward', 'back'] as const) {
        await (step === 'back' ? page.goBack() : page.goForward());
        await elementsSettled(page);
        await page.waitForTimeout(1000);
        expect(
          outside.hosts().filter((host) => MARKETING_HOSTS.includes(host)),
          `after ${step}: ${outside.list.join(', ')}`,
        ).toEqual([]);
      }
      expect(page.url().endsWith(path)).toBe(true);
      expect(await page.locator('iframe[src*="youtube"], iframe[src*="google.com"]').count()).toBe(0);
    });
  }
});
