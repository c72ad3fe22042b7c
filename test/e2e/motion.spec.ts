// Motion on the built demo: the home hero's video background and rotating title, the
// services page's animated cards and parallax band, the contact page's YouTube background. No layout
// shift while everything moves, nothing from YouTube before marketing consent (and gone again when
// it is withdrawn), and nothing moving under reduced motion or with the site's animations off. The
// fixtures fail any test on a CSP violation, a page error or a console error.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

const DESKTOP = { width: 1366, height: 800 };

/** Scrolls to the bottom in steps, as a visitor reads, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight - innerHeight; top += innerHeight / 3) {
      window.scrollTo({ top, behavior: 'instant' });
      for (let count = 0; count < 6; count += 1) await frame();
    }
  });
}

test.describe('motion on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the home hero's title upgrades without moving anything, though its longest word is wider than the line (the site hyphenates)", async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => Boolean(window.wsShell));
    expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-title'))).toBe('mounted');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShifts(page)).toEqual({ total: 0, moved: [] });
    // The pause button beside the first line, clear of the rotating word.
    const button = await page.getByRole('button', { name: 'Wechselnde Wörter anhalten' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs(button!.y - heading!.y)).toBeLessThan(1);
  });
});

test.describe('motion on a desktop screen', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('the home hero: the self-hosted video plays behind the text, the title rotates, nothing shifts, and both can be paused', async ({
    page,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    const background = page.locator('ws-video-background.hero__video');
    await expect(background).toHaveAttribute('data-state', 'playing');
    const title = page.locator('ws-title');
    // The heading names all the words once, for screen readers; the rotation is not announced.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      /Wir beseitigen.*Dellen.*Kratzer.*Hagelschäden.*Unfallschäden/,
    );
    const changed = title.evaluate(
      (element) =>
        new Promise<string>((resolve) =>
          element.addEventListener(
            'ws-title-change',
            (event) => resolve((event as CustomEvent<{ word: string }>).detail.word),
            { once: true },
          ),
        ),
    );
    expect(await changed).toBe('Kratzer');
    expect((await layoutShifts(page)).total).toBe(0);

    await background.getByRole('button', { name: 'Hintergrundvideo anhalten' }).click();
    await expect(background).toHaveAttribute('data-state', 'paused');
    expect(await background.locator('video').evaluate((video) => (video as HTMLVideoElement).paused)).toBe(true);
    await title.getByRole('button', { name: 'Wechselnde Wörter anhalten' }).click();
    await expect(title.getByRole('button', { name: 'Wechselnde Wörter fortsetzen' })).toBeVisible();
  });

  test('the services page: cards animate in and the parallax band moves while scrolling, with no layout shift', async ({
    page,
  }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    await scrollThrough(page);
    const cards = page.locator('ws-animate');
    expect(await cards.count()).toBeGreaterThan(2);
    // Every card has played and shows, once each.
    for (const card of await cards.all()) {
      await expect
        .poll(() => card.evaluate((element) => element.shadowRoot!.querySelector('[part~="content"]')!.className))
        .toContain('done');
    }
    const band = page.locator('ws-parallax');
    const layer = async () =>
      band.evaluate(
        (element) => getComputedStyle(element.shadowRoot!.querySelector('[part~="background"]')!).transform,
      );
    await band.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const low = await layer();
    await band.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layer(), 'the picture moved against the page').not.toBe(low);
    expect((await layoutShifts(page)).total).toBe(0);
  });

  test('the contact page: no request to YouTube before marketing consent, the tour behind the text after it, gone when withdrawn', async ({
    page,
    outside,
  }) => {
    await page.goto('/kontakt/');
    await elementsSettled(page);
    const background = page.locator('ws-video-background.contact-video');
    await background.scrollIntoViewIfNeeded();
    await expect(background).toHaveAttribute('data-state', 'no-consent');
    expect(outside.hosts().filter((host) => /youtube|vimeo/.test(host))).toEqual([]);
    await page.evaluate(() => window.wsConsent!.saveChoices({ marketing: true }));
    await expect(background.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // The fixtures answer YouTube with an empty page (as a blocker or a dead line would leave it):
    // the frame loads, nothing plays, so the poster stays over it and no pause button is offered.
    await page.waitForTimeout(1000);
    await expect(background).toHaveAttribute('data-state', 'starting');
    expect(await background.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity)).toBe('0');
    await expect(background.locator('img[slot="poster"]')).toBeVisible();
    await expect(background.getByRole('button')).toHaveCount(0);
    await page.evaluate(() => window.wsConsent!.saveChoices({ marketing: false }));
    await expect(background.locator('iframe')).toHaveCount(0);
    await expect(background).toHaveAttribute('data-state', 'no-consent');
  });

  test('the contact page: a player that plays takes over from the poster, and the visitor can pause it', async ({
    page,
  }) => {
    // A stand-in for YouTube's player: it answers "listening" with "playing", and a pause with "paused".
    const player = `<!doctype html><title>Player</title><script>
      addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        const say = (data) => parent.postMessage(JSON.stringify(data), '*');
        if (message.event === 'listening') say({ event: 'infoDelivery', info: { playerState: 1, currentTime: 0, duration: 60 } });
        if (message.func === 'pauseVideo') say({ event: 'onStateChange', info: 2 });
      });
    </script>`;
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\/embed\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: player }),
    );
    await page.goto('/kontakt/');
    await elementsSettled(page);
    const background = page.locator('ws-video-background.contact-video');
    await background.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.wsConsent!.saveChoices({ marketing: true }));
    await expect(background).toHaveAttribute('data-state', 'playing');
    await expect
      .poll(() => background.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity))
      .toBe('1');
    await background.getByRole('button', { name: 'Hintergrundvideo anhalten' }).click();
    await expect(background).toHaveAttribute('data-state', 'paused');
    await expect(background.getByRole('button', { name: 'Hintergrundvideo abspielen' })).toBeVisible();
  });
});

test.describe('calmed down', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('under reduced motion: the poster, the first word, every card in place, a still picture', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await elementsSettled(page);
    await expect(page.locator('ws-video-background.hero__video')).toHaveAttribute('data-state', 'no-motion');
    await expect(page.locator('ws-video-background video')).toHaveCount(0);
    await expect(page.locator('ws-title').getByRole('button')).toHaveCount(0);
    await page.goto('/leistungen/');
    await elementsSettled(page);
    // The cards' code comes at the first scroll (elements/animate/README.md): a visitor reads down the page.
    await scrollThrough(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('ws-animate')].every((card) => card.shadowRoot?.querySelector('[part~="content"]')),
    );
    for (const card of await page.locator('ws-animate').all())
      expect(
        await card.evaluate(
          (element) => getComputedStyle(element.shadowRoot!.querySelector('[part~="content"]')!).opacity,
        ),
      ).toBe('1');
  });

  test('with the site\'s animations off (<html data-ws-animations="off">): the same', async ({ page }) => {
    // As the WordPress host writes its setting: an attribute of the page's <html>.
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('<html lang="de">', '<html lang="de" data-ws-animations="off">'),
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.wsAnimations)).toBe('off');
    await elementsSettled(page);
    await expect(page.locator('ws-video-background.hero__video')).toHaveAttribute('data-state', 'no-motion');
    await expect(page.locator('ws-title').getByRole('button')).toHaveCount(0);
  });
});

test.describe('/ablauf/: the five steps as scroll sections', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  const hash = (page: Page) => new URL(page.url()).hash;

  test('by keys only: an address opens its step, Page Down, arrows, Space, End and Home step once each, the address follows, and the page above and below stays reachable', async ({
    page,
  }) => {
    await page.goto('/ablauf/#termin');
    // Not elementsSettled: it scrolls every element into view and back to the top.
    await page.waitForFunction(() => Boolean(window.wsShell));
    await page.evaluate(() => window.wsShell!.whenSettled('ws-scroll-sections'));
    const sections = page.locator('ws-scroll-sections');
    await expect.poll(() => sections.evaluate((element) => (element as HTMLElement & { index: number }).index)).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Abschnitte' }).locator('[aria-current]')).toHaveCount(1);

    const steps: Array<[string, string]> = [
      ['PageDown', '#reparatur'],
      ['ArrowDown', '#kontrolle'],
      ['ArrowUp', '#reparatur'],
      ['Space', '#kontrolle'],
      ['End', '#uebergabe'],
      ['Home', '#schaden-ansehen'],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect.poll(() => hash(page), `${key} shows ${expected}`).toBe(expected);
    }
    // Never a trap: at the first step Page Up goes on to the page's heading above. (Up to eight
    // presses: on a loaded machine a press can land while the last scroll still runs.)
    const heading = page.getByRole('heading', { level: 1 });
    for (
      let presses = 0;
      presses < 8 && !((await heading.isVisible()) && (await heading.boundingBox())!.y >= 0);
      presses += 1
    ) {
      await page.keyboard.press('PageUp');
      await page.waitForTimeout(700);
    }
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    // And Page Down alone goes through every step and past the last to the footer.
    const footer = page.getByRole('contentinfo');
    const seen = new Set<string>();
    for (
      let presses = 0;
      presses < 12 && !(await footer.evaluate((element) => element.getBoundingClientRect().top < innerHeight));
      presses += 1
    ) {
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(700);
      seen.add(hash(page));
    }
    expect(await footer.evaluate((element) => element.getBoundingClientRect().top < innerHeight)).toBe(true);
    // The dots left with the last section: none floats over the page below.
    const dotsPastEnd = await page
      .locator('ws-scroll-sections')
      .evaluate(
        (element) =>
          element.shadowRoot!.querySelector('.nav ol')!.getBoundingClientRect().bottom -
          element.getBoundingClientRect().bottom,
      );
    expect(dotsPastEnd).toBeLessThanOrEqual(1);
    expect([...seen]).toEqual(expect.arrayContaining(['#termin', '#reparatur', '#kontrolle', '#uebergabe']));
    expect((await layoutShifts(page)).total).toBe(0);
  });

  test("arriving from the page's top, Page Down shows the first step whole (not half covered by the second)", async ({
    page,
  }) => {
    await page.goto('/ablauf/');
    await page.waitForFunction(() => Boolean(window.wsShell));
    await page.evaluate(() => window.wsShell!.whenSettled('ws-scroll-sections'));
    await page.keyboard.press('PageDown');
    const first = page.locator('#schaden-ansehen');
    const header = await page.locator('.site-header').boundingBox();
    await expect
      .poll(
        async () => Math.round((await first.boundingBox())!.y - header!.height),
        'the first step rests just below the header',
      )
      .toBe(0);
    await page.waitForTimeout(700);
    expect(Math.round((await first.boundingBox())!.y - header!.height)).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(() => hash(page)).toBe('#termin');
  });

  test('below the break point, the steps are ordinary content: no navigation, keys scroll the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/ablauf/');
    await elementsSettled(page);
    await expect(page.getByRole('navigation', { name: 'Abschnitte' })).toHaveCount(0);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(700);
    expect(hash(page)).toBe('');
    expect((await layoutShifts(page)).total).toBe(0);
  });
});
