// Rollup plugins: writes into the shell which files each element needs (for modulepreload), emits
// dist/chunk-graph.json for `npm run size`, and keeps each element's first frame a file of its own
// (built by a second pass, see rollup.config.mjs) that shares no chunk with the element.
import MagicString from 'magic-string';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

// The string literal in shell/chunk-graph.ts, in whichever quotes the transform left it.
const PLACEHOLDER = /(["'])__WS_CHUNK_GRAPH__\1/;
const ELEMENT_MODULE = /[\\/]elements[\\/]([^\\/]+)[\\/]define\.tsx?$/;
const FIRST_FRAME_MODULE = /[\\/]elements[\\/]([^\\/]+)[\\/]first-frame\.tsx?$/;
// What a first frame's file must never carry: it is handed the shell's bus, and it paints without React.
const NOT_IN_A_FIRST_FRAME = /[\\/](consent-bus|node_modules[\\/](react|react-dom|scheduler|@r2wc|rxjs))[\\/]/;

/** The tag of an element's define module (elements/alert/define.ts -> ws-alert), else undefined. */
export function elementTagOf(moduleId) {
  const match = moduleId && ELEMENT_MODULE.exec(moduleId);
  // The kit's define.ts is the helper every element uses, not an element.
  return match && match[1] !== 'kit' ? `ws-${match[1]}` : undefined;
}

const ELEMENT_FOLDER = /[\\/]elements[\\/]([a-z0-9-]+)[\\/][^\\/]+$/;

/**
 * The element folder all of a chunk's modules come from (a part two elements share, as the
 * slider's rotation that <ws-testimonials> uses too), else undefined: its file is named after it.
 */
export function chunkElementFolder(chunk) {
  const folders = new Set(
    (chunk.moduleIds ?? []).filter((id) => !id.startsWith('\0')).map((id) => ELEMENT_FOLDER.exec(id)?.[1]),
  );
  const [folder] = folders;
  return folders.size === 1 && folder && folder !== 'kit' ? folder : undefined;
}

/** The element folder of the module a chunk was made for (elements/lightbox/code-wanted.ts -> lightbox). */
export function facadeElementFolder(chunk) {
  return (chunk.facadeModuleId && ELEMENT_FOLDER.exec(chunk.facadeModuleId)?.[1]) || undefined;
}

/**
 * The tag whose element module a chunk is: its facade module's, or, when rollup gives the chunk no
 * facade (an element whose module also serves a part it loads lazily, as the lightbox's viewer),
 * the one element define module the chunk holds.
 */
export function chunkElementTag(chunk) {
  const facade = elementTagOf(chunk.facadeModuleId);
  if (facade) return facade;
  const held = [...new Set((chunk.moduleIds ?? []).map(elementTagOf).filter(Boolean))];
  return held.length === 1 ? held[0] : undefined;
}

/** The tag whose first frame a module paints (elements/consent-banner/first-frame.ts -> ws-consent-banner). */
export function firstFrameTagOf(moduleId) {
  const match = moduleId && FIRST_FRAME_MODULE.exec(moduleId);
  return match ? `ws-${match[1]}` : undefined;
}

/** The file in dist/ a tag's first frame is built into (ws-consent-banner ->
 * elements/ws-consent-banner.first-frame.js). */
export function firstFrameFileOf(tag) {
  return `elements/${tag}.first-frame.js`;
}

/** Every element's first-frame module, by tag: the inputs of the build's second pass. */
export function firstFrameInputs(elementsDir = 'elements') {
  const inputs = {};
  for (const folder of readdirSync(elementsDir)) {
    const file = join(elementsDir, folder, 'first-frame.ts');
    if (existsSync(file)) inputs[`ws-${folder}`] = file;
  }
  return inputs;
}

function closure(fileName, chunks, seen = new Set()) {
  for (const dependency of chunks[fileName]?.imports ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    closure(dependency, chunks, seen);
  }
  return seen;
}

/** Whatever the chunk lists for the first frames it leaves out, named as in dist/ (no "./"). */
const distName = (file) => file.replace(/^\.\//, '');

function buildGraph(chunks, firstFrames) {
  const elements = {};
  const files = {};
  for (const chunk of Object.values(chunks)) {
    files[chunk.fileName] = {
      imports: chunk.imports.map(distName),
      dynamicImports: chunk.dynamicImports.map(distName),
      isEntry: chunk.isEntry,
    };
    const tag = chunkElementTag(chunk);
    if (tag) elements[tag] = [...(elements[tag] ?? []), chunk.fileName, ...closure(chunk.fileName, chunks)];
  }
  for (const [tag, file] of firstFrames) {
    // A first frame's file comes first (it is what paints before the element's code), and it
    // stands alone: the second pass fails the build if it would import anything.
    files[file] = { imports: [], dynamicImports: [], isEntry: true };
    elements[tag] = [file, ...(elements[tag] ?? [])];
  }
  for (const tag of Object.keys(elements)) elements[tag] = [...new Set(elements[tag])];
  return { elements, files };
}

/** The main pass: first frames stay out of it (their import becomes the path of their own file). */
export function chunkGraph() {
  const firstFrames = new Map();
  return {
    name: 'ws-chunk-graph',
    buildStart() {
      firstFrames.clear();
    },
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const tag = firstFrameTagOf(resolve(dirname(importer), source));
      if (!tag) return null;
      firstFrames.set(tag, firstFrameFileOf(tag));
      // Relative to shell.js, which sits at the root of dist/ and is the only importer (shell/registry.ts).
      return { id: `./${firstFrameFileOf(tag)}`, external: true };
    },
    renderChunk(code, chunk, _options, meta) {
      const found = PLACEHOLDER.exec(code);
      if (!found) return null;
      const { elements } = buildGraph(meta.chunks, firstFrames);
      // Everything the shell itself already loaded needs no hint; each tag's own file the shell adds
      // back when it reads the graph (shell/chunk-graph.ts).
      const shellFiles = new Set([chunk.fileName, ...closure(chunk.fileName, meta.chunks)]);
      const hints = Object.fromEntries(
        Object.entries(elements).map(([tag, files]) => [
          tag,
          files.filter((file) => !shellFiles.has(file) && file !== `elements/${tag}.js`),
        ]),
      );
      const text = new MagicString(code);
      text.overwrite(found.index, found.index + found[0].length, JSON.stringify(JSON.stringify(hints)));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'chunk-graph.json',
        source: JSON.stringify(buildGraph(chunks, firstFrames), null, 2),
      });
    },
  };
}

/** The first frames' pass: each output must be one file that imports nothing and carries no bus or React. */
export function selfContainedFirstFrames() {
  return {
    name: 'ws-self-contained-first-frames',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (!chunk.isEntry || chunk.imports.length || chunk.dynamicImports.length) {
          this.error(
            `${chunk.fileName} must stand alone (imports: ` +
              `${[...chunk.imports, ...chunk.dynamicImports].join(', ') || 'none'}); a failing shared chunk ` +
              'would take the first frame with it',
          );
        }
        const carried = Object.keys(chunk.modules).filter((id) => isAbsolute(id) && NOT_IN_A_FIRST_FRAME.test(id));
        if (carried.length)
          this.error(
            `${chunk.fileName} carries ${carried.join(', ')}: the shell hands a first frame its bus, and ` +
              'it paints without React',
          );
      }
    },
  };
}
