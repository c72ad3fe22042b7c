// <ws-quantity> and the page author's no-JS field inside it: the element takes the field over.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define, WsQuantity, type WsQuantityElement } from '../../elements/quantity/define.ts';

define();

async function rendered(el: Element) {
  await waitUntil(() => el.shadowRoot?.querySelector('input'), 'quantity did not render');
  const root = el.shadowRoot!;
  return {
    input: root.querySelector('input')!,
    plus: root.querySelector<HTMLButtonElement>('[part~="plus"]')!,
    minus: root.querySelector<HTMLButtonElement>('[part~="minus"]')!,
  };
}

/** What the page sends: every entry of the form as "name=value", in order. */
const entries = (form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);

/** Registers the element class under a fresh tag, so a test can upgrade markup that is already in the page. */
let lateTags = 0;
function defineLate(): string {
  lateTags += 1;
  const tag = `ws-quantity-late-${lateTags}`;
  customElements.define(tag, class extends (WsQuantity as unknown as CustomElementConstructor) {});
  return tag;
}

describe('<ws-quantity> takes over its fallback field', () => {
  it('takes name, value, min and max from the field it lacks, and the form gets one value', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><ws-quantity><input type="number" name="qty[politur]" value="2" min="1" max="3"></ws-quantity></form>`,
    );
    const el = form.querySelector('ws-quantity')!;
    const { plus, minus } = await rendered(el);
    expect(['name', 'value', 'min', 'max'].map((name) => `${name}=${el.getAttribute(name)}`)).to.deep.equal([
      'name=qty[politur]',
      'value=2',
      'min=1',
      'max=3',
    ]);
    expect(entries(form)).to.deep.equal(['qty[politur]=2']);
    plus.click();
    plus.click();
    expect(entries(form)).to.deep.equal(['qty[politur]=3']);
    for (let i = 0; i < 4; i += 1) minus.click();
    expect(el.value).to.equal('1');
  });

  it("keeps its own attributes over the field's", async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><ws-quantity name="menge" max="4"><input type="number" name="qty" value="3" max="9" step="2"></ws-quantity></form>`,
    );
    const el = form.querySelector<WsQuantityElement>('ws-quantity')!;
    const { plus } = await rendered(el);
    expect(el.getAttribute('max')).to.equal('4');
    expect(el.getAttribute('step')).to.equal('2');
    plus.click();
    expect(entries(form)).to.deep.equal(['menge=4']);
  });

  it("takes the field's id, so the page's <label for> names the element and focuses its field", async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><label for="qty-lack">Lackstift</label><ws-quantity><input type="number" id="qty-lack" name="qty" value="1"></ws-quantity></form>`,
    );
    const el = form.querySelector('ws-quantity')!;
    const { input } = await rendered(el);
    expect(el.id).to.equal('qty-lack');
    expect(form.querySelectorAll('#qty-lack').length).to.equal(1);
    await waitUntil(
      () => input.getAttribute('aria-label') === 'Lackstift',
      `field named "${input.getAttribute('aria-label')}"`,
    );
    form.querySelector('label')!.click();
    expect(document.activeElement?.localName).to.equal('ws-quantity');
    expect(el.shadowRoot!.activeElement?.localName).to.equal('input');
  });

  it('shows one field: the fallback is hidden, disabled and nameless', async () => {
    const el = await fixture<HTMLElement>(html`<ws-quantity><input type="number" name="qty" value="1"></ws-quantity>`);
    await rendered(el);
    const fallback = el.querySelector('input')!;
    expect(fallback.disabled).to.equal(true);
    expect(fallback.hasAttribute('name')).to.equal(false);
    expect(fallback.getClientRects().length, 'fallback has no box').to.equal(0);
    expect(el.shadowRoot!.querySelectorAll('input').length).to.equal(1);
  });

  it("goes back to the field's value attribute when the form is reset", async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><ws-quantity><input type="number" name="qty" value="2"></ws-quantity></form>`,
    );
    const el = form.querySelector<WsQuantityElement>('ws-quantity')!;
    const { plus } = await rendered(el);
    plus.click();
    expect(el.value).to.equal('3');
    form.reset();
    expect(entries(form)).to.deep.equal(['qty=2']);
  });

  it('keeps what the visitor typed before the code arrived, and the caret stays in the field', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><label for="late">Menge Politur</label><input type="number" value="1" name="qty" id="late"><button type="button">weiter</button></form>`,
    );
    // The markup goes into a tag that is not defined yet: the element upgrades while the visitor types.
    const tag = `ws-quantity-late-${lateTags + 1}`;
    const host = document.createElement(tag);
    const field = form.querySelector('input')!;
    field.replaceWith(host);
    host.append(field);
    field.focus();
    field.select();
    await sendKeys({ type: '4' });
    expect(field.value).to.equal('4');
    expect(defineLate()).to.equal(tag);
    const { input } = await rendered(host);
    expect((host as WsQuantityElement).value).to.equal('4');
    expect(entries(form)).to.deep.equal(['qty=4']);
    expect(document.activeElement?.localName).to.equal(tag);
    expect(host.shadowRoot!.activeElement?.localName).to.equal('input');
    await waitUntil(() => input.value === '4', `field shows ${input.value}`);
    form.reset();
    expect(entries(form)).to.deep.equal(['qty=1']);
  });

  it('an untouched field hands over its value attribute', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><input type="number" value="3" name="qty"></form>`);
    const tag = `ws-quantity-late-${lateTags + 1}`;
    const host = document.createElement(tag);
    const field = form.querySelector('input')!;
    field.replaceWith(host);
    host.append(field);
    defineLate();
    const { input } = await rendered(host);
    expect((host as WsQuantityElement).value).to.equal('3');
    expect(entries(form)).to.deep.equal(['qty=3']);
    await waitUntil(() => input.value === '3', `field shows ${input.value}`);
  });

  it('takes over a field that arrives after it (the parser, when the shell runs while the page parses)', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><label for="qty-spaet">Gutschein</label><ws-quantity></ws-quantity></form>`,
    );
    const el = form.querySelector<WsQuantityElement>('ws-quantity')!;
    const { input } = await rendered(el);
    expect(entries(form)).to.deep.equal([]);
    el.insertAdjacentHTML('beforeend', '<input type="number" id="qty-spaet" name="qty[gutschein]" value="2" max="3">');
    await waitUntil(() => el.getAttribute('name') === 'qty[gutschein]', 'late field not taken over');
    expect(entries(form)).to.deep.equal(['qty[gutschein]=2']);
    expect(el.id).to.equal('qty-spaet');
    await waitUntil(
      () => input.value === '2' && input.getAttribute('aria-label') === 'Gutschein',
      `field shows ${input.value} named ${input.getAttribute('aria-label')}`,
    );
    el.stepUp();
    el.stepUp();
    expect(el.value).to.equal('3');
  });

  it('passes axe-core after the takeover', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><label for="qty-axe">Menge Felgenreiniger</label><ws-quantity><input type="number" id="qty-axe" name="qty" value="1" min="0" max="5"></ws-quantity></form>`,
    );
    await rendered(form.querySelector('ws-quantity')!);
    await expect(form).to.be.accessible();
  });
});
