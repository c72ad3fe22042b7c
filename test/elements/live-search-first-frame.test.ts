// The search toggle's first frame (elements/live-search/first-frame.ts): drawn without React, the
// same button the element draws; the element's code waits for a sign of interest, a press before it
// comes opens the search, and focus stays on the toggle through the take-over.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { paintFirstFrame, whenCodeWanted } from '../../elements/live-search/first-frame.ts';
import { LiveSearch } from '../../elements/live-search/live-search.tsx';
import { liveSearchAttributes } from '../../elements/live-search/schema.ts';
import { liveSearchStyles } from '../../elements/live-search/styles.ts';
import { TEXTS } from '../../elements/live-search/rules.ts';
import { defineElement } from '../../elements/kit/define.ts';
import { FAILED_ATTRIBUTE } from '../../platform/element-states.ts';

/** The element under a tag of its own per test: each test defines its tag once, when "its code comes". */
const elementUnderTag = (tag: `ws-${string}`) =>
  defineElement({ tag, component: LiveSearch, attributes: liveSearchAttributes, styles: liveSearchStyles });

/** Element names, classes, parts and ARIA, in order: what the take-over must keep. */
const shape = (root: ShadowRoot) =>
  [...root.querySelectorAll('*')].map((node) =>
    ['class', 'part', 'role', 'type', 'aria-expanded', 'aria-hidden', 'viewBox', 'd', 'r']
      .map((name) => node.getAttribute(name) ?? '')
      .join('|')
      .concat(`<${node.localName}>${node.childElementCount ? '' : (node.textContent ?? '')}`),
  );

const toggleOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;

async function framed(tag: string): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(html`<div><button type="button">davor</button></div>`);
  const el = document.createElement(tag);
  el.innerHTML = '<form role="search" action="/"><input type="search" name="s" aria-label="Suche"></form>';
  wrapper.append(el);
  paintFirstFrame(el);
  return el;
}

describe('the search toggle’s first frame (without React)', () => {
  it('draws the button the element draws, named, and the element takes it over unchanged', async () => {
    const el = await framed('ws-search-same');
    const before = shape(el.shadowRoot!);
    expect(toggleOf(el).textContent).to.equal(TEXTS.de.toggleOpen);
    expect(toggleOf(el).getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
    elementUnderTag('ws-search-same').define();
    await waitUntil(() => toggleOf(el) && shape(el.shadowRoot!).join() !== '', 'no toggle after the take-over');
    expect(shape(el.shadowRoot!)).to.deep.equal(before);
  });

  it('its code waits for interest: the pointer over it, a press or focus', async () => {
    for (const interest of ['pointerover', 'pointerdown', 'focusin'] as const) {
      const el = await framed(`ws-search-wait-${interest}`);
      let waits = false;
      let wanted = false;
      void whenCodeWanted(el, () => (waits = true)).then(() => (wanted = true));
      await aTimeout(50);
      expect(`${interest}: ${waits} ${wanted}`).to.equal(`${interest}: true false`);
      if (interest === 'focusin') toggleOf(el).focus();
      else toggleOf(el).dispatchEvent(new PointerEvent(interest, { bubbles: true, composed: true }));
      await waitUntil(() => wanted, `${interest} did not want the code`);
    }
  });

  it('a press before the code comes opens the search once it has come, focus on its field', async () => {
    const el = await framed('ws-search-pressed');
    toggleOf(el).focus();
    toggleOf(el).click();
    elementUnderTag('ws-search-pressed').define();
    await waitUntil(() => toggleOf(el)?.getAttribute('aria-expanded') === 'true', 'the search did not open');
    await waitUntil(
      () => el.shadowRoot!.activeElement?.getAttribute('role') === 'combobox',
      'focus is not on the search field',
    );
  });

  it('focus on the toggle stays there through the take-over', async () => {
    const el = await framed('ws-search-focus');
    toggleOf(el).focus();
    const frameToggle = toggleOf(el);
    elementUnderTag('ws-search-focus').define();
    await waitUntil(() => toggleOf(el) !== frameToggle, 'the element did not take over');
    expect(el.shadowRoot!.activeElement).to.equal(toggleOf(el));
    expect(toggleOf(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('when the code fails, the page’s own search form shows instead of a toggle that cannot open', async () => {
    const el = await framed('ws-search-failed');
    el.setAttribute(FAILED_ATTRIBUTE, '');
    await waitUntil(() => el.shadowRoot!.querySelector('slot'), 'the first frame stayed');
    expect(toggleOf(el)).to.equal(null);
    expect(el.querySelector('input')!.checkVisibility()).to.equal(true);
  });
});
