// The element section of docs/REFERENCE.md, written from the manifest (scripts/manifest.ts) between
// two markers; the rest of the page is written by hand. `npm run docs` rewrites it, and
// test/unit/manifest.test.ts fails when the committed page differs from what this would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { manifestOfRegistry, type Manifest, type ManifestDeclaration, type ManifestMember } from './manifest.ts';

export const REFERENCE_FILE = 'docs/REFERENCE.md';
export const GENERATED_START =
  '<!-- generated from the manifest by `npm run docs`: edit elements/<name>/schema.ts, not this section -->';
export const GENERATED_END = '<!-- end of the generated section -->';

/** A table cell: pipes escaped (also inside code), line breaks flattened. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${text}\``;

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

const parameterSignature = (parameter: Extract<ManifestMember, { kind: 'method' }>['parameters'][number]) =>
  `${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type.text}`;

const signature = (member: Extract<ManifestMember, { kind: 'method' }>) =>
  `${member.name}(${member.parameters.map(parameterSignature).join(', ')}): ${member.return.type.text}`;

function elementSection(element: ManifestDeclaration): string {
  const parts: string[] = [`### ${code(`<${element.tagName}>`)}`, '', element.summary, ''];
  parts.push(
    table(
      ['attribute', 'type', 'default', 'description'],
      element.attributes.map((attribute) => [
        code(attribute.name),
        code(attribute.type.text),
        attribute.default !== undefined ? code(attribute.default) : '',
        attribute.description,
      ]),
    ),
    '',
  );
  const mirrors = element.members.filter((member) => member.kind === 'field' && member.attribute !== undefined);
  if (mirrors.length > 0)
    parts.push(
      'Properties that mirror an attribute (setting one sets the other): ' +
        `${mirrors.map((member) => code(member.name)).join(', ')}.`,
      '',
    );
  const properties = element.members.filter(
    (member): member is Extract<ManifestMember, { kind: 'field' }> =>
      member.kind === 'field' && member.attribute === undefined,
  );
  if (properties.length > 0) {
    parts.push(
      table(
        ['property', 'type', 'description'],
        properties.map((member) => [
          code(member.name),
          code(member.type.text),
          `${member.readonly ? 'Read-only. ' : ''}${member.description}`,
        ]),
      ),
      '',
    );
  }
  const methods = element.members.filter(
    (member): member is Extract<ManifestMember, { kind: 'method' }> => member.kind === 'method',
  );
  if (methods.length > 0)
    parts.push(
      table(
        ['method', 'description'],
        methods.map((member) => [code(signature(member)), member.description]),
      ),
      '',
    );
  if (element.events.length > 0)
    parts.push(
      table(
        ['event', 'type', 'description'],
        element.events.map((event) => [code(event.name), code(event.type.text), event.description]),
      ),
      '',
    );
  const named = (
    label: string,
    items: Array<{ name: string; description: string }>,
    show: (name: string) => string,
  ) => {
    if (items.length > 0)
      parts.push(
        table(
          [label, 'description'],
          items.map((item) => [show(item.name), item.description]),
        ),
        '',
      );
  };
  named('slot', element.slots, (name) => (name === '' ? '(default)' : code(name)));
  named('part', element.cssParts, code);
  if (element.cssProperties.length > 0) {
    parts.push(
      table(
        ['custom property', 'default', 'description'],
        element.cssProperties.map((property) => [
          code(property.name),
          property.default !== undefined ? code(property.default) : '',
          property.description,
        ]),
      ),
      '',
    );
  }
  return parts.join('\n').trimEnd();
}

/** The generated section: an index of the tags, then one part per tag. */
export function renderElementReference(manifest: Manifest): string {
  const elements = manifest.modules
    .flatMap((module) => module.declarations)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const index = table(
    ['tag', 'what it is', 'events'],
    elements.map((element) => [
      code(element.tagName),
      element.summary.split('. ')[0]!.replace(/\.$/, ''),
      element.events.map((event) => code(event.name)).join(', '),
    ]),
  );
  return [index, ...elements.map(elementSection)].join('\n\n');
}

/** The page with its generated section replaced; throws when the markers are missing. */
export function withGeneratedSection(page: string, generated: string): string {
  const start = page.indexOf(GENERATED_START);
  const end = page.indexOf(GENERATED_END);
  if (start < 0 || end < start) throw new Error(`${REFERENCE_FILE} lacks the markers of its generated section`);
  return `${page.slice(0, start + GENERATED_START.length)}\n\n${generated}\n\n${page.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const page = readFileSync(REFERENCE_FILE, 'utf8');
  const next = withGeneratedSection(page, renderElementReference(await manifestOfRegistry()));
  if (next !== page) writeFileSync(REFERENCE_FILE, next);
  console.log(next === page ? `${REFERENCE_FILE} is up to date` : `${REFERENCE_FILE} rewritten`);
}
