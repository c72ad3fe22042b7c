// Rollup plugin: writes into the shell which files each element needs (for modulepreload), and
// emits dist/chunk-graph.json for `npm run size`.
import MagicString from 'magic-string';

// The string literal in shell/chunk-graph.ts, in whichever quotes the transform left it.
const PLACEHOLDER = /(["'])__WS_CHUNK_GRAPH__\1/;
const ELEMENT_MODULE = /[\\/]elements[\\/]([^\\/]+)[\\/]define\.tsx?$/;
const FIRST_FRAME_MODULE = /[\\/]elements[\\/]([^\\/]+)[\\/]first-frame\.tsx?$/;

/** The tag of an element's define module (elements/alert/define.ts -> ws-alert), else undefined. */
export function elementTagOf(moduleId) {
  const match = moduleId && ELEMENT_MODULE.exec(moduleId);
  // The kit's define.ts is the helper every element uses, not an element.
  return match && match[1] !== 'kit' ? `ws-${match[1]}` : undefined;
}

/** The tag whose first frame a module paints (elements/consent-banner/first-frame.ts -> ws-consent-banner). */
function firstFrameTagOf(moduleId) {
  const match = moduleId && FIRST_FRAME_MODULE.exec(moduleId);
  return match ? `ws-${match[1]}` : undefined;
}

function closure(fileName, chunks, seen = new Set()) {
  for (const dependency of chunks[fileName]?.imports ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    closure(dependency, chunks, seen);
  }
  return seen;
}

function buildGraph(chunks) {
  const elements = {};
  const files = {};
  for (const chunk of Object.values(chunks)) {
    files[chunk.fileName] = { imports: chunk.imports, dynamicImports: chunk.dynamicImports, isEntry: chunk.isEntry };
    const tag = elementTagOf(chunk.facadeModuleId);
    if (tag) elements[tag] = [...(elements[tag] ?? []), chunk.fileName, ...closure(chunk.fileName, chunks)];
    // A first frame's files come first: they are what paints before the element's code.
    const framed = firstFrameTagOf(chunk.facadeModuleId);
    if (framed) elements[framed] = [chunk.fileName, ...closure(chunk.fileName, chunks), ...(elements[framed] ?? [])];
  }
  for (const tag of Object.keys(elements)) elements[tag] = [...new Set(elements[tag])];
  return { elements, files };
}

export function chunkGraph() {
  return {
    name: 'ws-chunk-graph',
    renderChunk(code, chunk, _options, meta) {
      const found = PLACEHOLDER.exec(code);
      if (!found) return null;
      const { elements } = buildGraph(meta.chunks);
      // Everything the shell itself already loaded needs no hint.
      const shellFiles = new Set([chunk.fileName, ...closure(chunk.fileName, meta.chunks)]);
      const hints = Object.fromEntries(
        Object.entries(elements).map(([tag, files]) => [tag, files.filter((file) => !shellFiles.has(file))]),
      );
      const text = new MagicString(code);
      text.overwrite(found.index, found.index + found[0].length, JSON.stringify(JSON.stringify(hints)));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(Object.values(bundle).filter((item) => item.type === 'chunk').map((c) => [c.fileName, c]));
      this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(buildGraph(chunks), null, 2) });
    },
  };
}
