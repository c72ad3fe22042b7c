// `npm run bench` (third part): what scrolling costs the main thread on the pages that move as they
// scroll (the services page's parallax and animated cards, /ablauf/'s scroll sections). A scripted
// scroll moves the page a fixed distance every frame from top to bottom, and the page counts its
// frames (a gap over 1.5 frames is a dropped one), Chromium's counters give the main-thread time
// per frame, and a trace finds the longest task. Figures, not pass/fail: run it on a quiet machine.
import { chromium, type Page } from '@playwright/test';
import { startDemoServer } from '../../demo/listen.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { mainThreadTasks, max, median, type TraceEvent } from './trace.ts';

const PAGES = (process.env.BENCH_SCROLL_PAGES ?? '/leistungen/,/ablauf/').split(',');
/** How far the script scrolls each frame: a brisk scroll (about 1000 px a second at 60 Hz). */
const STEP_PX = Number(process.env.BENCH_SCROLL_STEP ?? 16);
/** One frame at 60 Hz, the rate Chromium draws at here. */
const FRAME_MS = 1000 / 60;

/**
 * Scrolls the page top to bottom, STEP_PX a frame, and returns the frames' intervals in ms. A string,
 * not a function: tsx names inner functions with a helper the page does not have.
 */
function scriptedScroll(page: Page): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const intervals = [];
    let last = 0;
    window.scrollTo({ top: 0, behavior: 'instant' });
    const frame = (now) => {
      if (last) intervals.push(now - last);
      last = now;
      const bottom = document.documentElement.scrollHeight - innerHeight;
      if (scrollY >= bottom) return resolve(intervals);
      window.scrollTo({ top: Math.min(bottom, scrollY + ${STEP_PX}), behavior: 'instant' });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log(`\nScrolling top to bottom, ${STEP_PX} px a frame (a returning visitor, motion allowed)`);
  console.log(
    `${'page'.padEnd(14)} ${'width'.padStart(6)} ${'frames'.padStart(7)} ${'dropped'.padStart(8)} ${'frame ms'.padStart(9)} ${'worst'.padStart(6)} ${'main ms/frame'.padStart(14)} ${'script'.padStart(7)} ${'longest task ms'.padStart(16)}`,
  );
  for (const path of PAGES) {
    for (const width of [360, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const choice = { cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' };
      await context.addCookies(Object.entries(choice).map(([name, value]) => ({ name, value, url: base })));
      const page = await context.newPage();
      const response = await page.goto(`${base}${path}`, { waitUntil: 'load' });
      if (!response?.ok()) {
        console.log(`${path.padEnd(14)} ${String(width).padStart(6)} answered ${response?.status()}`);
        await context.close();
        continue;
      }
      // The first screen's elements upgraded, the 300 ms the animations wait after load and their entrances past.
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const metrics = async () => {
        const all = (await cdp.send('Performance.getMetrics')).metrics;
        const value = (name: string) => all.find((metric) => metric.name === name)?.value ?? 0;
        return { task: value('TaskDuration'), script: value('ScriptDuration') };
      };
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const before = await metrics();
      const intervals = await scriptedScroll(page);
      const after = await metrics();
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const frames = intervals.length;
      const dropped = intervals.reduce((sum, interval) => sum + Math.max(0, Math.round(interval / FRAME_MS) - 1), 0);
      const perFrame = (seconds: number) => ((seconds * 1000) / Math.max(1, frames)).toFixed(2);
      console.log(
        `${path.padEnd(14)} ${String(width).padStart(6)} ${String(frames).padStart(7)} ${String(dropped).padStart(8)} ${median(intervals).toFixed(1).padStart(9)} ${max(intervals).toFixed(0).padStart(6)} ${perFrame(after.task - before.task).padStart(14)} ${perFrame(after.script - before.script).padStart(7)} ${max(mainThreadTasks(trace)).toFixed(1).padStart(16)}`,
      );
      await context.close();
    }
  }
  console.log(
    'frames: frames drawn during the scroll; dropped: frames a longer gap than 1.5 frames skipped; frame ms: the median gap, worst: the longest.',
  );
  console.log(
    "main ms/frame: Chromium's TaskDuration over the scroll divided by the frames (script, style, layout, paint); script: ScriptDuration alone.",
  );
  console.log('longest task: the longest main-thread task in a trace of the scroll.');
} finally {
  await browser.close();
  server.close();
}
