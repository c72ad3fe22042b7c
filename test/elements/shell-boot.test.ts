import { expect, waitUntil } from '@open-wc/testing';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { elementRegistry } from '../../shell/registry.ts';
import { elementReserves } from '../../shell/reserves.ts';
import { FAILED_ATTRIBUTE, UPGRADING_ATTRIBUTE } from '../../platform/element-states.ts';

/** How a reserve rule selects an element without its code, waiting for its slice, or failed (shell/reserve.ts). */
const WAITING_SELECTOR = `:is(:not(:defined),[${UPGRADING_ATTRIBUTE}],[${FAILED_ATTRIBUTE}])`;
const WAITING = WAITING_SELECTOR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('shell boot', () => {
  it('starts the consent bus before it looks for elements, and fetches no single-spa on a page without tags', async () => {
    // The element loader's first act is to look through the whole document for tags: record what exists then.
    const busAtLoaderStart: boolean[] = [];
    const nativeQuery = Document.prototype.querySelectorAll;
    Document.prototype.querySelectorAll = function (this: Document, selectors: string) {
      if (this === document && selectors === '*') busAtLoaderStart.push(window.wsConsent !== undefined);
      return nativeQuery.call(this, selectors);
    } as typeof nativeQuery;
    try {
      await import('../../shell/index.ts');
      await waitUntil(() => busAtLoaderStart.length > 0, 'the element loader did not start');
    } finally {
      Document.prototype.querySelectorAll = nativeQuery;
    }
    expect(busAtLoaderStart).to.deep.equal([true]);
    // single-spa sets window.singleSpaNavigate when it loads: it comes only with an element's code.
    expect(typeof (window as Window & { singleSpaNavigate?: unknown }).singleSpaNavigate).to.equal('undefined');
  });

  it('reserves the final box of every registered element in the flow before its code loads', () => {
    // What dist/ws.css carries, and the shell's reserve chunk for a page without it.
    const css = reserveStylesFor(elementReserves, { withScript: false });
    for (const { tag, overlay } of elementRegistry) {
      const reserved = new RegExp(`(^|\\n|\\{)${tag}(\\[[^\\]]*\\])?${WAITING}(:not\\(\\[data-ws-failed\\]\\))?\\{`);
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
    expect(scriptingBlock).to.include(
      `ws-blog-feed[layout="masonry"]${WAITING_SELECTOR}:not([data-ws-failed]) > article ~ article{@media (min-width:544px){visibility:hidden}}`,
    );
    // The live search's form is the fallback: hidden only while its code may still come.
    expect(scriptingBlock).to.include(`\nws-live-search${WAITING_SELECTOR}:not([data-ws-failed]) > *{display:none}`);
    expect(css.replace(scriptingBlock, '')).to.not.match(/ws-live-search/);
  });
});
