// `npm run bench` (second part): what rotating costs the main thread on the home page. The hero
// slider changes slides by itself (its 7000 ms clock fast-forwarded with Playwright's clock), and
// Chromium's own counters say how much main-thread time each change took (script, style, layout,
// everything in a task), while a trace finds the longest task during the whole rotation. The same
// for the quotes below it. Figures, not pass/fail: run it on a quiet machine.
import { chromium, type Page } from '@playwright/test';
import { startDemoServer } from '../../demo/listen.ts';
import type {} from '../../shell/index.ts';
import { SLIDE_ANIMATION_MS, SLIDER_SPEED_MS, TESTIMONIAL_SPEED_MS } from '../../elements/slider/rules.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { mainThreadTasks, max, median, type TraceEvent } from './trace.ts';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
/** A change's animation, and a frame to spare: its style and layout work is done by then. */
const SETTLE_MS = SLIDE_ANIMATION_MS + 100;

interface Change {
  task: number;
  script: number;
  styleLayout: number;
}

async function measure(
  page: Page,
  tag: 'ws-slider' | 'ws-testimonials',
  speedMs: number,
): Promise<{ perChange: Change[]; longest: number; changes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const all = (await cdp.send('Performance.getMetrics')).metrics;
    const value = (name: string) => all.find((metric) => metric.name === name)?.value ?? 0;
    return {
      task: value('TaskDuration'),
      script: value('ScriptDuration'),
      styleLayout: value('RecalcStyleDuration') + value('LayoutDuration'),
    };
  };
  const element = page.locator(tag).first();
  await element.scrollIntoViewIfNeeded();
  // The pointer away from it, and focus nowhere: nothing holds rotation.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate((name) => {
    (window as unknown as { wsChanges: number }).wsChanges = 0;
    document
      .querySelector(name)!
      .addEventListener(`${name}-change`, () => ((window as unknown as { wsChanges: number }).wsChanges += 1));
  }, tag);
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const perChange: Change[] = [];
  for (let change = 0; change < CHANGES; change += 1) {
    const before = await metrics();
    await page.clock.runFor(speedMs);
    // The transition runs on real time (the compositor and the style engine's clock).
    await page.waitForTimeout(SETTLE_MS);
    const after = await metrics();
    perChange.push({
      task: (after.task - before.task) * 1000,
      script: (after.script - before.script) * 1000,
      styleLayout: (after.styleLayout - before.styleLayout) * 1000,
    });
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const changes = await page.evaluate(() => (window as unknown as { wsChanges: number }).wsChanges);
  return { perChange, longest: max(mainThreadTasks(trace)), changes };
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.log(
    `\nRotation on the home page: ${CHANGES} automatic changes each (clock fast-forwarded, ${SETTLE_MS} ms real time per change for its animation)`,
  );
  console.log(
    `${'element'.padEnd(16)} ${'width'.padStart(6)} ${'changes'.padStart(8)} ${'main ms'.padStart(8)} ${'max'.padStart(6)} ${'script'.padStart(7)} ${'style+layout'.padStart(13)} ${'longest task ms'.padStart(16)}`,
  );
  for (const width of [360, 1366]) {
    for (const [tag, speed] of [
      ['ws-slider', SLIDER_SPEED_MS],
      ['ws-testimonials', TESTIMONIAL_SPEED_MS],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      // A returning visitor who chose: no banner over the page.
      const choice = { cmplz_consent_status: 'deny', cmplz_choice: 'set', cmplz_policy_id: '14' };
      await context.addCookies(Object.entries(choice).map(([name, value]) => ({ name, value, url: base })));
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${base}/`, { waitUntil: 'load' });
      // Below the first screen the quotes load when scrolled near.
      await page.locator(tag).first().scrollIntoViewIfNeeded();
      await page.evaluate((name) => window.wsShell!.whenSettled(name), tag);
      // The page's clock stands still from here: only runFor moves it, one change each.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
      const result = await measure(page, tag, speed);
      const of = (key: keyof Change) => result.perChange.map((change) => change[key]);
      console.log(
        `${tag.padEnd(16)} ${String(width).padStart(6)} ${String(result.changes).padStart(8)} ${median(of('task')).toFixed(1).padStart(8)} ${max(of('task')).toFixed(1).padStart(6)} ${median(of('script')).toFixed(1).padStart(7)} ${median(of('styleLayout')).toFixed(1).padStart(13)} ${result.longest.toFixed(1).padStart(16)}`,
      );
      await context.close();
    }
  }
  console.log(
    "main ms: median main-thread time per change, Chromium's TaskDuration (the timer, the render, style, layout, paint, and decoding the next slide's picture); max: the costliest change.",
  );
  console.log(
    'script and style+layout: the medians of those parts alone (ScriptDuration, RecalcStyleDuration + LayoutDuration).',
  );
  console.log('longest task: the longest main-thread task in a trace of all the changes.');
} finally {
  await browser.close();
  server.close();
}
