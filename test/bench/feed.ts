// `npm run bench:feed`: appending 10 pages to the blog archive's infinite masonry feed. Prints the
// main-thread time each appended page costs and the longest main-thread task while appending.
// The demo archive has 5 pages; pages 2 to 11 here are answered by the benchmark with the demo's
// own post cards (the same markup the server sends), so the feed has 10 pages to append.
import { chromium } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postsNewestFirst } from '../../demo/blog.ts';
import { startDemoServer } from '../../demo/listen.ts';
import { postCard } from '../../demo/pages/parts.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const APPENDED = 10;
const PER_PAGE = 6;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function archiveJson(page: number): string {
  const items = Array.from(
    { length: PER_PAGE },
    (_, index) => postsNewestFirst[((page - 1) * PER_PAGE + index) % postsNewestFirst.length]!,
  );
  const last = APPENDED + 1;
  return JSON.stringify({
    items: items.map((post) => ({ html: postCard(post).value })),
    next: page < last ? `/blog/page/${page + 1}/` : null,
    page,
    pages: last,
  });
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addCookies(
  Object.entries({ cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' }).map(([name, value]) => ({
    name,
    value,
    url: base,
  })),
);
const page = await context.newPage();
await page.route('**/blog/page/*/', (route) => {
  const number = Number(/page\/(\d+)/.exec(route.request().url())?.[1]);
  if (!(route.request().headers().accept ?? '').includes('json')) return route.continue();
  return route.fulfill({ contentType: 'application/json', body: archiveJson(number) });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
await cdp.send('Performance.enable');
const taskSeconds = async () =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;

/** Loads the archive and appends APPENDED pages by scrolling; returns the main-thread seconds of each. */
async function appendPages(whenLoaded: () => Promise<void> = async () => undefined): Promise<number[]> {
  await page.goto(`${base}/blog/`);
  await page.waitForFunction(
    () =>
      customElements.get('ws-blog-feed') !== undefined &&
      document.querySelector('ws-blog-feed')?.getAttribute('data-state') === 'idle',
  );
  await whenLoaded();
  const perPage: number[] = [];
  for (let appended = 0; appended < APPENDED; appended += 1) {
    const before = await taskSeconds();
    const loaded = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document
            .querySelector('ws-blog-feed')!
            .addEventListener('ws-blog-feed-load', () => requestAnimationFrame(() => setTimeout(resolve, 0)), {
              once: true,
            }),
        ),
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await loaded;
    perPage.push((await taskSeconds()) - before);
  }
  return perPage;
}

// First without tracing (tracing slows the page down), then again with it for the longest task.
const perPage = await appendPages();
const count = await page.locator('ws-blog-feed > article').count();
// BENCH_TRACE=folder keeps the trace there (open it in DevTools' Performance panel).
const tracePath = join(
  process.env.BENCH_TRACE ?? tmpdir(),
  process.env.BENCH_TRACE ? 'feed.json' : `ws-feed-trace-${process.pid}.json`,
);
// The trace starts once the page has loaded: only the appending is measured.
await appendPages(() => browser.startTracing(page, { path: tracePath }));
await browser.stopTracing();
await browser.close();
server.close();

// The longest task on the page's main thread while appending, from the trace.
const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as {
  traceEvents: Array<{
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    pid: number;
    tid: number;
    args?: { name?: string };
  }>;
};
if (!process.env.BENCH_TRACE) rmSync(tracePath, { force: true });
const mainThreads = new Set(
  trace.traceEvents
    .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`),
);
const onMain = trace.traceEvents.filter(
  (event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
) as Array<{ name: string; ts: number; dur?: number }>;
// Tasks that are the inspector at work (Playwright's evaluate, the tracing itself) are not the page's.
const inspector = onMain.filter((event) => event.name === 'V8.InvokeApiInterruptCallbacks');
const byInspector = (task: { ts: number; dur?: number }) =>
  inspector.some(
    (event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0) && (event.dur ?? 0) > (task.dur ?? 0) / 2,
  );
const longest = Math.max(
  ...onMain.filter((event) => event.name === 'RunTask' && !byInspector(event)).map((event) => (event.dur ?? 0) / 1000),
);

console.log(
  `Blog archive, infinite masonry feed: ${APPENDED} pages of ${PER_PAGE} appended by scrolling, CPU ${CPU_SLOWDOWN}x, loopback (${count} items at the end)`,
);
console.log('| figure | ms |');
console.log('|---|---|');
console.log(`| main-thread time per appended page, median | ${(median(perPage) * 1000).toFixed(1)} |`);
console.log(
  `| main-thread time per appended page, range | ${(Math.min(...perPage) * 1000).toFixed(1)}–${(Math.max(...perPage) * 1000).toFixed(1)} |`,
);
console.log(`| longest main-thread task while appending (inspector tasks left out) | ${longest.toFixed(1)} |`);
