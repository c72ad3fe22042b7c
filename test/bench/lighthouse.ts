// `npm run bench:lighthouse`: Lighthouse 12, mobile preset (simulated slow 4G and a 4x slower CPU),
// on every demo page, three runs each; prints the medians of performance, FCP, LCP, TBT, CLS and
// accessibility, the lowest performance of the runs, and the audits that fail in most runs.
// Figures, never a failure: the speed a visitor feels depends on the machine, so it is read, not
// asserted. A first visit shows the cookie banner; that is what is measured.
// `LIGHTHOUSE_SITE=wordpress` measures the WordPress site of the end-to-end tests instead (installed
// anew from Debian's packages and the plugin's zip, as `npm run wordpress` does).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../../demo/listen.ts';
import { installSite, serveSite, siteFor } from '../../scripts/wordpress-site.ts';
import { demoPosts } from '../../wordpress/local/content.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Debian's Chromium draws its address bar's popup as web pages even headless: two more renderers whose
  // work, on a machine of two cores, would be measured as the page's (seen in the traces as chrome://omnibox-popup).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
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

/** The site measured: its address, its pages, and how to stop it. */
interface Site {
  base: string;
  pages: string[];
  close(): void;
}

/** The first post of the demo's blog archive, as a visitor reaches it from there. */
async function firstPostOf(archive: string): Promise<string[]> {
  const html = await (await fetch(archive)).text();
  const post = /href="(\/blog\/[\w-]+\/)"/.exec(html.slice(html.indexOf('<main')))?.[1];
  return post ? [post] : [];
}

async function demoSite(): Promise<Site> {
  const { server, url: base } = await startDemoServer(0, '127.0.0.1');
  const pages = [
    '/',
    '/leistungen/',
    '/galerie/',
    '/ablauf/',
    '/blog/',
    ...(await firstPostOf(`${base}/blog/`)),
    '/kontakt/',
    '/datenschutz/',
    '/shop/',
    '/forum/',
    '/impressum/',
  ];
  return { base, pages, close: () => server.close() };
}

/** WordPress from Debian with the plugin, on its own site and port (not the end-to-end tests' ones). */
async function wordpressSite(): Promise<Site> {
  const site = siteFor('bench', Number(process.env.LIGHTHOUSE_WORDPRESS_PORT ?? 8292));
  installSite(site);
  const server = serveSite(site, 'ignore');
  for (let tries = 0; ; tries += 1) {
    const answer = await fetch(`${site.url}/wp-login.php`).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 100) throw new Error(`WordPress did not answer at ${site.url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Posts are at /<slug>/ there (wordpress/local/seed.php).
  const pages = ['/', '/kontakt/', '/blog/', `/${demoPosts()[0]!.slug}/`, '/datenschutz/', '/medien/', '/shop/'];
  return {
    base: site.url,
    pages,
    close: () => {
      // PHP's workers are the server's children: they go with it.
      if (server.pid) spawnSync('pkill', ['-P', String(server.pid)]);
      server.kill();
    },
  };
}

/** The layout shifts (each with its element and score), the largest paint's element and the long tasks of one run. */
function shiftsAndLargestPaint(lhr: { audits: Record<string, unknown> }): unknown {
  type Item = { node?: { snippet?: string; selector?: string }; score?: number; url?: string; duration?: number };
  type Details = { details?: { items?: Item[] } };
  const items = (id: string) => (lhr.audits[id] as Details | undefined)?.details?.items ?? [];
  return {
    shifts: items('layout-shifts').map((item) => [item.score, item.node?.selector, item.node?.snippet]),
    // Lighthouse 12 nests it: a table of the element, then one of its phases.
    largestPaint: items('largest-contentful-paint-element').flatMap((item) =>
      ((item as Details).details?.items ?? (item as { items?: { node?: { snippet?: string } }[] }).items ?? [])
        .map((inner) => (inner as { node?: { snippet?: string } }).node?.snippet)
        .filter(Boolean),
    ),
    // Simulated (4× slower) durations, by the script Lighthouse blames: what adds to the blocking time.
    // What Lighthouse counts as JavaScript fetched but not run at load: each file's bytes over the wire, and unused.
    unusedJavaScript: items('unused-javascript').map((item) => [
      item.url?.replace(/^https?:\/\/[^/]+/, ''),
      (item as { totalBytes?: number }).totalBytes,
      (item as { wastedBytes?: number }).wastedBytes,
    ]),
    longTasks: items('long-tasks').map((item) => [
      Math.round(item.duration ?? 0),
      item.url?.replace(/^https?:\/\/[^/]+/, ''),
    ]),
  };
}

const demo = process.env.LIGHTHOUSE_SITE === 'wordpress' ? undefined : await demoSite();
const site = demo ?? (await wordpressSite());
const { base } = site;
const ALL_PAGES = site.pages;
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
  // The demo server's own dist/ (WordPress serves the plugin's copy, uncompressed, as PHP's server does).
  for (const entry of site === demo ? readdirSync('dist', { recursive: true, withFileTypes: true }) : []) {
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
/** Lighthouse's reading of the machine's speed per run: simulated TBT grows as the real CPU is slower. */
const benchmarkIndexes: number[] = [];
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
      if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      // `LIGHTHOUSE_DETAIL=1` names what shifted, the largest paint, long tasks and unused JavaScript, per run.
      if (process.env.LIGHTHOUSE_DETAIL) console.error(path, run, JSON.stringify(shiftsAndLargestPaint(lhr)));
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
      String(Math.min(...runs.map((run) => run.performance))),
      median(runs.map((run) => run.fcpSeconds)).toFixed(1),
      median(runs.map((run) => run.lcpSeconds)).toFixed(1),
      Math.max(...runs.map((run) => run.lcpSeconds)).toFixed(1),
      String(Math.round(median(runs.map((run) => run.tbtMs)))),
      String(Math.round(Math.max(...runs.map((run) => run.tbtMs)))),
      median(runs.map((run) => run.cls)).toFixed(3),
      String(median(runs.map((run) => run.accessibility))),
      failing.join(', ') || '–',
    ];
    rows.push(`| ${row.join(' | ')} |`);
    console.error(`lighthouse: ${path} done (${runs.length} runs)`);
  }
} finally {
  await chrome.kill();
  site.close();
}

const siteName = demo ? 'the demo' : 'WordPress';
console.log(
  `Lighthouse 12 mobile (simulated throttling) on ${siteName}, median of ${RUNS} runs per page, and the worst run`,
);
console.log('');
console.log(
  '| page | perf | perf, lowest | FCP s | LCP s | LCP s, highest | TBT ms | TBT ms, highest | CLS | a11y | failing audits (score < 0.9) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
if (benchmarkIndexes.length)
  console.log(
    `\nLighthouse's benchmark index of this machine (higher is faster): median ${Math.round(median(benchmarkIndexes))}, ` +
      `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} over the runs`,
  );
