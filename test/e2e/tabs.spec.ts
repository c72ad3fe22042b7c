// <ws-tabs> and <ws-tooltip> on the built services page: the guarantee per service as
// tabs, by keyboard only, opened by a hash on arrival with no layout shift while it upgrades in
// view, an accordion on a phone, and every panel under its heading without script; the technical
// terms in them explained by tooltips on focus, hover and tap.
import type {} from '../../shell/index.ts';
import { axeViolations, expect, layoutShifts, test, visitorChose } from './fixtures.ts';

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('a hash names a tab: it opens in view, nothing shifts while the element upgrades; keys move between tabs', async ({
    page,
  }) => {
    await page.goto('/leistungen/#garantie-glas');
    await page.waitForFunction(() => window.wsShell?.status()['ws-tabs'] === 'mounted');
    const tabs = page.locator('ws-tabs');
    await expect(tabs.getByRole('tab', { name: 'Glas' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel', { name: 'Glas' })).toBeVisible();
    expect((await layoutShifts(page)).total).toBe(0);
    await tabs.getByRole('tab', { name: 'Glas' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Lack' })).toBeFocused();
    await expect(tabs.getByRole('tabpanel', { name: 'Lack' })).toBeVisible();
    await expect(tabs.getByRole('tabpanel', { name: 'Glas' })).toBeHidden();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Glas' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('tooltips on technical terms', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('the term is described by it; focus shows it beside the term, Escape hides it; hover shows it too', async ({
    page,
  }) => {
    await page.goto('/leistungen/#garantie-karosserie');
    await page.waitForFunction(() => window.wsShell?.status()['ws-tooltip'] === 'mounted');
    const term = page.getByRole('button', { name: 'Richtbank' });
    await expect(term).toHaveAccessibleDescription(
      'Ein Messrahmen, auf dem die Karosserie vermessen und in ihre Sollmaße zurückgezogen wird.',
    );
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeHidden();
    // In the middle of the window: room above it, the preferred side.
    await term.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await term.focus();
    await expect(tip).toBeVisible();
    const [termBox, tipBox] = [await term.boundingBox(), await tip.boundingBox()];
    expect(Math.round(termBox!.y - (tipBox!.y + tipBox!.height))).toBe(8);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(term).toBeFocused();
    await term.blur();
    await term.hover();
    await expect(tip).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ context, baseURL }) => visitorChose(context, baseURL!));

  test('an accordion: the first open, the others open on a tap', async ({ page }) => {
    await page.goto('/leistungen/#garantie-title');
    await page.waitForFunction(() => window.wsShell?.status()['ws-tabs'] === 'mounted');
    const tabs = page.locator('ws-tabs');
    await expect(tabs.getByRole('button', { name: 'Lack', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(tabs.getByRole('button', { name: 'Karosserie', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await tabs.getByRole('button', { name: 'Karosserie', exact: true }).click();
    await expect(tabs.getByRole('region', { name: 'Karosserie' })).toBeVisible();
    expect((await layoutShifts(page)).total).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 800 } });
  test('every panel shows under its heading', async ({ page }) => {
    await page.goto('/leistungen/');
    for (const name of ['Lack', 'Karosserie', 'Glas'])
      await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(page.getByText('Zwei Jahre Garantie auf Dichtheit')).toBeVisible();
    // A tooltip's text follows its term in brackets.
    await expect(page.locator('ws-tooltip', { hasText: 'Ein Messrahmen' })).toBeVisible();
  });
});
