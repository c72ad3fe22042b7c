// What the build wrote for editors and tools: the manifest and VS Code's custom data in dist/,
// one entry per tag the shell knows (the unit test checks their content from the sources).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementRegistry } from '../../shell/registry.ts';
import { expect, test } from './fixtures.ts';

const built = (file: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../dist/${file}`, import.meta.url)), 'utf8'));
const tags = elementRegistry.map((entry) => entry.tag).sort();

test('dist/custom-elements.json has one custom element per registered tag, with attributes', () => {
  const manifest = built('custom-elements.json') as {
    schemaVersion: string;
    modules: Array<{ declarations: Array<{ tagName: string; attributes: unknown[] }> }>;
  };
  expect(manifest.schemaVersion).toMatch(/^2\./);
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(tags);
  for (const declaration of declarations) expect(declaration.attributes.length, declaration.tagName).toBeGreaterThan(0);
});

test('dist/vscode.html-custom-data.json names every registered tag', () => {
  const data = built('vscode.html-custom-data.json') as { version: number; tags: Array<{ name: string }> };
  expect(data.version).toBe(1.1);
  expect(data.tags.map((tag) => tag.name).sort()).toEqual(tags);
});
