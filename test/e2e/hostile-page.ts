// What every hostile-corpus pass over a served site shares (test/e2e/hostile.spec.ts on the demo,
// test/wordpress/hostile.spec.ts on WordPress): a tally per path, the detectors in every page, and
// a way to click everything the hostile content holds.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { HOSTILE_HOST, RECORDER_PATH } from '../support/hostile-corpus.ts';

/** What one path saw, printed as its summary line. */
export class Tally {
  placements = 0;
  readonly executions = new Set<string>();
  readonly requests = new Set<string>();
  /** `pass` names the run in the summary: which site, and whether a CSP stood behind the code. */
  constructor(
    readonly path: string,
    readonly pass = 'e2e, CSP',
  ) {}
  summary(): string {
    const list = (label: string, values: Set<string>) => (values.size ? `\n  ${label}: ${[...values].join(', ')}` : '');
    return `hostile corpus (${this.pass}) | ${this.path}: ${this.placements} placements, ${this.executions.size} executions, ${this.requests.size} hostile requests${list('executions', this.executions)}${list('hostile requests', this.requests)}`;
  }
}

/** The corpus' detectors in every page: runs, dialogs, and a guard that keeps the page in place. */
export async function watch(context: BrowserContext, page: Page, tally: Tally): Promise<() => Promise<void>> {
  await context.route(
    (url) =>
      url.hostname === HOSTILE_HOST ||
      url.hostname.endsWith(`.${HOSTILE_HOST}`) ||
      url.pathname.startsWith(RECORDER_PATH),
    (route) => {
      tally.requests.add(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 204, body: '' });
    },
  );
  page.on('dialog', (dialog) => {
    tally.executions.add(`dialog:${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const runs: string[] = [];
    Object.assign(window, { __wsHostileRuns: runs, __wsHostileRan: (id: unknown) => runs.push(String(id)) });
    // Cross-document navigations would leave the page under test: cancelled, javascript: URLs still run.
    (window as unknown as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
      const navigate = event as Event & { hashChange: boolean };
      if (!navigate.hashChange) navigate.preventDefault();
    });
  });
  return async () => {
    const runs = await page
      .evaluate(() => (window as unknown as { __wsHostileRuns?: string[] }).__wsHostileRuns?.splice(0) ?? [])
      .catch(() => []);
    for (const id of runs) tally.executions.add(id);
  };
}

/** Clicks every link and form button inside the elements that hold hostile content (and their shadow roots). */
export const activateEverything = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const roots: ParentNode[] = [];
    for (const holder of document.querySelectorAll(selector)) {
      roots.push(holder);
      if (holder.shadowRoot) roots.push(holder.shadowRoot);
      for (const host of holder.querySelectorAll('*')) if (host.shadowRoot) roots.push(host.shadowRoot);
    }
    for (const root of roots) {
      for (const link of root.querySelectorAll('a, area')) {
        link.removeAttribute('target');
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      }
      for (const button of root.querySelectorAll<HTMLElement>('form button, form input[type=submit]')) button.click();
    }
  }, scope);

export const acceptAll = (page: Page) =>
  page.evaluate(() => (window as unknown as { wsConsent?: { acceptAll(): void } }).wsConsent?.acceptAll());

export const finish = (tally: Tally) => {
  console.log(tally.summary());
  expect(tally.executions.size + tally.requests.size, tally.summary()).toBe(0);
};
