// The room the open banner takes at the screen's bottom is kept from the first frame's paint, not
// from the element's arrival (elements/consent-banner/room.ts): what keeps clear of the banner, as
// the scroll sections' step dots, never moves while the banner's code waits for the answer.
import type {} from '../../shell/index.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test("/ablauf/ with the banner's code waiting for the answer: the step dots keep clear of the banner and do not move", async ({
  page,
}) => {
  await page.goto('/ablauf/');
  expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-scroll-sections'))).toBe('mounted');
  // The first frame is the banner until the answer (elements/consent-banner/README.md): the element's code waits.
  expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('waiting');
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
  expect(early.defined, 'the banner element came before the answer').toBe(false);
  expect(Number.parseFloat(early.room), 'no room kept by the first frame').toBeGreaterThan(0);
  expect(early.spacers).toBe(1);
  const dotsEarly = await dots();
  await page.waitForTimeout(1500);
  expect(await room()).toEqual(early);
  expect(await dots()).toBe(dotsEarly);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  // The element comes after the answer, for the revoke button, and leaves the room given back.
  await expect.poll(room).toEqual({ room: '0px', spacers: 0, defined: true });
  await expect(page.getByRole('button', { name: 'Einwilligung verwalten' })).toBeVisible();
});
