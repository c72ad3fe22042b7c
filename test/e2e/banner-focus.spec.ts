// After an answer in the banner, focus goes back where the visitor was before entering it, or to
// the start of the main content: never to <body>, where the next Tab starts at the page's end
// (docs/REFERENCE.md, "Focus after an answer").
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { BANNER_HIDE_DELAY_MS } from '../../elements/consent-banner/rules.ts';
import { elementsSettled, expect, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });

/** What has focus, in words: the tag, its id and its text (inside a shadow root: the host's tag first). */
const focusedThing = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    const path: string[] = [];
    while (active) {
      path.push(
        `${active.localName}${active.id ? `#${active.id}` : ''}${active.shadowRoot ? '' : ` "${(active.textContent ?? '').trim().slice(0, 40)}"`}`,
      );
      active = active.shadowRoot?.activeElement ?? null;
    }
    return path.join(' > ');
  });

/** Presses `key` until `target` has focus (at most `limit` times); the last stop in the page before the banner is
 * returned. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, key = 'Tab', limit = 200): Promise<string> {
  let before = '';
  for (let step = 0; step < limit; step += 1) {
    if (await isTarget()) return before;
    const now = await focusedThing(page);
    if (!now.startsWith('ws-consent-banner') && !now.startsWith('body')) before = now;
    await page.keyboard.press(key);
  }
  throw new Error('never reached');
}

for (const [answer, waits] of [
  ['Ablehnen', false],
  ['Alle akzeptieren', true],
  ['Auswahl speichern', true],
] as const) {
  test(`keyboard: after "${answer}" focus is back on the control the visitor left for the banner`, async ({ page }) => {
    await page.goto('/');
    await elementsSettled(page);
    // Focus in the page first: the very first Tab of a page would go straight to the open banner. The banner comes
    // first in <body> (docs/ACCESSIBILITY.md#focus-never-under-the-banner): Shift+Tab leads back into it.
    await page.locator('main a').first().focus();
    const button = banner(page).getByRole('button', { name: answer });
    const left = await tabTo(page, () => button.evaluate((element) => element.matches(':focus')), 'Shift+Tab');
    expect(left, 'a control of the page came before the banner').not.toBe('');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden({ timeout: waits ? BANNER_HIDE_DELAY_MS + 5000 : undefined });
    await expect.poll(() => focusedThing(page)).toBe(left);
  });
}

test('pointer: after "Alle akzeptieren" with nothing focused before, focus is at the start of the main content, and Tab goes on from there', async ({
  page,
}) => {
  await page.goto('/leistungen/');
  await elementsSettled(page);
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('main');
  // The first control inside the main content is the next stop, not the last of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('"Auswahl speichern" in the reopened banner: focus returns to the revoke button, as before', async ({ page }) => {
  await page.goto('/kontakt/');
  await elementsSettled(page);
  await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner(page)).toBeHidden();
  const revoke = page.getByRole('button', { name: 'Einwilligung verwalten' });
  await revoke.click();
  await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(banner(page)).toBeHidden({ timeout: BANNER_HIDE_DELAY_MS + 5000 });
  await expect(revoke).toBeFocused();
});
