// An ESLint formatter for `npm test`: prints what `npm run lint` prints (stylish) and writes the
// counts for the summary line: a file with an error is one failure, every other file one pass.
import { mkdirSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const OUTPUT = '.test-results/lint.json';

export default async function lintCounts(results, context) {
  const failed = results.filter((result) => result.errorCount > 0 || result.fatalErrorCount > 0).length;
  mkdirSync('.test-results', { recursive: true });
  writeFileSync(OUTPUT, JSON.stringify({ passed: results.length - failed, failed, skipped: 0 }));
  const stylish = await new ESLint().loadFormatter('stylish');
  return stylish.format(results, context);
}
