// Every document the repository cites is in the repository: a Markdown file name, with or without `#anchor`, in any
// tracked file names a file that exists (from the root, or beside the citing file) and a heading of
// it; and nothing points to the outside documents the code was first written from. The words that
// would do so are built from pieces below, so this file does not match its own patterns.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A Markdown file name with an optional `#anchor`, not part of a longer path, URL or placeholder. */
const REFERENCE = /(?<![\w./<>{}*$@:-])((?:\.\.?\/)*[\w-]+(?:\/[\w.-]+)*\.md)(?:#([\w-]+))?(?![\w/])/g;

/** What points outside: the two documents by name, the product text by its title, tracker numbers. */
const OUTSIDE_WORDS = [
  ['CONT', 'RACT\\.md'].join(''),
  ['DES', 'IGN\\.md'].join(''),
  ['\\bspeci', 'fication\\b'].join(''),
  ['\\bissu', 'es? \\d+(?:, (?:items?|defects?) \\d+(?: and \\d+)?)?'].join(''),
];
const OUTSIDE = new RegExp(OUTSIDE_WORDS.join('|'), 'i');

function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return files.filter((file) => {
    if (!file || file.endsWith('package-lock.json') || file.startsWith('test/elements/fixtures/')) return false;
    const path = join(ROOT, file);
    if (!existsSync(path) || !statSync(path).isFile()) return false;
    return !readFileSync(path).subarray(0, 8000).includes(0);
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to `-`, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The problems of one file's text: unresolved references and pointers outside the repository. */
export function problemsOf(file: string, text: string, exists: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (OUTSIDE.test(line)) problems.push(`${where}: points outside the repository: ${line.trim()}`);
    for (const match of line.matchAll(REFERENCE)) {
      const [, target = '', anchor] = match;
      const candidates = [normalize(target), normalize(join(dirname(file), target))];
      const found = candidates.map(exists).find((content) => content !== undefined);
      if (found === undefined) problems.push(`${where}: ${target} does not exist`);
      else if (anchor && !anchorsOf(found).has(anchor)) problems.push(`${where}: ${target} has no heading #${anchor}`);
    }
  });
  return problems;
}

const contents = new Map<string, string | undefined>();
function readTracked(path: string): string | undefined {
  if (!contents.has(path)) {
    const full = join(ROOT, path);
    contents.set(path, existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined);
  }
  return contents.get(path);
}

/** The extension, apart, so the sample references below are not references of this file. */
const MD = '.md';

describe('document references', () => {
  it('finds a broken reference, a missing heading and an outside pointer (the check can fail)', () => {
    const text = [
      `see docs/NOWHERE${MD} and docs/RULES${MD}#no-such-heading`,
      `see docs/RULES${MD}#hash-links and ../docs/GLOSSARY${MD}#parcel`,
      ['as the speci', 'fication says'].join(''),
    ].join('\n');
    const problems = problemsOf('elements/example.ts', text, readTracked);
    assert.equal(problems.length, 3, problems.join('\n'));
    const [missing = '', noHeading = '', outside = ''] = problems;
    assert.match(missing, /^elements\/example\.ts:1: docs\/NOWHERE\.md does not exist/);
    assert.match(noHeading, /^elements\/example\.ts:1: docs\/RULES\.md has no heading #no-such-heading/);
    assert.match(outside, /^elements\/example\.ts:3: points outside/);
  });

  it('takes GitHub anchors as GitHub makes them', () => {
    const anchors = anchorsOf(
      '# A `<ws-tabs>` title\n## Budgets (brotli)\n```\n# not a heading\n```\n## Budgets (brotli)\n',
    );
    assert.deepEqual([...anchors], ['a-ws-tabs-title', 'budgets-brotli', 'budgets-brotli-1']);
  });

  it('every tracked file cites only files and headings that exist, and nothing outside', () => {
    const files = trackedTextFiles();
    assert.ok(files.length > 100, `only ${files.length} files read`);
    const problems = files.flatMap((file) => problemsOf(file, readTracked(file) ?? '', readTracked));
    assert.deepEqual(problems, []);
  });
});
