// The hostile corpus in the attributes of <ws-lightbox> (gallery, link-id, social, skin and the other
// string settings) and the hash group as link ids: warned or compared, never markup, CSS or a
// selector; the viewer still works. Links and texts: hostile-lightbox.test.ts, hostile-lightbox-texts.test.ts.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/lightbox/define.ts';
import { capturingConsole } from '../support/console.ts';
import { waitUntil } from '@open-wc/testing';
import {
  activateEverything,
  CSS_VALUE_PAYLOADS,
  HASH_PAYLOADS,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';
import { allRendered, hostilePage, link, polluted, strayAddresses, wrapper } from '../support/hostile-lightbox.ts';
import { clearHash, FIRST_OPENING_MS, isOpen, SMALL, statusOf, viewerPart } from '../support/lightbox-page.ts';

define();

before(async function () {
  this.timeout(FIRST_OPENING_MS * 2);
  await import('../../elements/lightbox/viewer-body.tsx');
});

describe('hostile corpus: <ws-lightbox> attributes', () => {
  afterEach(async () => {
    clearHash();
    await setViewport({ width: 800, height: 600 });
  });

  // One test per attribute: the whole corpus took close to a single test's time limit on a loaded CI machine.
  const attributes: Array<[string, readonly { id: string; value: string }[]]> = [
    ['gallery', TEXT_PAYLOADS],
    [
      'link-id',
      [...TEXT_PAYLOADS, ...HASH_PAYLOADS.map((payload) => ({ ...payload, value: payload.value.replace(/^#/, '') }))],
    ],
    ['social', TEXT_PAYLOADS],
    ['skin', [...TEXT_PAYLOADS, ...CSS_VALUE_PAYLOADS]],
    ['animation-speed', [...TEXT_PAYLOADS, ...CSS_VALUE_PAYLOADS]],
    ['path', CSS_VALUE_PAYLOADS],
    ['opacity', CSS_VALUE_PAYLOADS],
    ['slideshow-speed', CSS_VALUE_PAYLOADS],
  ];
  for (const [attribute, payloads] of attributes) {
    it(`payloads in ${attribute}: warned or compared, never markup, CSS or a selector`, async function () {
      this.timeout(120_000);
      const watch = await watchForHostileRuns();
      const tally = new HostileTally(`ws-lightbox attribute ${attribute}`);
      await capturingConsole('warn', async () => {
        const run = `lightbox-attribute-${attribute}`;
        const { page } = await hostilePage();
        const boxes = payloads.map((payload) => {
          const box = wrapper({ [attribute]: inRun(payload.value, run) });
          box.append(link(`${SMALL}?attribute`, { title: 'Tür', alt: 'Tür' }), link(`${SMALL}?attribute-2`));
          return box;
        });
        page.append(...boxes);
        await allRendered(boxes);
        tally.placements += boxes.length;
        for (const [index, box] of boxes.entries()) {
          const placement = `${payloads[index]!.id}@${attribute}`;
          const before = location.href;
          await box.open(1);
          // Each gallery has its own two items: a name is compared (trimmed), never a selector that matches more.
          const name = box.getAttribute(attribute)!.trim();
          const sharing =
            attribute === 'gallery' && name !== ''
              ? boxes.filter((other) => other.getAttribute('gallery')!.trim() === name).length
              : 1;
          if (statusOf(box) !== `Bild 2 von ${2 * sharing}`) tally.broke(placement, `status "${statusOf(box)}"`);
          const dialog = viewerPart(box, 'dialog')!;
          if (!/^viewer metro-(white|black) (horizontal|vertical)$/.test(dialog.className))
            tally.broke(placement, `classes ${dialog.className.slice(0, 60)}`);
          const overlay = dialog.style.getPropertyValue('--_overlay-opacity');
          const speed = dialog.style.getPropertyValue('--_speed');
          if (!/^(0|1|0\.\d+)$/.test(overlay) || !/^\d+ms$/.test(speed))
            tally.broke(placement, `custom properties ${overlay} ${speed}`.slice(0, 80));
          if (location.hash !== '' && !location.hash.startsWith('#'))
            tally.broke(placement, `hash ${location.hash.slice(0, 60)}`);
          for (const address of strayAddresses(box)) tally.broke(placement, address);
          box.close();
          // A deep link's entry is left with history.back(): wait for it before the next opening.
          await waitUntil(() => location.href === before, `${placement}: the address did not come back`, {
            timeout: 2000,
          }).catch(() => tally.broke(placement, `address stayed ${location.hash.slice(0, 60)}`));
          if (isOpen(box)) tally.broke(placement, 'the viewer stayed open');
        }
        activateEverything(page);
        tally.add(await watch.take(300));
        page.remove();
        clearHash();
      });
      if (polluted()) tally.broke(attribute, 'Object.prototype was polluted');
      tally.print();
      expect(tally.failures, tally.summary()).to.equal(0);
    });
  }
});
