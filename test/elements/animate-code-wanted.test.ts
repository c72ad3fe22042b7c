// When the shell fetches <ws-animate>'s code (elements/animate/code-wanted.ts): at once for content
// in the view, else at the page's first scroll. The element is never defined here: the rule works on
// the undefined tag, as the shell gives it.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { whenCodeWanted } from '../../elements/animate/code-wanted.ts';

/** Content `top` pixels down a tall page; what the rule answered after a moment. */
async function ask(top: string) {
  const page = await fixture<HTMLElement>(
    html`<div style="height: 400vh; position: relative">
      <ws-animate style="display: block; position: absolute; top: ${top}"><p>Lackierung</p></ws-animate>
    </div>`,
  );
  const outcome = { waited: false, wanted: false };
  void whenCodeWanted(page.querySelector('ws-animate')!, () => (outcome.waited = true)).then(
    () => (outcome.wanted = true),
  );
  await aTimeout(100);
  return outcome;
}

describe('<ws-animate> code: when the shell fetches it', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('comes at once for content in the view, without waiting', async () => {
    expect(await ask('10px')).to.deep.equal({ waited: false, wanted: true });
  });

  it('waits for content below the view, and comes with the first scroll', async () => {
    const outcome = await ask('150vh');
    expect(outcome).to.deep.equal({ waited: true, wanted: false });
    window.scrollBy(0, 10);
    await aTimeout(100);
    expect(outcome.wanted).to.equal(true);
  });

  it('comes when the content gets into the view without a scroll (the page above it shrank)', async () => {
    const outcome = await ask('150vh');
    expect(outcome.wanted).to.equal(false);
    (document.querySelector('ws-animate') as HTMLElement).style.top = '20px';
    await aTimeout(100);
    expect(outcome.wanted).to.equal(true);
  });
});
