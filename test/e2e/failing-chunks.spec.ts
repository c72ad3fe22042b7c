// A failing chunk never takes the consent question away: whichever one file of the banner answers
// 404, the visitor gets a banner that takes the answer and closes, and the console names the file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type {} from '../../shell/index.ts';
import { expect, layoutShifts, test, visitorChose } from './fixtures.ts';

interface BuiltGraph {
  elements: Record<string, string[]>;
  files: Record<string, { imports: string[] }>;
}
const graph = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../dist/chunk-graph.json', import.meta.url)), 'utf8'),
) as BuiltGraph;

/** A shared chunk's name without its content hash (chunks/react.Ab3_x-9Z.js -> chunks/react.js, rollup.config.mjs). */
const withoutHash = (file: string) => file.replace(/^(chunks\/[\w.-]+)\.[\w-]{8}\.js$/, '$1.js');

/** Every file the banner needs besides the shell: its first frame's, its element's and their shared chunks. */
const bannerFiles = (graph.elements['ws-consent-banner'] ?? []).filter((file) => file !== 'shell.js');

/** The built files that import `file`, directly or through others (they fail with it). */
function dependentsOf(file: string): string[] {
  const dependents = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, { imports }] of Object.entries(graph.files)) {
      if (dependents.has(name) || !imports.some((imported) => imported === file || dependents.has(imported))) continue;
      dependents.add(name);
      grew = true;
    }
  }
  return [...dependents];
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });

/** Serves the home page with the soft cookie wall switched on in its settings (as banner.spec.ts does for /leistungen/). */
async function withWall(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"soft_cookiewall":false', '"soft_cookiewall":true');
      expect(body).toContain('"soft_cookiewall":true');
      await route.fulfill({ response, body });
    },
  );
}

const wallOf = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

/** The part of the control focused inside the banner's shadow root. */
const focusedPart = (page: Page) =>
  page.evaluate(
    () => document.querySelector('ws-consent-banner')?.shadowRoot?.activeElement?.getAttribute('part') ?? null,
  );

/** The browser's own line for any failed request: not ours to count (it names no file in its text). */
const NETWORK_LINE = /^console error: Failed to load resource/;

test.describe('a failing chunk never takes the consent question away', () => {
  test('the banner’s files are the ones the issue names, and its first frame stands alone', () => {
    // styles.js is gone: the banner's rules and styles are now inside the element and the first frame.
    expect(bannerFiles.map(withoutHash)).toEqual(
      expect.arrayContaining([
        'elements/ws-consent-banner.first-frame.js',
        'elements/ws-consent-banner.js',
        'chunks/react.js',
        'chunks/define.js',
        'chunks/use-consent.js',
      ]),
    );
    expect(graph.files['elements/ws-consent-banner.first-frame.js']!.imports).toEqual([]);
    const firstFrame = readFileSync(
      fileURLToPath(new URL('../../dist/elements/ws-consent-banner.first-frame.js', import.meta.url)),
      'utf8',
    );
    // No import of any kind, and no second bus (its cookie names and RxJS stay in the shell).
    expect(firstFrame).not.toMatch(/\bimport\s*[("'{*]|\bfrom\s*["']/);
    expect(firstFrame).not.toContain('consent_status');
    expect(firstFrame).not.toContain('BehaviorSubject');
  });

  for (const file of bannerFiles) {
    test(`${file} answers 404: a working banner, one console error naming it per page load, no unhandled rejection`, async ({
      page,
      context,
      problems,
    }) => {
      await page.route(`**/dist/${file}`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
      );
      // A click before the shell has taken the printed banner over posts its form, and the answer loads the page
      // again (docs/REFERENCE.md): each load reports the failure once.
      let loads = 0;
      page.on('domcontentloaded', () => (loads += 1));
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
      // "Saved" for a second, then closed (how long it stays is the element tests' to measure, not a timing here).
      await expect(banner(page)).toBeHidden();
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies).toMatchObject({
        cmplz_consent_status: 'allow',
        cmplz_marketing: 'allow',
        cmplz_statistics: 'allow',
      });

      // Every element the shell started is done (the answer brings the off-canvas code too). Not
      // networkidle: the hero's video may stream for longer than a test lasts on a loaded machine.
      // After a posted answer the page is a new one, whose shell may still be on its way.
      await page.waitForFunction(() => Boolean(window.wsShell));
      await page.evaluate(async () => {
        const shell = window.wsShell!;
        await Promise.all(
          Object.entries(shell.status())
            .filter(([, state]) => state !== 'not loaded')
            .map(([tag]) => shell.whenSettled(tag)),
        );
      });
      await page.waitForTimeout(300);
      const reported = problems.list.filter((line) => !NETWORK_LINE.test(line));
      expect(reported.filter((line) => line.startsWith('page error'))).toEqual([]);
      expect(reported.filter((line) => line.includes(file))).toHaveLength(loads);
      // Anything else reported is a file that failed with it (hash links import the kit's base).
      const dependents = dependentsOf(file);
      for (const line of reported.filter((entry) => !entry.includes(file)))
        expect(
          dependents.some((dependent) => line.includes(dependent)),
          line,
        ).toBe(true);
      problems.clear();
    });
  }

  // The shell's own lazy chunks: each failing one is one console error naming it, never a page error.
  const SHELL_CHUNKS = ['service', 'hash-links', 'release', 'placeholder-styles'];
  for (const name of SHELL_CHUNKS) {
    test(`chunks/${name}.js answers 404 on /kontakt/ (geoip on): one console error naming it, no unhandled rejection`, async ({
      page,
      problems,
    }) => {
      const file = Object.keys(graph.files).find((candidate) => withoutHash(candidate) === `chunks/${name}.js`);
      expect(file, `chunks/${name}.js is built`).toBeDefined();
      await page.route(`**/dist/${file}`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
      );
      // geoip on: the shell fetches the banner service's chunk at start.
      await page.route(
        (url) => url.pathname === '/kontakt/',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            '"soft_cookiewall":false',
            '"soft_cookiewall":false,"geoip":true',
          );
          await route.fulfill({ response, body });
        },
      );
      await page.goto('/kontakt/');
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
      await expect(banner(page)).toBeHidden();
      // Not 'networkidle': on a loaded machine the released map and video frames kept it from ever
      // firing here (twice in 30 s). The error comes once the failing file is asked for; then a
      // second error, if one came, would be there after a moment.
      await expect.poll(() => problems.list.filter((line) => line.includes(file!)).length).toBeGreaterThan(0);
      // Markup added afterwards (a widget's own nodes) must not fetch the failed file again and again.
      await page.evaluate(() => document.body.append(document.createElement('div')));
      await page.waitForTimeout(500);
      const reported = problems.list.filter((line) => !NETWORK_LINE.test(line));
      expect(reported.filter((line) => line.startsWith('page error'))).toEqual([]);
      expect(
        reported.filter((line) => line.includes(file!)),
        reported.join('\n'),
      ).toHaveLength(1);
      problems.clear();
    });
  }

  // The element parses hashes with the kit's hash-actions.ts, not the shell's hash-links chunk.
  test('chunks/hash-links.js answers 404 on /leistungen/#awb-oc__hours: the off-canvas still opens its panel', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    expect(graph.elements['ws-offcanvas']!.filter((file) => file.includes('hash-links'))).toEqual([]);
    await visitorChose(context, baseURL!);
    const file = Object.keys(graph.files).find((candidate) => withoutHash(candidate) === 'chunks/hash-links.js')!;
    await page.route(`**/dist/${file}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await page.goto('/leistungen/#awb-oc__hours');
    await expect(page.getByRole('region', { name: 'Öffnungszeiten und Telefon' })).toBeVisible();
    expect(await page.evaluate(() => window.wsShell?.status()['ws-offcanvas'])).toBe('mounted');
    await page.waitForLoadState('networkidle');
    const reported = problems.list.filter((line) => !NETWORK_LINE.test(line));
    expect(reported, reported.join('\n')).toEqual([expect.stringContaining(file)]);
    problems.clear();
  });

  test('with the soft cookie wall, ws-consent-banner.js answers 404: the first frame’s wall still asks, holds the page and closes', async ({
    page,
    context,
    problems,
  }) => {
    const file = 'elements/ws-consent-banner.js';
    await page.route(`**/dist/${file}`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await withWall(page);
    await page.goto('/');
    const wall = wallOf(page);
    await expect(wall).toBeVisible();
    // The element's code waits for the answer (elements/consent-banner/README.md): the first frame is the wall.
    expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('waiting');
    // Modal: focus is in the wall, the page under it takes no click, Escape changes nothing.
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('ws-consent-banner');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Kontakt' }).click({ timeout: 1000 })).rejects.toThrow();
    await page.keyboard.press('Escape');
    await expect(wall).toBeVisible();
    expect(await page.evaluate(() => window.wsConsent!.getConsent().choiceMade)).toBe(false);

    await wall.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(wall).toBeHidden();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({
      cmplz_consent_status: 'allow',
      cmplz_marketing: 'allow',
      cmplz_statistics: 'allow',
    });
    // Wanted after the answer, the element's file fails then, alone.
    await expect.poll(() => page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('failed');
    const reported = problems.list.filter((line) => !NETWORK_LINE.test(line));
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain(file);
    problems.clear();
    // The page is released: the link takes a click again (tried only: the next page would load the failing file once more).
    await navigation.getByRole('link', { name: 'Kontakt' }).click({ trial: true, timeout: 1000 });
  });

  test('the element takes the first frame’s wall over seamlessly: still modal, focus kept, no shift', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The element's code arrives late: the first frame's wall is all there is meanwhile.
    await page.route('**/dist/elements/ws-consent-banner.js', async (route) => {
      await released;
      await route.continue();
    });
    await withWall(page);
    await page.goto('/');
    const wall = wallOf(page);
    await expect(wall).toBeVisible();
    expect(await page.evaluate(() => customElements.get('ws-consent-banner'))).toBeUndefined();
    await wall.getByRole('button', { name: 'Ablehnen' }).focus();
    expect(await focusedPart(page)).toBe('button deny');
    release();
    await page.waitForFunction(() => Boolean(window.wsShell));
    // Before the answer the element comes only when the first frame cannot follow the page: an attribute set.
    await page.evaluate(() => document.querySelector('ws-consent-banner')!.setAttribute('theme', 'light'));
    expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).not.toBe('failed');
    await page.waitForFunction(() => window.wsShell!.status()['ws-consent-banner'] === 'mounted');
    await expect(wall).toBeVisible();
    expect(
      await page.evaluate(() =>
        document.querySelector('ws-consent-banner')!.shadowRoot!.querySelector('dialog')!.matches(':modal'),
      ),
    ).toBe(true);
    expect(await focusedPart(page)).toBe('button deny');
    expect((await layoutShifts(page)).total).toBe(0);
    await page.keyboard.press('Escape');
    await expect(wall).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(wall).toBeHidden();
    expect(await page.evaluate(() => window.wsConsent!.getConsent().status)).toBe('deny');
  });

  test('an answer given in the first frame holds when the element arrives: no banner again, no shift', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The element's code arrives late (a slow network): the first frame is all there is meanwhile.
    await page.route('**/dist/elements/ws-consent-banner.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => customElements.get('ws-consent-banner'))).toBeUndefined();
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    release();
    await page.waitForFunction(() => Boolean(window.wsShell));
    expect(await page.evaluate(() => window.wsShell!.whenSettled('ws-consent-banner'))).toBe('mounted');
    // The element follows the bus: the choice is made, so the banner stays closed, the revoke button shows.
    await expect(page.getByRole('button', { name: 'Einwilligung verwalten' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const shifts = await layoutShifts(page);
    expect(shifts.total, `moved: ${shifts.moved.join('; ')}`).toBe(0);
  });
});
