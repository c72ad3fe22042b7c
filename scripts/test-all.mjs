// `npm test`: lint, the formatter's check, the type check, unit tests, the plugin's PHP tests, element tests in
// Chromium,
// the build, end-to-end tests of the demo site and of the plugin on real WordPress, in that order;
// then one line per runner with its counts and seconds, and one that sums them up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_PACKAGES, ensureDebianPackages, WORDPRESS_PACKAGES } from './debian-packages.mjs';

const RESULTS = '.test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
// Debian's Chromium (never a downloaded browser) and WordPress stack: installed here when we run as
// root on Debian, else named in one command. Then MariaDB, started when it does not answer.
ensureDebianPackages('npm test', [...CHROMIUM_PACKAGES, ...WORDPRESS_PACKAGES]);
if (
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/wordpress-site.ts', '--prepare'], { stdio: 'inherit' })
    .status !== 0
)
  process.exit(1);

const bin = (name) => `node_modules/.bin/${name}`;
const unitFiles = readdirSync('test/unit')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/unit/${file}`);

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** pass/fail/skip of the node test runner, read from its TAP summary lines. */
function tapCounts(file) {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}

/** A failed spec's first error: its first line and where it was thrown, so a summary alone says why. */
function firstError(spec) {
  const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
  if (!error) return '';
  // Colour codes are written as the escape character, which a regular expression literal may not name.
  const line = (error.message ?? '')
    .split(String.fromCharCode(27))
    .join('')
    .replace(/\[[0-9;]*m/g, '')
    .split('\n')[0];
  const at = error.location ? ` (${error.location.file.split('/').pop()}:${error.location.line})` : '';
  return `\n      ${line}${at}`;
}

/** The titles of the failed tests in a Playwright JSON report, file first, each with its first error. */
function playwrightFailures(suites, where = []) {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => [...where, suite.title, spec.title].join(' › ') + firstError(spec)),
    ...playwrightFailures(suite.suites, [...where, suite.title]),
  ]);
}

/** The titles of the tests that failed once and passed on their retry, each with the error of its failed run. */
function playwrightFlaky(suites, where = []) {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests?.some((test) => test.status === 'flaky'))
      .map((spec) => [...where, suite.title, spec.title].join(' › ') + firstError(spec)),
    ...playwrightFlaky(suite.suites, [...where, suite.title]),
  ]);
}

function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    failures: playwrightFailures(report.suites),
    flaky: playwrightFlaky(report.suites),
  };
}

const stages = [
  {
    // Counted per file: a file with an error is a failure (test/support/lint-counts.mjs).
    label: 'lint (ESLint, files)',
    run: () => run('lint (ESLint, files)', bin('eslint'), ['--format', './test/support/lint-counts.mjs', '.']),
    counts: () => readJson(`${RESULTS}/lint.json`),
  },
  {
    // The formatter's verdict over every file it formats (.prettierignore names what it leaves alone).
    label: 'format (Prettier)',
    run: () => run('format (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
    counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }),
  },
  {
    label: 'type check (tsc)',
    run: () => run('type check (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }),
  },
  {
    label: 'unit tests (node --test)',
    run: () =>
      run('unit tests (node --test)', process.execPath, [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${RESULTS}/unit.tap`,
        ...unitFiles,
      ]),
    counts: () => tapCounts(`${RESULTS}/unit.tap`),
  },
  {
    label: 'PHP (php -l, phpunit)',
    run: () => run('PHP (php -l, phpunit)', process.execPath, ['scripts/test-php.mjs']),
    counts: () => readJson(`${RESULTS}/php.json`),
  },
  {
    label: 'element tests (web-test-runner, Chromium)',
    run: () => run('element tests (web-test-runner, Chromium)', process.execPath, ['scripts/test-elements.mjs']),
    counts: () => readJson(`${RESULTS}/elements.json`),
  },
  {
    label: 'build (rollup)',
    run: () => run('build (rollup)', 'npm', ['run', '--silent', 'build']),
    counts: (ok) => (ok ? { passed: 0, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }),
  },
  {
    label: 'end-to-end tests (Playwright, Chromium, demo site)',
    run: () =>
      run('end-to-end tests (Playwright, Chromium, demo site)', bin('playwright'), [
        'test',
        '-c',
        'test/e2e/playwright.config.ts',
      ]),
    counts: () => playwrightCounts(`${RESULTS}/e2e.json`),
  },
  {
    label: 'end-to-end tests (Playwright, Chromium, WordPress)',
    run: () =>
      run('end-to-end tests (Playwright, Chromium, WordPress)', bin('playwright'), [
        'test',
        '-c',
        'test/wordpress/playwright.config.ts',
      ]),
    counts: () => playwrightCounts(`${RESULTS}/wordpress.json`),
  },
];

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const stage of stages) {
  const started = Date.now();
  const ok = stage.run();
  const seconds = Math.round((Date.now() - started) / 1000);
  // A runner that crashed before writing its counts still counts as one failure.
  const counts = stage.counts(ok) ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  lines.push(
    `  ${stage.label}: ${counts.passed} passed, ${counts.failed} failed` +
      `${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${seconds} s)`,
    // Named here, in the last lines of the run, so a failure on a CI machine is found without its whole log.
    ...(counts.failures ?? []).map((failure) => `    failed: ${failure}`),
    // A retry on CI may pass a test that failed once; it is named, so a flaky test is fixed, not forgotten.
    ...(counts.flaky ?? []).map((test) => `    flaky, passed on its retry: ${test}`),
  );
}

console.log(`\n${lines.join('\n')}`);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
