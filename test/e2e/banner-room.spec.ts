// The room the open banner takes at the screen's bottom is kept from the first frame's paint, not
// from the element's arrival (elements/consent-banner/room.ts): what keeps clear of the banner, as
// the scroll sections' step dots, never moves when the banner's code comes late.
import type {} from '../../shell/index.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test("/ablauf/ with the banner's code late: the step dots keep clear of the banner from the start and do not move", async ({
  page,
}) => {
  // The element's own file late, as on a slow phone where the scroll sections drew first; the first frame is on time.
  await page.route('**/dist/elements/ws-consent-banner.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/ablauf/');
  expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-scroll-sections'))).toBe('mounted');
  const room = () =>
    page.evaluate(() => ({
      room: document.documentElement.style.getPropertyValue('--ws-banner-room'),
      spacers: document.querySelectorAll('[data-ws-banner-room]').length,
      defined: customElements.get('ws-consent-banner') !== undefined,
    }));
  // Where the step dots are on the screen.
  const dots = () =>
    page.evaluate(() => {
      const box = document.querySelector('ws-scroll-sections')!.shadowRoot!.querySelector('nav ol')!;
      return JSON.stringify(box.getBoundingClientRect());
    });
  const early = await room();
  expect(early.defined, 'the banner element came before the dots: the test shows nothing').toBe(false);
  expect(Number.parseFloat(early.room), 'no room kept before the element came').toBeGreaterThan(0);
  expect(early.spacers).toBe(1);
  const dotsEarly = await dots();
  expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('mounted');
  // The element keeps the first frame's watcher: the same room, one spacer, and the dots where they were.
  await expect.poll(room).toEqual({ ...early, defined: true });
  expect(await dots()).toBe(dotsEarly);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect.poll(room).toEqual({ room: '0px', spacers: 0, defined: true });
});
