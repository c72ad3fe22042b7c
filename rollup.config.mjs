// Production build: dist/shell.js plus one lazily loaded module per element and shared chunks
// (React once, RxJS once, the element kit once), minified, with source maps.
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { chunkGraph, elementTagOf } from './scripts/rollup-chunk-graph.mjs';

/** Libraries grouped so each is fetched once, however many elements a page has. */
function sharedChunk(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/]rxjs[\\/]/.test(id)) return 'rxjs';
  if (/[\\/]elements[\\/]kit[\\/]/.test(id)) return 'kit';
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
    nodeResolve({ browser: true, exportConditions: ['production'], extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    chunkGraph(),
    minify({ target: 'es2022', legalComments: 'none' }),
  ],
};
