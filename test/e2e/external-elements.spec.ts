// Another team's element joins the shell on the built demo (docs/ARCHITECTURE.md, "Elements from
// outside"): a lit element (test/fixtures/x-consent-note.ts, bundled here with its lit) listed in the
// page's JSON, loaded only when it comes near the viewport, following consent, and one instance
// whose render throws falls back alone while the page's own elements go on.
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { elementsSettled, expect, test } from './fixtures.ts';

const MODULE_PATH = '/andere/x-consent-note.js';
let bundle: string;

test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['test/fixtures/x-consent-note.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
});

/** /impressum/ with the JSON list, a note far below the fold and a broken one; requests for the module counted. */
async function pageWithNotes(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`**${MODULE_PATH}`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: bundle });
  });
  await page.route(
    (url) => url.pathname === '/impressum/',
    async (route) => {
      const response = await route.fetch();
      const list = `<script type="application/json" id="ws-elements">[{"tag":"x-consent-note","module":"${MODULE_PATH}"}]</script>`;
      const notes = `<canvas width="1" height="4000" aria-hidden="true"></canvas><x-consent-note id="hinweis"><p>Hinweis ohne Skript</p></x-consent-note><x-consent-note id="kaputt" fail><p class="eigener">Eigener Text bleibt</p></x-consent-note>`;
      const body = (await response.text()).replace('</head>', `${list}</head>`).replace('</main>', `${notes}</main>`);
      await route.fulfill({ response, body });
    },
  );
  return asked;
}

const note = (page: Page) => page.locator('#hinweis').locator('[part="note"]');

test('a lit element from outside loads near the viewport, follows consent, and a broken one falls back alone', async ({
  page,
  problems,
}) => {
  const asked = await pageWithNotes(page);
  await page.goto('/impressum/');
  const ours = await elementsSettled(page);
  expect(
    Object.values(ours).filter((state) => state !== 'mounted' && state !== 'waiting' && state !== 'not loaded'),
  ).toEqual([]);
  // Far below the fold: not fetched yet.
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => window.wsShell!.status()['x-consent-note'])).toBe('not loaded');

  await page.locator('#hinweis').scrollIntoViewIfNeeded();
  await expect(note(page)).toHaveText('Marketing nicht erlaubt');
  expect(asked).toHaveLength(1);
  // The broken instance: its own text shows, the tag reports failed, one console error names it.
  await expect(page.locator('#kaputt .eigener')).toBeVisible();
  expect(await page.evaluate(() => window.wsShell!.whenSettled('x-consent-note'))).toBe('failed');
  expect(problems.list).toEqual(['console error: ws: <x-consent-note> failed: the note cannot be rendered']);
  problems.clear();

  await page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(note(page)).toHaveText('Marketing erlaubt');
  // The page's own elements went on.
  expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('mounted');
});

test('wsShell.register at run time: a module that cannot be fetched fails alone, its content stays', async ({
  page,
  problems,
}) => {
  await page.route('**/andere/fehlt.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/impressum/');
  await elementsSettled(page);
  const state = await page.evaluate(async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<x-fehlt><p>Bleibt lesbar</p></x-fehlt>';
    document.querySelector('main')!.prepend(holder);
    const missing = '/andere/fehlt.js';
    const refused = window.wsShell!.register({ tag: 'ws-fremd', load: () => import(missing) });
    const accepted = window.wsShell!.register({ tag: 'x-fehlt', load: () => import(missing) });
    return { refused, accepted, settled: await window.wsShell!.whenSettled('x-fehlt') };
  });
  expect(state).toEqual({ refused: false, accepted: true, settled: 'failed' });
  await expect(page.getByText('Bleibt lesbar')).toBeVisible();
  expect(problems.list.filter((line) => line.includes('ws:'))).toEqual([
    "console error: ws: register: <ws-fremd>: the ws- prefix is the shell's own",
    expect.stringMatching(/^console error: ws: <x-fehlt> failed: /),
  ]);
  problems.clear();
});
