import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { attributeDefault, attributeName, attributeType } from '../../elements/kit/attributes.ts';
import type { AnyElementDescription, AttributeName, SchemaJsxProps } from '../../elements/kit/types.ts';
import type { offcanvasAttributes } from '../../elements/offcanvas/schema.ts';
import { elementRegistry } from '../../shell/registry.ts';
import { readCodeTypes, type CodeTypes } from '../../scripts/manifest-code.ts';
import { REFERENCE_FILE, renderElementReference, withGeneratedSection } from '../../scripts/manifest-docs.ts';
import {
  buildManifest,
  elementFolder,
  literalValues,
  loadDescriptions,
  toVsCodeCustomData,
  type Manifest,
  type ManifestDeclaration,
} from '../../scripts/manifest.ts';

// Built once: reading the code with the compiler takes a few seconds.
let descriptions: AnyElementDescription[];
let code: CodeTypes;
let manifest: Manifest;

const declarations = () => manifest.modules.flatMap((module) => module.declarations);
const declarationOf = (tag: string): ManifestDeclaration => {
  const found = declarations().find((declaration) => declaration.tagName === tag);
  assert.ok(found, `${tag} is in the manifest`);
  return found;
};

before(async () => {
  descriptions = await loadDescriptions();
  const tags = descriptions.map((description) => description.tag);
  code = readCodeTypes(
    tags.map((tag) => `${elementFolder(tag)}/define.ts`),
    tags,
  );
  manifest = buildManifest(descriptions, code);
});

/**
 * The compiler writes a union's string literals in the order it first met them in the whole program,
 * so another element's 'open' can come first: compare the members, not their order.
 */
const sortUnions = (text: string | undefined) =>
  text?.replace(/'[^']*'(?: \| '[^']*')+/g, (union) => union.split(' | ').sort().join(' | '));

describe('custom elements manifest', () => {
  it('is schema 2.x with one custom element per tag registered in shell/registry.ts', () => {
    assert.match(manifest.schemaVersion, /^2\.\d+\.\d+$/);
    assert.deepEqual(
      declarations()
        .map((declaration) => declaration.tagName)
        .sort(),
      elementRegistry.map((entry) => entry.tag).sort(),
    );
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      assert.equal(declaration?.customElement, true);
      assert.ok(
        module.exports.some(
          (entry) => entry.kind === 'custom-element-definition' && entry.name === declaration.tagName,
        ),
      );
    }
  });

  it('lists every event of the WsEventDetails map, with its detail type', () => {
    assert.ok(code.events.size >= 8, `the map has the elements' events (${[...code.events.keys()].join(', ')})`);
    assert.equal(code.events.has('ws-probe-click'), false, 'a test probe event is not read');
    const events = new Map(
      declarations().flatMap((declaration) =>
        declaration.events.map((event) => [event.name, event.type.text] as const),
      ),
    );
    for (const [name, detail] of code.events) assert.equal(events.get(name), `CustomEvent<${detail}>`, name);
    assert.equal(
      sortUnions(events.get('ws-offcanvas-close')),
      sortUnions(
        "CustomEvent<{ id: string; cause: 'method' | 'hash' | 'close-button' | 'overlay' | 'escape' | 'close-link' }>",
      ),
    );
    assert.equal(events.get('change'), 'Event', 'the quantity box fires the native change');
  });

  it('has every attribute of each schema, by its kebab-case name, with its type and default', () => {
    for (const description of descriptions) {
      const attributes = new Map(
        declarationOf(description.tag).attributes.map((attribute) => [attribute.name, attribute]),
      );
      for (const [name, entry] of Object.entries(description.schema)) {
        const attribute = attributes.get(attributeName(name));
        assert.ok(attribute, `${description.tag} ${attributeName(name)}`);
        const type = attributeType(entry);
        const expectedType = { boolean: 'boolean', yesno: "'yes' | 'no'", number: 'number' }[type as string];
        if (expectedType) assert.equal(attribute.type.text, expectedType, `${description.tag} ${attribute.name}`);
        const value = attributeDefault(entry);
        if (value !== undefined && type !== 'boolean')
          assert.equal(
            attribute.default,
            typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value),
            `${description.tag} ${attribute.name} default`,
          );
      }
    }
    assert.equal(
      declarationOf('ws-live-search').attributes.find((attribute) => attribute.name === 'titles-only')?.default,
      'no',
    );
    assert.equal(
      declarationOf('ws-alert').attributes.find((attribute) => attribute.name === 'type')?.type.text,
      "'info' | 'success' | 'warning' | 'error'",
    );
  });

  it('types properties and methods from the element interfaces', () => {
    const members = new Map(declarationOf('ws-offcanvas').members.map((member) => [member.name, member]));
    const close = members.get('close');
    assert.equal(close?.kind, 'method');
    if (close?.kind === 'method') assert.equal(close.return.type.text, 'Promise<void>');
    const state = members.get('state');
    assert.deepEqual(state?.kind === 'field' ? [sortUnions(state.type.text), state.readonly] : [], [
      sortUnions("'closed' | 'open' | 'closing'"),
      true,
    ]);
    // scroll-to is an attribute, but scrollTo() stays the native method: no mirror property is listed.
    assert.equal(members.has('scrollTo'), false);
    const value = declarationOf('ws-quantity').members.find((member) => member.name === 'value');
    assert.deepEqual(
      value?.kind === 'field' ? [value.type.text, value.attribute] : [],
      ['string', undefined],
      'quantity value: the current value, not the attribute',
    );
  });

  it('names every shadow part the components render and every element custom property their styles read', () => {
    // The kit's shared tokens (colours, radius, font) are documented with the kit.
    const tokens = readFileSync('platform/tokens.ts', 'utf8');
    for (const declaration of declarations()) {
      const folder = elementFolder(declaration.tagName);
      const text = sourceFiles(folder)
        .map((file) => readFileSync(`${folder}/${file}`, 'utf8'))
        .join('\n');
      // Written parts only: `part="${part}"` in a selector is not one.
      const parts = new Set([...text.matchAll(/part="([a-z -]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
      for (const part of parts)
        assert.ok(
          declaration.cssParts.some((entry) => entry.name === part),
          `${declaration.tagName} part ${part}`,
        );
      const properties = new Set(
        [...text.matchAll(/var\((--ws-[a-z-]+)/g)]
          .map((match) => match[1]!)
          .filter((name) => !new RegExp(`${name}(?![a-z-])`).test(tokens)),
      );
      for (const property of properties)
        assert.ok(
          declaration.cssProperties.some((entry) => entry.name === property),
          `${declaration.tagName} custom property ${property}`,
        );
    }
  });

  it('refuses an element that fires an event missing from the map, and an event no element lists', () => {
    const alert = descriptions.find((description) => description.tag === 'ws-alert')!;
    const events = new Map(code.events);
    assert.throws(
      () => buildManifest([{ ...alert, events: { 'ws-alert-vanish': 'never typed' } }], { ...code, events }),
      /ws-alert-vanish/,
    );
    assert.throws(() => buildManifest([alert], code), /no element description lists: .*ws-offcanvas-open/);
  });
});

describe('VS Code custom data', () => {
  it('has every tag with its attributes, the values of enumerations and valueless flags', () => {
    const data = toVsCodeCustomData(manifest);
    assert.equal(data.version, 1.1);
    assert.deepEqual(data.tags.map((tag) => tag.name).sort(), elementRegistry.map((entry) => entry.tag).sort());
    const alert = data.tags.find((tag) => tag.name === 'ws-alert')!;
    assert.deepEqual(alert.attributes.find((attribute) => attribute.name === 'type')?.values, [
      { name: 'info' },
      { name: 'success' },
      { name: 'warning' },
      { name: 'error' },
    ]);
    assert.equal(alert.attributes.find((attribute) => attribute.name === 'dismissible')?.valueSet, 'v');
    const search = data.tags.find((tag) => tag.name === 'ws-live-search')!;
    assert.deepEqual(search.attributes.find((attribute) => attribute.name === 'show-image')?.values, [
      { name: 'yes' },
      { name: 'no' },
    ]);
    for (const tag of data.tags)
      assert.equal(tag.attributes.length, declarationOf(tag.name).attributes.length, tag.name);
  });

  it('reads enumerations only from literal unions', () => {
    assert.deepEqual(literalValues("'a' | 'b'"), ['a', 'b']);
    assert.equal(literalValues('string'), undefined);
    assert.equal(literalValues("'a' | string"), undefined);
  });
});

describe('docs/REFERENCE.md', () => {
  it('holds exactly what `npm run docs` writes from the manifest', () => {
    const page = readFileSync(REFERENCE_FILE, 'utf8');
    assert.equal(
      page,
      withGeneratedSection(page, renderElementReference(manifest)),
      'run `npm run docs` and commit docs/REFERENCE.md',
    );
  });

  it('names every tag, attribute and event of the manifest', () => {
    const page = readFileSync(REFERENCE_FILE, 'utf8');
    for (const declaration of declarations()) {
      assert.ok(page.includes(`<${declaration.tagName}>`), declaration.tagName);
      for (const attribute of declaration.attributes)
        assert.ok(page.includes(`\`${attribute.name}\``), `${declaration.tagName} ${attribute.name}`);
      for (const event of declaration.events) assert.ok(page.includes(`\`${event.name}\``), event.name);
    }
  });

  it('is where the README points, and the README points nowhere outside the repository', () => {
    const readme = readFileSync('README.md', 'utf8');
    assert.ok(readme.includes('docs/REFERENCE.md'));
    assert.equal(/\.\.\/shared|\]\(\.\.\//.test(readme), false);
  });
});

describe('element types from the schema', () => {
  it('spell attribute names at the type level exactly as attributeName does at run time', () => {
    // The compiler checks the right-hand sides; the loop checks the run-time function agrees.
    const spelled = {
      perPage: 'per-page',
      afterXPageViews: 'after-xpage-views',
      frequencyXtimes: 'frequency-xtimes',
      statusCssAnimations: 'status-css-animations',
    } as const satisfies {
      [K in 'perPage' | 'afterXPageViews' | 'frequencyXtimes' | 'statusCssAnimations']: AttributeName<K>;
    };
    for (const [prop, attribute] of Object.entries(spelled)) assert.equal(attributeName(prop), attribute);
    const jsx: SchemaJsxProps<typeof offcanvasAttributes> = {
      'after-xsessions': 'yes',
      'time-on-page-duration': 20,
      'scroll-to': 'element',
    };
    assert.equal(Object.keys(jsx).length, 3);
  });
});

function sourceFiles(folder: string): string[] {
  // Components and styles: where parts and custom properties are written.
  return readdirSync(folder).filter((file) => /\.(tsx|ts)$/.test(file) && !file.endsWith('schema.ts'));
}
