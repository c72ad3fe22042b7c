// Rollup plugin: the CSS our modules carry in template literals (styles.ts and friends) is written
// for people, with indentation and comments; the build minifies it with esbuild's CSS minifier (a
// real CSS parser: a hand-written compactor once glued `${H} 1fr` into one invalid token). Only the
// literals' text is touched; `${…}` expressions are kept exactly as written.
//
// esbuild cannot see an interpolation, so each one becomes a placeholder that is valid CSS where it
// stands, and is put back after minifying:
// - inside a string: `(ws-css-slot-N)` (never an identifier, so `[a="…"]` keeps its quotes);
// - alone where a declaration goes (`:host { ${reserve}; }`): the declaration `--ws-css-slot-N:0`;
// - alone where a rule goes (`${columnVariants}` on its own line): the statement `@ws-css-slot-N;`;
// - anywhere else (values, selectors, property names, inside identifiers as in `${GAP}px`): the
//   identifier `ws-css-slot-N-`.
// A placeholder esbuild dropped or repeated (say, one inside a comment) fails the build.
import { transform } from 'esbuild';
import ts from 'typescript';

/** Files that hold CSS in template literals and nothing else worth keeping whitespace for. */
const CSS_MODULES = /[\\/](styles|page-styles|panel-styles|viewer-styles|tokens|placeholder-styles)\.ts$/;

/** Prefix of every placeholder: a name no stylesheet of ours uses (checked), so each is found again. */
const SLOT = 'ws-css-slot-';

/** At-rules whose block holds rules (not declarations), so an interpolation alone there stands for rules. */
const GROUPING_AT_RULES =
  /^@(media|supports|container|layer|scope|starting-style|document|keyframes|-webkit-keyframes)\b/i;

/** Follows the CSS before an interpolation: inside a comment or string, the kind of block, and whether a statement has
 * begun. */
function cssScanner() {
  const blocks = [];
  let comment = false;
  let quote = null;
  let prelude = '';
  return {
    read(text) {
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (comment) {
          if (char === '*' && text[index + 1] === '/') {
            comment = false;
            index += 1;
          }
        } else if (quote) {
          // An escaped character never ends the string.
          const escaped = char === '\\';
          prelude += escaped ? text.slice(index, index + 2) : char;
          if (escaped) index += 1;
          else if (char === quote) quote = null;
        } else if (char === '/' && text[index + 1] === '*') {
          comment = true;
          index += 1;
        } else if (char === '{') {
          blocks.push(GROUPING_AT_RULES.test(prelude.trim()) ? 'rules' : 'declarations');
          prelude = '';
        } else if (char === '}' || char === ';') {
          if (char === '}') blocks.pop();
          prelude = '';
        } else {
          if (char === '"' || char === "'") quote = char;
          prelude += char;
        }
      }
    },
    get inComment() {
      return comment;
    },
    get inString() {
      return quote !== null;
    },
    get atStatementStart() {
      return prelude.trim() === '';
    },
    /** The stylesheet's top level holds rules. */
    get block() {
      return blocks.at(-1) ?? 'rules';
    },
  };
}

/** Whether an interpolation at a statement's start is the whole statement (`textAfter`: the CSS after it). */
function standsAlone(textAfter, isLast) {
  // Followed by the end of its statement or block, or alone on its line.
  if (/^\s*[;}]/.test(textAfter) || /^[ \t]*\r?\n/.test(textAfter)) return true;
  return isLast && textAfter.trim() === '';
}

/**
 * Minifies CSS split around interpolations: `parts` are the static texts (cooked), one more than
 * `expressions` (the interpolations' source text). Returns the minified CSS with `${expression}`
 * back in place, in template-literal source form (backslashes, backticks and `${` escaped).
 */
export async function minifyCssAround(parts, expressions) {
  if (parts.some((part) => part.includes(SLOT)))
    throw new Error(`CSS already contains "${SLOT}", the build's placeholder prefix`);
  const scanner = cssScanner();
  const slots = [];
  let css = '';
  parts.forEach((part, index) => {
    css += part;
    scanner.read(part);
    if (index === expressions.length) return;
    const standsForStatement =
      !scanner.inString &&
      !scanner.inComment &&
      scanner.atStatementStart &&
      standsAlone(parts[index + 1], index + 1 === expressions.length);
    let placeholder = `${SLOT}${index}-`;
    let inserted = placeholder;
    if (scanner.inString) inserted = placeholder = `(${SLOT}${index})`;
    else if (standsForStatement && scanner.block === 'declarations') {
      placeholder = `--${SLOT}${index}:0`;
      // The `;` ends the stand-in whatever follows; it stays when the expression goes back.
      inserted = `${placeholder};`;
    } else if (standsForStatement) inserted = placeholder = `@${SLOT}${index};`;
    css += inserted;
    scanner.read(inserted);
    slots.push({ placeholder, expression: expressions[index] });
  });

  const result = await transform(css, { loader: 'css', minify: true, logLevel: 'silent' });
  // A warning means esbuild read the CSS differently from a browser (and may have dropped a part).
  if (result.warnings.length > 0)
    throw new Error(
      `esbuild warns about the CSS: ${result.warnings.map((warning) => warning.text).join('; ')}\n${css}`,
    );
  const minified = result.code.trim();

  // Escape the CSS for a template literal, then put each expression back in place of its placeholder.
  let output = escapeForTemplate(minified);
  for (const { placeholder, expression } of slots) {
    const escaped = escapeForTemplate(placeholder);
    const count = output.split(escaped).length - 1;
    if (count !== 1)
      throw new Error(
        `CSS minification kept the placeholder of \${${expression}} ${count} times instead of once (is it ` +
          `inside a comment?)\n${minified}`,
      );
    output = output.replace(escaped, () => `\${${expression}}`);
  }
  if (output.includes(SLOT)) throw new Error(`CSS minification changed a placeholder:\n${minified}`);
  return output;
}

/** Text as it must be written between backticks to mean `text`. */
function escapeForTemplate(text) {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/** The untagged template literals under `node` that no other one encloses (a tag may read the raw text, so tagged ones
 * stay as written). */
function outermostTemplates(node) {
  const found = [];
  const visit = (child) => {
    if (ts.isTaggedTemplateExpression(child)) return;
    if (ts.isTemplateExpression(child) || ts.isNoSubstitutionTemplateLiteral(child)) found.push(child);
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The source text of `node` with every template literal in it minified as CSS. */
async function withMinifiedTemplates(node, sourceFile) {
  const start = node === sourceFile ? 0 : node.getStart(sourceFile);
  let text = sourceFile.text.slice(start, node.end);
  // From the end backwards, so earlier offsets stay valid.
  for (const template of outermostTemplates(node).reverse()) {
    const literal = `\`${await minifiedTemplateBody(template, sourceFile)}\``;
    text = text.slice(0, template.getStart(sourceFile) - start) + literal + text.slice(template.end - start);
  }
  return text;
}

/** A template literal's text between its backticks, its CSS minified (and literals nested in its expressions too). */
async function minifiedTemplateBody(template, sourceFile) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return minifyCssAround([template.text], []);
  const parts = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
  const expressions = [];
  for (const span of template.templateSpans) expressions.push(await withMinifiedTemplates(span.expression, sourceFile));
  return minifyCssAround(parts, expressions);
}

/** Every untagged template literal in `code` (TypeScript), its CSS minified; everything else exactly as written. */
export function minifyCssTemplateLiterals(code, fileName = 'styles.ts') {
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return withMinifiedTemplates(sourceFile, sourceFile);
}

export function compactCssPlugin() {
  return {
    name: 'ws-compact-css',
    async transform(code, id) {
      if (!CSS_MODULES.test(id)) return null;
      try {
        return { code: await minifyCssTemplateLiterals(code, id), map: null };
      } catch (error) {
        // Loud: a build with broken CSS must not reach dist/.
        this.error(`CSS minification of ${id} failed: ${error.message}`);
      }
    },
  };
}
