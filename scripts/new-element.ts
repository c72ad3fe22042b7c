// `npm run new-element <name>`: a new ws-<name> element that works and passes the suite from its
// first commit, written the one way the kit's README asks for (elements/kit/README.md#one-way-per-idea):
// its folder (schema, rules, view, styles, reserve, define, README), its unit, element and hostile
// tests, and its entries in the shell's registry and reserves. It starts as a named section around
// the author's content; what the element really does is then written into these files.
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

/** Lowercase words joined by hyphens, as a custom element's name after `ws-`. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export interface ElementNames {
  /** `price-table` */
  kebab: string;
  /** `ws-price-table` */
  tag: string;
  /** `priceTable` */
  camel: string;
  /** `PriceTable` */
  pascal: string;
  /** `PRICE_TABLE` */
  constant: string;
}

/** The names the new element's files use, or why `name` cannot be one. */
export function elementNames(name: string): ElementNames | string {
  const kebab = name.replace(/^ws-/, '');
  if (!NAME.test(kebab)) return `"${name}" is not a name: lowercase letters and digits, words joined by hyphens`;
  if (kebab === 'kit') return '"kit" is the folder every element shares';
  const camel = kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return {
    kebab,
    tag: `ws-${kebab}`,
    camel,
    pascal: camel[0]!.toUpperCase() + camel.slice(1),
    constant: kebab.replace(/-/g, '_').toUpperCase(),
  };
}

/** A file's text written from its second line on, so each template starts at the left edge. */
const file = (text: string) => text.replace(/^\n/, '');

/** Every file of a new element, by path, with its text. */
export function elementFiles(n: ElementNames): Record<string, string> {
  const folder = `elements/${n.kebab}`;
  return {
    [`${folder}/schema.ts`]: file(`
// The attributes of <${n.tag}> (camelCase prop -> type; the attribute is its kebab-case form). No
// React here: the manifest generator reads it.
import type { AttributeSchema } from '../kit/attributes.ts';
import type { ElementDescription } from '../kit/types.ts';

export const ${n.camel}Attributes = {
  label: 'string',
} as const satisfies AttributeSchema;

/** What the manifest and docs/REFERENCE.md say about <${n.tag}> beyond its schema (scripts/manifest.ts). */
export const ${n.camel}Description = {
  tag: '${n.tag}',
  schema: ${n.camel}Attributes,
  summary: "A named section around the author's content, which shows as it is without script.",
  attributes: {
    label: { description: 'The name screen readers give the section; without it, "Abschnitt" or "Section".' },
  },
  events: {},
  slots: { '': 'The content.' },
  cssParts: { section: 'The section around the content.' },
} as const satisfies ElementDescription<typeof ${n.camel}Attributes>;
`),
    [`${folder}/rules.ts`]: file(`
// The rules of <${n.tag}>, pure (no DOM, no React): what the view shows, tested in
// test/unit/${n.kebab}-rules.test.ts.
import type { Language } from '../../platform/environment.ts';
import type { ParsedAttributes } from '../kit/attributes.ts';
import type { ${n.camel}Attributes } from './schema.ts';

/** The attributes as the schema types them; a test may give only those it checks. */
export type ${n.pascal}Attributes = Partial<ParsedAttributes<typeof ${n.camel}Attributes>>;

export interface ${n.pascal}Texts {
  /** The section's name when the page author gives none. */
  label: string;
}

export const ${n.constant}_TEXTS: Record<Language, ${n.pascal}Texts> = {
  de: { label: 'Abschnitt' },
  en: { label: 'Section' },
};

/** The section's name: the author's label, else the page language's word for it. */
export function ${n.camel}Name({ label }: ${n.pascal}Attributes, texts: ${n.pascal}Texts): string {
  return label?.trim() || texts.label;
}
`),
    [`${folder}/${n.kebab}.tsx`]: file(`
// The view of <${n.tag}>: the author's content, slotted, in a named section.
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import { ${n.constant}_TEXTS, ${n.camel}Name } from './rules.ts';
import type { ${n.camel}Attributes } from './schema.ts';

export function ${n.pascal}({ label, host }: ElementProps<typeof ${n.camel}Attributes>) {
  return (
    <section part="section" aria-label={${n.camel}Name({ label }, ${n.constant}_TEXTS[pageLanguage(host)])}>
      <slot />
    </section>
  );
}
`),
    [`${folder}/styles.ts`]: file(`
// Shadow styles of <${n.tag}>: a block, the same box as before its code (reserve.ts).
export const ${n.camel}Styles = \`
:host {
  display: block;
}
section {
  display: block;
}
\`;
`),
    [`${folder}/reserve.ts`]: file(`
// The box <${n.tag}> takes before its code loads, so the upgrade moves nothing (shell/reserves.ts).
export const ${n.camel}Reserve = 'display:block';
`),
    [`${folder}/define.ts`]: file(`
// <${n.tag}>: a named section around the author's content.
import { defineElement } from '../kit/define.ts';
import type { SchemaProperties, WsJsxElement } from '../kit/types.ts';
import { ${n.pascal} } from './${n.kebab}.tsx';
import { ${n.camel}Attributes } from './schema.ts';
import { ${n.camel}Styles } from './styles.ts';

export interface Ws${n.pascal}Element extends HTMLElement, SchemaProperties<typeof ${n.camel}Attributes> {}

const ${n.camel} = defineElement({
  tag: '${n.tag}',
  component: ${n.pascal},
  attributes: ${n.camel}Attributes,
  styles: ${n.camel}Styles,
});

export const Ws${n.pascal} = ${n.camel}.element;
export const define = ${n.camel}.define;

declare global {
  interface HTMLElementTagNameMap {
    '${n.tag}': Ws${n.pascal}Element;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      '${n.tag}': WsJsxElement<Ws${n.pascal}Element, typeof ${n.camel}Attributes>;
    }
  }
}
`),
    [`${folder}/README.md`]: file(`
# <${n.tag}>

A named section around the author's content. Without script, or while its code loads, the content
shows as it is, in the same box (\`reserve.ts\`), so the upgrade moves nothing.

\`\`\`html
<${n.tag} label="Öffnungszeiten">
  <p>Mo–Fr 7–17 Uhr</p>
</${n.tag}>
\`\`\`

| attribute | default | meaning |
|---|---|---|
| \`label\` | "Abschnitt" / "Section" by the page's language | the name screen readers give the section |

Files: \`schema.ts\` (attributes and what the manifest says), \`rules.ts\` (pure rules), \`${n.kebab}.tsx\`
(the view), \`styles.ts\`, \`reserve.ts\`, \`define.ts\`. Tests: \`test/unit/${n.kebab}-rules.test.ts\`,
\`test/elements/${n.kebab}.test.ts\`, \`test/elements/hostile-${n.kebab}.test.ts\`.
`),
    [`test/unit/${n.kebab}-rules.test.ts`]: file(`
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ${n.constant}_TEXTS, ${n.camel}Name } from '../../elements/${n.kebab}/rules.ts';

describe('<${n.tag}> rules', () => {
  it("names the section by the author's label, else by the page's language", () => {
    assert.equal(${n.camel}Name({ label: ' Öffnungszeiten ' }, ${n.constant}_TEXTS.de), 'Öffnungszeiten');
    assert.equal(${n.camel}Name({ label: '   ' }, ${n.constant}_TEXTS.de), 'Abschnitt');
    assert.equal(${n.camel}Name({}, ${n.constant}_TEXTS.en), 'Section');
  });
});
`),
    [`test/elements/${n.kebab}.test.ts`]: file(`
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/${n.kebab}/define.ts';

define();

async function rendered(el: HTMLElement): Promise<HTMLElement> {
  await waitUntil(() => el.shadowRoot?.querySelector('[part="section"]'), '${n.tag} did not render');
  return el.shadowRoot!.querySelector<HTMLElement>('[part="section"]')!;
}

describe('<${n.tag}>', () => {
  it("shows the author's content through its slot, in a named section", async () => {
    const el = await fixture<HTMLElement>(html\`<${n.tag} label="Öffnungszeiten"><p>Mo–Fr</p></${n.tag}>\`);
    const section = await rendered(el);
    expect(section.getAttribute('aria-label')).to.equal('Öffnungszeiten');
    const slot = section.querySelector('slot')!;
    expect(slot.assignedElements().map((node) => node.textContent)).to.deep.equal(['Mo–Fr']);
    await expect(el).to.be.accessible();
  });

  it('follows a changed label, and names itself by the page language without one', async () => {
    const el = await fixture<HTMLElement>(html\`<${n.tag} label="Vorher"><p>Text</p></${n.tag}>\`);
    const section = await rendered(el);
    el.setAttribute('label', 'Nachher');
    await waitUntil(() => section.getAttribute('aria-label') === 'Nachher', 'the new label did not show');
    el.removeAttribute('label');
    await waitUntil(() => section.getAttribute('aria-label') === 'Abschnitt', 'the default name did not show');
  });
});
`),
    [`test/elements/hostile-${n.kebab}.test.ts`]: file(`
// The hostile corpus in every attribute of <${n.tag}>: nothing runs, nothing is requested, names
// stay text.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/${n.kebab}/define.ts';
import { ${n.camel}Attributes } from '../../elements/${n.kebab}/schema.ts';
import { attributeName } from '../../elements/kit/attributes.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

define();

describe('hostile corpus: <${n.tag}>', () => {
  it('every attribute: nothing runs or is requested, the section keeps the text as its name', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('${n.tag} attributes');
    for (const name of Object.keys(${n.camel}Attributes)) {
      const attribute = attributeName(name);
      const host = await fixture<HTMLElement>(html\`<div></div>\`);
      const elements = TEXT_PAYLOADS.map((payload) => {
        const el = document.createElement('${n.tag}');
        el.setAttribute(attribute, inRun(payload.value, attribute));
        el.textContent = 'Inhalt';
        return el;
      });
      host.append(...elements);
      tally.placements += elements.length;
      await waitUntil(() => elements.every((el) => el.shadowRoot?.querySelector('section')), 'not rendered', {
        timeout: 5000,
      });
      for (const el of elements) {
        const name = el.shadowRoot!.querySelector('section')!.getAttribute('aria-label');
        const expected = el.getAttribute('label')?.trim() || 'Abschnitt';
        if (name !== expected) tally.broke(attribute, 'the name is not the text');
      }
      activateEverything(host);
      tally.add(await watch.take(0));
      host.remove();
    }
    tally.add(await watch.take(300));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
`),
  };
}

/** The registry with the new element's entry last (loaded when its tag is in the page, near the view). */
export function withRegistryEntry(registry: string, n: ElementNames): string {
  const start = registry.indexOf('export const elementRegistry: ElementEntry[] = [');
  const end = registry.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error('shell/registry.ts: the elementRegistry list was not found');
  const entry = [
    '',
    '  {',
    `    tag: '${n.tag}',`,
    `    load: () => import('../elements/${n.kebab}/define.ts'),`,
    '    eager: false,',
    '  },',
  ].join('\n');
  return registry.slice(0, end) + entry + registry.slice(end);
}

/** The reserves with the new element's box: its import after the others, its entry last. */
export function withReserveEntry(reserves: string, n: ElementNames): string {
  const lastImport = reserves.lastIndexOf("from '../elements/");
  const importEnd = reserves.indexOf('\n', lastImport) + 1;
  const listStart = reserves.indexOf('export const elementReserves: ReserveEntry[] = [');
  const listEnd = reserves.indexOf('\n];', listStart);
  if (lastImport < 0 || listStart < 0 || listEnd < 0) throw new Error('shell/reserves.ts: the list was not found');
  const line = `import { ${n.camel}Reserve } from '../elements/${n.kebab}/reserve.ts';\n`;
  const entry = ['', '  {', `    tag: '${n.tag}',`, `    reserve: { '': ${n.camel}Reserve },`, '  },'].join('\n');
  return reserves.slice(0, importEnd) + line + reserves.slice(importEnd, listEnd) + entry + reserves.slice(listEnd);
}

function main(): void {
  const names = elementNames(process.argv[2] ?? '');
  if (typeof names === 'string') {
    console.error(`npm run new-element <name>: ${names}`);
    process.exit(2);
  }
  const files = elementFiles(names);
  const taken = Object.keys(files).filter((path) => existsSync(path));
  if (taken.length > 0) {
    console.error(`npm run new-element: ${names.tag} exists already (${taken.join(', ')})`);
    process.exit(2);
  }
  mkdirSync(`elements/${names.kebab}`, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
  writeFileSync('shell/registry.ts', withRegistryEntry(readFileSync('shell/registry.ts', 'utf8'), names));
  writeFileSync('shell/reserves.ts', withReserveEntry(readFileSync('shell/reserves.ts', 'utf8'), names));
  const written = [...Object.keys(files), 'shell/registry.ts', 'shell/reserves.ts'];
  // The project's layout, and docs/REFERENCE.md's generated part with the new element in it.
  spawnSync('node_modules/.bin/prettier', ['--write', '--log-level', 'warn', ...written], { stdio: 'inherit' });
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/manifest-docs.ts'], { stdio: 'inherit' });
  console.log(`${names.tag}: wrote\n  ${written.join('\n  ')}\n  docs/REFERENCE.md (generated part)`);
  console.log('Next: write what it does (see CONTRIBUTING.md#adding-an-element), then `npm test`.');
}

// Run as a script (not imported by the unit test): the checkout's path may hold spaces or a symlink.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) main();
