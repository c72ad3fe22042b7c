// An element is added whole or not at all: every registered tag has its folder (define, schema,
// README), a reserved box (or floats over the page), a description the manifest reads, its part of
// docs/REFERENCE.md, and a place in the hostile corpus. `npm run new-element` writes all of these.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { elementFolder, loadDescriptions } from '../../scripts/manifest.ts';
import { elementNames, elementFiles, withRegistryEntry, withReserveEntry } from '../../scripts/new-element.ts';
import { elementRegistry } from '../../shell/registry.ts';
import { elementReserves } from '../../shell/reserves.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

describe('every registered element is complete', () => {
  const tags = elementRegistry.map((entry) => entry.tag);
  const hostileTests = readdirSync(`${ROOT}test/elements`)
    .filter((name) => name.startsWith('hostile-'))
    .map((name) => read(`test/elements/${name}`))
    .join('\n');

  it('has its folder with define.ts, schema.ts and a README', () => {
    const missing = tags.flatMap((tag) =>
      ['define.ts', 'schema.ts', 'README.md']
        .map((file) => `${elementFolder(tag)}/${file}`)
        .filter((path) => !existsSync(`${ROOT}${path}`)),
    );
    assert.deepEqual(missing, []);
  });

  it('reserves its box before its code arrives, unless it floats over the page', () => {
    const reserved = new Set(elementReserves.map((entry) => entry.tag));
    const without = elementRegistry.filter((entry) => !entry.overlay && !reserved.has(entry.tag)).map((e) => e.tag);
    assert.deepEqual(without, []);
    const unknown = [...reserved].filter((tag) => !tags.includes(tag as `ws-${string}`));
    assert.deepEqual(unknown, [], 'a reserve for a tag the shell does not load');
  });

  it('has a description for the manifest and its section in docs/REFERENCE.md', async () => {
    const described = (await loadDescriptions()).map((description) => description.tag);
    assert.deepEqual(described, tags);
    const reference = read('docs/REFERENCE.md');
    assert.deepEqual(
      tags.filter((tag) => !reference.includes(`### \`<${tag}>\``)),
      [],
      'run `npm run docs`',
    );
  });

  it('is in the hostile corpus (a test/elements/hostile-*.test.ts names it)', () => {
    assert.deepEqual(
      tags.filter((tag) => !hostileTests.includes(tag)),
      [],
    );
  });
});

describe('npm run new-element', () => {
  it('takes a name as a custom element takes it, and refuses anything else', () => {
    assert.deepEqual(elementNames('price-table'), {
      kebab: 'price-table',
      tag: 'ws-price-table',
      camel: 'priceTable',
      pascal: 'PriceTable',
      constant: 'PRICE_TABLE',
    });
    assert.equal((elementNames('ws-faq') as { tag: string }).tag, 'ws-faq');
    for (const bad of ['', 'Preise', 'price_table', '-x', 'x-', 'a--b', 'kit', '<x>', '1a'])
      assert.equal(typeof elementNames(bad), 'string', bad);
  });

  it('writes the folder and the three tests, and one entry each into the registry and the reserves', () => {
    const names = elementNames('price-table');
    assert.ok(typeof names !== 'string');
    const folder = 'elements/price-table';
    assert.deepEqual(
      Object.keys(elementFiles(names)).sort(),
      [
        `${folder}/README.md`,
        `${folder}/define.ts`,
        `${folder}/price-table.tsx`,
        `${folder}/reserve.ts`,
        `${folder}/rules.ts`,
        `${folder}/schema.ts`,
        `${folder}/styles.ts`,
        'test/elements/hostile-price-table.test.ts',
        'test/elements/price-table.test.ts',
        'test/unit/price-table-rules.test.ts',
      ].sort(),
    );
    const registry = withRegistryEntry(read('shell/registry.ts'), names);
    assert.equal(registry.split("tag: 'ws-price-table'").length, 2);
    assert.match(
      registry,
      /load: \(\) => import\('\.\.\/elements\/price-table\/define\.ts'\),\n {4}eager: false,\n {2}},\n\];/,
    );
    const reserves = withReserveEntry(read('shell/reserves.ts'), names);
    assert.match(reserves, /import \{ priceTableReserve \} from '\.\.\/elements\/price-table\/reserve\.ts';\n/);
    assert.match(reserves, /tag: 'ws-price-table',\n {4}reserve: \{ '': priceTableReserve \},\n {2}},\n\];/);
  });
});
