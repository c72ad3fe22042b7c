// When the shell fetches <ws-blog-feed>'s code (elements/blog-feed/code-wanted.ts): as the feed's end
// nears the view, at the first interest in it, or at once for a layout only the element draws. The
// element is never defined here: the rule works on the undefined tag, as the shell gives it.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { whenCodeWanted } from '../../elements/blog-feed/code-wanted.ts';

const PHONE = { width: 390, height: 700 };
const WIDE = { width: 1280, height: 700 };

/** A feed of `count` tall articles and the server's pager, as the archive prints it. */
function feed(layout: string, count = 8) {
  const articles = Array.from(
    { length: count },
    (_, index) =>
      html`<article style="block-size: 600px">
        <h2><a href="/blog/post-${index}/">Beitrag ${index}</a></h2>
      </article>`,
  );
  return html`<ws-blog-feed layout=${layout} pagination="load-more">
    ${articles}
    <nav class="pager"><a rel="next" href="/blog/page/2/">Ältere Beiträge</a></nav>
  </ws-blog-feed>`;
}

/** The feed in the page and what the rule answered after a moment. */
async function ask(markup: ReturnType<typeof feed>) {
  const host = await fixture<HTMLElement>(markup);
  const outcome = { waited: false, wanted: false, host };
  void whenCodeWanted(host, () => (outcome.waited = true)).then(() => (outcome.wanted = true));
  await aTimeout(100);
  return outcome;
}

describe('<ws-blog-feed> code: when the shell fetches it', () => {
  beforeEach(() => setViewport(PHONE));
  afterEach(() => window.scrollTo(0, 0));

  it('waits while the end of a long grid is far below the view, and comes as it nears', async () => {
    const outcome = await ask(feed('grid'));
    expect([outcome.waited, outcome.wanted]).to.deep.equal([true, false]);
    // Not yet a screen from the pager (near 5,000 px), then within one.
    window.scrollTo(0, 3300);
    await aTimeout(100);
    expect(outcome.wanted).to.equal(false);
    window.scrollTo(0, 3700);
    await aTimeout(100);
    expect(outcome.wanted).to.equal(true);
  });

  it('comes at once for a feed whose end is in the view already', async () => {
    const outcome = await ask(feed('grid', 1));
    expect([outcome.waited, outcome.wanted]).to.deep.equal([false, true]);
  });

  it('comes with focus in the feed (a keyboard reaching its first link)', async () => {
    const outcome = await ask(feed('large'));
    expect(outcome.wanted).to.equal(false);
    outcome.host.querySelector('a')!.focus();
    await aTimeout(0);
    expect(outcome.wanted).to.equal(true);
  });

  it('comes with a press in the feed (a finger on an article)', async () => {
    const outcome = await ask(feed('medium'));
    outcome.host.querySelector('article')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(outcome.wanted).to.equal(false);
    await aTimeout(0);
    expect(outcome.wanted).to.equal(true);
  });

  it('comes at once for the timeline, whose month labels only the element draws', async () => {
    const outcome = await ask(feed('timeline'));
    expect([outcome.waited, outcome.wanted]).to.deep.equal([false, true]);
  });

  it('waits for masonry on one column (where it is the grid), and comes once the view has room for two', async () => {
    const outcome = await ask(feed('masonry'));
    expect([outcome.waited, outcome.wanted]).to.deep.equal([true, false]);
    await setViewport(WIDE);
    await aTimeout(100);
    expect(outcome.wanted).to.equal(true);
  });

  it('comes at once for masonry on a wide view', async () => {
    await setViewport(WIDE);
    const outcome = await ask(feed('masonry'));
    expect([outcome.waited, outcome.wanted]).to.deep.equal([false, true]);
  });
});
