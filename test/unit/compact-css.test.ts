import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { compactCss, compactTemplateLiterals } from '../../scripts/rollup-compact-css.mjs';

describe('build: compact CSS in template literals', () => {
  it('drops comments and indentation, keeps descendant spaces and values', () => {
    assert.equal(
      (compactCss as (css: string) => string)(`
:host { display: block; } /* why */
.feed ::slotted(article) { margin: 0 auto; grid-template-columns: minmax(0, 2fr) 1fr; }
@media (max-width: 640px) { .a > .b { content: "x y"; } }`),
      ' :host{display:block}.feed ::slotted(article){margin:0 auto;grid-template-columns:minmax(0,2fr) 1fr}@media (max-width:640px){.a>.b{content:"x y"}}',
    );
  });

  it('leaves interpolations and code outside the literals exactly as written', () => {
    const code = "// a comment with words\nexport const styles = `\n  .x { gap: ${GAP_PX}px; }\n  ${rows.join('\\n')}\n`;\nconst y = { a: 1 };";
    assert.equal(
      (compactTemplateLiterals as (code: string) => string)(code),
      "// a comment with words\nexport const styles = ` .x{gap:${GAP_PX}px}${rows.join('\\n')}`;\nconst y = { a: 1 };",
    );
  });
});
