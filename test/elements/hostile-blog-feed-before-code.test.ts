// The hostile corpus through <ws-blog-feed>'s waiting rule (elements/blog-feed/code-wanted.ts), which
// reads one server-fed value of a feed whose code has not come yet, its layout attribute (the items it
// only watches: the browser parsed them, not our code): every text payload as the layout. The rule
// only decides: it writes nothing into the feed, nothing runs, nothing is requested, and every feed
// gets an answer (its code wanted, or a wait). The element is never defined here.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { whenCodeWanted } from '../../elements/blog-feed/code-wanted.ts';
import {
  activateEverything,
  feedCard,
  HostileTally,
  inRun,
  TEXT_PAYLOADS,
  watchForHostileRuns,
} from '../support/hostile-corpus.ts';

describe('hostile corpus: <ws-blog-feed> before its code', () => {
  it('text payloads as the layout: every feed answered and left as printed, nothing runs', async function () {
    this.timeout(60_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-blog-feed waiting rule');
    const page = await fixture<HTMLElement>(html`<div></div>`);
    page.addEventListener('click', (event) => event.preventDefault());
    const feeds = TEXT_PAYLOADS.map((payload, index) => {
      const feed = document.createElement('ws-blog-feed');
      feed.setAttribute('layout', inRun(payload.value, `feed-layout-${index}`));
      feed.innerHTML = feedCard('', index);
      return { id: payload.id, feed };
    });
    const answered = new Set<HTMLElement>();
    const printed = new Map<HTMLElement, string>();
    for (const { feed } of feeds) {
      page.append(feed);
      printed.set(feed, feed.outerHTML);
      void whenCodeWanted(feed, () => answered.add(feed)).then(() => answered.add(feed));
    }
    tally.placements += feeds.length;
    await aTimeout(200);
    for (const { id, feed } of feeds) {
      if (!answered.has(feed)) tally.broke(id, 'the waiting rule never answered');
      if (feed.outerHTML !== printed.get(feed)) tally.broke(id, 'the waiting rule changed the feed');
    }
    activateEverything(page);
    tally.add(await watch.take(300));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
