// `npm run lint`: ESLint over the source, the demo, the scripts and the tests (flat config).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** React and what mounts it: only elements/ may import them. */
const REACT = '^(react|react-dom|single-spa|single-spa-react)(/|$)';
/** An element's parts the shell carries itself: React-free, small, needed before the element's code. */
const SHELL_SIDE_PART = '[^/]+/(reserve|geometry|first-frame|code-wanted)\\.ts$';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      '.test-results/',
      'playwright-report/',
      '.probe/',
      'build/',
      '.wordpress/',
    ],
  },
  // A disable comment that no longer disables anything fails the run, so each one keeps meaning something.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      // Elements and tests run in the browser; the demo, the scripts and the configs in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // `declare module 'react' { namespace JSX … }` is the only way to add tags to React's JSX types.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // A `let` that a closure may read before its one assignment (first-frame.ts's subscription) stays a
      // `let`: declared as a `const` at that assignment, the early read would throw.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Type-aware, only for the code that ships (the cost is the type check; tests await in their own way):
    // a promise nobody awaits or catches loses its error.
    files: ['elements/**/*.{ts,tsx}', 'shell/**/*.ts', 'consent-bus/**/*.ts', 'platform/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)) },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'elements/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // No import cycle in the code that ships: a cycle makes the order modules run in depend on who
    // imports first (docs/ARCHITECTURE.md#layers).
    files: ['elements/**/*.{ts,tsx}', 'shell/**/*.ts', 'consent-bus/**/*.ts', 'platform/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // The layers (docs/ARCHITECTURE.md#layers): platform <- consent-bus <- elements/kit <- elements. The
  // shell uses platform and the bus; of an element it imports statically only the React-free parts it
  // shows before the element's code (reserve box, first frame, when code is wanted), the rest by import().
  layer(
    'platform/**/*.ts',
    [REACT, '^(\\.\\./)+(consent-bus|elements|shell)/'],
    'platform/ depends on nothing of ours',
  ),
  layer('consent-bus/**/*.ts', [REACT, '^(\\.\\./)+(elements|shell)/'], 'the consent bus depends only on platform/'),
  layer(
    'elements/kit/**/*.{ts,tsx}',
    ['^\\.\\./(?!kit/)[^./][^/]*/', '^(\\.\\./)+shell/'],
    'the kit serves every element and knows none of them',
  ),
  // The kit's attribute parsing is pure (no DOM, no React): a first frame reads its attributes as the element will.
  layer(
    'elements/*/{reserve,geometry,first-frame,code-wanted}.ts',
    [REACT, '^\\.\\./kit/(?!attributes\\.ts$)'],
    'the shell carries this part: it stays React-free and needs nothing of the kit but its attribute parsing',
  ),
  layer(
    'shell/**/*.ts',
    [REACT, `^(\\.\\./)+elements/(?!${SHELL_SIDE_PART})`],
    'the shell loads the rest of an element only through import()',
  ),
);

/** Static imports a folder must not make (dynamic import() is allowed: that is how code loads lazily). */
function layer(files, forbidden, message) {
  const patterns = forbidden.map((regex) => ({ regex, message: `${message}.` }));
  return { files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}
