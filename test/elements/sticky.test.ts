// <ws-sticky>: `position: sticky` below the page's sticky header plus its offset; the
// states unstuck, stuck and bottomed as the parent scrolls through, each change an event; measured
// again 350 ms after the last resize; directly in <body>, a console error and it stays in place.
import { expect, waitUntil } from '@open-wc/testing';
import { define } from '../../elements/sticky/define.ts';
import { STICKY_RESIZE_DEBOUNCE_MS } from '../../elements/sticky/rules.ts';
import { capturingConsole } from '../support/console.ts';
import { frames, scrollPage, useScrollPage } from '../support/scroll-page.ts';

define();

const pages: HTMLElement[] = [];
/** A page with a 50 px sticky header, a 1500 px column and its sidebar holding the sticky box. */
function stickyPage(attributes = 'offset="16"'): { el: HTMLElement; header: HTMLElement; events: string[] } {
  const page = document.createElement('div');
  page.innerHTML = `<header style="position:sticky;top:0;height:50px;background:#fff;z-index:1">Kopf</header>
    <div style="height:300px"></div>
    <div style="display:grid;grid-template-columns:1fr 200px">
      <article style="height:1500px">Beitrag</article>
      <aside><ws-sticky ${attributes}><section><h2>Termin vereinbaren</h2><a href="/kontakt/">Termin anfragen</a></section></ws-sticky></aside>
    </div>
    <div style="height:2000px"></div>`;
  document.body.prepend(page);
  pages.push(page);
  const el = page.querySelector('ws-sticky') as HTMLElement;
  const events: string[] = [];
  el.addEventListener('ws-sticky-change', (event) =>
    events.push((event as CustomEvent<{ state: string }>).detail.state),
  );
  return { el, header: page.querySelector('header')!, events };
}
useScrollPage(() => {
  for (const page of pages.splice(0)) page.remove();
});

describe('<ws-sticky>', () => {
  it("unstuck, then stuck 16 px below the header, then bottomed at the parent's end; an event per change; axe", async () => {
    const { el, events } = stickyPage();
    await waitUntil(() => el.getAttribute('data-state') === 'unstuck', `state ${el.getAttribute('data-state')}`);
    expect(`${getComputedStyle(el).position} ${getComputedStyle(el).top}`).to.equal('sticky 66px');
    await scrollPage(600);
    expect(`${el.getAttribute('data-state')} ${Math.round(el.getBoundingClientRect().top)}`).to.equal('stuck 66');
    await expect(el).to.be.accessible();
    await scrollPage(2500);
    expect(el.getAttribute('data-state')).to.equal('bottomed');
    expect(el.getBoundingClientRect().top).to.be.lessThan(66);
    await scrollPage(0);
    expect(el.getAttribute('data-state')).to.equal('unstuck');
    // Each change, not the state it started in.
    expect(events).to.deep.equal(['stuck', 'bottomed', 'unstuck']);
  });

  it('measured again 350 ms after the last resize (a taller header pushes the line down)', async () => {
    const { el, header } = stickyPage();
    await waitUntil(() => el.getAttribute('data-state') !== null);
    header.style.height = '80px';
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, STICKY_RESIZE_DEBOUNCE_MS - 150));
    expect(getComputedStyle(el).top).to.equal('66px');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(getComputedStyle(el).top).to.equal('96px');
  });

  it('a bad offset warns and reads as 0', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const { el } = stickyPage('offset="-20"');
      await waitUntil(() => el.getAttribute('data-state') !== null);
      expect(getComputedStyle(el).top).to.equal('50px');
    });
    expect(warnings.map((args) => args.join(' ')).join()).to.contain('attribute "offset"');
  });

  it('directly in <body>: a console error naming it, and it stays in place', async () => {
    const errors = await capturingConsole('error', async () => {
      const el = document.createElement('ws-sticky');
      el.id = 'termin';
      el.textContent = 'Termin';
      document.body.append(el);
      pages.push(el);
      await frames();
      expect(`${getComputedStyle(el).position} ${el.getAttribute('data-state')}`).to.equal('static null');
    });
    expect(errors.map((args) => args.join(' '))).to.deep.equal([
      '<ws-sticky id="termin"> has no parent to stick within (it sits directly in <body>): it stays in place',
    ]);
  });
});
