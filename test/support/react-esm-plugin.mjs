// @web/test-runner serves ES modules, and React 19 ships CommonJS only: this dev-server plugin
// bundles React once with esbuild (one shared copy for react, react-dom and the JSX runtime).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const PREFIX = '/__react-esm__/';
const ENTRIES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom-client': 'react-dom/client',
  'react-jsx-runtime': 'react/jsx-runtime',
  'react-jsx-dev-runtime': 'react/jsx-dev-runtime',
};
const BY_SPECIFIER = Object.fromEntries(Object.entries(ENTRIES).map(([name, specifier]) => [specifier, name]));

/** An ES module that re-exports a CommonJS module's named exports. */
function reexport(specifier) {
  // Read in a child process: React's development build touches console methods the runner wraps.
  const keys = JSON.parse(
    execFileSync(
      process.execPath,
      ['-e', `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`],
      {
        encoding: 'utf8',
      },
    ),
  );
  const names = keys.filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  return `import m from ${JSON.stringify(specifier)};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
}

async function bundleReact() {
  const result = await build({
    entryPoints: Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `virtual:${name}`])),
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    outdir: '/out',
    entryNames: '[name]',
    chunkNames: 'shared-[hash]',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual-entries',
        setup(builder) {
          builder.onResolve({ filter: /^virtual:/ }, (args) => ({
            path: args.path.slice('virtual:'.length),
            namespace: 'virtual',
          }));
          builder.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
            contents: reexport(ENTRIES[args.path]),
            resolveDir: process.cwd(),
          }));
        },
      },
    ],
  });
  return new Map(result.outputFiles.map((file) => [file.path.replace('/out/', PREFIX), file.text]));
}

export function reactEsmPlugin() {
  let files;
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      const name = BY_SPECIFIER[source];
      return name ? `${PREFIX}${name}.js` : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      files ??= bundleReact();
      const body = (await files).get(context.path);
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}
