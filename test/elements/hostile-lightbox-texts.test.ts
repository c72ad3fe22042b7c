// The hostile corpus in the texts of <ws-lightbox> items (data-title, data-caption, the image's alt):
// shown as text, exactly, wherever the viewer shows them; nothing parsed, run or requested.
// Links and attributes: hostile-lightbox.test.ts and hostile-lightbox-attributes.test.ts.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/lightbox/define.ts';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';
import {
  allRendered,
  hostilePage,
  link,
  MARKUP_FROM_TEXT,
  polluted,
  strayAddresses,
  wrapper,
} from '../support/hostile-lightbox.ts';
import { clearHash, FIRST_OPENING_MS, SMALL, viewerPart } from '../support/lightbox-page.ts';

define();

before(async function () {
  this.timeout(FIRST_OPENING_MS * 2);
  await import('../../elements/lightbox/viewer-body.tsx');
});

describe('hostile corpus: <ws-lightbox> item texts', () => {
  afterEach(async () => {
    clearHash();
    await setViewport({ width: 800, height: 600 });
  });

  it('text payloads in data-title, data-caption and the image’s alt: shown as text, exactly, in the caption, the picture, the thumbnails and the share links', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-lightbox item texts');
    await setViewport({ width: 1280, height: 800 });
    await capturingConsole('warn', async () => {
      for (const field of ['title', 'caption', 'alt'] as const) {
        const run = `lightbox-text-${field}`;
        const { page } = await hostilePage();
        const boxes = TEXT_PAYLOADS.map((payload) => {
          const box = wrapper({ social: 'facebook,mail' });
          box.append(
            link(`${SMALL}?text-${field}`, {
              [field]: inRun(payload.value, run),
              ...(field === 'alt' ? {} : { alt: 'Bild' }),
            }),
            link(`${SMALL}?zweites`),
          );
          return box;
        });
        page.append(...boxes);
        await allRendered(boxes);
        tally.placements += boxes.length;
        for (const [index, box] of boxes.entries()) {
          const payload = TEXT_PAYLOADS[index]!;
          const value = inRun(payload.value, run);
          const shown = value.trim();
          const placement = `${payload.id}@${field}`;
          await box.open();
          const title = viewerPart(box, '.title')?.textContent;
          const description = viewerPart(box, '.description')?.textContent;
          const alt = viewerPart<HTMLImageElement>(box, '.slide img')?.getAttribute('alt');
          const thumbnail = viewerPart(box, '[part=thumbnails] button')?.getAttribute('aria-label');
          if (shown !== '') {
            if (field === 'caption' && description !== shown)
              tally.broke(placement, `description ${String(description).slice(0, 60)}`);
            if (field !== 'caption' && title !== shown) tally.broke(placement, `title ${String(title).slice(0, 60)}`);
            if (field === 'alt' && alt !== shown) tally.broke(placement, `alt ${String(alt).slice(0, 60)}`);
            if (field !== 'caption' && thumbnail !== `Bild 1: ${shown}`)
              tally.broke(placement, `thumbnail ${String(thumbnail).slice(0, 60)}`);
          }
          const markup = viewerPart(box, 'dialog')!.querySelectorAll(MARKUP_FROM_TEXT);
          if (markup.length > 0)
            tally.broke(placement, `markup in the viewer: ${[...markup].map((element) => element.localName).join()}`);
          for (const address of strayAddresses(box)) tally.broke(placement, address);
          box.close();
        }
        activateEverything(page);
        tally.add(await watch.take(0));
        page.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('texts', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
