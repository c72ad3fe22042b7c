// The hostile corpus through the links <ws-lightbox> reads: URL payloads as item hrefs, inside YouTube
// and Vimeo links, and as the src of the thumbnail image. Nothing may run, request, pollute a
// prototype or become a viewer item, and every address the viewer renders is http(s). Texts and
// attributes: hostile-lightbox-texts.test.ts, hostile-lightbox-attributes.test.ts; hashes:
// lightbox-deep-links.test.ts.
//
// A javascript: link the author wrote stays the author's link: the lightbox must leave it alone (not
// open the viewer, not prevent its click), and the fixture then cancels the click so the test page
// is not the one that runs it. What the lightbox itself renders is what is checked.
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/lightbox/define.ts';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HostileTally,
  inRun,
  URL_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';
import { allRendered, hostilePage, link, polluted, strayAddresses, wrapper } from '../support/hostile-lightbox.ts';
import {
  clearHash,
  clickLink,
  FIRST_OPENING_MS,
  isOpen,
  SMALL,
  statusOf,
  viewerPart,
} from '../support/lightbox-page.ts';

define();

before(async function () {
  this.timeout(FIRST_OPENING_MS * 2);
  await import('../../elements/lightbox/viewer-body.tsx');
});

describe('hostile corpus: <ws-lightbox> links', () => {
  afterEach(async () => {
    clearHash();
    await setViewport({ width: 800, height: 600 });
  });

  it('URL payloads as item links, in YouTube and Vimeo links and as the thumbnail image: no item, nothing runs, every rendered address http(s)', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-lightbox links');
    // Thumbnails show from 980 px: the thumbnail path is rendered.
    await setViewport({ width: 1280, height: 800 });
    await capturingConsole('warn', async () => {
      const shapes: Array<[string, (value: string) => ReturnType<typeof link>]> = [
        ['href', (value) => link(value)],
        ['youtube-v', (value) => link(`https://www.youtube.com/watch?v=${encodeURIComponent(value)}`)],
        ['youtube-t', (value) => link(`https://www.youtube.com/watch?v=abcdefghijk&t=${encodeURIComponent(value)}`)],
        ['vimeo-hash', (value) => link(`https://vimeo.com/123456#t=${encodeURIComponent(value)}`)],
        ['youtu-be-path', (value) => link(`https://youtu.be/${value}`)],
        ['thumbnail-src', (value) => link(`${SMALL}?thumb`, { imageSrc: value, alt: 'Vorschau' })],
      ];
      for (const [shape, make] of shapes) {
        const run = `lightbox-${shape}`;
        const { page, leftAlone } = await hostilePage();
        const boxes = URL_PAYLOADS.map((payload) => {
          const box = wrapper();
          box.append(link(`${SMALL}?sicher`), make(inRun(payload.value, run)));
          return box;
        });
        page.append(...boxes);
        await allRendered(boxes);
        tally.placements += boxes.length;
        // Every hostile link clicked, then the openings (the first of a wrapper waits for the viewer's code) settle.
        // Only these shapes stay items whatever the payload: a valid video id with a bad start, a picture with a bad thumbnail.
        const staysItem = shape === 'youtube-t' || shape === 'vimeo-hash' || shape === 'thumbnail-src';
        for (const box of boxes) clickLink(box.querySelectorAll('a')[1]!);
        if (staysItem)
          await waitUntil(() => boxes.every(isOpen), `${shape}: not every item opened`, { timeout: 10_000 }).catch(
            () => undefined,
          );
        else await new Promise((resolve) => setTimeout(resolve, 500));
        for (const [index, box] of boxes.entries()) {
          const placement = `${URL_PAYLOADS[index]!.id}@${shape}`;
          if (!isOpen(box)) {
            if (staysItem) tally.broke(placement, 'the item did not open');
            continue;
          }
          if (shape === 'href') tally.broke(placement, 'a hostile href opened the viewer');
          // The second item, named as what it is: a YouTube or Vimeo link is a video, a picture a picture.
          const expected = shape === 'thumbnail-src' ? 'Bild 2 von 2' : 'Video 2 von 2';
          if (statusOf(box) !== expected) tally.broke(placement, `status ${statusOf(box)}`);
          for (const address of strayAddresses(box)) tally.broke(placement, address);
          const frame = viewerPart<HTMLIFrameElement>(box, 'iframe');
          if (frame) tally.broke(placement, `a player without consent: ${frame.src.slice(0, 60)}`);
          box.close();
        }
        if (shape === 'href') {
          expect(leftAlone.length, 'the lightbox took hostile links as items').to.equal(URL_PAYLOADS.length);
        }
        activateEverything(page);
        tally.add(await watch.take(0));
        page.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('links', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
