import { expect, waitUntil } from '@open-wc/testing';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { elementRegistry } from '../../shell/registry.ts';
import { elementReserves } from '../../shell/reserves.ts';

describe('shell boot', () => {
  it('starts the consent bus before it looks for elements, and fetches no single-spa on a page without tags', async () => {
    // The element loader's first act is to watch for tags near the viewport: record what exists then.
    const busAtLoaderStart: boolean[] = [];
    const NativeObserver = window.IntersectionObserver;
    window.IntersectionObserver = class extends NativeObserver {
      constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
        busAtLoaderStart.push(window.wsConsent !== undefined);
        super(...args);
      }
    };
    try {
      await import('../../shell/index.ts');
      await waitUntil(() => busAtLoaderStart.length > 0, 'the element loader did not start');
    } finally {
      window.IntersectionObserver = NativeObserver;
    }
    expect(busAtLoaderStart).to.deep.equal([true]);
    // single-spa sets window.singleSpaNavigate when it loads: it comes only with an element's code.
    expect(typeof (window as Window & { singleSpaNavigate?: unknown }).singleSpaNavigate).to.equal('undefined');
  });

  it('reserves the final box of every registered element in the flow before its code loads', () => {
    // What dist/ws.css carries, and the shell's reserve chunk for a page without it.
    const css = reserveStylesFor(elementReserves, { withScript: false });
    for (const { tag, overlay } of elementRegistry) {
      const reserved = new RegExp(`(^|\\n|\\{)${tag}(\\[[^\\]]*\\])?:not\\(:defined\\)(:not\\(\\[data-ws-failed\\]\\))?\\{`);
      // A box kept only while the code comes (the live search's form is its fallback) sits in the scripting block.
      if (overlay) expect(css, tag).to.not.match(reserved);
      else expect(css, tag).to.match(reserved);
    }
  });

  it('reserves boxes only for registered elements, each tag once', () => {
    const known = new Set(elementRegistry.map((entry) => entry.tag));
    const reserved = elementReserves.map((entry) => entry.tag);
    expect(reserved.filter((tag) => !known.has(tag))).to.deep.equal([]);
    expect(new Set(reserved).size).to.equal(reserved.length);
  });

  it('rules that hide what an element will place wait for scripting, and give way when its code failed', () => {
    const css = reserveStylesFor(elementReserves, { withScript: false });
    const scriptingBlock = /@media \(scripting: enabled\)\{[^]*\}$/.exec(css)?.[0] ?? '';
    // Masonry hides what it may place elsewhere than the grid: every item but the first, and only where there are several columns.
    expect(scriptingBlock).to.match(/(\{|\n)ws-blog-feed\[layout="masonry"\]:not\(:defined\):not\(\[data-ws-failed\]\) > article ~ article\{@media \(min-width:544px\)\{visibility:hidden\}\}/);
    // The live search's form is the fallback: hidden only while its code may still come.
    expect(scriptingBlock).to.match(/\nws-live-search:not\(:defined\):not\(\[data-ws-failed\]\) > \*\{display:none\}/);
    expect(css.replace(scriptingBlock, '')).to.not.match(/ws-live-search/);
  });
});
