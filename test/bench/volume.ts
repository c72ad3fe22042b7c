// `npm run bench:volume`: pages with very many elements, as a long shop list or a big gallery has
// them. Per load, from a Chromium trace: the longest script time in one main-thread task (ws's own
// work: scripts, callbacks, microtasks), how many tasks ran over 50 ms of script, and the longest
// task of any kind (the browser laying out and painting a page of thousands of elements is in it).
// The same from an untraced load (tracing slows every call): the page's Long Animation Frame script
// entries and long tasks. And when every element had rendered; for a lightbox of 5,000 links, the
// time from a click to the open viewer and the longest task meanwhile. The demo's /impressum/ page
// is the frame: its <main> is replaced by the generated markup.
import { chromium, type Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../../demo/listen.ts';
import type {} from '../../shell/index.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { median, type TraceEvent } from './trace.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 1);

const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join('\n');

/** Elements whose code loads at start or as one of them nears the viewport: each tag upgrades all of its instances. */
const MIXED: Array<(index: number) => string> = [
  (index) => `<ws-alert type="info">Hinweis ${index}</ws-alert>`,
  (index) =>
    `<p><abbr id="begriff-${index}">AW ${index}</abbr> <ws-tooltip for="begriff-${index}">Arbeitswert ${index}</ws-tooltip></p>`,
  (index) =>
    `<ws-quantity min="1" max="9" value="1"><input type="number" name="q${index}" value="1" aria-label="Menge ${index}"></ws-quantity>`,
  (index) => `<ws-animate animation="fade"><p>Absatz ${index}</p></ws-animate>`,
  (index) => `<ws-title words="Lack,Karosserie"><h3>Titel ${index}</h3></ws-title>`,
];

const SCENARIOS: Array<{ name: string; main: string }> = [
  { name: '2,000 alerts', main: repeat(2000, MIXED[0]!) },
  { name: '10,000 mixed', main: repeat(10000, (index) => MIXED[index % MIXED.length]!(index)) },
];

const GALLERY_SIZE = 5000;
const gallery = `<ws-lightbox>${repeat(GALLERY_SIZE, (index) => `<a href="/bilder/werkstatt-${index}.jpg" data-title="Bild ${index}"><img src="/bilder/werkstatt-${index % 9}.jpg" alt="Werkstatt ${index}" width="80" height="60" loading="lazy"></a>`)}</ws-lightbox>`;

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** A fresh visitor who already chose (deny), on /impressum/ with `main` as its content. */
async function openWith(main: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    Object.entries({ cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' }).map(
      ([name, value]) => ({ name, value, url: base }),
    ),
  );
  const page = await context.newPage();
  await page.route(`${base}/impressum/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<main\b[^>]*>)[\s\S]*?(<\/main>)/,
      (_, open: string, close: string) => `${open}${main}${close}`,
    );
    await route.fulfill({ response, body });
  });
  // Images of the gallery: small answers, so the network does not take part in the figures.
  await page.route('**/bilder/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"/>',
    }),
  );
  // Untraced figures: the page's own Long Animation Frame and long-task entries (tracing slows every call).
  await context.addInitScript(UNTRACED_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/**
 * Collects, without a trace, each script entry point of over 5 ms (Long Animation Frames: a timer, a
 * promise, a module; the custom element callbacks it set off are inside it) and each task of over 50 ms.
 */
const UNTRACED_OBSERVER = `(() => {
  const seen = { scripts: [], tasks: [] };
  window.__wsLongWork = seen;
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) for (const script of frame.scripts) seen.scripts.push({ duration: script.duration, what: script.invokerType + ' ' + script.invoker + ' ' + script.sourceFunctionName + ' (forced layout ' + Math.round(script.forcedStyleAndLayoutDuration) + ' ms)' });
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) seen.tasks.push(task.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

interface LongWork {
  scripts: Array<{ duration: number; what: string }>;
  tasks: number[];
}

type TimedEvent = TraceEvent & { ts: number };

/** Events that are script running: their time inside a task is ws's (or the page's) own work. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'TimerFire',
  'FireIdleCallback',
  'RunPostTaskCallback',
  'EventDispatch',
  'FireAnimationFrame',
]);

/** What a script event ran, for BENCH_DETAIL=1 (the function and its file, or the event's name). */
const whatRan = (event: TimedEvent & { args?: { data?: { functionName?: string; url?: string } } }) =>
  `${event.name}${event.args?.data?.functionName ? ` ${event.args.data.functionName}` : ''}${event.args?.data?.url ? ` ${event.args.data.url.split('/').slice(-2).join('/')}` : ''}`;

/** Per main-thread task of a trace: its duration and the script time inside it (overlaps counted once), in ms. */
function tasksOf(path: string): Array<{ duration: number; script: number }> {
  const trace = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TimedEvent[] };
  rmSync(path, { force: true });
  const main = trace.traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = trace.traceEvents.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  const scripts = onMain.filter((event) => SCRIPT_EVENTS.has(event.name)).sort((a, b) => a.ts - b.ts);
  return onMain
    .filter((event) => event.name === 'RunTask')
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      let script = 0;
      let coveredUntil = task.ts;
      for (const event of scripts) {
        if (event.ts >= end) break;
        const from = Math.max(event.ts, coveredUntil);
        const to = Math.min(event.ts + (event.dur ?? 0), end);
        if (to > from) {
          script += to - from;
          coveredUntil = to;
        }
      }
      if (process.env.BENCH_DETAIL && script > 50_000) {
        const inside = scripts
          .filter((event) => event.ts >= task.ts && event.ts < end && (event.dur ?? 0) > 5000)
          .slice(0, 6);
        console.log(
          `  task of ${(script / 1000).toFixed(0)} ms script: ${inside.map((event) => `${whatRan(event)} ${((event.dur ?? 0) / 1000).toFixed(0)}`).join(' | ')}`,
        );
      }
      return { duration: (task.dur ?? 0) / 1000, script: script / 1000 };
    });
}

/** The main thread's tasks (RunTask) and what ran in them. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

const tracePath = () => join(tmpdir(), `ws-volume-trace-${process.pid}-${Math.random().toString(36).slice(2)}.json`);

/** Loads the page and waits until every instance rendered: its shadow root holds the view, and nothing waits. Returns when, in ms. */
async function loadAndRender(page: Page): Promise<number> {
  await page.goto(`${base}/impressum/`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => Boolean(window.wsShell));
  return page.evaluate(async () => {
    const tags = [
      ...new Set(
        [...document.querySelectorAll('main *')]
          .map((element) => element.localName)
          .filter((tag) => tag.startsWith('ws-')),
      ),
    ];
    for (const element of document.querySelectorAll(
      'main ws-tooltip, main ws-quantity, main ws-animate, main ws-title, main ws-alert',
    )) {
      element.scrollIntoView();
      break;
    }
    await Promise.all(tags.map((tag) => window.wsShell!.whenSettled(tag)));
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    while (document.querySelector('main [data-ws-upgrading]')) await new Promise((resolve) => setTimeout(resolve, 10));
    return performance.now();
  });
}

const column = (value: number, width: number) => value.toFixed(0).padStart(width);

console.log(`Very many elements, median of ${RUNS} loads (CPU slowdown ${CPU_SLOWDOWN}×)`);
console.log('Traced: script time per main-thread task from a Chromium trace (tracing slows every call).');
console.log("Untraced: the page's own Long Animation Frame scripts (one entry point each) and long tasks.");
console.log(
  `${'page'.padEnd(16)} ${'traced: longest script ms'.padStart(26)} ${'> 50 ms'.padStart(8)} ${'longest task ms'.padStart(16)} ${'untraced: longest script ms'.padStart(28)} ${'> 50 ms'.padStart(8)} ${'longest task ms'.padStart(16)} ${'rendered at ms'.padStart(15)}`,
);
// BENCH_ONLY=2 (the start of a page's name) runs that page alone.
for (const scenario of SCENARIOS.filter(
  (candidate) => !process.env.BENCH_ONLY || candidate.name.startsWith(process.env.BENCH_ONLY),
)) {
  const figures = {
    longestScript: [] as number[],
    over: [] as number[],
    longest: [] as number[],
    untracedScript: [] as number[],
    untracedOver: [] as number[],
    untracedLongest: [] as number[],
    rendered: [] as number[],
  };
  for (let run = 0; run < RUNS; run += 1) {
    const traced = await openWith(scenario.main);
    const path = tracePath();
    await browser.startTracing(traced.page, { path, categories: TRACE_CATEGORIES });
    await loadAndRender(traced.page);
    await browser.stopTracing();
    await traced.close();
    // Parsing, layout and paint are the browser's: they count in the longest task, not in script time.
    const tasks = tasksOf(path);
    figures.longestScript.push(Math.max(0, ...tasks.map((task) => task.script)));
    figures.over.push(tasks.filter((task) => task.script > 50).length);
    figures.longest.push(Math.max(0, ...tasks.map((task) => task.duration)));

    const untraced = await openWith(scenario.main);
    figures.rendered.push(await loadAndRender(untraced.page));
    const work = await untraced.page.evaluate(() => (window as unknown as { __wsLongWork: LongWork }).__wsLongWork);
    if (process.env.BENCH_DETAIL)
      console.log(
        `  untraced scripts over 20 ms: ${work.scripts
          .filter((script) => script.duration > 20)
          .map((script) => `${script.what} ${script.duration.toFixed(0)}`)
          .join(' | ')}`,
      );
    figures.untracedScript.push(Math.max(0, ...work.scripts.map((script) => script.duration)));
    figures.untracedOver.push(work.scripts.filter((script) => script.duration > 50).length);
    figures.untracedLongest.push(Math.max(0, ...work.tasks));
    await untraced.close();
  }
  console.log(
    `${scenario.name.padEnd(16)} ${column(median(figures.longestScript), 26)} ${column(median(figures.over), 8)} ${column(median(figures.longest), 16)} ${column(median(figures.untracedScript), 28)} ${column(median(figures.untracedOver), 8)} ${column(median(figures.untracedLongest), 16)} ${column(median(figures.rendered), 15)}`,
  );
}

console.log('');
console.log(
  `${'lightbox'.padEnd(16)} ${'click to open ms'.padStart(18)} ${'longest script ms'.padStart(21)} ${'longest task ms'.padStart(16)}`,
);
const opened: number[] = [];
const openLongest: number[] = [];
const openScript: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const { page, close } = await openWith(gallery);
  await page.goto(`${base}/impressum/`, { waitUntil: 'load' });
  await page.evaluate(() => window.wsShell!.whenSettled('ws-lightbox'));
  await page.waitForTimeout(500);
  const path = tracePath();
  await browser.startTracing(page, { path, categories: TRACE_CATEGORIES });
  const elapsed = await page.evaluate(async () => {
    const started = performance.now();
    document.querySelector<HTMLAnchorElement>('ws-lightbox a')!.click();
    while (!document.querySelector('ws-lightbox')?.shadowRoot?.querySelector('dialog[open] .media'))
      await new Promise(requestAnimationFrame);
    return performance.now() - started;
  });
  await page.waitForTimeout(300);
  opened.push(elapsed);
  await browser.stopTracing();
  const tasks = tasksOf(path);
  openLongest.push(Math.max(0, ...tasks.map((task) => task.duration)));
  openScript.push(Math.max(0, ...tasks.map((task) => task.script)));
  await close();
}
console.log(
  `${`${GALLERY_SIZE.toLocaleString('en')} links`.padEnd(16)} ${median(opened).toFixed(0).padStart(18)} ${median(openScript).toFixed(0).padStart(21)} ${median(openLongest).toFixed(0).padStart(16)}`,
);
await browser.close();
server.close();
