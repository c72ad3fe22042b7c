// `npm run test:elements`: the element tests in shards run side by side, each in a browser of its own
// (web-test-runner.config.mjs deals out the files). One page per browser keeps what the tests need
// (timers at full speed, a focused page for keys); several browsers use the time the tests spend
// waiting on timers and frames. Each shard's output is printed when it ends; the counts of all go
// to .test-results/elements.json for the summary of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const RESULTS = '.test-results';
/** Four on the 2-core machines the suite runs on (docs/ARCHITECTURE.md#the-test-suite). */
const SHARDS = Number(process.env.WS_ELEMENT_SHARDS ?? 4);
if (!Number.isInteger(SHARDS) || SHARDS < 1 || SHARDS > 16) {
  console.error(`WS_ELEMENT_SHARDS must be a whole number from 1 to 16, got ${process.env.WS_ELEMENT_SHARDS}`);
  process.exit(2);
}
if (process.argv.length > 2) {
  console.error('npm run test:elements takes no arguments; for some files: npx web-test-runner "test/elements/<glob>"');
  process.exit(2);
}
mkdirSync(RESULTS, { recursive: true });
// An earlier run's counts must not stand in for a shard that crashes before it writes its own.
for (const name of readdirSync(RESULTS)) if (/^elements(-\d+)?\.json$/.test(name)) rmSync(`${RESULTS}/${name}`);

function runShard(index) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('node_modules/.bin/web-test-runner', [], {
      env: { ...process.env, WS_ELEMENT_SHARD: `${index}/${SHARDS}`, FORCE_COLOR: '0' },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ index, code, output }));
  });
}

function readCounts(index) {
  try {
    return JSON.parse(readFileSync(`${RESULTS}/elements-${index}.json`, 'utf8'));
  } catch {
    // A shard that crashed before its reporter ran counts as one failure.
    return { passed: 0, failed: 1, skipped: 0, failures: [`shard ${index + 1} of ${SHARDS} wrote no counts`] };
  }
}

const shards = await Promise.all(Array.from({ length: SHARDS }, (_, index) => runShard(index)));
const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
for (const { index, code, output } of shards) {
  // The progress bar's repeated lines say nothing a finished run does not.
  const lines = output.split('\n').filter((line) => !/^\s*Chrome: \|/.test(line));
  console.log(`\n--- element tests, shard ${index + 1} of ${SHARDS} (exit ${code}) ---\n${lines.join('\n').trim()}`);
  const counts = readCounts(index);
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures = [`shard ${index + 1} of ${SHARDS} exited with ${code}`];
  }
  for (const key of ['passed', 'failed', 'skipped']) total[key] += counts[key];
  total.failures.push(...(counts.failures ?? []));
}
writeFileSync(`${RESULTS}/elements.json`, JSON.stringify(total));
console.log(
  `\nelement tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped in ${SHARDS} shards`,
);
process.exit(total.failed > 0 ? 1 : 0);
