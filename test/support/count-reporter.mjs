// A web-test-runner reporter that writes the pass/fail/skip counts for the summary of `npm test`,
// with the name of every failure, so the summary's last lines say which test failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function countSuite(suite, counts, where) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push([...where, test.name].join(' › '));
    }
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts, [...where, child.name]);
}

export function countReporter(outputFile) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = relative(process.cwd(), session.testFile);
        countSuite(session.testResults, counts, [file]);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          counts.failed += 1;
          counts.failures.push(`${file}: ${session.errors[0]?.message ?? 'an error outside the tests'}`);
        }
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
