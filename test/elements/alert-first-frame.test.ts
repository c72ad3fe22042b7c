// The alert's first frame (elements/alert/first-frame.ts): drawn without React, the same box the
// element draws; its close button dismisses; the element's code waits until a script changes an alert,
// and focus stays on the close button through the take-over.
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { Alert } from '../../elements/alert/alert.tsx';
import { paintFirstFrame, whenCodeWanted } from '../../elements/alert/first-frame.ts';
import { alertAttributes } from '../../elements/alert/schema.ts';
import { alertStyles } from '../../elements/alert/styles.ts';
import { defineElement } from '../../elements/kit/define.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { elementReserves } from '../../shell/reserves.ts';
import { FIRST_FRAME_ATTRIBUTE } from '../../platform/element-states.ts';
import { capturingConsole } from '../support/console.ts';

/** The element under a tag of its own per test: each test defines its tag once, when "its code comes". */
const elementUnderTag = (tag: `ws-${string}`) =>
  defineElement({ tag, component: Alert, attributes: alertAttributes, styles: alertStyles });

/** The alert's reserve rules under a test's own tag, as dist/ws.css carries them for ws-alert. */
function reserveFor(tag: string): CSSStyleSheet {
  const alert = elementReserves.find((entry) => entry.tag === 'ws-alert')!;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveStylesFor([{ ...alert, tag: tag as `ws-${string}` }]));
  return sheet;
}

/** Element names, classes, parts, roles and names, in order: what the take-over must keep. */
const shape = (root: ShadowRoot) =>
  [...root.querySelectorAll('*')].map((node) =>
    ['class', 'part', 'role', 'data-type', 'aria-hidden', 'aria-label', 'type']
      .map((name) => node.getAttribute(name) ?? '')
      .join('|')
      .concat(`<${node.localName}>${node.childElementCount ? '' : (node.textContent ?? '')}`),
  );

const closeOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]');

async function framed(tag: string, attributes = 'type="warning" dismissible'): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(html`<div><button type="button">davor</button></div>`);
  wrapper.insertAdjacentHTML('beforeend', `<${tag} ${attributes}>Die Werkstatt ist am 24. Dezember zu.</${tag}>`);
  const el = wrapper.lastElementChild as HTMLElement;
  paintFirstFrame(el);
  return el;
}

describe('the alert’s first frame (without React)', () => {
  afterEach(() => {
    document.adoptedStyleSheets = [];
    return emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('draws the box the element draws, named and announced, and the element takes it over unchanged', async () => {
    const el = await framed('ws-alert-same');
    document.adoptedStyleSheets = [reserveFor('ws-alert-same')];
    const before = shape(el.shadowRoot!);
    const box = el.getBoundingClientRect();
    expect(el.shadowRoot!.querySelector('[part="alert"]')!.getAttribute('role')).to.equal('alert');
    expect(el.shadowRoot!.textContent).to.equal('!Warnung: ×');
    expect(closeOf(el)!.getAttribute('aria-label')).to.equal('Meldung schließen');
    await expect(el).to.be.accessible();
    elementUnderTag('ws-alert-same').define();
    await waitUntil(() => customElements.get('ws-alert-same') && closeOf(el), 'no close button after the take-over');
    expect(shape(el.shadowRoot!)).to.deep.equal(before);
    // The reserved box gave way to the frame's own, which is the element's: the take-over moves nothing.
    expect(JSON.stringify(el.getBoundingClientRect())).to.equal(JSON.stringify(box));
  });

  it('the stand-in box gives way to the frame: the host has no padding or border of its own', async () => {
    const el = await framed('ws-alert-reserve');
    document.adoptedStyleSheets = [reserveFor('ws-alert-reserve')];
    const style = getComputedStyle(el);
    expect(el.hasAttribute(FIRST_FRAME_ATTRIBUTE)).to.equal(true);
    expect(`${style.paddingInlineEnd} ${style.borderInlineStartWidth}`).to.equal('0px 0px');
    const plain = document.createElement('ws-alert-reserve');
    plain.setAttribute('dismissible', '');
    el.after(plain);
    // Without a frame (its file failed) the stand-in stays: the author's text in the box the element takes.
    expect(getComputedStyle(plain).borderInlineStartWidth).to.equal('6px');
  });

  it('its close button dismisses, as the element’s: a cancelable event, then the alert goes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const kept = await framed('ws-alert-kept');
    kept.addEventListener('ws-alert-dismiss', (event) => event.preventDefault());
    closeOf(kept)!.click();
    await aTimeout(50);
    expect(kept.isConnected, 'a cancelled dismiss removed it').to.equal(true);
    const el = await framed('ws-alert-dismiss');
    const dismissed = oneEvent(el, 'ws-alert-dismiss');
    closeOf(el)!.click();
    expect((await dismissed).detail).to.deep.equal({ type: 'warning' });
    await waitUntil(() => !el.isConnected, 'the alert stayed');
  });

  it('without the flag no close button; an unknown type warns and reads as info; English on an English page', async () => {
    const warnings = await capturingConsole('warn', async () => {
      const plain = await framed('ws-alert-plain', 'type="warnung"');
      expect(closeOf(plain)).to.equal(null);
      expect(plain.shadowRoot!.querySelector('[part="alert"]')!.getAttribute('role')).to.equal('status');
      expect(plain.shadowRoot!.textContent).to.equal('iHinweis: ');
    });
    expect(warnings.join('\n')).to.contain('"warnung"');
    const english = await fixture<HTMLElement>(html`<div lang="en"></div>`);
    english.innerHTML = '<ws-alert-english type="success" dismissible>Saved.</ws-alert-english>';
    const el = english.firstElementChild as HTMLElement;
    paintFirstFrame(el);
    expect(`${el.shadowRoot!.textContent} ${closeOf(el)!.getAttribute('aria-label')}`).to.equal(
      '✓Success: × Dismiss message',
    );
  });

  it('its code waits until a script changes the type or the close button of an alert', async () => {
    for (const change of ['type', 'dismissible'] as const) {
      const el = await framed(`ws-alert-wait-${change}`);
      let waits = false;
      let wanted = false;
      void whenCodeWanted(el, () => (waits = true)).then(() => (wanted = true));
      el.textContent = 'Neuer Text';
      el.shadowRoot!.querySelector<HTMLElement>('[part="alert"]')!.click();
      await aTimeout(50);
      expect(`${change}: ${waits} ${wanted}`).to.equal(`${change}: true false`);
      if (change === 'type') el.setAttribute('type', 'error');
      else el.removeAttribute('dismissible');
      await waitUntil(() => wanted, `a changed ${change} did not want the code`);
    }
  });

  it('focus on the close button stays there through the take-over', async () => {
    const el = await framed('ws-alert-focus');
    closeOf(el)!.focus();
    elementUnderTag('ws-alert-focus').define();
    await waitUntil(() => customElements.get('ws-alert-focus') && closeOf(el), 'no close button after the take-over');
    await waitUntil(() => el.shadowRoot!.activeElement === closeOf(el), 'focus left the close button');
  });
});
