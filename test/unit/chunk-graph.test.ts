import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readChunkGraph } from '../../shell/chunk-graph.ts';
import {
  chunkElementFolder,
  chunkElementTag,
  elementTagOf,
  firstFrameFileOf,
  firstFrameInputs,
  firstFrameTagOf,
} from '../../scripts/rollup-chunk-graph.mjs';

describe('chunk graph', () => {
  it('is empty in source, before the build fills it in', () => {
    assert.deepEqual(readChunkGraph(), {});
  });
  it("reads the graph the build wrote, with each tag's own file, which the build leaves out", () => {
    assert.deepEqual(readChunkGraph('{"ws-alert":["chunks/react.js"]}'), {
      'ws-alert': ['elements/ws-alert.js', 'chunks/react.js'],
    });
  });
  it('survives a garbled graph', () => {
    assert.deepEqual(readChunkGraph('{oops'), {});
    assert.deepEqual(readChunkGraph('null'), {});
  });
  it('names element modules by their folder', () => {
    assert.equal(elementTagOf('/x/elements/alert/define.ts'), 'ws-alert');
    assert.equal(elementTagOf('/x/elements/live-search/define.tsx'), 'ws-live-search');
    assert.equal(elementTagOf('/x/elements/kit/define.ts'), undefined);
    assert.equal(elementTagOf('/x/shell/index.ts'), undefined);
    assert.equal(elementTagOf(null), undefined);
  });
  it('names an element chunk by its facade, or by the one element module it holds when rollup gives it none', () => {
    assert.equal(chunkElementTag({ facadeModuleId: '/x/elements/alert/define.ts', moduleIds: [] }), 'ws-alert');
    // The lightbox's chunk also serves its lazily loaded viewer: rollup leaves it without a facade.
    assert.equal(
      chunkElementTag({
        facadeModuleId: null,
        moduleIds: ['/x/elements/lightbox/rules.ts', '/x/elements/lightbox/define.ts'],
      }),
      'ws-lightbox',
    );
    assert.equal(
      chunkElementTag({ facadeModuleId: null, moduleIds: ['/x/elements/kit/define.ts', '/x/elements/kit/events.ts'] }),
      undefined,
    );
    assert.equal(
      chunkElementTag({
        facadeModuleId: null,
        moduleIds: ['/x/elements/alert/define.ts', '/x/elements/share/define.ts'],
      }),
      undefined,
    );
  });
  it("names a chunk of one element folder's modules after the folder (the slider's rotation, shared with the testimonials)", () => {
    assert.equal(
      chunkElementFolder({ moduleIds: ['/x/elements/slider/rules.ts', '/x/elements/slider/rotation-element.ts'] }),
      'slider',
    );
    assert.equal(chunkElementFolder({ moduleIds: ['\0virtual-helper', '/x/elements/slider/styles.ts'] }), 'slider');
    // Modules of two folders, of the kit, or of no element: rollup's own name stays.
    assert.equal(
      chunkElementFolder({ moduleIds: ['/x/elements/kit/text.ts', '/x/elements/share/rules.ts'] }),
      undefined,
    );
    assert.equal(chunkElementFolder({ moduleIds: ['/x/elements/kit/events.ts'] }), undefined);
    assert.equal(chunkElementFolder({ moduleIds: ['/x/consent-bus/rules.ts'] }), undefined);
    assert.equal(chunkElementFolder({ moduleIds: [] }), undefined);
  });
  it('names first-frame modules by their folder, and gives each a file of its own', () => {
    assert.equal(firstFrameTagOf('/x/elements/consent-banner/first-frame.ts'), 'ws-consent-banner');
    assert.equal(firstFrameTagOf('/x/elements/consent-banner/define.ts'), undefined);
    assert.equal(firstFrameTagOf(undefined), undefined);
    assert.equal(firstFrameFileOf('ws-consent-banner'), 'elements/ws-consent-banner.first-frame.js');
  });
  it('finds every element’s first frame for the build’s second pass', () => {
    assert.deepEqual(firstFrameInputs(), {
      'ws-alert': 'elements/alert/first-frame.ts',
      'ws-consent-banner': 'elements/consent-banner/first-frame.ts',
      'ws-live-search': 'elements/live-search/first-frame.ts',
      'ws-quantity': 'elements/quantity/first-frame.ts',
    });
  });
});
