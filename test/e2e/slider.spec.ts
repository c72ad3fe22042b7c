// The home page's hero slider and customer quotes, and the services page's before/after slider
// (<ws-slider>, <ws-testimonials>), on the built demo: operated by keyboard only, no layout
// shift while they upgrade and rotate, the YouTube slide silent until marketing is accepted (and
// silent again when it is withdrawn), and the no-JS row. The fixtures fail any test on a CSP
// violation, a page error or a console error.
import type { Locator, Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { SLIDER_SPEED_MS, TESTIMONIAL_SPEED_MS } from '../../elements/slider/rules.ts';
import { elementsSettled, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

const hero = (page: Page) => page.locator('ws-slider.hero-slider');
/** The slides: the element's own children (XPath, because Playwright's CSS would pierce into its shadow root). */
const slides = (slider: Locator) => slider.locator('xpath=./*');
/** The index of the slide marked current, from 0. */
const currentIndex = (slider: Locator) =>
  slider.evaluate((element) =>
    [...element.children].findIndex((child) => (child as HTMLElement).dataset.wsSlide === 'current'),
  );
const activeName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName} ${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}` : '';
  });

/** Presses Tab until the focused control's name matches, at most `limit` times; returns how many. */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await activeName(page))) return presses;
  }
  throw new Error(`Tab never reached ${name}; last: ${await activeName(page)}`);
}

test.describe("the home page's hero slider", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await visitorChose(context, baseURL!);
  });

  test("by keyboard only: pause first, then previous, picker, next, and the current slide's link; hidden slides are out of reach", async ({
    page,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    const slider = hero(page);
    await expect(slides(slider)).toHaveCount(5);
    // The rotation control is the slider's first stop, before any slide's content; keyboard focus
    // coming in has stopped the rotation for good (APG carousel), so it offers to start it.
    await tabTo(page, /Automatischen Wechsel starten/);
    await page.keyboard.press('Tab');
    expect(await activeName(page)).toMatch(/Vorherige Folie/);
    await page.keyboard.press('Enter');
    expect(await currentIndex(slider)).toBe(4);
    await page.keyboard.press('Tab');
    // The picker: one stop, on the current slide's dot; arrows move the slide and focus together.
    expect(await activeName(page)).toMatch(/Folie 5 von 5/);
    await page.keyboard.press('Home');
    expect(await currentIndex(slider)).toBe(0);
    expect(await activeName(page)).toMatch(/Folie 1 von 5/);
    await page.keyboard.press('ArrowRight');
    expect(await currentIndex(slider)).toBe(1);
    await page.keyboard.press('Tab');
    expect(await activeName(page)).toMatch(/Nächste Folie/);
    // The current slide's link comes next; the hidden slides' links never do.
    await page.keyboard.press('Tab');
    const link = await activeName(page);
    expect(link).toMatch(/^a /);
    const current = slides(slider).nth(1);
    expect(await current.evaluate((slide) => slide.contains(document.activeElement))).toBe(true);
    // Stopped by the visitor's keyboard focus: time passing changes nothing.
    await page.waitForTimeout(200);
    expect(await currentIndex(slider)).toBe(1);
    await expect(slides(slider).nth(0)).toHaveJSProperty('inert', true);
    await expect(current).toHaveAttribute('aria-label', '2 von 5');
  });

  test('no layout shift while the slider and the quotes upgrade and rotate', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await elementsSettled(page);
    await page.mouse.move(0, 0);
    const slider = hero(page);
    // Rotating (the live region is off then): the scrolling of elementsSettled has been seen by its observer.
    await expect(slider.locator('[part="viewport"]')).toHaveAttribute('aria-live', 'off');
    for (let change = 1; change <= 5; change += 1) {
      await page.clock.runFor(SLIDER_SPEED_MS);
      await expect.poll(() => currentIndex(slider)).toBe(change % 5);
      await page.waitForTimeout(700);
    }
    const quotes = page.locator('ws-testimonials');
    await quotes.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.wsShell!.whenSettled('ws-testimonials'));
    await expect(quotes.locator('[part="viewport"]')).toHaveAttribute('aria-live', 'off');
    for (let change = 1; change <= 3; change += 1) {
      await page.clock.runFor(TESTIMONIAL_SPEED_MS);
      await expect.poll(() => currentIndex(quotes)).toBe(change);
      await page.waitForTimeout(700);
    }
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join('\n')).toBe(0);
  });

  test('the upgrade keeps the box: the same size before its code arrives and after', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the slider's code back: the box it reserves is measured, then the code comes.
    await page.route(/\/elements\/ws-slider\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const slider = hero(page);
    await expect(slider).toBeVisible();
    const box = async () =>
      slider.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const first = element.firstElementChild!.getBoundingClientRect();
        return `${Math.round(rect.width)}x${Math.round(rect.height)} first ${Math.round(first.left - rect.left)},${Math.round(first.top - rect.top)} ${Math.round(first.width)}x${Math.round(first.height)}`;
      });
    const defined = () => page.evaluate(() => customElements.get('ws-slider') !== undefined);
    const before = await box();
    const wasDefined = await defined();
    release();
    await page.evaluate(() => window.wsShell!.whenSettled('ws-slider'));
    expect(wasDefined, "the route did not hold the slider's code back").toBe(false);
    expect(await box()).toBe(before);
  });

  test('the YouTube slide: nothing from YouTube before marketing is accepted; accepting plays it there, withdrawing takes it back', async ({
    page,
    outside,
  }) => {
    await page.goto('/');
    await elementsSettled(page);
    const slider = hero(page);
    await slider.evaluate((element) => (element as HTMLElementTagNameMap['ws-slider']).pause());
    await slider.evaluate((element) => (element as HTMLElementTagNameMap['ws-slider']).goTo(4));
    const slide = slides(slider).nth(4);
    const accept = slide.getByRole('button', { name: 'Marketing akzeptieren' });
    await expect(accept).toBeVisible();
    expect(outside.hosts().filter((host) => host.includes('youtube'))).toEqual([]);
    await accept.click();
    const frame = slide.locator('iframe');
    await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await expect.poll(() => outside.hosts().some((host) => host.includes('youtube'))).toBe(true);
    // Withdrawn: the player is gone again, in place (no reload: no script of it ran).
    await page.evaluate(() => window.cmplz_set_consent!('marketing', 'deny'));
    await expect(slide.locator('iframe[src]')).toHaveCount(0);
    await expect(accept).toBeVisible();
  });
});

test("marketing accepted in the banner: the hidden YouTube slide's player waits until its slide is shown", async ({
  page,
  outside,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => outside.hosts()).toEqual(['fonts.googleapis.com', 'www.googletagmanager.com']);
  const slider = hero(page);
  await slider.evaluate((element) => (element as HTMLElementTagNameMap['ws-slider']).pause());
  // Released (it has its src), but lazy: the slide is outside the clipped viewport, so nothing is fetched.
  await expect(slides(slider).nth(4).locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com/);
  await page.waitForTimeout(1000);
  expect(outside.hosts()).not.toContain('www.youtube-nocookie.com');
  await slider.evaluate((element) => (element as HTMLElementTagNameMap['ws-slider']).goTo(4));
  await expect.poll(() => outside.hosts()).toContain('www.youtube-nocookie.com');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the hero's slides are a row that scrolls sideways, the first in view and the next peeking in; the quotes are a list; the page itself does not scroll sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const slider = hero(page);
    const row = await slider.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      firstLeft: Math.round(
        element.firstElementChild!.getBoundingClientRect().left - element.getBoundingClientRect().left,
      ),
      firstWidth: Math.round(element.firstElementChild!.getBoundingClientRect().width),
      width: Math.round(element.clientWidth),
    }));
    expect(row.scrolls).toBe(true);
    expect(row.firstLeft).toBe(0);
    // Most of the row, with the next slide peeking in.
    expect(row.firstWidth).toBeLessThan(row.width);
    expect(row.firstWidth).toBeGreaterThan(row.width * 0.8);
    const quoteTops = await page
      .locator('ws-testimonials > *')
      .evaluateAll((quotes) => quotes.map((quote) => quote.getBoundingClientRect().top));
    expect(quoteTops.length).toBeGreaterThan(1);
    for (let index = 1; index < quoteTops.length; index += 1)
      expect(quoteTops[index]!).toBeGreaterThan(quoteTops[index - 1]!);
    // Negative with the scrollbar's gutter kept (docs/ACCESSIBILITY.md, "First paint"): nothing to scroll sideways either way.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe("the services page's before/after slider", () => {
  test.use({ hasTouch: true });

  test('slides by sliding: the track moves one width per slide, and a swipe moves it', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitorChose(context, baseURL!);
    await page.goto('/leistungen/');
    await elementsSettled(page);
    const slider = page.locator('ws-slider[animation="slide"]');
    await slider.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.wsShell!.whenSettled('ws-slider'));
    await slider.evaluate((element) => (element as HTMLElementTagNameMap['ws-slider']).pause());
    await slider.evaluate((element) => (element as HTMLElementTagNameMap['ws-slider']).goTo(1));
    // The 600 ms slide ends with the second slide at the viewport's start (polled: a busy machine paints late).
    const offset = () =>
      slider.evaluate((element) => {
        const viewport = element.shadowRoot!.querySelector('[part="viewport"]')!.getBoundingClientRect();
        const second = element.children[1]!.getBoundingClientRect();
        return Math.round(second.left - viewport.left);
      });
    await expect.poll(offset, { timeout: 5000 }).toBe(0);
    // A finger swiping left shows the next one.
    const viewport = slider.locator('[part="viewport"]');
    const rect = (await viewport.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const y = rect.y + rect.height / 2;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: rect.x + rect.width * 0.8, y }],
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: rect.x + rect.width * 0.5, y }],
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: rect.x + rect.width * 0.2, y }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => currentIndex(slider)).toBe(2);
  });
});
