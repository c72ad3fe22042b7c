// No line of code is wider than 120 columns (Prettier's width), so nothing hides past the edge of an
// editor or a review: long strings are split into pieces with the same value, long PHP lines wrapped.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = new URL('../../', import.meta.url).pathname;
const MAX_COLUMNS = 120;
const FOLDERS = ['elements', 'shell', 'consent-bus', 'scripts', 'wordpress'];
const CODE = /\.(ts|tsx|mjs|js|php|css)$/;

/**
 * A line that is one translatable literal and nothing else (`__('…')`, `esc_html__('…')`, …): translation
 * tools read the literal as the message, so it cannot be split into pieces.
 */
const ONE_TRANSLATABLE_LITERAL =
  /^\s*(?:echo\s+)?(?:__|_e|_x|_n|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'(?:[^'\\]|\\.)*'\s*(?:,\s*'[\w-]*'\s*)?\)[;,]?$/;

/**
 * A field of a WordPress file header (` * Description: …` in the plugin's first comment): WordPress reads
 * each field to the end of its line (get_file_data()), so a long one cannot be wrapped.
 */
const FILE_HEADER_FIELDS = [
  'Plugin Name',
  'Plugin URI',
  'Description',
  'Version',
  'Requires at least',
  'Requires PHP',
  'Requires Plugins',
  'Author',
  'Author URI',
  'License',
  'License URI',
  'Text Domain',
  'Domain Path',
  'Network',
  'Update URI',
];
const FILE_HEADER_FIELD = new RegExp(`^ \\* (?:${FILE_HEADER_FIELDS.join('|')}): `);

function codeFiles(): string[] {
  return execFileSync('git', ['ls-files', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CODE.test(file));
}

describe('line length', () => {
  it(`keeps every line of code within ${MAX_COLUMNS} columns`, () => {
    const files = codeFiles();
    assert.ok(files.length > 100, `only ${files.length} code files found`);
    const long: string[] = [];
    for (const file of files) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      // The file's first comment, where a WordPress file header lives.
      const headerEnd = lines.findIndex((line) => line.includes('*/'));
      lines.forEach((line, index) => {
        // Columns as an editor counts them: code points, not UTF-16 units.
        const columns = [...line].length;
        if (columns <= MAX_COLUMNS) return;
        if (file.endsWith('.php') && ONE_TRANSLATABLE_LITERAL.test(line)) return;
        if (file.endsWith('.php') && index < headerEnd && FILE_HEADER_FIELD.test(line)) return;
        long.push(`${file}:${index + 1} (${columns} columns)`);
      });
    }
    assert.deepEqual(long, [], `lines over ${MAX_COLUMNS} columns:\n${long.join('\n')}`);
  });
});
