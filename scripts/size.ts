// `npm run size` (after `npm run build`): what a visitor's browser fetches, measured in Chromium on
// the demo site, in brotli bytes (quality 11, as the demo server keeps its files). For every demo
// page, at a phone's and a desktop's screen: the JavaScript fetched before the first interaction
// (the page at rest at the top, as a first-time visitor with the banner showing), and after
// scrolling to the end and opening every widget (printed, not failed). Then the bytes of every
// file in dist/. Fails when a budget of budgets.json is exceeded. `npm run size -- --files` also
// lists the files behind each page's figures.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startDemoServer } from '../demo/listen.ts';
import type {} from '../shell/index.ts';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.mjs';

interface ChunkGraphFile {
  elements: Record<string, string[]>;
  files: Record<string, { imports: string[]; dynamicImports: string[]; isEntry: boolean }>;
}
interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
interface Budgets {
  pageWithoutElements: number;
  shellHeadroom: number;
  elementOwnCode: number;
  pageBeforeFirstInteraction: number;
  reactChunks: number;
}

if (!existsSync('dist/shell.js') || !existsSync('dist/chunk-graph.json')) {
  console.error(
    'size: dist/ is missing or incomplete. Run `npm run build` first; `npm run size` measures the built files.',
  );
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(
    `size: Chromium was not found at ${chromiumPath}. Install Debian's (apt-get install -y chromium) or ` +
      'set CHROME_PATH.',
  );
  process.exit(1);
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
const graph = JSON.parse(readFileSync('dist/chunk-graph.json', 'utf8')) as ChunkGraphFile;

/** Screens the pages are measured at: Lighthouse's phone and a common laptop. */
const SCREENS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
/** After the network is idle: the shell waits for a paint and an idle moment (at most 1 s) before element code. */
const SETTLE_MS = 1200;
/** Between scroll steps: time for the near-viewport observer and the elements it starts. */
const SCROLL_STEP_MS = 150;
/** What the live search is asked for: a word with results on the demo site. */
const SEARCH_QUERY = 'Lack';

const sizes = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(`dist/${file}`);
    size = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}
const brotliOf = (files: Iterable<string>) => [...files].reduce((total, file) => total + sizeOf(file).brotli, 0);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const failures: string[] = [];
const check = (what: string, actual: number, budget: number) => {
  const ok = actual <= budget;
  if (!ok) failures.push(`${what}: ${kb(actual)} brotli is over the budget of ${kb(budget)}`);
  return ok ? 'ok' : `OVER ${kb(budget)}`;
};

/** React lives in exactly one chunk: its element symbol appears in one file only. */
const reactFiles = Object.keys(graph.files).filter((file) =>
  readFileSync(`dist/${file}`, 'utf8').includes('react.transitional.element'),
);

// ---------------------------------------------------------------------------------------------
// The browser part: every JS response under /dist/ counts, modulepreload hints included.

/** Records the dist/ JavaScript files a page fetches, as paths relative to dist/. */
function recordScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js') && response.ok()) fetched.add(path.slice('/dist/'.length));
  });
  return fetched;
}

/** At rest: the network idle, every element the shell started settled, and a moment for late starters. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const shell = window.wsShell;
    if (!shell) return;
    const started = Object.entries(shell.status()).filter(([, state]) => state !== 'not loaded');
    await Promise.all(started.map(([tag]) => shell.whenSettled(tag)));
  });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
}

/** Scrolls to the end a screen at a time, so that every lazy element comes near the viewport. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(SCROLL_STEP_MS);
    if (atEnd) break;
  }
}

/** Every widget a visitor can open: each off-canvas by its hash link, the live search with a query, the lightbox, the
 * menu. */
async function openEveryWidget(page: Page): Promise<void> {
  for (const id of await page.locator('ws-offcanvas[id]').evaluateAll((panels) => panels.map((panel) => panel.id))) {
    await page.evaluate((panelId) => (location.hash = `#awb-oc__${panelId}`), id);
    await page.waitForTimeout(SCROLL_STEP_MS);
  }
  const search = page.getByRole('combobox', { name: 'Website durchsuchen' }).first();
  if ((await page.locator('ws-live-search').count()) > 0) {
    // The compact header shows a button first; the banner may cover it, so the click is dispatched.
    const opener = page.getByRole('button', { name: 'Suche öffnen' }).first();
    if (!(await search.isVisible()) && (await opener.isVisible())) await opener.dispatchEvent('click');
    if (await search.isVisible().catch(() => false)) await search.fill(SEARCH_QUERY);
  }
  // The lightbox's viewer: its inside is a chunk of its own, fetched when a visitor opens an item.
  const item = page.locator('ws-lightbox a[href]').first();
  if ((await item.count()) > 0) {
    await item.dispatchEvent('click');
    await page.waitForTimeout(SCROLL_STEP_MS);
    await page.keyboard.press('Escape');
  }
  const menu = page
    .locator('header')
    .getByRole('button', { name: 'Menü' })
    .or(page.locator('header summary', { hasText: 'Menü' }))
    .first();
  if (await menu.isVisible().catch(() => false)) await menu.dispatchEvent('click');
}

interface PageMeasure {
  atRest: Set<string>;
  afterAll: Set<string>;
}

async function measurePage(browser: Browser, url: string, screen: (typeof SCREENS)[number]): Promise<PageMeasure> {
  // A fresh context: a first-time visitor, no cookies, the banner showing, nothing cached.
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
  try {
    const page = await context.newPage();
    const fetched = recordScripts(page);
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await settle(page);
    const atRest = new Set(fetched);
    await scrollToEnd(page);
    await settle(page);
    await openEveryWidget(page);
    await settle(page);
    return { atRest, afterAll: new Set(fetched) };
  } finally {
    await context.close();
  }
}

/** The JS of a page without any ws-* tag: the shell (bus and blocker), and the hash-link chunk when it has a link with
 * a hash. */
async function measureWithoutTags(browser: Browser, base: string, withHashLink: boolean): Promise<Set<string>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched = recordScripts(page);
    const html =
      '<!doctype html><html lang="de"><title>Ohne Elemente</title><script type="module" ' +
      'src="/dist/shell.js"></script><body><main><h1>Ohne Elemente</h1><p>Text' +
      `${withHashLink ? ' <a href="#ende">zum Ende</a>' : ''}</p><p id="ende">Ende</p></main></body></html>`;
    // A page of the same origin that the demo does not have: the browser asks the real server for /dist/.
    await page.route(`${base}/__size-without-tags/`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.goto(`${base}/__size-without-tags/`, { waitUntil: 'load' });
    await settle(page);
    return fetched;
  } finally {
    await context.close();
  }
}

const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const launch = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let browser = await launch();

/**
 * Runs one measurement; when Chromium closed or crashed under it (seen on a loaded machine), says so
 * and measures once more in a browser that is still there, a new one if it went away.
 */
async function measured<T>(what: string, measure: (browser: Browser) => Promise<T>): Promise<T> {
  try {
    return await measure(browser);
  } catch (error) {
    if (!/closed|crashed/i.test(String(error))) throw error;
    console.error(`size: Chromium closed or crashed while measuring ${what}; measuring it again`);
    if (!browser.isConnected()) browser = await launch();
    return measure(browser);
  }
}
const pageRows: string[] = [];
/** `--files`: which files each page fetched, at rest and what scrolling and the widgets added. */
const listFiles = process.argv.includes('--files');
const fileLists: string[] = [];
const reactTwice: string[] = [];
let withoutTags = new Set<string>();
let withoutTagsHashLink = new Set<string>();
let firstPost: string | undefined;
try {
  // The first blog post, as a visitor reaches it from the archive (as in test/bench/lighthouse.ts).
  const blogHtml = await (await fetch(`${base}/blog/`)).text();
  firstPost = /href="(\/blog\/[\w-]+\/)"/.exec(blogHtml.slice(blogHtml.indexOf('<main')))?.[1];
  const pages = [
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

  withoutTags = await measured('a page without tags', (current) => measureWithoutTags(current, base, false));
  withoutTagsHashLink = await measured('a page with a hash link', (current) => measureWithoutTags(current, base, true));

  for (const path of pages) {
    const cells: string[] = [];
    const after: string[] = [];
    for (const screen of SCREENS) {
      const { atRest, afterAll } = await measured(`${path} (${screen.name})`, (current) =>
        measurePage(current, `${base}${path}`, screen),
      );
      const atRestSize = kb(brotliOf(atRest)).padStart(9);
      const atRestCheck = check(
        `${path} at rest on a ${screen.name}`,
        brotliOf(atRest),
        budgets.pageBeforeFirstInteraction,
      );
      cells.push(`${atRestSize} ${atRestCheck.padEnd(9)}`);
      after.push(kb(brotliOf(afterAll)).padStart(9));
      if (listFiles) {
        const later = [...afterAll].filter((file) => !atRest.has(file));
        fileLists.push(
          `${path} (${screen.name}) at rest: ${[...atRest].sort().join(', ')}\n${' '.repeat(path.length)}` +
            `   then: ${later.sort().join(', ') || '–'}`,
        );
      }
      const react = [...afterAll].filter((file) => reactFiles.includes(file));
      if (react.length > budgets.reactChunks) reactTwice.push(`${path} (${screen.name}): ${react.join(', ')}`);
    }
    const label = path === firstPost ? '/blog/… (first post)' : path;
    pageRows.push(`${label.padEnd(34)} ${cells.join(' ')} ${after.join(' ')}`);
    console.error(`size: ${path} measured`);
  }
} finally {
  await browser.close();
  server.close();
}

// ---------------------------------------------------------------------------------------------
// The report.

const row = (name: string, size: Size, note = '') =>
  `${(name.length > 34 ? `${name.slice(0, 33)}…` : name).padEnd(34)} ${String(size.raw).padStart(9)} ` +
  `${String(size.gzip).padStart(9)} ${String(size.brotli).padStart(9)}  ${note}`;

console.log('Files (bytes)');
console.log(`${''.padEnd(34)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
/** An element's own code: its element file and its folder's shared part (chunks/<folder>.js), brotli. */
function ownCodeOf(tag: string): number {
  const part = `chunks/${tag.slice('ws-'.length)}.js`;
  return sizeOf(`elements/${tag}.js`).brotli + (graph.files[part] ? sizeOf(part).brotli : 0);
}
/** The tag whose own code a file is: its element module, or its first frame (built apart, see rollup.config.mjs). */
const ownerTag = (file: string) => /^elements\/(ws-[a-z0-9-]+)(\.first-frame)?\.js$/.exec(file)?.[1];
/** An element's part that another element shares (chunks/slider.js: the rotation of <ws-slider> and <ws-testimonials>):
 * the owner's own code too. */
const sharedPartOf = (file: string) => {
  const folder = /^chunks\/([a-z0-9-]+)\.js$/.exec(file)?.[1];
  return folder && graph.elements[`ws-${folder}`] ? `ws-${folder}` : undefined;
};
for (const file of Object.keys(graph.files).sort()) {
  const tag = ownerTag(file);
  const part = sharedPartOf(file);
  const elementsUsing = part
    ? Object.keys(graph.elements).filter((element) => graph.elements[element]!.includes(file))
    : [];
  const note =
    tag && graph.elements[tag]
      ? `own code ${check(`${file} (an element's own code)`, sizeOf(file).brotli, budgets.elementOwnCode)}`
      : part
        ? `own code of ${part} ` +
          `${check(`${file} (${part}'s own code)`, ownCodeOf(part), budgets.elementOwnCode)} (with its ` +
          `element file: ${kb(ownCodeOf(part))}; also used by ` +
          `${elementsUsing.filter((element) => element !== part).join(', ') || 'no other'})`
        : '';
  console.log(row(file, sizeOf(file), note));
}

// What an element fetches only when a visitor asks for it (its dynamic imports): not in "at rest".
const onDemand = Object.entries(graph.files)
  .filter(([file, entry]) => ownerTag(file) && !file.includes('first-frame') && entry.dynamicImports.length > 0)
  .map(
    ([file, entry]) =>
      `${ownerTag(file)}: ${entry.dynamicImports.map((chunk) => `${chunk} ${kb(sizeOf(chunk).brotli)}`).join(', ')}`,
  );
if (onDemand.length)
  console.log(
    `\nLoaded only on a visitor's action (the lightbox's viewer, the search panel: when pointed at, ` +
      `focused or opened)\n${onDemand.join('\n')}`,
  );

const screenHeads = SCREENS.map((screen) => `${`${screen.name} ${screen.width} px`.padStart(19)}`).join(' ');
console.log(`\nPages: JavaScript fetched, brotli (first visit, banner showing; measured in Chromium)`);
console.log(
  `${''.padEnd(34)} ${'before the first interaction'.padStart(39)} ` +
    `${'after scrolling, every widget open'.padStart(19)}`,
);
console.log(`${'page'.padEnd(34)} ${screenHeads} ${SCREENS.map((screen) => screen.name.padStart(9)).join(' ')}`);
for (const line of pageRows) console.log(line);
if (listFiles) console.log(`\n${fileLists.join('\n')}`);

const shell = sizeOf('shell.js').brotli;
const noTag = brotliOf(withoutTags);
const noTagHash = brotliOf(withoutTagsHashLink);
console.log(
  `\nPage without ws-* tags: ${kb(noTag)} (${[...withoutTags].sort().join(', ')})  ` +
    `${check('a page without ws-* tags', noTag, budgets.pageWithoutElements)}`,
);
console.log(
  `  … with a hash link: ${kb(noTagHash)} (${[...withoutTagsHashLink].sort().join(', ')})  ` +
    `${check('a page without ws-* tags, with a hash link', noTagHash, budgets.pageWithoutElements)}`,
);
const headroom = budgets.pageWithoutElements - shell;
console.log(
  `dist/shell.js: ${kb(shell)}, ${kb(headroom)} below the budget of ${kb(budgets.pageWithoutElements)}  ` +
    `${headroom >= budgets.shellHeadroom ? 'ok' : `LOW (keep ${kb(budgets.shellHeadroom)}; printed, not failed)`}`,
);

const reactOk = reactFiles.length === budgets.reactChunks && reactTwice.length === 0;
if (reactFiles.length !== budgets.reactChunks)
  failures.push(`React code is in ${reactFiles.length} files (${reactFiles.join(', ')}), expected one shared chunk`);
for (const line of reactTwice) failures.push(`React fetched more than once on ${line}`);
console.log(
  `React runtime: ${reactFiles.join(', ') || 'not built'}  ` +
    `${reactOk ? 'ok (one shared chunk, fetched once, only with a React element)' : 'OVER'}`,
);

if (failures.length) {
  console.error(`\nsize: ${failures.length} budget(s) exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nsize: every budget holds');
