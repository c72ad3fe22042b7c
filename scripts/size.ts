// `npm run size`: raw, gzip and brotli bytes of every file in dist/, and of what each demo page
// really loads (the shell, its imports, and the element modules of the tags on that page).
// Fails when a budget of budgets.json is exceeded.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startDemoServer } from '../demo/listen.ts';

interface ChunkGraphFile {
  elements: Record<string, string[]>;
  files: Record<string, { imports: string[]; dynamicImports: string[]; isEntry: boolean }>;
}
interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  pageWithoutElements: number;
  elementOwnCode: number;
  homePage: number;
  reactChunks: number;
};
const graph = JSON.parse(readFileSync('dist/chunk-graph.json', 'utf8')) as ChunkGraphFile;

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

function sum(files: Iterable<string>): Size {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

function closure(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const dependency of graph.files[file]?.imports ?? []) if (!seen.has(dependency)) closure(dependency, seen);
  return seen;
}

/**
 * An element's files including what it loads on demand (DOMPurify, the banner service): a page may
 * fetch them. On demand from any file it imports too (the kit's sanitizer loads DOMPurify).
 */
function elementClosure(file: string, seen: Set<string>): void {
  const before = new Set(seen);
  closure(file, seen);
  for (const imported of [...seen].filter((name) => !before.has(name))) {
    // Other elements are counted by their own tags, not as something this one loads.
    for (const lazy of graph.files[imported]?.dynamicImports ?? []) if (!seen.has(lazy) && !lazy.startsWith('elements/')) elementClosure(lazy, seen);
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const shortName = (name: string) => (name.length > 34 ? `${name.slice(0, 33)}…` : name);
const row = (name: string, size: Size, note = '') =>
  `${shortName(name).padEnd(34)} ${String(size.raw).padStart(9)} ${String(size.gzip).padStart(9)} ${String(size.brotli).padStart(9)}  ${note}`;
const header = `${''.padEnd(34)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`;

const failures: string[] = [];
const check = (what: string, actual: number, budget: number) => {
  const ok = actual <= budget;
  if (!ok) failures.push(`${what}: ${kb(actual)} brotli is over the budget of ${kb(budget)}`);
  return `${ok ? 'ok' : 'OVER'} (budget ${kb(budget)})`;
};

console.log('Files (bytes)');
console.log(header);
/** The tag whose own code a file is: its element module, or its first frame (built apart, see rollup.config.mjs). */
const ownerTag = (file: string) => /^elements\/(ws-[a-z0-9-]+)(\.first-frame)?\.js$/.exec(file)?.[1];

for (const file of Object.keys(graph.files).sort()) {
  const tag = ownerTag(file);
  const own = tag && graph.elements[tag] ? sizeOf(file) : undefined;
  console.log(row(file, sizeOf(file), own ? check(`${file} (element's own code)`, own.brotli, budgets.elementOwnCode) : ''));
}

// React lives in exactly one chunk: its element symbol must appear in one file only.
const reactFiles = Object.keys(graph.files).filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('react.transitional.element'));
const reactOk = reactFiles.length === budgets.reactChunks;
if (!reactOk) failures.push(`React code is in ${reactFiles.length} files (${reactFiles.join(', ')}), expected one shared chunk`);

// Pages: served by the demo's own handler, so the tags counted are the ones a visitor gets.
const { server, url: base } = await startDemoServer(0, '127.0.0.1');
const firstPost = /href="(\/blog\/[\w-]+\/)"/;
const pages = ['/', '/leistungen/', '/blog/', '/blog/page/2/', '/kontakt/', '/datenschutz/', '/shop/', '/forum/', '/impressum/'];
const blogHtml = await (await fetch(`${base}/blog/`)).text();
const postPath = firstPost.exec(blogHtml.slice(blogHtml.indexOf('<main')))?.[1];
if (postPath) pages.push(postPath);

console.log('\nPages: all JavaScript each page loads (bytes)');
console.log(header);
const shellFiles = closure('shell.js');
// The shell fetches its hash-link chunk on pages with a hash link (shell/index.ts).
const hashLinkChunk = graph.files['shell.js']?.dynamicImports.find((file) => file.includes('hash-links'));
for (const path of pages) {
  const pageHtml = await (await fetch(`${base}${path}`)).text();
  // Tags in the markup only: inline styles and scripts may mention a tag without placing it.
  const markup = pageHtml.replace(/<(style|script)\b[^>]*>[^]*?<\/\1>/gi, '');
  const tags = [...new Set([...markup.matchAll(/<(ws-[a-z0-9-]+)[\s>]/g)].map((match) => match[1]!))].sort();
  const files = new Set(shellFiles);
  if (hashLinkChunk && /href="[^"]*#/.test(pageHtml)) closure(hashLinkChunk, files);
  for (const tag of tags) {
    for (const file of graph.elements[tag] ?? []) {
      if (file.startsWith('elements/')) elementClosure(file, files);
      else closure(file, files);
    }
  }
  const total = sum(files);
  let note = tags.length ? tags.join(' ') : '(no ws-* tag)';
  if (path === '/') note += `  ${check('home page, all JS', total.brotli, budgets.homePage)}`;
  if (!tags.length) note += `  ${check(`${path} (no ws-* tag)`, total.brotli, budgets.pageWithoutElements)}`;
  console.log(row(path, total, note));
}
server.close();

const noTag = sum(shellFiles);
console.log(`\nShell + bus on a page with no ws-* tag: ${kb(noTag.brotli)} brotli  ${check('page with no ws-* tag', noTag.brotli, budgets.pageWithoutElements)}`);
console.log(`React runtime: ${reactFiles.join(', ') || 'not built'}  ${reactOk ? 'ok (one shared chunk, loaded only with a React element)' : 'OVER'}`);

if (failures.length) {
  console.error(`\nsize: ${failures.length} budget(s) exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nsize: every budget holds');
