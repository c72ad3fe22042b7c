// The Custom Elements Manifest (dist/custom-elements.json, schema 2.1) and VS Code's HTML custom
// data (dist/vscode.html-custom-data.json), built from what the code already says: every tag in
// shell/registry.ts, its attribute schema and description (elements/<name>/schema.ts), and, read
// by the compiler (manifest-code.ts), the typed event map and the element interfaces.
// `npm run build` runs it after rollup; `node --import tsx scripts/manifest.ts` alone works too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { attributeDefault, attributeName, attributeType, type AttributeEntry } from '../elements/kit/attributes.ts';
import type { AnyElementDescription, AttributeDescription } from '../elements/kit/types.ts';
import { elementRegistry } from '../shell/registry.ts';
import { readCodeTypes, type CodeMember, type CodeTypes } from './manifest-code.ts';

// The parts of the manifest format (github.com/webcomponents/custom-elements-manifest, schema.d.ts) we write.
export interface ManifestType {
  text: string;
}
export interface ManifestAttribute {
  name: string;
  type: ManifestType;
  default?: string;
  description: string;
  fieldName?: string;
}
export type ManifestMember =
  | {
      kind: 'field';
      name: string;
      type: ManifestType;
      description: string;
      readonly?: boolean;
      attribute?: string;
      reflects?: boolean;
      default?: string;
    }
  | {
      kind: 'method';
      name: string;
      description: string;
      parameters: Array<{ name: string; type: ManifestType; optional?: boolean }>;
      return: { type: ManifestType };
    };
export interface ManifestDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  members: ManifestMember[];
  events: Array<{ name: string; type: ManifestType; description: string }>;
  slots: Array<{ name: string; description: string }>;
  cssParts: Array<{ name: string; description: string }>;
  cssProperties: Array<{ name: string; default?: string; description: string }>;
}
export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ManifestDeclaration[];
  exports: Array<{
    kind: 'js' | 'custom-element-definition';
    name: string;
    declaration: { name: string; module: string };
  }>;
}
export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: ManifestModule[];
}

/** The element's folder: `ws-live-search` lives in elements/live-search/. */
export const elementFolder = (tag: string) => `elements/${tag.replace(/^ws-/, '')}`;

/** `ws-live-search` -> `WsLiveSearch`: the class that elements/<name>/define.ts exports. */
const className = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

/** The attribute's type as a page author writes it (attributes are strings; this is what they may say). */
function attributeTypeText(entry: AttributeEntry, about: AttributeDescription): string {
  const type = attributeType(entry);
  if (type === 'boolean') return 'boolean';
  if (type === 'yesno') return quoted(['yes', 'no']);
  if (type === 'number') return 'number';
  if (type === 'string' && about.values) return quoted(about.values);
  return 'string';
}

/** The schema's default as the attribute would be written, if the schema states one. */
function attributeDefaultText(entry: AttributeEntry): string | undefined {
  const value = attributeDefault(entry);
  if (value === undefined || attributeType(entry) === 'boolean') return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

function attributeDescriptionText(entry: AttributeEntry, about: AttributeDescription): string {
  const type = attributeType(entry);
  const sentence = (text: string) => (/[.…]$/.test(text) ? text : `${text}.`);
  const notes = [about.description];
  if (type === 'list' && about.values) notes.push(`Comma list of: ${about.values.join(', ')}.`);
  if (type === 'json') notes.push('JSON.');
  // A default in words (the schema has none it could state) goes into the text, not the `default` field.
  if (about.default !== undefined) notes.push(sentence(`Default: ${about.default}`));
  return notes.join(' ');
}

function memberType(tag: string, name: string, code: CodeMember | undefined, kind: CodeMember['kind']): CodeMember {
  if (!code)
    throw new Error(`${tag}: the member "${name}" is described but not in its interface (HTMLElementTagNameMap)`);
  if (code.kind !== kind)
    throw new Error(
      `${tag}: "${name}" is described as a ${kind === 'field' ? 'property' : 'method'} but is a ` +
        `${code.kind === 'field' ? 'property' : 'method'}`,
    );
  return code;
}

function declarationOf(description: AnyElementDescription, code: CodeTypes): ManifestDeclaration {
  const { tag } = description;
  const members = code.members.get(tag) ?? new Map<string, CodeMember>();
  const attributes: ManifestAttribute[] = [];
  const fields: ManifestMember[] = [];
  for (const [name, entry] of Object.entries(description.schema)) {
    const about = description.attributes[name];
    if (!about) throw new Error(`${tag}: the attribute "${name}" has no description`);
    const attribute = attributeName(name);
    // A property the element defines itself (quantity's value) is not this attribute's mirror.
    const ownProperty = description.properties?.[name] !== undefined;
    const defaultText = attributeDefaultText(entry);
    attributes.push({
      name: attribute,
      type: { text: attributeTypeText(entry, about) },
      ...(defaultText !== undefined ? { default: defaultText } : {}),
      description: attributeDescriptionText(entry, about),
      ...(ownProperty || !members.has(name) ? {} : { fieldName: name }),
    });
    const mirror = members.get(name);
    // A field HTMLElement already has (offcanvas's scrollTo) is not listed as a mirror.
    if (!ownProperty && mirror?.kind === 'field') {
      fields.push({
        kind: 'field',
        name,
        type: { text: mirror.type },
        description: about.description,
        attribute,
        reflects: true,
        ...(defaultText !== undefined ? { default: JSON.stringify(attributeDefault(entry)) } : {}),
      });
    }
  }
  for (const [name, about] of Object.entries(description.extraAttributes ?? {})) {
    if (attributes.some((attribute) => attribute.name === name))
      throw new Error(`${tag}: the extra attribute "${name}" is in the schema already`);
    attributes.push({ name, type: { text: about.type }, description: attributeDescriptionText('string', about) });
  }
  for (const [name, about] of Object.entries(description.properties ?? {})) {
    const field = memberType(tag, name, members.get(name), 'field');
    if (field.kind === 'field')
      fields.push({
        kind: 'field',
        name,
        type: { text: field.type },
        description: about.description,
        ...(field.readonly ? { readonly: true } : {}),
      });
  }
  const methods: ManifestMember[] = Object.entries(description.methods ?? {}).map(([name, about]) => {
    const method = memberType(tag, name, members.get(name), 'method');
    if (method.kind !== 'method') throw new Error('unreachable');
    return {
      kind: 'method',
      name,
      description: about.description,
      parameters: method.parameters.map((parameter) => ({
        name: parameter.name,
        type: { text: parameter.type },
        ...(parameter.optional ? { optional: true } : {}),
      })),
      return: { type: { text: method.returns } },
    };
  });
  const events = Object.entries(description.events ?? {}).map(([name, about]) => {
    if (typeof about !== 'string') return { name, type: { text: about.type }, description: about.description };
    const detail = code.events.get(name);
    if (detail === undefined) throw new Error(`${tag}: the event "${name}" is not in WsEventDetails`);
    return { name, type: { text: `CustomEvent<${detail}>` }, description: about };
  });
  const named = (record: Record<string, string> | undefined) =>
    Object.entries(record ?? {}).map(([name, text]) => ({ name, description: text }));
  return {
    kind: 'class',
    customElement: true,
    name: className(tag),
    tagName: tag,
    summary: description.summary,
    description: description.summary,
    attributes,
    members: [...fields, ...methods],
    events,
    slots: named(description.slots),
    cssParts: named(description.cssParts),
    cssProperties: Object.entries(description.cssProperties ?? {}).map(([name, about]) => ({
      name,
      ...(about.default !== undefined ? { default: about.default } : {}),
      description: about.description,
    })),
  };
}

/** The manifest for these descriptions; fails on an event no element fires or an element that fires an unknown one. */
export function buildManifest(descriptions: AnyElementDescription[], code: CodeTypes): Manifest {
  const modules = descriptions.map((description): ManifestModule => {
    const path = `${elementFolder(description.tag)}/define.ts`;
    const declaration = declarationOf(description, code);
    return {
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
        {
          kind: 'custom-element-definition',
          name: description.tag,
          declaration: { name: declaration.name, module: path },
        },
      ],
    };
  });
  const fired = new Set(
    modules.flatMap((module) =>
      module.declarations.flatMap((declaration) => declaration.events.map((event) => event.name)),
    ),
  );
  const unclaimed = [...code.events.keys()].filter((event) => !fired.has(event));
  if (unclaimed.length > 0)
    throw new Error(`events in WsEventDetails that no element description lists: ${unclaimed.join(', ')}`);
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/REFERENCE.md',
    modules,
  };
}

// VS Code's HTML custom data, format 1.1 (github.com/microsoft/vscode-html-languageservice, htmlLanguageTypes.ts).
export interface VsCodeAttribute {
  name: string;
  description: string;
  valueSet?: 'v';
  values?: Array<{ name: string }>;
}
export interface VsCodeCustomData {
  version: 1.1;
  tags: Array<{ name: string; description: string; attributes: VsCodeAttribute[] }>;
}

/** `'info' | 'success'` -> ['info', 'success']; undefined for any other type text. */
export function literalValues(typeText: string): string[] | undefined {
  const parts = typeText.split(' | ');
  if (!parts.every((part) => /^'[^']*'$/.test(part))) return undefined;
  return parts.map((part) => part.slice(1, -1));
}

/** The editor's view of the manifest: tags, their attributes, and the values of enumerations. */
export function toVsCodeCustomData(manifest: Manifest): VsCodeCustomData {
  const tags = manifest.modules
    .flatMap((module) => module.declarations)
    .map((declaration) => ({
      name: declaration.tagName,
      description:
        `${declaration.summary}\n\nEvents: ` +
        `${declaration.events.map((event) => event.name).join(', ') || 'none'}. Reference: docs/REFERENCE.md#` +
        `${declaration.tagName}`,
      attributes: declaration.attributes.map((attribute): VsCodeAttribute => {
        const values = literalValues(attribute.type.text);
        const defaultNote = attribute.default !== undefined ? ` Default: ${attribute.default}.` : '';
        return {
          name: attribute.name,
          description: `${attribute.description}${defaultNote}`,
          // "v": a valueless attribute, so the editor writes no ="".
          ...(attribute.type.text === 'boolean' ? { valueSet: 'v' as const } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    }));
  return { version: 1.1, tags };
}

/** Every registered tag's description, from its folder's schema.ts (the export whose `tag` is the tag). */
export async function loadDescriptions(): Promise<AnyElementDescription[]> {
  const descriptions: AnyElementDescription[] = [];
  for (const { tag } of elementRegistry) {
    const schemaModule = (await import(pathToFileURL(`${elementFolder(tag)}/schema.ts`).href)) as Record<
      string,
      unknown
    >;
    const found = Object.values(schemaModule).find(
      (value): value is AnyElementDescription =>
        typeof value === 'object' && value !== null && (value as { tag?: unknown }).tag === tag,
    );
    if (!found) throw new Error(`${elementFolder(tag)}/schema.ts exports no description with tag "${tag}"`);
    descriptions.push(found);
  }
  return descriptions;
}

/** The manifest of every registered tag (reads the code with the compiler: a few seconds). */
export async function manifestOfRegistry(): Promise<Manifest> {
  const descriptions = await loadDescriptions();
  const tags = descriptions.map((description) => description.tag);
  const code = readCodeTypes(
    tags.map((tag) => `${elementFolder(tag)}/define.ts`),
    tags,
  );
  return buildManifest(descriptions, code);
}

export function writeManifestFiles(manifest: Manifest, directory = 'dist'): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(`${directory}/custom-elements.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    `${directory}/vscode.html-custom-data.json`,
    `${JSON.stringify(toVsCodeCustomData(manifest), null, 2)}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeManifestFiles(await manifestOfRegistry());
}
