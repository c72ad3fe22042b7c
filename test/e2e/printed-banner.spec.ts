// The banner the server prints (docs/ARCHITECTURE.md#the-printed-banner): in the first paint, before
// any script; answering without script; never painted for a visitor who answered, even from a page
// cache that serves every visitor the same HTML; taken over by the shell with what the visitor did.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const POLICY = '14';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie-Einstellungen' });

async function consentCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.startsWith('cmplz_')).map((c) => [c.name, c.value]));
}

/**
 * Records, in every animation frame from the start of the document, whether the printed banner and
 * the main content are drawn: what a visitor could have seen.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Array<{ banner: boolean; main: boolean }> = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const look = () => {
      const root = document.querySelector('ws-consent-banner')?.shadowRoot;
      const shown = root?.querySelector<HTMLElement>('[part="banner"]')?.checkVisibility() ?? false;
      frames.push({ banner: shown, main: document.getElementById('inhalt')?.checkVisibility() ?? false });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: Array<{ banner: boolean; main: boolean }> }).__frames);

/** Holds dist/shell.js until `release` is called: what the page shows before any of our script runs. */
function holdShell(page: Page): { release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route('**/dist/shell.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 768 } });

  test('the banner shows, "Auswahl speichern" sets the bus’s cookies and brings the visitor back, asked no more', async ({
    page,
    context,
  }) => {
    await page.goto('/kontakt/');
    await expect(banner(page)).toBeVisible();
    await page.screenshot({ path: 'test-results/printed-banner/without-script-1366.png' });
    await banner(page).getByRole('checkbox', { name: 'Statistiken' }).check();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(page).toHaveURL(/\/kontakt\/$/);
    expect(await consentCookies(context)).toEqual({
      cmplz_consent_status: 'dismiss',
      cmplz_choice: 'set',
      cmplz_policy_id: POLICY,
      cmplz_functional: 'allow',
      cmplz_preferences: 'deny',
      cmplz_statistics: 'allow',
      cmplz_marketing: 'deny',
      'cmplz_statistics-anonymous': 'allow',
    });
    await expect(banner(page)).toHaveCount(0);
    // The marked map and video stay held: nothing without script releases them.
    await expect(page.locator('iframe[src]')).toHaveCount(0);
  });

  test('"Alle akzeptieren" and "Ablehnen" answer from any page and return to it', async ({ page, context }) => {
    await page.goto('/leistungen/?von=start');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page).toHaveURL(/\/leistungen\/\?von=start$/);
    expect((await consentCookies(context)).cmplz_marketing).toBe('deny');
    await context.clearCookies();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await consentCookies(context)).toMatchObject({ cmplz_consent_status: 'allow', cmplz_marketing: 'allow' });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('"Einstellungen" opens the switches on a page of their own; saving returns to the page', async ({
      page,
      context,
    }) => {
      await page.goto('/galerie/');
      await expect(banner(page).getByRole('checkbox')).toHaveCount(0);
      await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
      await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).toBeVisible();
      await page.screenshot({ path: 'test-results/printed-banner/without-script-switches-360.png' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scroll').toBeLessThanOrEqual(360);
      await banner(page).getByRole('checkbox', { name: 'Marketing' }).check();
      await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
      await expect(page).toHaveURL(/\/galerie\/$/);
      expect(await consentCookies(context)).toMatchObject({ cmplz_marketing: 'allow', cmplz_statistics: 'deny' });
    });
  });
});

test.describe('the consent endpoint’s answer', () => {
  test('refuses what is no answer, and never sends the visitor to another site', async ({ request }) => {
    const post = (form: Record<string, string>) =>
      request.post('/wp-json/complianz/v1/answer', { form, maxRedirects: 0 });
    const bad = await post({ 'ws-answer': 'everything' });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('ws-answer must be one of accept, deny, save, preferences');
    for (const away of ['//elsewhere.example/', 'https://elsewhere.example/', '/\\elsewhere.example', 'javascript:x']) {
      const answer = await post({ 'ws-answer': 'deny', 'ws-return': away });
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe('/');
    }
    const kept = await post({ 'ws-answer': 'accept', 'ws-return': '/kontakt/' });
    expect(kept.headers().location).toBe('/kontakt/');
    expect(kept.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').length).toBeGreaterThan(
      5,
    );
  });
});

test.describe('with script', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the banner is in the first frame that shows the page, while the shell is still on its way', async ({
    page,
  }) => {
    await recordFrames(page);
    const shell = holdShell(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeVisible();
    const frames = await framesOf(page);
    const first = frames.findIndex((frame) => frame.main);
    expect(first, 'the page was never drawn').toBeGreaterThanOrEqual(0);
    expect(frames[first]!.banner, 'the page was drawn without the banner').toBe(true);
    await page.screenshot({ path: 'test-results/printed-banner/before-script-412.png' });
    shell.release();
  });

  test('before the shell comes, "Einstellungen" works as without script: the switches on a page of their own', async ({
    page,
  }) => {
    const shell = holdShell(page);
    await page.goto('/kontakt/', { waitUntil: 'domcontentloaded' });
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click({ noWaitAfter: true });
    // Without the shell the press posts the form: the switches come on their own page, then back.
    await expect(banner(page).getByRole('checkbox', { name: 'Statistiken' })).toBeVisible();
    shell.release();
  });

  test('with the shell: ticked in the printed frame, saved by the shell, nothing posted; the element comes after', async ({
    page,
    context,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v1/answer')) posts.push(request.url());
    });
    const shell = holdShell(page);
    await page.goto('/kontakt/', { waitUntil: 'domcontentloaded' });
    await banner(page).getByRole('button', { name: 'Einstellungen' }).waitFor();
    shell.release();
    // The shell takes the printed frame over; the element's code waits for the answer (elements/consent-banner/README.md).
    await page.waitForFunction(() => window.wsShell?.status()['ws-consent-banner'] === 'waiting');
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
    await banner(page).getByRole('checkbox', { name: 'Statistiken' }).check();
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookies(context)).toMatchObject({ cmplz_statistics: 'allow', cmplz_marketing: 'deny' });
    expect(posts).toEqual([]);
    await page.waitForFunction(() => window.wsShell?.status()['ws-consent-banner'] === 'mounted');
    await expect(page.getByRole('button', { name: 'Einwilligung verwalten' })).toBeVisible();
  });
});

test.describe('a page cache: every visitor gets the HTML of a first visit', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** Answers `path` with the HTML (and headers) a visitor without cookies got. */
  async function cachedPage(page: Page, path: string): Promise<void> {
    // Asked before the test's cookies are set: the HTML of a first visit.
    const first = await page.request.get(path);
    const body = await first.text();
    expect(body).toContain('data-ws-printed');
    const headers = first.headers();
    delete headers['content-encoding'];
    delete headers['content-length'];
    await page.route(`**${path}`, (route) => route.fulfill({ status: 200, headers, body }));
  }

  const answered = (policy: string) =>
    ['consent_status=allow', 'choice=set', `policy_id=${policy}`, 'marketing=allow', 'statistics=allow'].map((pair) => {
      const [name, value] = pair.split('=');
      return { name: `cmplz_${name}`, value: value! };
    });

  test('a visitor who answered never sees the printed frame, in any frame; the revoke button comes', async ({
    page,
    context,
    baseURL,
  }) => {
    await cachedPage(page, '/kontakt/');
    await context.addCookies(answered(POLICY).map((cookie) => ({ ...cookie, url: baseURL! })));
    await recordFrames(page);
    await page.goto('/kontakt/');
    // The first frame's revoke button: the element's code waits for interest in it (elements/consent-banner/README.md).
    await page.waitForFunction(() => window.wsShell?.status()['ws-consent-banner'] === 'waiting');
    await expect(page.getByRole('button', { name: 'Einwilligung verwalten' })).toBeAttached();
    const frames = await framesOf(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.banner).length, 'frames with the printed banner').toBe(0);
    expect(await page.locator('ws-consent-banner[data-ws-printed]').count()).toBe(0);
  });

  test('a visitor who answered under an older policy is asked again at once', async ({ page, context, baseURL }) => {
    await cachedPage(page, '/kontakt/');
    await context.addCookies(answered('13').map((cookie) => ({ ...cookie, url: baseURL! })));
    await recordFrames(page);
    await page.goto('/kontakt/', { waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeVisible();
    const frames = await framesOf(page);
    expect(frames.find((frame) => frame.main)?.banner).toBe(true);
  });
});
