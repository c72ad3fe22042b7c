// The site's words stay one (demo/content/glossary.ts): no avoided word in the demo's content and
// pages, the elements' German texts or the WordPress plugin's texts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GLOSSARY } from '../../demo/content/glossary.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Every file whose text a visitor or a site owner reads. */
function textFiles(): string[] {
  const inFolder = (folder: string, keep: (name: string) => boolean) =>
    readdirSync(join(ROOT, folder))
      .filter(keep)
      .map((name) => join(folder, name));
  const elementTexts = readdirSync(join(ROOT, 'elements')).flatMap((element) =>
    inFolder(join('elements', element), (name) => /^(rules|texts)\.ts$/.test(name)),
  );
  return [
    ...inFolder('demo/content', (name) => name.endsWith('.ts') && name !== 'glossary.ts'),
    ...inFolder('demo/pages', (name) => name.endsWith('.ts')),
    'demo/consent-service.ts',
    'demo/consent-settings.ts',
    ...elementTexts,
    ...inFolder('consent-bus', (name) => /^(categories|placeholder).*\.ts$/.test(name)),
    ...inFolder('wordpress/ws/includes', (name) => name.endsWith('.php')),
    'wordpress/local/content.ts',
  ];
}

/** The English texts of an element stay English: only the German ones and the site's content are checked. */
const englishBlock = /\n\s*en: \{[\s\S]*?\n\s*\},?\n/g;

describe('the site’s glossary', () => {
  it('names each thing once: every entry has a term, a meaning and words to avoid, and no word is both', () => {
    const terms = new Set(GLOSSARY.map((entry) => entry.term));
    assert.equal(terms.size, GLOSSARY.length);
    for (const entry of GLOSSARY) {
      assert.ok(entry.meaning.length > 10 && entry.avoid.length > 0, entry.term);
      for (const word of entry.avoid) assert.ok(!terms.has(word), `${word} is a term and a word to avoid`);
    }
  });

  it('no avoided word in the demo’s content and pages, the elements’ texts or the plugin’s texts', () => {
    const files = textFiles();
    assert.ok(files.length > 20, `only ${files.length} files read`);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8').replace(englishBlock, '\n');
      const lines = text.split('\n');
      for (const entry of GLOSSARY) {
        for (const word of entry.avoid) {
          const pattern = new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
          lines.forEach((line, index) => {
            // Comments are for maintainers; URL slugs are addresses, not words.
            if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
            if (pattern.test(line)) found.push(`${file}:${index + 1}: "${word}" (the site says "${entry.term}")`);
          });
        }
      }
    }
    assert.deepEqual(found, []);
  });
});
