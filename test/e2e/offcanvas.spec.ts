// Off-canvas panels, hash links and anchor scrolling across page loads, with page.clock for the
// time-based triggers and display rules, and how panels wait for (or come above) the consent banner.
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { NEWSLETTER_DELAY_S } from '../../demo/pages/home.ts';
import { axeViolations, elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

const panelState = (page: Page, id: string) =>
  page.evaluate((panelId) => (document.getElementById(panelId) as HTMLElement & { state?: string })?.state, id);
const bar = (page: Page) => page.getByRole('region', { name: 'Öffnungszeiten und Telefon' });
/** Waits for the panel's enter animation to end (axe measures contrast at full opacity). */
const animationDone = (page: Page, id: string) =>
  page.waitForFunction(
    (panelId) =>
      document.getElementById(panelId)?.shadowRoot?.querySelector('[part~="panel"]')?.getAnimations().length === 0,
    id,
  );
/** Whether the page fetched the hash links' chunk (it comes with the visitor's first press, key or touch, not at rest). */
const hashLinksFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('hash-links')));

test.describe('hash links', () => {
  test('#awb-oc__ID toggles the panel; closing removes the hash without a history entry', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Telefonnummer anzeigen' }).click();
    await expect(bar(page)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#awb-oc__hours');
    await animationDone(page, 'hours');
    expect(await axeViolations(page)).toEqual([]);
    await bar(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(bar(page)).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('a matching hash on page load opens that panel; #awb-close-oc__ID and #awb-close-oc close', async ({ page }) => {
    await page.goto('/leistungen/#awb-oc__hours');
    await elementsSettled(page);
    await expect(bar(page)).toBeVisible();
    await page.evaluate(() => (location.hash = '#awb-close-oc__hours'));
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => (location.hash = '#awb-open-oc__hours'));
    await expect(bar(page)).toBeVisible();
    await page.evaluate(() => (location.hash = '#awb-close-oc'));
    await expect(bar(page)).toBeHidden();
  });

  test('a hash set by a script before any interaction brings the hash links and is followed', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    expect(await hashLinksFetched(page)).toBe(false);
    await page.evaluate(() => (location.hash = '#awb-open-oc__hours'));
    await expect(bar(page)).toBeVisible();
    expect(await hashLinksFetched(page)).toBe(true);
  });

  test('#awb-oc__ opens with the scroll lock a panel asks for, #awb-open-oc__ without it', async ({ page }) => {
    await page.goto('/leistungen/#awb-oc__exit-offer');
    await elementsSettled(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    await page.goto('/leistungen/#awb-open-oc__exit-offer');
    await elementsSettled(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('the button configured as on_click_element opens the bar; focus goes in and comes back', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    const button = page.getByRole('button', { name: 'Öffnungszeiten anzeigen' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(bar(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a hostile hash does nothing at all', async ({ page }) => {
    for (const hash of [
      '#x"],body,a[href="',
      '#awb-oc__a%22%5D%2C*',
      '#_%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '#!/weg',
      '#%E0%A4%A',
    ]) {
      await page.goto(`/leistungen/${hash}`);
      await elementsSettled(page);
      expect(await panelState(page, 'hours')).toBe('closed');
    }
  });
});

test.describe('anchor scrolling', () => {
  const headerBottomAndTarget = (page: Page, id: string) =>
    page.evaluate(
      (targetId) => ({
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        target: document.getElementById(targetId)!.getBoundingClientRect().top,
      }),
      id,
    );

  test('#_target from another page: the address says #target and the page scrolls there below the sticky header', async ({
    page,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Häufige Fragen' })
      .click();
    await page.waitForURL('**/leistungen/#fragen');
    await expect
      .poll(async () => {
        const { header, target } = await headerBottomAndTarget(page, 'fragen');
        return Math.abs(target - header);
      })
      .toBeLessThan(2);
    await expect(page.locator('#fragen')).toBeFocused();
  });

  test('an anchor on the same page scrolls smoothly (400 + 450 ms), without a reload', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    // At rest the chunk is not there: this first click brings it, and is held for it.
    expect(await hashLinksFetched(page)).toBe(false);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    // Every scroll position the page passes through, recorded by the page itself (a single sample
    // after a fixed wait would depend on how busy the machine is).
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
      addEventListener('scroll', () => positions.push(scrollY), { passive: true });
    });
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Häufige Fragen' })
      .click();
    await expect
      .poll(async () => {
        const { header, target } = await headerBottomAndTarget(page, 'fragen');
        return Math.abs(target - header);
      })
      .toBeLessThan(2);
    // Smooth: the page stopped on its way at least once between the top and the target.
    const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
    const end = positions.at(-1)!;
    expect(
      positions.filter((position) => position > 2 && position < end - 2).length,
      positions.join(', '),
    ).toBeGreaterThan(0);
    expect(new URL(page.url()).hash).toBe('#fragen');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("a chunk that is slow to come: after a second the click is the browser's own jump", async ({ page }) => {
    await page.route(/\/dist\/chunks\/hash-links\.js/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/leistungen/');
    await elementsSettled(page);
    // The skip link, by keyboard: its Enter is the first key (it asks for the chunk), its click is held.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    const pressed = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/leistungen/#inhalt', { timeout: 3000 });
    expect(Date.now() - pressed).toBeLessThan(3000);
    // Polled by name: a failure says where focus is instead.
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.localName}#${document.activeElement?.id}`))
      .toBe('main#inhalt');
  });

  test('under reduced motion the jump is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/leistungen/');
    await elementsSettled(page);
    // The scroll event of elementsSettled's trip back to the top comes a frame later: not counted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
      addEventListener('scroll', () => positions.push(scrollY), { passive: true });
    });
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Häufige Fragen' })
      .click();
    // As soon as the chunk is there (the first click brings it), in one jump: no position on the way.
    await expect
      .poll(async () => {
        const { header, target } = await headerBottomAndTarget(page, 'fragen');
        return Math.abs(target - header);
      })
      .toBeLessThan(2);
    // The jump's scroll event comes with the next frame; then two more frames for any step after it.
    const recorded = () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
    await expect.poll(async () => (await recorded()).length).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const positions = await recorded();
    expect(new Set(positions).size, positions.join(', ')).toBe(1);
  });

  test('an anchor whose target is on another page opens that page in a new window with the #_ marker', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Lackierung' }).first().click();
    const other = await opened;
    await other.waitForURL('**/leistungen/#lackierung');
    expect(page.url()).toMatch(/\/$/);
  });

  test('links marked no-scroll are left alone', async ({ page }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#lackierung';
      link.className = 'no-scroll';
      link.textContent = 'Direkt';
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Direkt' }).click();
    // The browser's own jump (the page's CSS makes it smooth): it stops where the page's own
    // scroll-padding-top says, not where ws's anchor scrolling would (the header's measured bottom).
    const padding = await page.evaluate(
      () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    );
    await expect
      .poll(async () => Math.abs((await headerBottomAndTarget(page, 'lackierung')).target - padding))
      .toBeLessThan(2);
  });
});

test.describe('display rules across page loads', () => {
  test('newsletter: opens after its time on page, then not again for a week', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-02T09:00:00') });
    await page.goto('/');
    await elementsSettled(page);
    // The installed clock flows while the page loads: stop a second short of the delay counted from
    // navigation start (the timer starts later, at the element's mount), however long loading took.
    const sinceNavigation = await page.evaluate(() => performance.now());
    await page.clock.runFor(Math.max(0, (NEWSLETTER_DELAY_S - 1) * 1000 - sinceNavigation));
    expect(await panelState(page, 'newsletter')).toBe('closed');
    // The visitor is on a link of the page when the popup comes by itself.
    const reading = page.locator('main a[href]').first();
    await reading.focus();
    await page.clock.runFor(1500);
    const dialog = page.getByRole('dialog', { name: 'Werkstatt-Post' });
    await expect(dialog).toBeVisible();
    // It takes no focus: it is announced, and the next Tab goes into it.
    await expect(reading).toBeFocused();
    await expect(page.locator('#newsletter').getByRole('status')).toHaveText(
      'Hinweis „Werkstatt-Post“ geöffnet. Die Tabulatortaste führt hinein, Escape schließt ihn.',
    );
    await page.keyboard.press('Tab');
    await expect(page.locator('#newsletter').getByRole('button', { name: 'Schließen' })).toBeFocused();
    // From here time flows normally (Playwright's clicks wait for animation frames).
    await page.clock.resume();
    await animationDone(page, 'newsletter');
    expect(await axeViolations(page)).toEqual([]);
    expect((await layoutShifts(page)).total).toBe(0);
    // The link is the author's (light DOM), slotted into the dialog: found through the host.
    await page.locator('#newsletter').getByRole('link', { name: 'Später' }).click();
    await expect(dialog).toBeHidden();

    for (const [when, expected] of [
      ['2026-11-03T09:00:00', 'closed'],
      ['2026-11-09T08:59:00', 'closed'],
      ['2026-11-09T09:01:00', 'open'],
    ] as const) {
      await page.clock.setFixedTime(new Date(when));
      await page.reload();
      await elementsSettled(page);
      await page.clock.runFor(NEWSLETTER_DELAY_S * 1000 + 500);
      expect(await panelState(page, 'newsletter'), when).toBe(expected);
    }
  });

  test('exit intent with frequency once: shown the first time only', async ({ page }) => {
    const leave = () =>
      page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null })));
    await page.goto('/leistungen/');
    await elementsSettled(page);
    await leave();
    const dialog = page.getByRole('dialog', { name: 'Bevor Sie gehen: Ihr Kostenvoranschlag' });
    await expect(dialog).toBeVisible();
    await animationDone(page, 'exit-offer');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#exit-offer').getByRole('link', { name: 'Nein, danke' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await elementsSettled(page);
    await leave();
    await page.waitForTimeout(300);
    expect(await panelState(page, 'exit-offer')).toBe('closed');
  });

  for (const [frequency, extra, opened, stillShut, shownAgain] of [
    ['day', '', '2026-01-31T12:00:00', '2026-02-01T11:59:00', '2026-02-01T12:00:00'],
    ['month', '', '2026-01-31T12:00:00', '2026-02-28T11:59:00', '2026-02-28T12:00:00'],
    ['xdays', 'frequency-xdays="3"', '2026-03-30T12:00:00', '2026-04-02T11:59:00', '2026-04-02T12:00:00'],
  ] as const) {
    test(`frequency ${frequency}: shut until ${shownAgain}`, async ({ page }) => {
      // A page of the demo with one extra panel, served as the demo serves its pages.
      await page.route('**/blog/', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '</main>',
          `<ws-offcanvas id="rule-${frequency}" on-page-load="yes" frequency="${frequency}" ${extra} enter-animation="none" exit-animation="none"><h2>Regel</h2></ws-offcanvas></main>`,
        );
        await route.fulfill({ response, body });
      });
      const stateAt = async (when: string) => {
        await page.clock.setFixedTime(new Date(when));
        await page.goto('/blog/');
        await elementsSettled(page);
        await page.clock.runFor(500);
        return panelState(page, `rule-${frequency}`);
      };
      await page.clock.install({ time: new Date(opened) });
      expect(await stateAt(opened)).toBe('open');
      expect(await stateAt(stillShut)).toBe('closed');
      expect(await stateAt(shownAgain)).toBe('open');
    });
  }
});

test.describe('off-canvas and the unanswered consent banner (docs/RULES.md#off-canvas)', () => {
  const SHOTS = '/tmp/offcanvas';
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });
  const acceptAllButton = (page: Page) => banner(page).getByRole('button', { name: 'Alle akzeptieren' });
  /** What a pointer at the centre of the banner's "Alle akzeptieren" would hit (through the shadow roots). */
  const hitAtAcceptAll = (page: Page) =>
    acceptAllButton(page).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const root = button.getRootNode() as ShadowRoot;
      return root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === button
        ? 'the button'
        : 'something else';
    });
  const consentStatus = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'cmplz_consent_status')?.value;

  // A first visit: no stored choice (the file's beforeEach stores one).
  test.beforeEach(({ context }) => context.clearCookies());

  test('a first-time visitor who does not answer gets no newsletter popup (nor its code); after answering, it comes after its delay', async ({
    page,
  }) => {
    const panelCode: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/dist/elements/ws-offcanvas.js') panelCode.push(request.url());
    });
    await page.clock.install({ time: new Date('2026-11-02T09:00:00') });
    await page.goto('/');
    expect((await elementsSettled(page))['ws-offcanvas']).toBe('waiting');
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(3 * NEWSLETTER_DELAY_S * 1000);
    // No panel may open by itself before the answer, so its code has not even been fetched.
    expect(panelCode).toEqual([]);
    expect(await page.evaluate(() => window.wsShell!.status()['ws-offcanvas'])).toBe('waiting');
    await expect(page.getByRole('dialog', { name: 'Werkstatt-Post' })).toBeHidden();
    expect(await hitAtAcceptAll(page)).toBe('the button');
    await page.screenshot({ path: `${SHOTS}/first-visit-after-60s.png` });

    await acceptAllButton(page).click();
    const answeredAt = await page.evaluate(() => performance.now());
    await expect(banner(page)).toBeHidden();
    expect(await consentStatus(page)).toBe('allow');
    // Counted from the answer: a second short of the delay it is still shut, then it opens.
    const sinceAnswer = (await page.evaluate(() => performance.now())) - answeredAt;
    await page.clock.runFor(Math.max(0, (NEWSLETTER_DELAY_S - 1) * 1000 - sinceAnswer));
    expect(await panelState(page, 'newsletter')).toBe('closed');
    await page.clock.runFor(1500);
    const dialog = page.getByRole('dialog', { name: 'Werkstatt-Post' });
    await expect(dialog).toBeVisible();
    await page.clock.resume();
    await animationDone(page, 'newsletter');
    await page.screenshot({ path: `${SHOTS}/after-answer-popup.png` });
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('ws-offcanvas:newsletter'))) ?? '{}').open_count,
    ).toBe(1);
  });

  test('a hash link opens the popup at once above the unanswered banner; after it closes "Alle akzeptieren" works', async ({
    page,
  }) => {
    await page.goto('/#awb-open-oc__newsletter');
    await elementsSettled(page);
    const dialog = page.getByRole('dialog', { name: 'Werkstatt-Post' });
    await expect(dialog).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await animationDone(page, 'newsletter');
    // Above the banner: the popup's backdrop (top layer) covers it, and the banner is inert meanwhile.
    expect(await hitAtAcceptAll(page)).toBe('something else');
    await page.screenshot({ path: `${SHOTS}/hash-link-above-banner.png` });

    await page.locator('#newsletter').getByRole('link', { name: 'Später' }).click();
    await expect(dialog).toBeHidden();
    expect(await hitAtAcceptAll(page)).toBe('the button');
    await acceptAllButton(page).focus();
    await expect(acceptAllButton(page)).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/hash-link-closed-banner-operable.png` });
    await acceptAllButton(page).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentStatus(page)).toBe('allow');
    expect(await page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('allow');
  });

  test('the opening-hours bar opened by its button lies above the unanswered banner; closed, the banner works', async ({
    page,
  }) => {
    await page.goto('/leistungen/');
    await elementsSettled(page);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Öffnungszeiten anzeigen' }).click();
    await expect(bar(page)).toBeVisible();
    await animationDone(page, 'hours');
    await page.screenshot({ path: `${SHOTS}/hours-bar-above-banner.png` });
    // Playwright clicks only what the pointer would hit: the bar's close button is not under the banner.
    await bar(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(bar(page)).toBeHidden();
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentStatus(page)).toBe('deny');
  });
});

test('closing pauses a YouTube player by its postMessage API, only once consent let it load', async ({ page }) => {
  await page.route('**/blog/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</main>',
      '<ws-offcanvas id="video-panel" enter-animation="none" exit-animation="none" label="Werkstatt-Video"><iframe data-category="marketing" data-src="https://www.youtube-nocookie.com/embed/rundgang?enablejsapi=1" width="560" height="315" title="Rundgang"></iframe></ws-offcanvas></main>',
    );
    await route.fulfill({ response, body });
  });
  // A stand-in player that tells its parent what it was asked to do.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><script>addEventListener("message", (e) => parent.postMessage({ player: e.data }, "*"));</script>',
    }),
  );
  await page.goto('/blog/');
  await elementsSettled(page);
  await page.evaluate(() => {
    (window as unknown as { heard: unknown[] }).heard = [];
    addEventListener('message', (event) =>
      (window as unknown as { heard: unknown[] }).heard.push((event.data as { player?: unknown }).player),
    );
  });
  const toggle = () =>
    page.evaluate(async () => {
      const panel = document.getElementById('video-panel') as HTMLElement & { open(): void; close(): Promise<void> };
      panel.open();
      await panel.close();
    });
  await toggle();
  expect(await page.locator('#video-panel iframe').getAttribute('src')).toBeNull();

  await page.evaluate(() => window.wsConsent!.saveChoices({ marketing: true }));
  await expect
    .poll(
      async () =>
        (await page
          .frames()
          .find((frame) => frame.url().includes('youtube-nocookie'))
          ?.title()) ?? '',
    )
    .toBe('Player');
  await toggle();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
    .toEqual([JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' })]);
});
