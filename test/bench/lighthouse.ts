// `npm run bench:lighthouse`: Lighthouse 12, mobile preset (simulated slow 4G and a 4x slower CPU),
// on every demo page, three runs each; prints the medians of performance, FCP, LCP, TBT, CLS and
// accessibility, and the audits that fail in most runs. Figures, never a failure: the speed a
// visitor feels depends on the machine, so it is read, not asserted. A first visit shows the
// cookie banner; that is what is measured.
import { readdirSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../../demo/listen.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Below this score an audit counts as failing (Lighthouse shows it red or orange). */
const PASSING_SCORE = 0.9;
/** How an audit is scored when its score says pass or fail (informative and manual ones do not). */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

interface AuditResult {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface CategoryResult {
  score: number | null;
  auditRefs: Array<{ id: string; group?: string }>;
}
interface Run {
  performance: number;
  accessibility: number;
  fcpSeconds: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Audits of the two categories that score below PASSING_SCORE; metrics and hidden insights are the columns, not failures. */
function failingAudits(categories: Record<string, CategoryResult>, audits: Record<string, AuditResult>): string[] {
  const failing = new Set<string>();
  for (const category of Object.values(categories)) {
    for (const ref of category.auditRefs) {
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      const audit = audits[ref.id];
      if (audit && SCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < PASSING_SCORE)
        failing.add(ref.id);
    }
  }
  return [...failing];
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
// The first blog post, as a visitor reaches it from the archive.
const blogHtml = await (await fetch(`${base}/blog/`)).text();
const firstPost = /href="(\/blog\/[\w-]+\/)"/.exec(blogHtml.slice(blogHtml.indexOf('<main')))?.[1];
const ALL_PAGES = [
  '/',
  '/leistungen/',
  '/galerie/',
  '/ablauf/',
  '/blog/',
  ...(firstPost ? [firstPost] : []),
  '/kontakt/',
  '/datenschutz/',
  '/shop/',
  '/forum/',
  '/impressum/',
];
/** `LIGHTHOUSE_PAGES=/shop/,/forum/` measures only those pages (a quicker look at one change). */
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const PAGES = chosen?.length ? ALL_PAGES.filter((page) => chosen.includes(page)) : ALL_PAGES;

/**
 * Every page, every dist file and every picture the pages show, asked once with each encoding: the
 * server compresses each file once and keeps it, as a CDN serves from a warm cache. Otherwise the
 * first run of a page would measure the compression, not the delivery.
 */
async function warmUp(): Promise<void> {
  const files = new Set<string>();
  for (const path of PAGES) {
    const page = await (await fetch(`${base}${path}`)).text();
    for (const match of page.matchAll(/(?:src|href)="(\/(?:images|dist)\/[^"#?]+)"/g)) files.add(match[1]!);
  }
  for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(js|css)$/.test(entry.name))
      files.add(`/${entry.parentPath}/${entry.name}`.replace(/\/+/g, '/'));
  }
  for (const file of files)
    for (const encoding of ['br', 'gzip'])
      await (await fetch(`${base}${file}`, { headers: { 'Accept-Encoding': encoding } })).arrayBuffer();
}
await warmUp();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows: string[] = [];
try {
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const audits = lhr.audits as unknown as Record<string, AuditResult>;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpSeconds: (audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
        lcpSeconds: (audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        failing: failingAudits(lhr.categories as unknown as Record<string, CategoryResult>, audits),
      });
    }
    // An audit counts when it fails in most runs: one slow run does not name it.
    const counts = new Map<string, number>();
    for (const id of runs.flatMap((run) => run.failing)) counts.set(id, (counts.get(id) ?? 0) + 1);
    const failing = [...counts]
      .filter(([, count]) => count * 2 > runs.length)
      .map(([id]) => id)
      .sort();
    const row = [
      path,
      String(median(runs.map((run) => run.performance))),
      median(runs.map((run) => run.fcpSeconds)).toFixed(1),
      median(runs.map((run) => run.lcpSeconds)).toFixed(1),
      String(Math.round(median(runs.map((run) => run.tbtMs)))),
      median(runs.map((run) => run.cls)).toFixed(3),
      String(median(runs.map((run) => run.accessibility))),
      failing.join(', ') || '–',
    ];
    rows.push(`| ${row.join(' | ')} |`);
    console.error(`lighthouse: ${path} done (${runs.length} runs)`);
  }
} finally {
  await chrome.kill();
  server.close();
}

console.log(`Lighthouse 12 mobile (simulated throttling), median of ${RUNS} runs per page`);
console.log('');
console.log('| page | perf | FCP s | LCP s | TBT ms | CLS | a11y | failing audits (score < 0.9) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
