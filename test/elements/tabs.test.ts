// <ws-tabs>: APG tabs over the author's headings and panels (roles, automatic activation,
// arrows, Home/End, focusable panels), vertical orientation, a hash naming a tab, the accordion of
// disclosure buttons below 640 px, content that is neither tab nor panel kept, a tab without panel
// warned, the event, axe in each state, and the box before the code equal to the box after it.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/tabs/define.ts';
import { tabsReserveWhileLoading } from '../../elements/tabs/reserve.ts';
import { capturingConsole } from '../support/console.ts';
import { useReserveProbe } from '../support/slider-page.ts';
import { afterThisTask } from '../support/tasks.ts';

define();

const MARKUP = `<h3 slot="tab" id="lack">Lack</h3><div><p>Drei Jahre auf jede Lackierung.</p></div>
  <h3 slot="tab" id="karosserie">Karosserie</h3><div id="karosserie-text"><p>Drei Jahre auf Richtarbeiten.</p><a href="/kontakt/">Fragen</a></div>
  <h3 slot="tab">Glas</h3><div><p>Zwei Jahre auf Dichtheit.</p></div>`;

const pages: HTMLElement[] = [];
async function tabsPage(attributes = '', inside = MARKUP): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = `<ws-tabs ${attributes}>${inside}</ws-tabs>`;
  document.body.prepend(page);
  await afterThisTask();
  pages.push(page);
  return page.querySelector('ws-tabs')!;
}
const tabs = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const accordionButtons = (el: Element) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="accordion-button"]'),
];
const panels = (el: Element) =>
  [...el.children].filter((child) => child.getAttribute('slot') !== 'tab') as HTMLElement[];
const shownPanels = (el: Element) =>
  panels(el)
    .map((panel) => (panel.hidden || panel.getClientRects().length === 0 ? '-' : 'shown'))
    .join(' ');
const focusedTab = (el: Element) => el.shadowRoot!.activeElement?.textContent;
const frames = async (count = 2) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

beforeEach(async () => {
  await setViewport({ width: 1000, height: 700 });
});
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
});

describe('<ws-tabs> as tabs', () => {
  it('a tab list of the headings, the first selected; panels are tabpanels, named, focusable, one shown; the headings stay in the page; axe', async () => {
    const el = await tabsPage();
    await waitUntil(() => tabs(el).length === 3, 'no tabs');
    const list = el.shadowRoot!.querySelector('[role="tablist"]')!;
    expect(`${list.getAttribute('aria-label')} ${list.getAttribute('aria-orientation')}`).to.equal(
      'Registerkarten horizontal',
    );
    expect(
      tabs(el).map((tab) => `${tab.textContent}:${tab.getAttribute('aria-selected')}:${tab.tabIndex}`),
    ).to.deep.equal(['Lack:true:0', 'Karosserie:false:-1', 'Glas:false:-1']);
    expect(
      panels(el).map((panel) => `${panel.getAttribute('role')}:${panel.getAttribute('aria-label')}:${panel.tabIndex}`),
    ).to.deep.equal(['tabpanel:Lack:0', 'tabpanel:Karosserie:0', 'tabpanel:Glas:0']);
    expect(shownPanels(el)).to.equal('shown - -');
    // The author's headings are still there (search engines, no script), not drawn: the tabs name them.
    expect(`${el.querySelectorAll('h3').length} ${el.querySelector('h3')!.getClientRects().length}`).to.equal('3 0');
    await expect(el).to.be.accessible();
  });

  it('arrow keys select at once and wrap, Home and End; Tab goes to the panel; a click selects; events say how', async () => {
    const el = await tabsPage();
    await waitUntil(() => tabs(el).length === 3);
    const events: string[] = [];
    el.addEventListener('ws-tabs-change', (event) =>
      events.push(`${(event as CustomEvent).detail.index}:${(event as CustomEvent).detail.cause}`),
    );
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(`${focusedTab(el)} ${shownPanels(el)}`).to.equal('Karosserie - shown -');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(`${focusedTab(el)} ${shownPanels(el)}`).to.equal('Glas - - shown');
    await sendKeys({ press: 'Home' });
    expect(focusedTab(el)).to.equal('Lack');
    await sendKeys({ press: 'End' });
    expect(focusedTab(el)).to.equal('Glas');
    // Tab leaves the list for the shown panel (focusable): one tab stop for the whole list.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(panels(el)[2]);
    tabs(el)[1]!.click();
    await frames();
    expect(shownPanels(el)).to.equal('- shown -');
    expect(events).to.deep.equal(['1:key', '0:key', '2:key', '0:key', '2:key', '1:click']);
    await expect(el).to.be.accessible();
  });

  it('orientation="vertical": a column beside the panels, up and down arrows', async () => {
    const el = await tabsPage('orientation="vertical" label="Garantie"');
    await waitUntil(() => tabs(el).length === 3);
    const [first, second] = tabs(el).map((tab) => tab.getBoundingClientRect());
    expect(second!.top).to.be.greaterThan(first!.top);
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedTab(el)).to.equal('Karosserie');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(el)).to.equal('Karosserie');
    expect(el.shadowRoot!.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Garantie');
    await expect(el).to.be.accessible();
  });

  it('a hash naming a heading or a panel opens its tab, on arrival and later', async () => {
    history.replaceState(null, '', '#karosserie');
    const el = await tabsPage();
    await waitUntil(() => tabs(el).length === 3);
    expect(shownPanels(el)).to.equal('- shown -');
    location.hash = '#lack';
    await waitUntil(() => shownPanels(el) === 'shown - -', 'the hash did not open Lack');
    location.hash = '#karosserie-text';
    await waitUntil(() => shownPanels(el) === '- shown -', "the panel's id did not open Karosserie");
  });

  it('content that is neither tab nor panel stays shown below; a tab without a panel warns and is left out', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const el = await tabsPage('', `<p class="intro">Vorweg</p>${MARKUP}<h3 slot="tab">Leer</h3>`);
      await waitUntil(() => tabs(el).length === 3);
      expect(el.querySelector('.intro')!.getClientRects().length).to.be.greaterThan(0);
    });
    expect(warnings.map((args) => args.join(' '))).to.deep.equal([
      '<ws-tabs> the tab "Leer" has no panel after it; it is left out',
    ]);
  });
});

describe('<ws-tabs> below 640 px: an accordion', () => {
  it('disclosure buttons under heading roles, the active one open; each opens and closes on its own; axe', async () => {
    await setViewport({ width: 360, height: 700 });
    const el = await tabsPage();
    await waitUntil(() => accordionButtons(el).length === 3, 'no accordion');
    expect(
      accordionButtons(el).map(
        (button) =>
          `${button.textContent}:${button.getAttribute('aria-expanded')}:${button.parentElement!.getAttribute('role')}${button.parentElement!.getAttribute('aria-level')}`,
      ),
    ).to.deep.equal(['Lack:true:heading3', 'Karosserie:false:heading3', 'Glas:false:heading3']);
    expect(shownPanels(el)).to.equal('shown - -');
    accordionButtons(el)[2]!.click();
    await frames();
    expect(shownPanels(el)).to.equal('shown - shown');
    accordionButtons(el)[0]!.click();
    await frames();
    expect(`${shownPanels(el)} ${panels(el)[2]!.getAttribute('role')}`).to.equal('- - shown region');
    await expect(el).to.be.accessible();
    // Wider again: tabs, the last opened one selected.
    await setViewport({ width: 1000, height: 700 });
    await waitUntil(() => tabs(el).length === 3);
    expect(shownPanels(el)).to.equal('- - shown');
  });
});

describe('<ws-tabs> before its code: the box it will have', () => {
  useReserveProbe('ws-tabs-probe', {}, tabsReserveWhileLoading);
  for (const width of [1000, 360]) {
    it(`at ${width} px the waiting tag is as tall as the upgraded element, its first panel in the same place`, async () => {
      await setViewport({ width, height: 700 });
      const probePage = document.createElement('div');
      probePage.innerHTML = `<ws-tabs-probe>${MARKUP}</ws-tabs-probe>`;
      document.body.prepend(probePage);
      pages.push(probePage);
      const el = await tabsPage();
      await waitUntil(() => tabs(el).length === 3 || accordionButtons(el).length === 3);
      await frames();
      const probe = probePage.firstElementChild!;
      const height = (node: Element) => node.getBoundingClientRect().height.toFixed(2);
      const panelTop = (host: Element) =>
        Math.round(host.querySelector('div')!.getBoundingClientRect().top - host.getBoundingClientRect().top);
      // The panel's text where it will be (its box may end lower in the reserve's flex line: the
      // paragraph's margin stays inside it there; the host's height is the same either way).
      const textTop = (host: Element) =>
        Math.round(host.querySelector('div > p')!.getBoundingClientRect().top - host.getBoundingClientRect().top);
      expect(`${height(probe)} ${panelTop(probe)} ${textTop(probe)}`).to.equal(
        `${height(el)} ${panelTop(el)} ${textTop(el)}`,
      );
    });
  }
});
