// `npm run test:php`: `php -l` on every PHP file of the plugin, the local site and the PHP tests,
// then the plugin's pure rules with Debian's phpunit (test/php/). Counts go to .test-results/php.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS = '.test-results';
const FOLDERS = ['wordpress', 'test/php'];
mkdirSync(RESULTS, { recursive: true });

const phpFiles = FOLDERS.flatMap((folder) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.php'))
        .map((path) => join(folder, path))
    : [],
);
const counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of phpFiles.sort()) {
  const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
  if (lint.status === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    console.error(`php -l ${file}:\n${lint.stdout}${lint.stderr}`);
  }
}
console.log(`php -l: ${counts.passed} files without syntax errors, ${counts.failed} with`);

const junit = join(RESULTS, 'phpunit.xml');
const unit = spawnSync('phpunit', ['--bootstrap', 'test/php/bootstrap.php', '--log-junit', junit, 'test/php'], {
  stdio: 'inherit',
});
let ran = false;
if (existsSync(junit)) {
  // The outermost <testsuite> carries the totals.
  const suite = /<testsuite\b[^>]*>/.exec(readFileSync(junit, 'utf8'))?.[0] ?? '';
  const number = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? 0);
  const failed = number('failures') + number('errors');
  const skipped = number('skipped');
  counts.passed += number('tests') - failed - skipped;
  counts.failed += failed;
  counts.skipped += skipped;
  ran = number('tests') > 0;
}
if (unit.status !== 0 && (!ran || counts.failed === 0)) counts.failed += 1;
writeFileSync(join(RESULTS, 'php.json'), JSON.stringify(counts));
process.exit(counts.failed > 0 ? 1 : 0);
