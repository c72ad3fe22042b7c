// The shell as an async module runs while the page still parses. A small server here sends a page in
// two parts and holds the second until the test lets it go, so "while the page parses" is a fact
// of the test, not a race.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { expect, layoutShifts, test } from './fixtures.ts';

const DIST = resolve('dist');

interface HeldPage {
  url: string;
  /** Sends the rest of the page and ends the response. */
  finish(): void;
  close(): Promise<void>;
}

/** Serves dist/ and one page: `head` at once, `rest` only when finish() is called. */
async function heldPage(head: string, rest: string): Promise<HeldPage> {
  let waiting: ServerResponse | undefined;
  let finished = false;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      // Padding past the parser's first read, so the head is parsed (and the shell fetched) at once.
      response.write(head.replace('<html', `<!--${' '.repeat(4096)}--><html`));
      if (finished) response.end(rest);
      else waiting = response;
      return;
    }
    const file = resolve(DIST, `.${path.replace(/^\/dist/, '')}`);
    if (path.startsWith('/dist/') && file.startsWith(DIST + sep)) {
      try {
        const type = extname(file) === '.css' ? 'text/css' : 'text/javascript';
        response.writeHead(200, { 'Content-Type': type }).end(readFileSync(file));
        return;
      } catch {
        // answered below
      }
    }
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const finish = () => {
    if (finished) return;
    finished = true;
    waiting?.end(rest);
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    finish,
    async close() {
      finish();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

const SETTINGS = `<script type="application/json" id="ws-consent-settings">{"consenttype":"optin","current_policy_id":14,"header":"Vor dem Rest der Seite"}</script>`;
const SHELL = '<script type="module" async src="/dist/shell.js"></script>';

test.describe('the shell while the page still parses', () => {
  test('the banner is painted before the rest of the page has arrived', async ({ page }) => {
    const held = await heldPage(
      `<!doctype html><html lang="de"><title>Langsam</title><link rel="icon" href="data:,">${SETTINGS}${SHELL}<body><ws-consent-banner></ws-consent-banner><main><h1>Anfang</h1>`,
      '<p>Ende</p></main></body></html>',
    );
    try {
      await page.goto(held.url, { waitUntil: 'commit' });
      await expect(
        page.locator('ws-consent-banner').getByRole('heading', { name: 'Vor dem Rest der Seite' }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      held.finish();
      await expect(page.getByText('Ende', { exact: true })).toBeVisible();
      await page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
      await expect(
        page.locator('ws-consent-banner').getByRole('heading', { name: 'Vor dem Rest der Seite' }),
      ).toBeHidden();
    } finally {
      await held.close();
    }
  });

  test('a marked inline script that arrives in two parts runs once, whole, after its category is accepted', async ({
    context,
    page,
  }) => {
    const held = await heldPage(
      `<!doctype html><html lang="de"><title>Langsam</title><link rel="icon" href="data:,">${SETTINGS}${SHELL}<body><main><h1>Anfang</h1>
<script type="text/plain" data-category="statistics">window.__runs = (window.__runs || 0) + 1; window.__first = true;`,
      ' window.__second = true;</script><p>Ende</p></main></body></html>',
    );
    try {
      const consent = {
        cmplz_consent_status: 'allow',
        cmplz_choice: 'set',
        cmplz_policy_id: '14',
        cmplz_statistics: 'allow',
      };
      await context.addCookies(Object.entries(consent).map(([name, value]) => ({ name, value, url: held.url })));
      await page.goto(held.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.wsConsent !== undefined);
      expect(await page.evaluate(() => (window as unknown as { __runs?: number }).__runs)).toBeUndefined();
      held.finish();
      await page.waitForFunction(() => (window as unknown as { __runs?: number }).__runs === 1);
      expect(
        await page.evaluate(() => [
          (window as unknown as { __first?: boolean }).__first,
          (window as unknown as { __second?: boolean }).__second,
        ]),
      ).toEqual([true, true]);
    } finally {
      await held.close();
    }
  });

  test('settings written after the shell tag: the shell waits for them instead of starting on defaults', async ({
    page,
  }) => {
    const held = await heldPage(
      `<!doctype html><html lang="de"><title>Langsam</title><link rel="icon" href="data:,">${SHELL}<body><ws-consent-banner></ws-consent-banner><main><h1>Anfang</h1>`,
      `<p>Ende</p></main>${SETTINGS.replace('Vor dem Rest der Seite', 'Einstellungen am Ende')}</body></html>`,
    );
    try {
      await page.goto(held.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.wsShell !== undefined);
      expect(await page.evaluate(() => window.wsConsent === undefined)).toBe(true);
      held.finish();
      await expect(
        page.locator('ws-consent-banner').getByRole('heading', { name: 'Einstellungen am Ende' }),
      ).toBeVisible();
    } finally {
      await held.close();
    }
  });
});

// The demo's own page, held at a point inside its header: the first screen paints with what has
// arrived, and nothing painted moves when the rest comes (docs/ACCESSIBILITY.md, "First paint").
const HELD_AT = [
  {
    screen: 'phone',
    viewport: { width: 360, height: 740 },
    before: '<ws-live-search',
    painted: 'summary.site-menu__button',
  },
  {
    screen: 'desktop',
    viewport: { width: 1366, height: 768 },
    before: '<li><a href="/galerie/"',
    painted: '.site-nav__row li:first-child a',
  },
];

for (const { screen, viewport, before, painted } of HELD_AT) {
  test(`${screen}: the demo paints its first screen before the rest of the page has arrived, and nothing in it moves when the rest comes`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const html = await (await request.get('/')).text();
    const split = html.indexOf(before);
    expect(split, `${before} is in the page`).toBeGreaterThan(0);
    const held = await heldPage(html.slice(0, split), html.slice(split));
    try {
      // Everything but the page itself comes from the demo server.
      await page.route(
        (url) => url.href.startsWith(held.url) && url.pathname !== '/',
        async (route) => {
          const { pathname, search } = new URL(route.request().url());
          await route.fulfill({ response: await route.fetch({ url: `${baseURL}${pathname}${search}` }) });
        },
      );
      await page.goto(held.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
        timeout: 10_000,
      });
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      const first = await page.locator(painted).boundingBox();
      held.finish();
      await expect(page.locator('footer.site-footer')).toBeAttached();
      await expect(page.locator('ws-live-search')).toBeVisible();
      expect(await page.locator(painted).boundingBox()).toEqual(first);
      expect((await layoutShifts(page)).moved).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await held.close();
    }
  });
}

// The demo's page held inside its printed banner, before the buttons: a banner without its buttons
// is never painted, so it cannot grow when they come (docs/ARCHITECTURE.md, "The printed banner").
test('phone: a printed banner held halfway is not painted until it is whole, and then nothing moves', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const html = await (await request.get('/')).text();
  const split = html.indexOf('<div class="buttons"');
  expect(split, 'the printed buttons are in the page').toBeGreaterThan(0);
  const held = await heldPage(html.slice(0, split), html.slice(split));
  // The shell comes with the rest of the page: what is painted meanwhile is the printed frame alone
  // (a shell that comes earlier paints a whole banner of its own instead).
  let shellMay: () => void = () => undefined;
  const shellHeld = new Promise<void>((resolve) => (shellMay = resolve));
  try {
    await page.route(
      (url) => url.href.startsWith(held.url) && url.pathname !== '/',
      async (route) => {
        const { pathname, search } = new URL(route.request().url());
        if (pathname === '/dist/shell.js') await shellHeld;
        await route.fulfill({ response: await route.fetch({ url: `${baseURL}${pathname}${search}` }) });
      },
    );
    await page.goto(held.url, { waitUntil: 'commit' });
    const banner = page.locator('ws-consent-banner section.banner');
    await expect(banner).toBeAttached();
    // Two frames with the half banner parsed: time enough for a paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await expect(banner.getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeHidden();
    held.finish();
    shellMay();
    await expect(banner.getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(page.locator('ws-consent-banner').getByRole('button', { name: 'Alle akzeptieren' })).toHaveCount(1);
    await expect(page.locator('footer.site-footer')).toBeAttached();
    expect((await layoutShifts(page)).moved).toEqual([]);
  } finally {
    shellMay();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await held.close();
  }
});
