// Forced colours (Windows high contrast) on the built demo: the browser drops backgrounds and
// replaces colours, and every control and every current or checked state must stay visible
// (docs/ACCESSIBILITY.md, "Forced colours"). Screenshots: test-results/visitor/forced-*.png.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { elementsSettled, expect, test, visitorChose } from './fixtures.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/visitor/', import.meta.url));

test.use({ viewport: { width: 1366, height: 768 } });
test.beforeEach(async ({ page, context, baseURL }) => {
  await visitorChose(context, baseURL!);
  await page.emulateMedia({ forcedColors: 'active' });
});

/** Colours of `selector` in the shadow root of `host` (its ::before where asked), each as computed. */
function shadowColours(page: Page, host: string, selector: string, pseudo: string | null = null) {
  return page.evaluate(
    ([hostSelector, inner, pseudoElement]) =>
      [...document.querySelector(hostSelector!)!.shadowRoot!.querySelectorAll(inner!)].map((element) => {
        const style = getComputedStyle(element, pseudoElement);
        return {
          current: element.getAttribute('aria-current') === 'true' || (element as HTMLInputElement).checked === true,
          background: style.backgroundColor,
          border: style.borderTopColor,
          outline: style.outlineStyle,
        };
      }),
    [host, selector, pseudo] as const,
  );
}

test('the consent switches: a visible track, and checked unlike unchecked', async ({ page }) => {
  await page.goto('/datenschutz/');
  await elementsSettled(page);
  await page.evaluate(() => window.wsConsent!.saveChoices({ preferences: true, statistics: false, marketing: false }));
  const manage = page.locator('ws-manage-consent');
  await expect(manage.getByRole('switch', { name: 'Präferenzen' })).toBeChecked();
  await manage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}forced-datenschutz-switches.png` });
  const switches = await shadowColours(page, 'ws-manage-consent', 'input[name]');
  expect(switches).toHaveLength(3);
  for (const one of switches) expect(one.border, 'the track has a border').not.toBe('rgba(0, 0, 0, 0)');
  const checked = switches.filter((one) => one.current);
  const unchecked = switches.filter((one) => !one.current);
  expect(checked).toHaveLength(1);
  expect(
    new Set(unchecked.map((one) => one.background)).has(checked[0]!.background),
    'checked looks unlike unchecked',
  ).toBe(false);
});

test('the slider: the current dot unlike the others', async ({ page }) => {
  await page.goto('/');
  await elementsSettled(page);
  await page.screenshot({ path: `${SCREENSHOTS}forced-start-slider.png` });
  const dots = await shadowColours(page, 'ws-slider.hero-slider', '.picker button', '::before');
  const current = dots.filter((dot) => dot.current);
  expect(current).toHaveLength(1);
  const others = new Set(dots.filter((dot) => !dot.current).map((dot) => `${dot.background} ${dot.border}`));
  expect(others.has(`${current[0]!.background} ${current[0]!.border}`), 'the current dot looks like another').toBe(
    false,
  );
});

test('the lightbox: the current thumbnail unlike the others', async ({ page }) => {
  await page.goto('/galerie/#galerie/3');
  const viewer = page.getByRole('dialog', { name: 'Bildergalerie' });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.thumbnails button[aria-current="true"]')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}forced-galerie-lightbox.png` });
  const thumbnails = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('*')].flatMap((element) =>
      element.shadowRoot ? [element.shadowRoot] : [],
    );
    return roots
      .flatMap((root) => [...root.querySelectorAll('.thumbnails button')])
      .map((button) => {
        const style = getComputedStyle(button);
        return {
          current: button.getAttribute('aria-current') === 'true',
          look: `${style.borderTopColor} ${style.outlineStyle} ${style.outlineColor}`,
        };
      });
  });
  const current = thumbnails.filter((thumbnail) => thumbnail.current);
  expect(current).toHaveLength(1);
  expect(
    new Set(thumbnails.filter((thumbnail) => !thumbnail.current).map((thumbnail) => thumbnail.look)).has(
      current[0]!.look,
    ),
  ).toBe(false);
});
