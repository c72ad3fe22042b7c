// Element tests: @open-wc/testing fixtures in headless Debian Chromium, TypeScript served by esbuild.
// `npm run test:elements` runs them in shards, one browser each (scripts/test-elements.mjs); this
// config then gets WS_ELEMENT_SHARD=i/n and takes its part of the files.
import { readdirSync, statSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { assertChromium, chromiumArgs, chromiumPath } from './test/support/chromium.mjs';
import { countReporter } from './test/support/count-reporter.mjs';
import { hostileRequestsPlugin } from './test/support/hostile-requests.mjs';
import { readableFailuresScript } from './test/support/readable-failures.mjs';
import { reactEsmPlugin } from './test/support/react-esm-plugin.mjs';

assertChromium();

/** Forgets what earlier test files stored: cookies (consent among them), local and session storage. */
const FIRST_VISIT = [
  "for (const cookie of document.cookie.split(';')) {",
  "  const name = cookie.split('=')[0].trim();",
  // Secure too: a __Host- or __Secure- cookie is removed only by a Secure deletion (localhost allows it).
  "  if (name) for (const flags of ['', '; Secure']) document.cookie = name + '=; Max-Age=0; Path=/' + flags;",
  '}',
  'localStorage.clear();',
  'sessionStorage.clear();',
].join('\n');

const ALL_FILES = 'test/elements/**/*.test.{ts,tsx}';
const shard = /^(\d+)\/(\d+)$/.exec(process.env.WS_ELEMENT_SHARD ?? '');

/**
 * Shard i of n: the test files dealt out by size (largest first, each to the shard with the fewest
 * bytes so far), a stand-in for their running time that needs no record of earlier runs.
 */
function shardFiles(index, count) {
  const files = readdirSync('test/elements')
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => ({ path: `test/elements/${name}`, size: statSync(`test/elements/${name}`).size }))
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
  const shards = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const file of files) {
    const lightest = shards.reduce((best, next) => (next.size < best.size ? next : best));
    lightest.size += file.size;
    lightest.files.push(file.path);
  }
  return shards[index].files;
}

export default {
  files: shard ? shardFiles(Number(shard[1]), Number(shard[2])) : ALL_FILES,
  // Each shard its own port: they start at the same moment.
  ...(shard ? { port: 8000 + Number(shard[1]) * 100 } : {}),
  nodeResolve: { exportConditions: ['browser'] },
  plugins: [
    hostileRequestsPlugin(),
    reactEsmPlugin(),
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
  ],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } })],
  // One page at a time: a background tab throttles timers and animations, and keys need focus.
  concurrency: 1,
  // Each file starts as a first visit, whichever files its shard ran before it in the same browser; a failure
  // that compared an element still reaches the report (test/support/readable-failures.mjs).
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head><script>${FIRST_VISIT}</script><script>${readableFailuresScript()}</script></head><body>` +
    `<script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 8000 } },
  // A file's whole run: the hostile corpus' longest test allows itself 240 s, and four browsers on two cores slow a file
  // several times over. A stuck test is still caught by its own timeout, and reported (readable-failures.mjs).
  testsFinishTimeout: 300_000,
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    countReporter(`.test-results/elements${shard ? `-${shard[1]}` : ''}.json`),
  ],
};
