// A focused control is never hidden by the open banner (WCAG 2.4.11), on a first visit at a desktop's
// and a phone's size: the visitor's first Tab lands in the banner, as if it came first in the page,
// and every Tab stop after it, through the whole page, is scrolled clear of the banner
// (docs/ACCESSIBILITY.md, "Focus never under the banner").
import type { Page } from '@playwright/test';
import { elementsSettled, expect, test } from './fixtures.ts';

const SCREENS = [
  { width: 1366, height: 768, phone: false },
  { width: 360, height: 740, phone: true },
];
const PAGES = ['/', '/leistungen/', '/kontakt/'];
/** At a desktop's size every other page too (where the banner's bar is widest and covers most stops). */
const MORE_PAGES_AT_DESKTOP = [
  '/galerie/',
  '/ablauf/',
  '/blog/',
  '/blog/kategorie/reparatur/',
  '/datenschutz/',
  '/shop/',
  '/forum/',
  '/impressum/',
];

interface Stop {
  inBanner: boolean;
  label: string;
  /** The part of the control's box the banner covers, in px² (0: free). */
  covered: number;
  /** Whether the control fits between the sticky header and the banner (else its top must show). */
  fits: boolean;
  topShows: boolean;
  onScreen: boolean;
}

/** The focused control (inside shadow roots too), and how much of it the banner's box covers, once the smooth scroll rests. */
async function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate(async () => {
    let last = -1;
    let still = 0;
    for (let frame = 0; frame < 120 && still < 8; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
    }
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host = document.querySelector('ws-consent-banner')!;
    const inBanner = active === host || (active?.getRootNode() as ShadowRoot).host === host;
    const box = host.shadowRoot!.querySelector('section[part~="banner"]')!.getBoundingClientRect();
    const own = active!.getBoundingClientRect();
    const width = Math.max(0, Math.min(own.right, box.right) - Math.max(own.left, box.left));
    const height = Math.max(0, Math.min(own.bottom, box.bottom) - Math.max(own.top, box.top));
    const label = `${active!.localName}${active!.id ? `#${active!.id}` : ''} "${(active!.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const onScreen = own.bottom > 0 && own.top < innerHeight;
    const headerBottom = document.querySelector('header.site-header')?.getBoundingClientRect().bottom ?? 0;
    const fits = own.height <= box.top - headerBottom;
    const topShows = own.top >= headerBottom && own.top < box.top;
    return {
      inBanner,
      label: `${label} [${Math.round(own.top)}–${Math.round(own.bottom)} banner ${Math.round(box.top)} header ${Math.round(headerBottom)} scroll ${Math.round(scrollY)}]`,
      covered: Math.round(width * height),
      onScreen,
      fits,
      topShows,
    };
  });
}

for (const { width, height, phone } of SCREENS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    for (const path of phone ? PAGES : [...PAGES, ...MORE_PAGES_AT_DESKTOP]) {
      test(`${path}, first visit: the first Tab is in the banner, and no Tab stop of the page is under it`, async ({
        page,
      }) => {
        // Every Tab stop of the page, each after the smooth scroll rests.
        test.setTimeout(120_000);
        await page.goto(path);
        await elementsSettled(page);
        await expect(page.getByRole('region', { name: 'Cookie-Einstellungen', exact: true })).toBeVisible();
        await page.keyboard.press('Tab');
        expect((await focusedStop(page)).inBanner, 'the first Tab lands in the banner').toBe(true);

        const hidden: string[] = [];
        let pageStops = 0;
        // Through the banner, on through the page from its top, until the banner again.
        for (let step = 0, leftBanner = false; step < 150; step += 1) {
          await page.keyboard.press('Tab');
          const stop = await focusedStop(page);
          if (stop.inBanner && leftBanner) break;
          // Past the page's last control focus rests on the document a moment before it wraps to the top.
          if (stop.inBanner || stop.label.startsWith('body')) continue;
          leftBanner = true;
          pageStops += 1;
          // A control taller than the room between header and banner (a message field) shows its top.
          const clear = stop.fits ? stop.covered === 0 : stop.topShows;
          if (!clear || !stop.onScreen)
            hidden.push(`${stop.label}: ${stop.onScreen ? `${stop.covered} px² under the banner` : 'off screen'}`);
        }
        test
          .info()
          .annotations.push({ type: 'Tab stops', description: `${pageStops} in the page, ${hidden.length} hidden` });
        expect(pageStops, 'Tab went through the page').toBeGreaterThan(5);
        expect(hidden).toEqual([]);
      });
    }
  });
}
