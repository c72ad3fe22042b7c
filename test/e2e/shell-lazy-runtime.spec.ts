// single-spa is not in dist/shell.js: it mounts every element's view as a parcel, so it sits with React
// and single-spa-react in their shared chunk, fetched with the first element's code; a page without
// ws-* tags never downloads it, and nothing patches the history API (docs/ARCHITECTURE.md, "single-spa").
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { elementRegistry } from '../../shell/registry.ts';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, pointedAt, recordScripts, test, visitorChose } from './fixtures.ts';

/** React's shared chunk, which holds single-spa and single-spa-react too (rollup.config.mjs). */
const singleSpaFile = `chunks/${readdirSync(fileURLToPath(new URL('../../dist/chunks/', import.meta.url))).find((file) => file.startsWith('react.') && file.endsWith('.js'))}`;

/** single-spa sets this global when its module runs. */
const singleSpaRan = (page: Page) => page.evaluate(() => 'singleSpaNavigate' in window);

test.describe('single-spa comes with the first element code, in React’s shared chunk', () => {
  test('a page without ws-* tags never fetches single-spa; a page with one fetches it once, with the element', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitorChose(context, baseURL!);
    const files = recordScripts(page);
    await page.route('**/ohne-elemente/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="de"><title>Ohne Elemente</title><main><h1>Nur Text</h1></main><script type="module" src="/dist/shell.js"></script></html>',
      }),
    );
    await page.goto('/ohne-elemente/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1200);
    expect(files).not.toContain(singleSpaFile);
    expect(await singleSpaRan(page)).toBe(false);

    files.length = 0;
    await page.goto('/shop/');
    // The boxes' code comes with the pointer over one (elements/quantity/README.md, "Before the code").
    expect(await pointedAt(page, 'ws-quantity')).toBe('mounted');
    expect(files.filter((file) => file === singleSpaFile)).toHaveLength(1);
    expect(files).toContain('elements/ws-quantity.js');
    expect(await singleSpaRan(page)).toBe(true);
    // Parcels only: single-spa's application layer never ran, so the history API is the browser's own.
    expect(await page.evaluate(() => history.pushState.toString().includes('[native code]'))).toBe(true);
  });

  test('the boxes of undefined tags: one stylesheet only for a page with tags and without dist/ws.css, no chunk of other elements', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await visitorChose(context, baseURL!);
    const files = recordScripts(page);
    const sheets: string[] = [];
    page.on(
      'request',
      (request) =>
        void (new URL(request.url()).pathname.endsWith('.css') && sheets.push(new URL(request.url()).pathname)),
    );
    const pageWith = (body: string) =>
      `<!doctype html><html lang="de"><title>Test</title><main>${body}</main><script type="module" src="/dist/shell.js"></script></html>`;
    // Neither the alert's first frame nor its code arrives: what holds its box is the reserve rule alone.
    await page.route('**/dist/elements/ws-alert{,.first-frame}.js', (route) => route.abort());
    await page.route('**/ohne-css/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: pageWith(route.request().url().endsWith('/mit/') ? '<ws-alert>Hinweis</ws-alert>' : '<p>Nur Text</p>'),
      }),
    );
    const alertPadding = () => page.locator('ws-alert').evaluate((alert) => getComputedStyle(alert).paddingInlineStart);

    await page.goto('/ohne-css/ohne/');
    await page.waitForLoadState('networkidle');
    expect(sheets).toEqual([]);

    files.length = 0;
    await page.goto('/ohne-css/mit/');
    await page.waitForLoadState('networkidle');
    expect(sheets).toEqual(['/dist/reserve-sheet.css']);
    // Nothing named after an element the page lacks (the reserve constants once came as ten such chunks).
    const otherElements = elementRegistry
      .map((entry) => entry.tag.replace(/^ws-/, ''))
      .filter((name) => name !== 'alert');
    expect(files.filter((file) => otherElements.some((name) => file.startsWith(`chunks/${name}`)))).toEqual([]);
    expect(await alertPadding()).toBe('52px');
    // The expected complaints: the alert's first frame and code, cut off above.
    expect(problems.list.filter((line) => !/^console error: Failed to load resource/.test(line))).toEqual([
      // One for the frame's file, whether as the first frame or as its waiting rule (the same file) (shell/element-loader.ts).
      expect.stringMatching(/<ws-alert> (first frame|waiting rule) failed/),
      expect.stringContaining('<ws-alert> failed'),
    ]);
    problems.clear();

    // A demo page carries ws.css (inline): the shell sees its mark and fetches nothing more.
    files.length = 0;
    await page.unroute('**/dist/elements/ws-alert{,.first-frame}.js');
    await page.goto('/forum/');
    await elementsSettled(page);
    expect(files).toContain('elements/ws-alert.first-frame.js');
    expect(sheets.filter((sheet) => sheet.endsWith('reserve-sheet.css'))).toHaveLength(1);
  });

  test(`the chunk with React and single-spa answers 404: every element fails alone, one console error names the file, the banner's first frame still takes the answer`, async ({
    page,
    context,
    problems,
  }) => {
    await page.route(`**/dist/${singleSpaFile}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie-Einstellungen' });
    await expect(banner).toBeVisible();
    // The banner's code waits for the answer (elements/consent-banner/README.md); the first frame takes it.
    expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('waiting');
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ cmplz_consent_status: 'allow' });
    // Then its code comes, and fails alone.
    await expect.poll(() => page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('failed');
    await expect(page.locator('ws-consent-banner')).toHaveAttribute('data-ws-failed', '');

    // Every element the shell started is done (each fails alone). Not networkidle: the hero's video
    // may stream for longer than a test lasts on a loaded machine (CI timed out here once).
    await page.evaluate(async () => {
      const shell = window.wsShell!;
      await Promise.all(
        Object.entries(shell.status())
          .filter(([, state]) => state !== 'not loaded')
          .map(([tag]) => shell.whenSettled(tag)),
      );
    });
    await page.waitForTimeout(300);
    const reported = problems.list.filter((line) => !/^console error: Failed to load resource/.test(line));
    expect(reported.filter((line) => line.startsWith('page error'))).toEqual([]);
    expect(reported, reported.join('\n')).toEqual([expect.stringContaining(`${singleSpaFile} answered 404`)]);
    problems.clear();
  });
});
