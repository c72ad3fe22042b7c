// Rollup plugin: the CSS our modules carry in template literals (styles.ts and friends) is written
// for people, with indentation and comments; the build drops those. Only the literals' text is
// touched; `${…}` expressions are left exactly as written.

/** Files that hold CSS in template literals and nothing else worth keeping whitespace for. */
const CSS_MODULES = /[\\/](styles|page-styles|tokens|placeholder-styles)\.ts$/;

/** Compacts the CSS between two interpolations (or the ends of a literal). */
export function compactCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/([\s:,(/])0\.(\d)/g, '$1.$2')
    .replace(/;}/g, '}');
}

/** Every template literal in `code`, with its static parts compacted. */
export function compactTemplateLiterals(code) {
  let out = '';
  let index = 0;
  while (index < code.length) {
    const start = code.indexOf('`', index);
    if (start === -1) break;
    out += code.slice(index, start + 1);
    let cursor = start + 1;
    let chunk = '';
    while (cursor < code.length && code[cursor] !== '`') {
      if (code[cursor] === '\\') {
        chunk += code.slice(cursor, cursor + 2);
        cursor += 2;
      } else if (code.startsWith('${', cursor)) {
        // Copy the expression verbatim, minding nested braces.
        out += compactCss(chunk);
        chunk = '';
        let depth = 0;
        let end = cursor;
        do {
          if (code[end] === '{') depth += 1;
          else if (code[end] === '}') depth -= 1;
          end += 1;
        } while (depth > 0 && end < code.length);
        out += code.slice(cursor, end);
        cursor = end;
      } else {
        chunk += code[cursor];
        cursor += 1;
      }
    }
    out += `${compactCss(chunk)}\``;
    index = cursor + 1;
  }
  return out + code.slice(index);
}

export function compactCssPlugin() {
  return {
    name: 'ws-compact-css',
    transform(code, id) {
      if (!CSS_MODULES.test(id)) return null;
      return { code: compactTemplateLiterals(code), map: null };
    },
  };
}
