import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { transform } from 'esbuild';
import { minifyCssTemplateLiterals } from '../../scripts/rollup-compact-css.mjs';

/** The CSS one template literal of `code` yields once its `${name}` parts are filled in from `values`. */
function cssOf(code: string, values: Record<string, string>): string {
  const literal = /`((?:\\.|[^`\\])*)`/.exec(code)?.[1] ?? '';
  return literal.replace(/\$\{(\w+)\}/g, (_, name: string) => values[name]!);
}

/** esbuild's minified form: the same normalisation for the source CSS and the built one. */
async function normalised(css: string): Promise<string> {
  return (await transform(css, { loader: 'css', minify: true })).code;
}

/** Minifies `code`, then checks that the CSS it yields with `values` means what the source's did. */
async function minifiedKeepingMeaning(code: string, values: Record<string, string>): Promise<string> {
  const minified = await minifyCssTemplateLiterals(code);
  assert.equal(await normalised(cssOf(minified, values)), await normalised(cssOf(code, values)));
  return minified;
}

describe('build: CSS in template literals, minified by esbuild', () => {
  it('drops comments and indentation, keeps descendant spaces and values', async () => {
    const code =
      'export const styles = `\n:host { display: block; } /* why */\n.feed ::slotted(article) { margin: 0 auto; grid-template-columns: minmax(0, 2fr) 1fr; }\n@media (max-width: 640px) { .a > .b { content: "x y"; } }\n`;';
    assert.equal(
      await minifyCssTemplateLiterals(code),
      'export const styles = `:host{display:block}.feed ::slotted(article){margin:0 auto;grid-template-columns:minmax(0,2fr) 1fr}@media(max-width:640px){.a>.b{content:"x y"}}`;',
    );
  });

  it('keeps the space after an interpolation: `${H} 1fr ${H}` (the shop’s quantity box)', async () => {
    const code = 'const s = `.quantity {\n  grid-template-columns: ${H} 1fr ${H};\n}`;';
    const minified = await minifiedKeepingMeaning(code, { H: '2.75rem' });
    assert.equal(minified, 'const s = `.quantity{grid-template-columns:${H} 1fr ${H}}`;');
  });

  it('keeps the space after an interpolation: `padding: ${X} 1rem` (the alerts)', async () => {
    const code = 'const s = `.alert { padding: ${X} 1rem; gap: 0.75rem; }`;';
    assert.equal(
      await minifiedKeepingMeaning(code, { X: '0.75rem' }),
      'const s = `.alert{padding:${X} 1rem;gap:.75rem}`;',
    );
  });

  it('keeps an interpolation glued to its unit, inside functions, and four in a shorthand apart', async () => {
    const code =
      'const s = `.x { gap: ${GAP}px; width: min(${W}px, calc(100vw - 2rem)); margin: ${A} ${B} ${A} ${B}; }`;';
    assert.equal(
      await minifiedKeepingMeaning(code, { GAP: '24', W: '468', A: '1px', B: '2px' }),
      'const s = `.x{gap:${GAP}px;width:min(${W}px,calc(100vw - 2rem));margin:${A} ${B} ${A} ${B}}`;',
    );
  });

  it('keeps interpolations that stand for declarations, for rules, in a string, a selector or a property name', async () => {
    const code = [
      'const s = `',
      ':host { ${reserve}; }',
      '.a { ${more} }',
      '${rules}',
      ':host([columns="${n}"]) { --cols: ${n}; }',
      '${tag} > .b, .c-${suffix} { margin-${side}: 0; }',
      '@media (min-width: 600px) {',
      '  ${wideRules}',
      '}',
      '`;',
    ].join('\n');
    const values = {
      reserve: 'display:block;inline-size:8.5rem',
      more: 'color:red;',
      rules: '.r{color:blue}',
      n: '2',
      tag: 'ws-x',
      suffix: 'y',
      side: 'top',
      wideRules: '.w{gap:1px}',
    };
    assert.equal(
      await minifiedKeepingMeaning(code, values),
      'const s = `:host{${reserve}}.a{${more}}${rules}:host([columns="${n}"]){--cols: ${n}}${tag}>.b,.c-${suffix}{margin-${side}:0}@media(min-width:600px){${wideRules}}`;',
    );
  });

  it('leaves code outside the literals, and the expressions, exactly as written; nested literals are minified too', async () => {
    const code =
      "// a comment with words\nexport const styles = `\n  .x { gap: ${GAP_PX}px; }\n  ${rows.map((row) => `.row-${row} { order: ${row}; }`).join('\\n')}\n`;\nconst y = { a: 1 };";
    assert.equal(
      await minifyCssTemplateLiterals(code),
      "// a comment with words\nexport const styles = `.x{gap:${GAP_PX}px}${rows.map((row) => `.row-${row}{order:${row}}`).join('\\n')}`;\nconst y = { a: 1 };",
    );
  });

  it('keeps backslashes, backticks and `${` in the CSS escaped', async () => {
    const code = 'const s = `.q::before { content: "\\\\201C \\` \\${x}"; }`;';
    // esbuild writes the CSS escape `\201C ` (its space ends the escape) as `\201c`.
    assert.equal(await minifyCssTemplateLiterals(code), 'const s = `.q:before{content:"\\\\201c\\` \\${x}"}`;');
  });

  it('fails loudly when an interpolation would be lost (inside a comment) or the CSS is broken', async () => {
    await assert.rejects(
      minifyCssTemplateLiterals('const s = `.a { color: red; /* ${X} */ }`;'),
      /placeholder of \$\{X\} 0 times/,
    );
    await assert.rejects(minifyCssTemplateLiterals('const s = `.a { color red; }`;'), /esbuild warns/);
  });
});
