// `npm run bench:tasks`: what the long tasks of a page's load are made of, on a CPU 4x slower (the
// slowdown Lighthouse's mobile preset simulates). Each demo page is loaded cold, traced until 4 s
// after its load event, and for the main thread's tasks over 50 ms it prints their blocking time
// (what Lighthouse's TBT adds up) and where the time inside them went: scripts per file, style,
// layout, parsing, painting, garbage collection. Figures, never a failure.
// TASKS_PAGES=/,/galerie/ picks pages; TASKS_RUNS=5 the runs (median); TASKS_WITHOUT=ws-title.js
// aborts the requests whose address matches, to read what one file costs the load.
import { chromium } from '@playwright/test';
import { startDemoServer } from '../../demo/listen.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { mainThreadEvents, median, type TraceEvent } from './trace.ts';

const RUNS = Number(process.env.TASKS_RUNS ?? 3);
const PAGES = (process.env.TASKS_PAGES ?? '/,/leistungen/,/galerie/,/blog/').split(',');
const WITHOUT = process.env.TASKS_WITHOUT ? new RegExp(process.env.TASKS_WITHOUT) : undefined;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (the long-task threshold TBT counts from). */
const LONG_TASK_MS = 50;
/** After the load event, how long the trace goes on (the shell's lazy elements arrive after it). */
const SETTLE_MS = 4000;
/** How often V8 samples which function runs, in µs (fine enough for the few ms a file takes). */
const SAMPLING_INTERVAL_US = 200;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

/** Events that run the page's scripts (their own time, and that of V8's work under them, is the script's). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunPostTaskCallback',
  'EventDispatch',
]);

/** The kind of main-thread work an event's own time is (its children's time is theirs). */
function kindOf(event: TraceEvent, inScript: boolean): string {
  if (event.name.includes('GC')) return 'garbage collection';
  switch (event.name) {
    case 'UpdateLayoutTree':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'Paint':
    case 'PaintImage':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
  }
  return inScript ? 'script' : 'other';
}

/** Blocking time and own time per kind of the long tasks of one trace. */
function longTaskBreakdown(events: TraceEvent[]): {
  blockingMs: number;
  byKind: Map<string, number>;
  windows: Array<[number, number]>;
} {
  const sorted = [...events].sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind = new Map<string, number>();
  let blockingMs = 0;
  const windows: Array<[number, number]> = [];
  // A stack of open events (their end, whether a script runs them), so each event's own time is known.
  const open: Array<{ end: number; event: TraceEvent; inScript: boolean; childUs: number }> = [];
  let inLongTask = false;
  const close = (until: number) => {
    while (open.length && open.at(-1)!.end <= until) {
      const done = open.pop()!;
      if (open.length) open.at(-1)!.childUs += done.event.dur ?? 0;
      if (!inLongTask) continue;
      const ownMs = ((done.event.dur ?? 0) - done.childUs) / 1000;
      const kind = kindOf(done.event, done.inScript);
      byKind.set(kind, (byKind.get(kind) ?? 0) + ownMs);
    }
  };
  for (const event of sorted) {
    const start = event.ts ?? 0;
    close(start);
    if (event.name === 'RunTask' && !open.length) {
      const durationMs = (event.dur ?? 0) / 1000;
      inLongTask = durationMs > LONG_TASK_MS;
      if (inLongTask) {
        blockingMs += durationMs - LONG_TASK_MS;
        windows.push([start, start + (event.dur ?? 0)]);
      }
    } else if (!open.length) continue;
    const inScript = SCRIPT_EVENTS.has(event.name) || (open.at(-1)?.inScript ?? false);
    open.push({ end: start + (event.dur ?? 0), event, inScript, childUs: 0 });
  }
  close(Infinity);
  return { blockingMs, byKind, windows };
}

/** A V8 CPU profile, as the DevTools protocol's Profiler.stop answers it (times in µs, the trace's clock). */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { url: string } }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The sampled script time inside the long tasks, by the file of the function running (its own time). */
function scriptByFile(profile: CpuProfile, windows: Array<[number, number]>, base: string): Map<string, number> {
  const fileOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url.replace(base, '')]));
  const byFile = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const gap = profile.timeDeltas[index + 1] ?? 0;
    at += profile.timeDeltas[index] ?? 0;
    const file = fileOf.get(sample);
    if (!file || !windows.some(([start, end]) => at >= start && at < end)) return;
    byFile.set(file, (byFile.get(file) ?? 0) + gap / 1000);
  });
  return byFile;
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

console.log(
  `Long tasks of a cold load (CPU ${CPU_SLOWDOWN}x slower, 412 x 823, median of ${RUNS} runs${WITHOUT ? `, without ${WITHOUT.source}` : ''})`,
);
for (const path of PAGES) {
  const blocking: number[] = [];
  const kinds = new Map<string, number[]>();
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (WITHOUT) await page.route(WITHOUT, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await context.close();
    const { blockingMs, byKind, windows } = longTaskBreakdown(mainThreadEvents(trace));
    for (const [file, ms] of scriptByFile(profile, windows, base)) byKind.set(`  script in ${file}`, ms);
    blocking.push(blockingMs);
    for (const kind of new Set([...kinds.keys(), ...byKind.keys()]))
      kinds.set(kind, [...(kinds.get(kind) ?? Array<number>(run).fill(0)), byKind.get(kind) ?? 0]);
  }
  console.log(`\n${path}: blocking ${Math.round(median(blocking))} ms (runs: ${blocking.map(Math.round).join(', ')})`);
  const rows = [...kinds].map(([kind, values]) => [kind, median(values)] as const);
  // The trace's kinds first, then the sampled files the script time went to, each largest first.
  const sampled = (kind: string) => kind.startsWith('  ');
  for (const part of [rows.filter(([kind]) => !sampled(kind)), rows.filter(([kind]) => sampled(kind))]) {
    for (const [kind, ms] of part.sort((a, b) => b[1] - a[1]))
      if (ms >= 1) console.log(`  ${String(Math.round(ms)).padStart(5)} ms  ${kind}`);
  }
}

await browser.close();
server.close();
