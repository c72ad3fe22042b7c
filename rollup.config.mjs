// Production build: dist/shell.js plus one lazily loaded module per element and shared chunks
// (React once, RxJS once, the element kit once), minified, with source maps.
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { rmSync } from 'node:fs';
import { chunkGraph, elementTagOf } from './scripts/rollup-chunk-graph.mjs';
import { compactCssPlugin } from './scripts/rollup-compact-css.mjs';

// Files of an earlier build must not linger (the size report reads what the build wrote).
rmSync('dist', { recursive: true, force: true });

/** Libraries grouped so each is fetched once, however many elements a page has. RxJS needs no
 * group: the bus (in shell.js) holds it, and elements import it from there. */
function sharedChunk(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/.test(id)) return 'react';
  // The kit in two: what needs React, and what a first frame painted without React may use.
  // (use-consent stays out: it imports the bus, and a manual chunk takes its unassigned
  // dependencies along, which would drag the bus and React into the shell's imports.)
  if (/[\\/]elements[\\/]kit[\\/](define|attributes|events|values)\.ts$/.test(id)) return 'kit';
  if (/[\\/]elements[\\/]kit[\\/](sheets|tokens|environment|urls|warn|storage)\.ts$/.test(id)) return 'kit-base';
  return undefined;
}

export default {
  input: { shell: 'shell/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => {
      const tag = elementTagOf(chunk.facadeModuleId);
      return tag ? `elements/${tag}.js` : 'chunks/[name].js';
    },
    manualChunks: sharedChunk,
  },
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // es2015: RxJS's class build, smaller than its default ES5 one.
    nodeResolve({ browser: true, exportConditions: ['production', 'es2015'], extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    compactCssPlugin(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    chunkGraph(),
    minify({ target: 'es2022', legalComments: 'none' }),
  ],
};
