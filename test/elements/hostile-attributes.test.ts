// The hostile corpus in hashes and attributes: hash links (shell/hash-links.ts, the off-canvas
// #awb-oc__ hashes) set in the address and clicked, off-canvas configs, and every attribute of
// <ws-alert>, <ws-quantity> and <ws-offcanvas>, and the alert's and the quantity box's first frames. Nothing may
// run, request, or pollute prototypes.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define as defineAlert } from '../../elements/alert/define.ts';
import { paintFirstFrame as paintAlertFirstFrame } from '../../elements/alert/first-frame.ts';
import { define as defineOffcanvas } from '../../elements/offcanvas/define.ts';
import { define as defineQuantity } from '../../elements/quantity/define.ts';
import { paintFirstFrame as paintQuantityFirstFrame } from '../../elements/quantity/first-frame.ts';
import { startHashLinks } from '../../shell/hash-links.ts';
import { capturingConsole } from '../support/console.ts';
import {
  activateEverything,
  HASH_PAYLOADS,
  HostileTally,
  inRun,
  OFFCANVAS_CONFIGS,
  TEXT_PAYLOADS,
  watchForHostileRuns,
  type HostilePayload,
} from '../support/hostile-corpus.ts';

defineAlert();
defineOffcanvas();
defineQuantity();

const ATTRIBUTES: Record<string, readonly string[]> = {
  'ws-alert': ['type', 'dismissible'],
  'ws-quantity': ['value', 'min', 'max', 'step', 'name'],
  'ws-offcanvas': [
    'label',
    'position',
    'on-click-element',
    'scroll-element',
    'enter-animation-speed',
    'when-arriving-from',
  ],
};

/** A prototype pollution shows as a property every object inherits. */
const polluted = () => 'wsPolluted' in {} || 'wsPolluted' in Object.prototype;

/** Elements with hostile attributes, created through the DOM (no parser between the payload and the attribute). */
function elementsWith(tag: string, attribute: string, payloads: readonly HostilePayload[], run: string): HTMLElement[] {
  return payloads.map((payload, index) => {
    const el = document.createElement(tag);
    if (tag === 'ws-offcanvas') el.id = `${run}-${index}`;
    el.setAttribute(attribute, inRun(payload.value, run));
    el.textContent = 'Inhalt';
    return el;
  });
}

describe('hostile corpus: hashes and attributes', () => {
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.clear();
    sessionStorage.clear();
  });

  it('hashes: set in the address and clicked as same-page links, next to off-canvas panels', async function () {
    this.timeout(120_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('hash links and off-canvas hashes');
    const page = await fixture<HTMLElement>(
      html`<div><ws-offcanvas id="panel" enter-animation="none" exit-animation="none"><h2>Hinweis</h2></ws-offcanvas><p id="ziel">Ziel</p></div>`,
    );
    startHashLinks();
    await capturingConsole('warn', async () => {
      for (const payload of HASH_PAYLOADS) {
        const hash = inRun(payload.value, 'hash');
        location.hash = hash;
        await new Promise((resolve) => setTimeout(resolve, 30));
        const link = document.createElement('a');
        link.setAttribute('href', hash);
        link.textContent = 'Sprung';
        page.append(link);
        activateEverything(page);
        link.remove();
        await new Promise((resolve) => setTimeout(resolve, 30));
        tally.placements += 2;
      }
    });
    tally.add(await watch.take(300));
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('off-canvas config attributes: parsed as data, never markup, CSS or a prototype', async function () {
    this.timeout(60_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-offcanvas config');
    await capturingConsole('warn', async () => {
      const panels = elementsWith('ws-offcanvas', 'config', OFFCANVAS_CONFIGS, 'config');
      const page = await fixture<HTMLElement>(html`<div></div>`);
      page.append(...panels);
      tally.placements += panels.length;
      await waitUntil(() => panels.every((panel) => panel.shadowRoot), 'the panels did not render', { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      activateEverything(page);
      document.body.click();
      window.dispatchEvent(new Event('scroll'));
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('offcanvas config', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('every attribute of ws-alert, ws-quantity and ws-offcanvas: text payloads stay inert', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-alert, ws-quantity, ws-offcanvas attributes');
    await capturingConsole('warn', async () => {
      for (const [tag, attributes] of Object.entries(ATTRIBUTES)) {
        for (const attribute of attributes) {
          const elements = elementsWith(tag, attribute, TEXT_PAYLOADS, `${tag}-${attribute}`.replace(/[^a-z-]/g, ''));
          const form = await fixture<HTMLFormElement>(html`<form></form>`);
          form.append(...elements);
          tally.placements += elements.length;
          await waitUntil(() => elements.every((el) => el.shadowRoot), `${tag} did not render`, { timeout: 5000 });
          await new Promise((resolve) => setTimeout(resolve, 100));
          activateEverything(form);
          tally.add(await watch.take(0));
          form.remove();
        }
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('attributes', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('ws-alert’s first frame (without React): its attributes and its text stay inert', async function () {
    this.timeout(60_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-alert first frame attributes and text');
    await capturingConsole('warn', async () => {
      for (const attribute of ATTRIBUTES['ws-alert']!) {
        // An undefined tag: the first frame paints only where the element's code has not come.
        const elements = elementsWith('ws-alert-probe', attribute, TEXT_PAYLOADS, `alert-frame-${attribute}`);
        elements.forEach((el, index) => (el.textContent = inRun(TEXT_PAYLOADS[index]!.value, `alert-frame-text`)));
        const form = await fixture<HTMLFormElement>(html`<form></form>`);
        form.append(...elements);
        for (const el of elements) paintAlertFirstFrame(el);
        tally.placements += elements.length * 2;
        expect(elements.every((el) => el.shadowRoot?.querySelector('[part="alert"]'))).to.equal(true);
        activateEverything(form);
        tally.add(await watch.take(0));
        form.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('attributes', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('ws-quantity’s first frame (without React): its attributes, its field’s and its label’s text stay inert', async function () {
    this.timeout(60_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-quantity first frame attributes, field and label');
    await capturingConsole('warn', async () => {
      for (const place of ['label', 'min', 'max', 'step', 'field value', 'field max', 'label text']) {
        const run = `qty-frame-${place.replace(/ /g, '-')}`;
        const form = await fixture<HTMLFormElement>(html`<form></form>`);
        // An undefined tag of its own: ws-quantity's code is defined in this file.
        const boxes = TEXT_PAYLOADS.map((payload, index) => {
          const text = inRun(payload.value, run);
          const label = document.createElement('label');
          label.htmlFor = `${run}-${index}`;
          label.textContent = place === 'label text' ? text : 'Menge';
          const field = document.createElement('input');
          field.type = 'number';
          field.id = `${run}-${index}`;
          if (place.startsWith('field ')) field.setAttribute(place.slice('field '.length), text);
          const box = document.createElement('ws-quantity-frame-probe');
          if (!place.includes(' ')) box.setAttribute(place, text);
          box.append(field);
          form.append(label, box);
          return box;
        });
        for (const box of boxes) paintQuantityFirstFrame(box);
        tally.placements += boxes.length;
        expect(boxes.every((box) => box.shadowRoot?.querySelector('[part="button plus"]'))).to.equal(true);
        activateEverything(form);
        new FormData(form);
        tally.add(await watch.take(0));
        form.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('quantity first frame', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });

  it('the no-JS field inside ws-quantity: its attributes, taken over by the element, stay inert', async function () {
    this.timeout(180_000);
    const watch = await watchForHostileRuns();
    const tally = new HostileTally('ws-quantity fallback field');
    await capturingConsole('warn', async () => {
      for (const attribute of ['id', 'name', 'value', 'min', 'max', 'step']) {
        const run = `qty-field-${attribute}`;
        const boxes = TEXT_PAYLOADS.map((payload) => {
          const field = document.createElement('input');
          field.type = 'number';
          field.setAttribute(attribute, inRun(payload.value, run));
          const box = document.createElement('ws-quantity');
          box.append(field);
          return box;
        });
        const form = await fixture<HTMLFormElement>(html`<form></form>`);
        form.append(...boxes);
        tally.placements += boxes.length;
        await waitUntil(() => boxes.every((box) => box.shadowRoot), 'ws-quantity did not render', { timeout: 5000 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        activateEverything(form);
        new FormData(form);
        tally.add(await watch.take(0));
        form.remove();
      }
    });
    tally.add(await watch.take(300));
    if (polluted()) tally.broke('quantity field', 'Object.prototype was polluted');
    tally.print();
    expect(tally.failures, tally.summary()).to.equal(0);
  });
});
