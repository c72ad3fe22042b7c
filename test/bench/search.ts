// `npm run bench:search`: keystroke to results painted in the demo header's live search, for a
// fresh query (debounce + request to the demo server + render) and for the same query again
// (session cache: no request). Headless Chromium, loopback. Prints figures; it never fails.
import { chromium, type Page } from '@playwright/test';
import { startDemoServer } from '../../demo/listen.ts';
import { DEBOUNCE_MS } from '../../elements/live-search/rules.ts';
import type {} from '../../shell/index.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const WORDS = [
  'lackier',
  'hagel',
  'delle',
  'rostschutz',
  'scheibe',
  'unfall',
  'polieren',
  'kratzer',
  'stoßstange',
  'felge',
];
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 1);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

/** In the page: the time of the last keydown, and a promise for the frame after results appear. */
const probe = `
window.__lastKey = 0;
document.addEventListener('keydown', (event) => { window.__lastKey = event.timeStamp; }, true);
window.__resultsPainted = (search) => new Promise((resolve) => {
  const host = document.querySelector('ws-live-search');
  host.addEventListener('ws-live-search-results', (event) => {
    if (event.detail.search !== search) return;
    // Rendered in the next task; painted in the frame after it.
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__lastKey), 0));
  });
});`;

async function timeSearch(page: Page, word: string): Promise<number> {
  const field = page.getByRole('combobox', { name: 'Website durchsuchen' });
  await field.fill(word.slice(0, -1));
  const painted = page.evaluate(
    (search) => (window as unknown as { __resultsPainted(s: string): Promise<number> }).__resultsPainted(search),
    word,
  );
  await field.press(word.slice(-1));
  return painted;
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext();
await context.addCookies(
  Object.entries({ cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' }).map(([name, value]) => ({
    name,
    value,
    url: base,
  })),
);
const page = await context.newPage();
await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
await page.addInitScript({ content: probe });
await page.goto(`${base}/`);
await page.waitForFunction(
  () => window.wsShell?.status()['ws-live-search'] === 'mounted' || Boolean(customElements.get('ws-live-search')),
);
await page.getByRole('button', { name: 'Suche öffnen' }).click();

const fresh: number[] = [];
const cached: number[] = [];
for (const word of WORDS) fresh.push(await timeSearch(page, word));
for (const word of WORDS) cached.push(await timeSearch(page, word));
await browser.close();
server.close();

console.log(
  `Live search in the demo header: keystroke to results painted, ${WORDS.length} queries each, CPU ${CPU_SLOWDOWN}x, loopback`,
);
console.log('| query | median ms | range ms |');
console.log('|---|---|---|');
console.log(
  `| fresh (${DEBOUNCE_MS} ms debounce + request + render) | ${median(fresh).toFixed(0)} | ${spread(fresh)} |`,
);
console.log(
  `| fresh, after the debounce | ${(median(fresh) - DEBOUNCE_MS).toFixed(0)} | ${spread(fresh.map((ms) => ms - DEBOUNCE_MS))} |`,
);
console.log(`| cached (same text again, no request) | ${median(cached).toFixed(0)} | ${spread(cached)} |`);
