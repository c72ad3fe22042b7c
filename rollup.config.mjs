// Production build: dist/shell.js plus one lazily loaded module per element and shared chunks
// (React once, RxJS once, the element kit once), minified, with source maps. A second pass builds
// each element's first frame as one file that shares no chunk with anything (see below).
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { rmSync } from 'node:fs';
import {
  chunkElementFolder,
  chunkElementTag,
  chunkGraph,
  facadeElementFolder,
  firstFrameFileOf,
  firstFrameInputs,
  selfContainedFirstFrames,
} from './scripts/rollup-chunk-graph.mjs';
import { compactCssPlugin } from './scripts/rollup-compact-css.mjs';

// Files of an earlier build must not linger (the size report reads what the build wrote).
rmSync('dist', { recursive: true, force: true });

/** Libraries grouped so each is fetched once, however many elements a page has. RxJS needs no
 * group: the bus (in shell.js) holds it, and elements import it from there. The kit needs none
 * either: rollup shares its modules between the elements by itself, and leaves what the shell also
 * uses (the value readers, the URL check) in shell.js, which a manual group could not. */
function sharedChunk(id) {
  // single-spa and single-spa-react mount every element's view as a parcel: they go with React.
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|single-spa|single-spa-react)[\\/]/.test(id)) return 'react';
  return undefined;
}

/** A chunk of third-party code only (virtual helper modules, \0…, count as neither). */
function isLibraryChunk(chunk) {
  const real = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
  return real.length > 0 && real.every((id) => /[\\/]node_modules[\\/]/.test(id));
}

// es2015: RxJS's class build, smaller than its default ES5 one.
const resolveModules = () =>
  nodeResolve({
    browser: true,
    exportConditions: ['production', 'es2015'],
    extensions: ['.ts', '.tsx', '.mjs', '.js'],
  });
const compile = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' });
// Terser, two passes: about 4 KB (brotli) less over dist/ than esbuild's minifier, measured by
// `npm run size`; the page budgets in budgets.json are what it keeps.
const minifyOutput = () => terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

const main = {
  input: { shell: 'shell/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => {
      const tag = chunkElementTag(chunk);
      if (tag) return `elements/${tag}.js`;
      // Elements keep their names (pages and the shell name them, docs/REFERENCE.md). A library chunk
      // (React, DOMPurify: most of the bytes, changed only by a version bump) is named by its
      // content, so a server may cache it for a year (demo/static.ts). Our own small chunks keep
      // their names: they are revalidated with the element files that import them anyway, and each
      // hash in a name costs bytes in the shell's preload graph.
      if (isLibraryChunk(chunk)) return 'chunks/[name].[hash:8].js';
      // A part of one element's folder that another element shares (or a lazy part, named by its own module) says whose it is.
      // A waiting rule (code-wanted.ts, a name every element's folder may use) is named by its own module's folder,
      // whatever shared parts rollup puts in with it.
      if (chunk.isDynamicEntry && chunk.name === 'code-wanted' && facadeElementFolder(chunk))
        return `chunks/${facadeElementFolder(chunk)}-code-wanted.js`;
      const folder = chunk.isDynamicEntry ? undefined : chunkElementFolder(chunk);
      return folder ? `chunks/${folder}.js` : 'chunks/[name].js';
    },
    manualChunks: sharedChunk,
  },
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    // First: its resolveId must see a first frame's import before the resolver does, to leave the
    // first frame out of this pass (the shell imports it from its own file).
    chunkGraph(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolveModules(),
    commonjs(),
    compactCssPlugin(),
    compile(),
    minifyOutput(),
  ],
};

/**
 * A first frame is what the visitor sees while the element's chunks load, and what still takes
 * the answer when one of them fails: so it is built apart, with the rules, styles and kit parts it
 * needs inlined (a copy of what the element's chunks hold), and the bus handed over by the shell.
 */
// One build per first frame: built together, two frames would share a chunk of what both inline.
const firstFrames = Object.entries(firstFrameInputs()).map(([tag, file]) => ({
  input: { [tag]: file },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: (chunk) => firstFrameFileOf(chunk.name),
  },
  preserveEntrySignatures: 'strict',
  plugins: [resolveModules(), compactCssPlugin(), compile(), selfContainedFirstFrames(), minifyOutput()],
}));

export default [main, ...firstFrames];
