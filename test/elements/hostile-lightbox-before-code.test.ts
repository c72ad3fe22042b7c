// The hostile corpus through <ws-lightbox>'s waiting rule (elements/lightbox/code-wanted.ts), which
// reads the links of a gallery whose code has not come yet: URL payloads as hrefs, clicked, and as
// addresses (hashes). A hostile href is never held as an item (it stays the author's link), nothing
// runs, nothing is requested, no prototype is polluted. The element is never defined here: the rule
// works on the undefined tag, as the shell gives it.
import { expect, fixture, html } from '@open-wc/testing';
import { takeClickBeforeCode } from '../../elements/lightbox/clicks.ts';
import { whenCodeWanted } from '../../elements/lightbox/code-wanted.ts';
import { lightboxItemKind } from '../../elements/lightbox/item-kind.ts';
import {
  activateEverything,
  HASH_PAYLOADS,
  HostileTally,
  inRun,
  URL_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

describe('hostile corpus: <ws-lightbox> before its code', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('URL payloads as item links clicked before the code, and hashes as addresses: held only as items, nothing runs', async function () {
    this.timeout(60_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-lightbox waiting rule');
    const page = await fixture<HTMLElement>(html`<div></div>`);
    // The test page's own last word on every click: nothing navigates, whatever the rule let through.
    page.addEventListener('click', (event) => event.preventDefault());
    const galleries = URL_PAYLOADS.map((payload, index) => {
      const gallery = document.createElement('ws-lightbox');
      gallery.setAttribute('link-id', inRun(payload.value, `lightbox-wait-${index}`));
      const link = document.createElement('a');
      link.setAttribute('href', inRun(payload.value, 'lightbox-wait'));
      link.textContent = 'Bild';
      gallery.append(link);
      page.append(gallery);
      void whenCodeWanted(gallery, () => undefined);
      return gallery;
    });
    tally.placements += galleries.length * 2;
    for (const [index, gallery] of galleries.entries()) {
      const link = gallery.querySelector('a')!;
      link.click();
      const held = takeClickBeforeCode(gallery);
      const item = lightboxItemKind(link.getAttribute('href'), document.baseURI) !== undefined;
      if (held !== (item ? link : undefined))
        tally.broke(`${URL_PAYLOADS[index]!.id}@click`, item ? 'an item was not held' : 'a hostile link was held');
    }
    for (const payload of HASH_PAYLOADS) {
      tally.placements += 1;
      location.hash = inRun(payload.value, 'lightbox-wait-hash');
    }
    activateEverything(page);
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('waiting rule', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
