// The page fixture of every end-to-end test: it fails the test on any Content-Security-Policy
// violation, uncaught error or console error, and offers an axe-core check.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface PageProblems {
  list: string[];
  /** Forget what was collected (for tests that cause a problem on purpose). */
  clear(): void;
}

/** Third-party requests of the page: answered by stand-ins here, so no test ever leaves the machine. */
export interface OutsideRequests {
  list: string[];
  /** The distinct hosts asked so far, sorted. */
  hosts(): string[];
}

export const test = base.extend<{ problems: PageProblems; outside: OutsideRequests }>({
  outside: [
    async ({ context }, use) => {
      const list: string[] = [];
      await context.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => {
          const url = new URL(route.request().url());
          list.push(`${url.hostname}${url.pathname}`);
          const type = route.request().resourceType();
          const [contentType, body] =
            type === 'script'
              ? ['text/javascript', 'window.__thirdPartyRan = (window.__thirdPartyRan || 0) + 1;']
              : type === 'stylesheet'
                ? ['text/css', '']
                : ['text/html', '<!doctype html><title>Drittanbieter</title>'];
          return route.fulfill({ status: 200, contentType, body });
        },
      );
      await use({ list, hosts: () => [...new Set(list.map((entry) => entry.split('/')[0]!))].sort() });
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const list: string[] = [];
      page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') list.push(`console error: ${message.text()}`);
      });
      // Reported through the console too, but the event names the directive exactly.
      await page.exposeFunction('__reportCspViolation', (text: string) => list.push(`CSP violation: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      const problems = { list, clear: () => void list.splice(0) };
      await use(problems);
      expect(list, 'CSP violations, page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The pointer over the first `tag` of the page, as a visitor's: a tag whose code waits for interest
 * (the lightbox, the quantity box) fetches it. Resolves with the tag's state once it is mounted or failed.
 */
export async function pointedAt(page: Page, tag: string): Promise<string> {
  // Once the shell has asked the tag's waiting rule: it listens from then on.
  await page.waitForFunction(() => Boolean(window.wsShell));
  await page.evaluate((name) => window.wsShell!.whenSettled(name), tag);
  await page.locator(tag).first().dispatchEvent('pointerover');
  const state = () => page.evaluate((name) => window.wsShell!.status()[name], tag);
  await expect.poll(state).toMatch(/^(mounted|failed)$/);
  return (await state())!;
}

/** Waits until the shell has settled every ws-* element that is in the page. */
export async function elementsSettled(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(() => Boolean(window.wsShell));
  return page.evaluate(async () => {
    const shell = window.wsShell!;
    const tags = new Set(
      [...document.querySelectorAll('*')].map((el) => el.localName).filter((tag) => tag.startsWith('ws-')),
    );
    for (const tag of tags) {
      // Lazy elements far below the fold load once scrolled near. One whose container is not drawn
      // (the header's phone menu inside its closed disclosure, or hidden from 1024 px) loads only
      // when it shows: there is nothing to wait for. (An element hidden by its own reserve while its
      // code comes, as the to-top link, is waited for as before.)
      const drawn = [...document.querySelectorAll(tag)].find(
        (element) => element.checkVisibility() || getComputedStyle(element).display === 'none',
      );
      if (!drawn) continue;
      // Kept in view until settled: the browser's own scroll restoration after a reload can move the
      // page away again before a lazy element saw the viewport (the blog feed's test waited forever).
      drawn.scrollIntoView();
      while (
        (await Promise.race([shell.whenSettled(tag), new Promise((resolve) => setTimeout(resolve, 500))])) === undefined
      )
        drawn.scrollIntoView();
    }
    window.scrollTo(0, 0);
    return shell.status();
  });
}

/** axe-core over the whole page (shadow roots included); returns the violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Checked at rest: axe reads text that is still fading in as half-transparent (a viewer opening,
  // a placeholder appearing); finite animations end first, for at most 3 s. Those of shadow roots too
  // (Chromium's document.getAnimations() leaves them out), when they end within a second: a fade, not a
  // slider's progress.
  await page.evaluate(() => {
    const finite = (animation: Animation) =>
      animation.playState === 'running' &&
      Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const endsSoon = (animation: Animation) => {
      const timing = animation.effect!.getComputedTiming();
      return Number(timing.endTime) - Number(timing.localTime ?? 0) <= 1000;
    };
    const shadowRoots = [...document.querySelectorAll('*')].flatMap((element) => element.shadowRoot ?? []);
    const waited = [
      ...document.getAnimations().filter(finite),
      ...shadowRoots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => finite(animation) && endsSoon(animation)),
    ];
    return Promise.race([
      Promise.all(waited.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    );
  });
  return violations;
}

/** A returning visitor who already chose (deny): the banner stays closed and covers nothing. */
export async function visitorChose(context: BrowserContext, baseURL: string): Promise<void> {
  const choice = { cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' };
  await context.addCookies(Object.entries(choice).map(([name, value]) => ({ name, value, url: baseURL })));
}

/** The /dist/ JavaScript files the page requests from now on, in order, as paths relative to dist/. */
export function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) files.push(path.slice('/dist/'.length));
  });
  return files;
}

/** The layout shift the page has had so far (shifts right after input do not count), with what moved. */
export async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    let total = 0;
    const moved: string[] = [];
    // Layout shifts are not in the performance timeline (getEntriesByType gives none): only an
    // observer sees them. With `buffered`, observe() puts the page's earlier shifts into the
    // observer's buffer at once, and takeRecords() hands them over in the same task.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Shift[];
    observer.disconnect();
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      total += entry.value;
      for (const source of entry.sources) {
        const name = source.node instanceof Element ? source.node.localName : source.node?.nodeName;
        moved.push(
          `${name} "${source.node?.textContent?.slice(0, 30)}" ${source.previousRect.y}->${source.currentRect.y} h ${source.previousRect.height}->${source.currentRect.height}`,
        );
      }
    }
    return { total, moved };
  });
}
