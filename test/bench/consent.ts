// `npm run bench:consent`: ws against two consent managers people use (vanilla-cookieconsent 3 and
// Klaro), each on a small host page with the same banner texts and the same blocked content (100
// iframes, 100 scripts), loaded alternately in headless Chromium with the same CPU throttling.
// Prints figures; it never fails on a timing.
// `BENCH_WORDPRESS=1` adds "ws on WordPress, page cache": the same content in a page of the WordPress
// site from Debian's packages with the plugin (its printed banner), its HTML taken once and served to
// every run as a full-page cache serves it.
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { CATEGORY_NAMES, CHOOSABLE_CATEGORIES } from '../../consent-bus/categories.ts';
import { normalizeSettings } from '../../consent-bus/settings.ts';
import { eagerModulePaths } from '../../demo/preload.ts';
import { printedBanner, printedHead, type PrintedBannerFile } from '../../elements/consent-banner/printed-frame.ts';
import { installSite, serveSite, siteFor } from '../../scripts/wordpress-site.ts';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);
// BENCH_TRACE=folder: the first load of each manager also writes a Chromium performance trace there
// (open it in DevTools' Performance panel to see where the time before the banner goes).
const TRACE_FOLDER = process.env.BENCH_TRACE;
const BLOCKED = 100;
const ROOT = resolve('.');

const TEXTS = {
  title: 'Cookie-Einstellungen',
  message: 'Wir verwenden Cookies und ähnliche Techniken. Sie entscheiden, welche Kategorien Sie zulassen.',
  accept: 'Alle akzeptieren',
  deny: 'Ablehnen',
};

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

interface Manager {
  name: string;
  page: () => string;
  /** A page elsewhere (the WordPress site), with what the page needs answered in the browser's routing. */
  url?: string;
  prepare?: (page: Page) => Promise<void>;
  /** Finds the banner element (for the paint check) in the page. */
  bannerScript: string;
  acceptSelector: string;
}

const content = (iframe: (i: number) => string, script: (i: number) => string) =>
  `<main><h1>Karosserie &amp; Lack Weber</h1><p>${TEXTS.message}</p>${range(BLOCKED).map(iframe).join('')}${range(BLOCKED).map(script).join('')}</main>`;

/**
 * ws as the demo includes it (`async`: it runs while the page parses) and as a plain
 * module snippet without `async` (a module script waits for the parser like `defer`), to show what each costs.
 */
const WS_SETTINGS = {
  consenttype: 'optin',
  use_categories: 'hidden',
  header: TEXTS.title,
  message_optin: TEXTS.message,
  accept_all: TEXTS.accept,
  deny: TEXTS.deny,
};

/** The banner as the demo server and the WordPress plugin print it (docs/ARCHITECTURE.md#the-printed-banner). */
function printedParts(): { head: string; banner: string } {
  const file = JSON.parse(readFileSync('dist/printed-banner.json', 'utf8')) as PrintedBannerFile;
  const settings = normalizeSettings(WS_SETTINGS, (field, problem) => console.error(`bench: ${field} ${problem}`));
  const input = { settings, language: 'de' as const, categoryNames: CATEGORY_NAMES, choosable: CHOOSABLE_CATEGORIES };
  return { head: printedHead(file, ''), banner: printedBanner(file, { ...input, returnTo: '/', nonce: '' }) };
}

const wsManager = (name: string, loading: string, printed = false): Manager => ({
  name,
  page: () => {
    const { head, banner } = printed ? printedParts() : { head: '', banner: '<ws-consent-banner></ws-consent-banner>' };
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>ws</title>
<link rel="stylesheet" href="/dist/ws.css">
<script type="application/json" id="ws-consent-settings">${JSON.stringify(WS_SETTINGS)}</script>${head}
<script type="module" ${loading} src="/dist/shell.js"></script>
${eagerModulePaths(['ws-consent-banner'])
  .map((path) => `<link rel="modulepreload" href="${path}">`)
  .join('')}
</head><body>${banner}
${content(
  (i) =>
    `<iframe data-category="marketing" data-src="/bench/frame.html?i=${i}" width="160" height="90" title="Video ${i}"></iframe>`,
  (i) => `<script type="text/plain" data-category="statistics" data-src="/bench/s.js?i=${i}"></script>`,
)}</body></html>`;
  },
  bannerScript: `document.querySelector('ws-consent-banner')?.shadowRoot?.querySelector('[part~="banner"]')`,
  acceptSelector: 'ws-consent-banner >> [part~="accept"]',
});

/** vanilla-cookieconsent as its documentation includes it (`defer`), and async (library and setup in one file). */
const cookieconsentManager = (name: string, scripts: string): Manager => ({
  name,
  page: () => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>cookieconsent</title>
<link rel="stylesheet" href="/node_modules/vanilla-cookieconsent/dist/cookieconsent.css">
${scripts}</head><body>
${content(
  (i) =>
    `<iframe data-cc-category="marketing" data-src="/bench/frame.html?i=${i}" width="160" height="90" title="Video ${i}"></iframe>`,
  (i) => `<script type="text/plain" data-category="statistics" data-src="/bench/s.js?i=${i}"></script>`,
)}</body></html>`,
  bannerScript: `document.querySelector('#cc-main .cm')`,
  acceptSelector: '#cc-main .cm [data-role="all"]',
});

const allManagers: Manager[] = [
  wsManager('ws, printed', 'async', true),
  wsManager('ws', 'async'),
  wsManager('ws, deferred', ''),
  cookieconsentManager(
    'vanilla-cookieconsent 3',
    '<script defer src="/node_modules/vanilla-cookieconsent/dist/cookieconsent.umd.js"></script>\n<script defer src="/bench/cookieconsent-init.js"></script>',
  ),
  cookieconsentManager('vanilla-cookieconsent 3, async', '<script async src="/bench/cookieconsent-async.js"></script>'),
  {
    name: 'Klaro 0.7',
    page: () => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>klaro</title>
<script defer src="/bench/klaro-config.js"></script>
<script defer data-config="klaroConfig" src="/node_modules/klaro/dist/klaro.js"></script></head><body>
${content(
  (i) =>
    `<iframe data-name="video" data-src="/bench/frame.html?i=${i}" width="160" height="90" title="Video ${i}"></iframe>`,
  (i) =>
    `<script type="text/plain" data-type="text/javascript" data-name="analytics" data-src="/bench/s.js?i=${i}"></script>`,
)}</body></html>`,
    bannerScript: `document.querySelector('.klaro .cookie-notice:not(.cookie-notice-hidden), .klaro .cookie-modal')`,
    // Klaro also puts a "Ja" button on every blocked iframe: the notice's own is the one to click.
    acceptSelector: '.klaro .cookie-notice .cm-btn-success',
  },
];

/**
 * The WordPress site (site "bench", its own port), a page with the same marked content, and its HTML
 * as the first visitor got it: every run gets that HTML, as from a full-page cache.
 */
async function wordpressManager(): Promise<{ manager: Manager; stop: () => void }> {
  const site = siteFor('bench', Number(process.env.BENCH_WORDPRESS_PORT ?? 8292));
  installSite(site);
  const server = serveSite(site, 'ignore');
  for (let tries = 0; !(await fetch(`${site.url}/wp-login.php`).catch(() => undefined))?.ok; tries += 1) {
    if (tries > 100) throw new Error(`WordPress did not answer at ${site.url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const body = content(
    (i) =>
      `<iframe data-category="marketing" data-src="/bench/frame.html?i=${i}" width="160" height="90" title="Video ${i}"></iframe>`,
    (i) => `<script type="text/plain" data-category="statistics" data-src="/bench/s.js?i=${i}"></script>`,
  );
  const added = spawnSync('php', ['wordpress/local/cli.php', 'add-page'], {
    input: JSON.stringify({ title: 'Vergleichsseite', content: body }),
    encoding: 'utf8',
    env: { ...process.env, WS_WP_CONFIG: site.configName, WS_WP_HOST: `127.0.0.1:${site.port}` },
  });
  if (added.status !== 0) throw new Error(`add-page: ${added.stderr || added.stdout}`);
  const url = `${site.url}${(JSON.parse(added.stdout) as { path: string }).path}`;
  const cached = await (await fetch(url)).text();
  return {
    manager: {
      name: 'ws on WordPress, page cache',
      page: () => cached,
      url,
      prepare: async (page) => {
        await page.route(url, (route) => route.fulfill({ body: cached, contentType: TYPES['.html']! }));
        await page.route(`${site.url}/bench/**`, (route) => {
          const marked = markedContent(new URL(route.request().url()));
          return marked ? route.fulfill({ body: marked.body, contentType: marked.type }) : route.abort();
        });
      },
      bannerScript: `document.querySelector('ws-consent-banner')?.shadowRoot?.querySelector('[part~="banner"]')`,
      acceptSelector: 'ws-consent-banner >> [part~="accept"]',
    },
    stop: () => {
      // PHP's workers are the server's children: they go with it.
      if (server.pid) spawnSync('pkill', ['-P', String(server.pid)]);
      server.kill();
    },
  };
}
const wordpress = process.env.BENCH_WORDPRESS ? await wordpressManager() : undefined;
if (wordpress) allManagers.unshift(wordpress.manager);

// BENCH_ONLY="name;name": only these managers (a quicker look at one of them); names hold commas.
const only = process.env.BENCH_ONLY?.split(';').map((name) => name.trim());
const managers = only ? allManagers.filter((manager) => only.includes(manager.name)) : allManagers;

/** vanilla-cookieconsent releases scripts itself; iframes need the few lines of its iframemanager's job. */
const cookieconsentInit = `
CookieConsent.run({
  // By default it hides from automated browsers (navigator.webdriver); the benchmark is one.
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, statistics: {}, marketing: {} },
  onConsent: release, onChange: release,
  language: { default: 'de', translations: { de: {
    consentModal: { title: ${JSON.stringify(TEXTS.title)}, description: ${JSON.stringify(TEXTS.message)}, acceptAllBtn: ${JSON.stringify(TEXTS.accept)}, acceptNecessaryBtn: ${JSON.stringify(TEXTS.deny)} },
    preferencesModal: { title: ${JSON.stringify(TEXTS.title)}, acceptAllBtn: ${JSON.stringify(TEXTS.accept)}, acceptNecessaryBtn: ${JSON.stringify(TEXTS.deny)}, savePreferencesBtn: 'Auswahl speichern', sections: [] }
  } } }
});
function release() {
  if (!CookieConsent.acceptedCategory('marketing')) return;
  for (const frame of document.querySelectorAll('iframe[data-cc-category="marketing"][data-src]')) { frame.src = frame.dataset.src; frame.removeAttribute('data-src'); }
}`;

const klaroConfig = `
window.klaroConfig = {
  lang: 'de', mustConsent: false, acceptAll: true, hideDeclineAll: false,
  translations: { de: { consentNotice: { title: ${JSON.stringify(TEXTS.title)}, description: ${JSON.stringify(TEXTS.message)} }, ok: ${JSON.stringify(TEXTS.accept)}, decline: ${JSON.stringify(TEXTS.deny)},
    purposes: { statistics: { title: 'Statistiken' }, marketing: { title: 'Marketing' } } } },
  services: [
    { name: 'analytics', purposes: ['statistics'], title: 'Statistik' },
    { name: 'video', purposes: ['marketing'], title: 'Video' }
  ]
};`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
};

/** The marked content's own files: each script says which it is (the release must run them in document order). */
function markedContent(url: URL): { body: string; type: string } | undefined {
  if (url.pathname === '/bench/s.js') {
    const index = Number(url.searchParams.get('i'));
    return {
      body: `window.__ran = (window.__ran || 0) + 1; (window.__order = window.__order || []).push(${index});`,
      type: TYPES['.js']!,
    };
  }
  if (url.pathname === '/bench/frame.html')
    return { body: '<!doctype html><title>Video</title><p>Video</p>', type: TYPES['.html']! };
  return undefined;
}

function serve(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const reply = (body: string | Buffer, type: string) => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  const manager = managers.find((m) => url.pathname === `/${encodeURIComponent(m.name)}/`);
  if (manager) return reply(manager.page(), TYPES['.html']!);
  const marked = markedContent(url);
  if (marked) return reply(marked.body, marked.type);
  if (url.pathname === '/bench/cookieconsent-init.js') return reply(cookieconsentInit, TYPES['.js']!);
  // Library and setup in one file: two async scripts would run in any order.
  if (url.pathname === '/bench/cookieconsent-async.js')
    return reply(
      readFileSync('node_modules/vanilla-cookieconsent/dist/cookieconsent.umd.js', 'utf8') + cookieconsentInit,
      TYPES['.js']!,
    );
  if (url.pathname === '/bench/klaro-config.js') return reply(klaroConfig, TYPES['.js']!);
  const file = resolve(ROOT, `.${decodeURIComponent(url.pathname)}`);
  if ((url.pathname.startsWith('/dist/') || url.pathname.startsWith('/node_modules/')) && file.startsWith(ROOT + sep)) {
    try {
      return reply(readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream');
    } catch {
      // fall through to 404
    }
  }
  res.writeHead(404).end();
}

/**
 * Watches every frame: the banner's time is the frame it is first drawn in (the animation frame's
 * time, as the page's first paint is); after the accept click, when the first iframe got its src,
 * when all iframes had it, and when all scripts had run.
 */
const watchBanner = (finder: string) => `
window.__bench = { painted: null, clickAt: null, framesStartedAt: null, framesAt: null, scriptsAt: null };
(() => {
  // Init scripts run in every frame: the 100 blocked iframes must not each poll.
  if (window !== window.top) return;
  const look = (time) => {
    const el = ${finder};
    if (el) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0) {
        window.__bench.painted = time;
        return;
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  document.addEventListener('click', () => {
    const bench = window.__bench;
    bench.clickAt = performance.now();
    const released = () => {
      const now = performance.now();
      const frames = document.querySelectorAll('iframe[src*="/bench/frame.html"]').length;
      if (frames > 0 && bench.framesStartedAt === null) bench.framesStartedAt = now;
      if (frames === ${BLOCKED} && bench.framesAt === null) bench.framesAt = now;
      if (window.__ran === ${BLOCKED} && bench.scriptsAt === null) bench.scriptsAt = now;
      if (bench.framesAt === null || bench.scriptsAt === null) requestAnimationFrame(released);
    };
    // At once, and then every frame: a release in the click's own task is seen at once.
    queueMicrotask(released);
  }, true);
  window.__scriptOrder = [];
})();`;

interface Sample {
  painted: number;
  /** The banner's frame minus the page's first contentful paint: 0 or less means the banner was in it. */
  afterFirstPaint: number;
  scriptMs: number;
  layoutShift: number;
  /** Accept click to every script run / every iframe with its src / the first iframe with its src. */
  scriptsMs: number;
  framesMs: number;
  framesStartMs: number;
  /** Whether the scripts ran in document order. */
  inOrder: boolean;
  /** What was still blocked 10 s after the accept click, when not everything was released. */
  missed?: string;
  bytes: Map<string, Buffer>;
}

async function measure(page: Page, base: string, manager: Manager, tracePath?: string): Promise<Sample> {
  const bytes = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/bench/s.js') || url.pathname.startsWith('/bench/frame')) return;
    if (/\.(js|css)$/.test(url.pathname)) bytes.set(url.pathname, await response.body().catch(() => Buffer.alloc(0)));
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.addInitScript({ content: watchBanner(manager.bannerScript) });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  if (tracePath) await page.context().browser()!.startTracing(page, { path: tracePath, screenshots: true });
  // At commit, not at load: Playwright's own script injection then lands while the page still
  // parses, the same for every manager, instead of between two of one manager's frames.
  await manager.prepare?.(page);
  await page.goto(manager.url ?? `${base}/${encodeURIComponent(manager.name)}/`, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(
      () => (window as unknown as { __bench: { painted: number | null } }).__bench.painted !== null,
      undefined,
      { timeout: 20_000 },
    );
  } catch {
    throw new Error(`${manager.name}: the banner never became visible (${problems.join('; ') || 'no page errors'})`);
  }
  if (tracePath) await page.context().browser()!.stopTracing();
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? Number.NaN) * 1000;
  type Bench = {
    painted: number;
    clickAt: number;
    framesStartedAt: number | null;
    framesAt: number | null;
    scriptsAt: number | null;
  };
  const bench = () => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
  const { painted } = await bench();
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const layoutShift = await page.evaluate(() =>
    // Not in the performance timeline: an observer with `buffered` hands the earlier shifts over at once.
    (() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const shifts = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
    })(),
  );
  if (process.env.BENCH_LOG) {
    const started = Date.now();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/bench/')) console.error(`+${Date.now() - started} ms ${path}`);
    });
  }
  if (process.env.BENCH_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.locator(manager.acceptSelector).first().click();
  let missed: string | undefined;
  try {
    await page.waitForFunction(
      () => {
        const b = (window as unknown as { __bench: Bench }).__bench;
        return b.framesAt !== null && b.scriptsAt !== null;
      },
      undefined,
      { timeout: 10_000 },
    );
  } catch {
    // A manager that misses content is a finding for the table, not a reason to stop the benchmark.
    const seen = await page.evaluate(() => ({
      frames: document.querySelectorAll('iframe[src*="/bench/frame.html"]').length,
      scripts: (window as unknown as { __ran?: number }).__ran ?? 0,
    }));
    if (problems.length) console.error(`${manager.name}: ${problems.join('; ')}`);
    missed = `${seen.frames}/${BLOCKED} iframes, ${seen.scripts}/${BLOCKED} scripts released`;
  }
  if (process.env.BENCH_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      const frame = byId.get(id)!.callFrame;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
    });
    for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.error(`${time.toFixed(0)} ms ${key}`);
  }
  const after = await bench();
  const since = (time: number | null) => (time === null ? Number.NaN : time - after.clickAt);
  const order = await page.evaluate(() => (window as unknown as { __order?: number[] }).__order ?? []);
  return {
    painted,
    afterFirstPaint: painted - firstPaint,
    scriptMs,
    layoutShift,
    scriptsMs: since(after.scriptsAt),
    framesMs: since(after.framesAt),
    framesStartMs: since(after.framesStartedAt),
    inOrder: order.every((value, index) => value === index),
    missed,
    bytes,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const kb = (size: number) => (size / 1000).toFixed(1);

function compressed(files: Map<string, Buffer>, extension: string) {
  let gzip = 0;
  let brotli = 0;
  for (const [path, body] of files) {
    if (!path.endsWith(extension)) continue;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli };
}

const server = createServer(serve);
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples = new Map<string, Sample[]>(managers.map((m) => [m.name, []]));

for (let run = 0; run < RUNS; run += 1) {
  // Alternate the order so no manager always runs first (warm caches, thermal state).
  const order = managers.map((_, index) => managers[(index + run) % managers.length]!);
  for (const manager of order) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const tracePath =
      TRACE_FOLDER && run === 0 ? join(TRACE_FOLDER, `${manager.name.replace(/\W+/g, '-')}.json`) : undefined;
    samples.get(manager.name)!.push(await measure(page, base, manager, tracePath));
    await context.close();
  }
  process.stderr.write(`run ${run + 1}/${RUNS} done\n`);
}
await browser.close();
server.close();
wordpress?.stop();

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
console.log(
  `\nConsent managers, ${RUNS} cold loads each, alternating, CPU ${CPU_SLOWDOWN}x slower, loopback, 1280 × 800, ` +
    `${BLOCKED} blocked iframes + ${BLOCKED} blocked scripts`,
);
console.log(
  '(JS/CSS = what the page fetched for the manager; painted = navigation start to the frame the banner is first ' +
    'drawn in; after first paint = that frame minus the first contentful paint, per run (0 or less: in the first ' +
    'paint); scripts / iframes = accept click to all 100 scripts run (in order?) / all 100 iframes with their src, ' +
    'medians; first iframe = accept click to the first iframe with its src)\n',
);
console.log(
  '| manager | JS gzip / brotli KB | CSS gzip / brotli KB | painted ms, median | after first paint ms, each run | ' +
    'main-thread script ms | layout shift | scripts ms (in order) | iframes ms | first iframe ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const manager of managers) {
  const list = samples.get(manager.name)!;
  const js = compressed(list[0]!.bytes, '.js');
  const css = compressed(list[0]!.bytes, '.css');
  const perRun = list.map((s) => ms(s.afterFirstPaint)).join(', ');
  const order = list.every((s) => s.inOrder) ? 'in order' : 'out of order';
  // Scripts and iframes apart: iframes still loading after 10 s do not hide how fast the scripts ran.
  const scriptsMissed = list.some((s) => Number.isNaN(s.scriptsMs));
  const framesMissed = list.find((s) => Number.isNaN(s.framesMs))?.missed;
  const scripts = scriptsMissed
    ? `never complete (${list.find((s) => s.missed)?.missed})`
    : `${ms(median(list.map((s) => s.scriptsMs)))} (${order})`;
  const frames = framesMissed ? `not all within 10 s (${framesMissed})` : ms(median(list.map((s) => s.framesMs)));
  console.log(
    `| ${manager.name} | ${kb(js.gzip)} / ${kb(js.brotli)} | ${kb(css.gzip)} / ${kb(css.brotli)} | ` +
      `${ms(median(list.map((s) => s.painted)))} | ${perRun} | ${ms(median(list.map((s) => s.scriptMs)))} | ` +
      `${median(list.map((s) => s.layoutShift)).toFixed(3)} | ${scripts} | ${frames} | ` +
      `${ms(median(list.map((s) => s.framesStartMs)))} |`,
  );
}
