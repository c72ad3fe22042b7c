// Production build: dist/shell.js plus one lazily loaded module per element and shared chunks
// (React once, RxJS once, the element kit once), minified, with source maps. A second pass builds
// each element's first frame as one file that shares no chunk with anything (see below).
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { rmSync } from 'node:fs';
import { chunkGraph, elementTagOf, firstFrameFileOf, firstFrameInputs, selfContainedFirstFrames } from './scripts/rollup-chunk-graph.mjs';
import { compactCssPlugin } from './scripts/rollup-compact-css.mjs';

// Files of an earlier build must not linger (the size report reads what the build wrote).
rmSync('dist', { recursive: true, force: true });

/** True when the shell's entry imports the module statically (through any chain): it is in shell.js anyway. */
function inShell(id, getModuleInfo, seen = new Set()) {
  if (/[\\/]shell[\\/]index\.ts$/.test(id)) return true;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) => !seen.has(importer) && inShell(importer, getModuleInfo, seen));
}

/** Libraries grouped so each is fetched once, however many elements a page has. RxJS needs no
 * group: the bus (in shell.js) holds it, and elements import it from there. */
function sharedChunk(id, { getModuleInfo }) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/.test(id)) return 'react';
  // The kit in two: what needs React, and what code without React (hash links) may use.
  // (use-consent stays out: it imports the bus, and a manual chunk takes its unassigned
  // dependencies along, which would drag the bus and React into the shell's imports.)
  const kit = /[\\/]elements[\\/]kit[\\/](define|attributes|events|values)\.ts$/.test(id)
    ? 'kit'
    : /[\\/]elements[\\/]kit[\\/](sheets|tokens|environment|urls|warn|storage)\.ts$/.test(id)
      ? 'kit-base'
      : undefined;
  // What the shell itself uses (the bus checks URLs with the kit's urls.ts) stays in shell.js:
  // grouped into a chunk, it would make the shell import that chunk, and a page need two files.
  return kit && !inShell(id, getModuleInfo) ? kit : undefined;
}

/** A chunk of third-party code only (virtual helper modules, \0…, count as neither). */
function isLibraryChunk(chunk) {
  const real = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
  return real.length > 0 && real.every((id) => /[\\/]node_modules[\\/]/.test(id));
}

// es2015: RxJS's class build, smaller than its default ES5 one.
const resolveModules = () => nodeResolve({ browser: true, exportConditions: ['production', 'es2015'], extensions: ['.ts', '.tsx', '.mjs', '.js'] });
const compile = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' });
const minifyOutput = () => minify({ target: 'es2022', legalComments: 'none' });

const main = {
  input: { shell: 'shell/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => {
      const tag = elementTagOf(chunk.facadeModuleId);
      if (tag) return `elements/${tag}.js`;
      // Elements keep their names (pages and the shell name them, CONTRACT.md). A library chunk
      // (React, DOMPurify: most of the bytes, changed only by a version bump) is named by its
      // content, so a server may cache it for a year (demo/static.ts). Our own small chunks keep
      // their names: they are revalidated with the element files that import them anyway, and each
      // hash in a name costs bytes in the shell's preload graph.
      return isLibraryChunk(chunk) ? 'chunks/[name].[hash:8].js' : 'chunks/[name].js';
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
const firstFrames = {
  input: firstFrameInputs(),
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: (chunk) => firstFrameFileOf(chunk.name),
  },
  preserveEntrySignatures: 'strict',
  plugins: [resolveModules(), compactCssPlugin(), compile(), selfContainedFirstFrames(), minifyOutput()],
};

export default [main, firstFrames];
