// When the shell fetches <ws-scroll-sections>'s code (elements/scroll-sections/code-wanted.ts): at
// once where the sections would be stepped or the element has more to do than the reserve shows,
// else only once they would be stepped. The element is never defined here: the rule works on the
// undefined tag, as the shell gives it.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { whenCodeWanted } from '../../elements/scroll-sections/code-wanted.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

const named = html`<ws-scroll-sections>
  <section id="schaden" aria-labelledby="schaden-titel"><h2 id="schaden-titel">Schaden</h2></section>
  <section id="termin" aria-label="Termin"><h2>Termin</h2></section>
</ws-scroll-sections>`;

/** What the rule answered for `markup` after a moment. */
async function ask(markup: TemplateResult = named) {
  const host = await fixture<HTMLElement>(markup);
  const outcome = { waited: false, wanted: false, host };
  void whenCodeWanted(host, () => (outcome.waited = true)).then(() => (outcome.wanted = true));
  await aTimeout(50);
  return outcome;
}

describe('<ws-scroll-sections> code: when the shell fetches it', () => {
  beforeEach(async () => {
    await setViewport(WIDE);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('comes at once on a wide window, where the sections are stepped', async () => {
    const outcome = await ask();
    expect([outcome.waited, outcome.wanted]).to.deep.equal([false, true]);
  });

  it('waits on a phone (data-ws-mode "flow"), and comes once the window is wide', async () => {
    await setViewport(PHONE);
    const outcome = await ask();
    expect([outcome.waited, outcome.wanted]).to.deep.equal([true, false]);
    expect(outcome.host.getAttribute('data-ws-mode')).to.equal('flow');
    await setViewport(WIDE);
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });

  it('waits under reduced motion on a wide window, and comes once motion is allowed', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const outcome = await ask();
    expect(outcome.waited).to.equal(true);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });

  it('comes at once for a section the element must name, or a setting the reserve cannot read', async () => {
    await setViewport(PHONE);
    const unnamed = await ask(html`<ws-scroll-sections><section id="a"><h2>A</h2></section></ws-scroll-sections>`);
    const box = await ask(html`<ws-scroll-sections><div id="a" aria-label="A"></div></ws-scroll-sections>`);
    const breakPoint = await ask(html`<ws-scroll-sections break-point="600"
      ><section id="a" aria-label="A"></section
    ></ws-scroll-sections>`);
    const fullHeight = await ask(html`<ws-scroll-sections full-height-mobile="yes"
      ><section id="a" aria-label="A"></section
    ></ws-scroll-sections>`);
    expect([unnamed, box, breakPoint, fullHeight].map((outcome) => outcome.wanted)).to.deep.equal([
      true,
      true,
      true,
      true,
    ]);
  });

  it('comes when a script adds a section that the element must name', async () => {
    await setViewport(PHONE);
    const outcome = await ask();
    expect(outcome.waited).to.equal(true);
    outcome.host.append(Object.assign(document.createElement('div'), { id: 'neu' }));
    await aTimeout(50);
    expect(outcome.wanted).to.equal(true);
  });
});
