// `npm run bench`: loads each demo page in headless Chromium several times and prints medians of
// what a visitor waits for: first contentful paint, all ws-* elements mounted, the JavaScript
// bytes transferred, and layout shift. Figures, not pass/fail: run it on a quiet machine.
// BENCH_SLOW_PHONE=1 loads as a slow phone does: a 4x slower CPU over 1.6 Mbit/s with 150 ms round trips
// (Lighthouse's mobile figures), where the first paint shows what a visitor waits for.
import { chromium } from '@playwright/test';
import { startDemoServer } from '../../demo/listen.ts';
import type {} from '../../shell/index.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SLOW_PHONE = process.env.BENCH_SLOW_PHONE === '1';
const PAGES = [
  '/',
  '/leistungen/',
  '/galerie/',
  '/ablauf/',
  '/blog/',
  '/kontakt/',
  '/datenschutz/',
  '/shop/',
  '/forum/',
  '/impressum/',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

console.log(
  `Demo pages, median of ${RUNS} cold loads (new browser context each, loopback, ${SLOW_PHONE ? 'a slow phone: CPU 4x slower, 1.6 Mbit/s, 150 ms' : 'no throttling'})`,
);
console.log(
  `${'page'.padEnd(14)} ${'FCP ms'.padStart(8)} ${'mounted ms'.padStart(11)} ${'JS KB'.padStart(8)} ${'CLS'.padStart(6)}  elements`,
);
for (const path of PAGES) {
  const fcp: number[] = [];
  const mounted: number[] = [];
  const jsBytes: number[] = [];
  const shifts: number[] = [];
  let tags: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (SLOW_PHONE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    let bytes = 0;
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const result = await page.evaluate(async () => {
      const shell = window.wsShell!;
      const present = [
        ...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((t) => t.startsWith('ws-'))),
      ];
      // Elements near the viewport only: what a visitor sees without scrolling.
      await Promise.all(
        present.map((tag) => (shell.status()[tag] === 'not loaded' ? undefined : shell.whenSettled(tag))),
      );
      const settled = performance.now();
      // The paint entry can arrive a frame after load.
      // The paint entry can arrive a frame after load. (No named functions in here: tsx would
      // wrap them in a helper the page does not have.)
      const paint = await new Promise<number>((resolve) => {
        const started = performance.now();
        const timer = setInterval(() => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (!entry && performance.now() - started < 2000) return;
          clearInterval(timer);
          resolve(entry ? entry.startTime : Number.NaN);
        }, 16);
      });
      let cls = 0;
      // Not in the performance timeline: an observer with `buffered` hands the earlier shifts over at once.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      for (const entry of observer.takeRecords() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) cls += entry.value;
      observer.disconnect();
      return { paint, settled, cls, present };
    });
    await page.waitForLoadState('networkidle');
    fcp.push(result.paint);
    mounted.push(result.settled);
    jsBytes.push(bytes);
    shifts.push(result.cls);
    tags = result.present;
    await context.close();
  }
  console.log(
    `${path.padEnd(14)} ${median(fcp).toFixed(0).padStart(8)} ${median(mounted).toFixed(0).padStart(11)} ${(median(jsBytes) / 1000).toFixed(1).padStart(8)} ${median(shifts).toFixed(3).padStart(6)}  ${tags.join(' ') || '-'}`,
  );
}
await browser.close();
server.close();
console.log('JS KB = uncompressed bytes of the scripts the page fetched; `npm run size` gives the compressed figures.');
