import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { define, type WsQuantityElement } from '../../elements/quantity/define.ts';

define();

async function rendered(el: WsQuantityElement) {
  await waitUntil(() => el.shadowRoot?.querySelector('input'), 'quantity did not render');
  const root = el.shadowRoot!;
  return {
    input: root.querySelector('input')!,
    minus: root.querySelector<HTMLButtonElement>('[part~="minus"]')!,
    plus: root.querySelector<HTMLButtonElement>('[part~="plus"]')!,
  };
}

async function quantity(template: ReturnType<typeof html>) {
  const el = await fixture<WsQuantityElement>(template);
  return { el, ...(await rendered(el)) };
}

/** The field shows the host's value once React has re-rendered. */
const shows = (input: HTMLInputElement, value: string) =>
  waitUntil(() => input.value === value, `field shows ${input.value}, expected ${value}`);

describe('<ws-quantity>', () => {
  it('starts at the value attribute', async () => {
    const { el, input } = await quantity(html`<ws-quantity value="3"></ws-quantity>`);
    expect(el.value).to.equal('3');
    expect(el.valueAsNumber).to.equal(3);
    await shows(input, '3');
  });

  it('defaults: min 0, step 1, and a missing value reads 0', async () => {
    const { el, plus, minus, input } = await quantity(html`<ws-quantity></ws-quantity>`);
    expect(el.value).to.equal('0');
    minus.click();
    expect(el.value).to.equal('0');
    plus.click();
    expect(el.value).to.equal('1');
    await shows(input, '1');
  });

  it('plus stops at max, minus stops at min', async () => {
    const { el, plus, minus } = await quantity(html`<ws-quantity value="4" min="2" max="5"></ws-quantity>`);
    plus.click();
    plus.click();
    plus.click();
    expect(el.value).to.equal('5');
    for (let i = 0; i < 6; i += 1) minus.click();
    expect(el.value).to.equal('2');
  });

  it('steps by the step attribute, without float noise', async () => {
    const { el, plus } = await quantity(html`<ws-quantity value="0" step="0.1"></ws-quantity>`);
    plus.click();
    plus.click();
    plus.click();
    expect(el.value).to.equal('0.3');
  });

  it('treats an invalid value as 0 and raises it to min', async () => {
    const invalid = await quantity(html`<ws-quantity value="viele"></ws-quantity>`);
    expect(invalid.el.value).to.equal('0');
    const belowMin = await quantity(html`<ws-quantity value="abc" min="1"></ws-quantity>`);
    expect(belowMin.el.value).to.equal('1');
    const low = await quantity(html`<ws-quantity value="-4" min="2"></ws-quantity>`);
    expect(low.el.value).to.equal('2');
  });

  it('marks the buttons at a limit as unavailable, and labels every control', async () => {
    const { plus, minus, input } = await quantity(html`<ws-quantity value="1" min="1" max="2"></ws-quantity>`);
    expect(minus.getAttribute('aria-disabled')).to.equal('true');
    expect(plus.getAttribute('aria-disabled')).to.equal('false');
    expect(minus.getAttribute('aria-label')).to.equal('Menge verringern');
    expect(plus.getAttribute('aria-label')).to.equal('Menge erhöhen');
    expect(input.getAttribute('aria-label')).to.equal('Menge');
    plus.click();
    await waitUntil(() => plus.getAttribute('aria-disabled') === 'true', 'plus not marked at max');
  });

  it('takes its name from a label attribute or a <label for>', async () => {
    const own = await quantity(html`<ws-quantity label="Anzahl Politur-Sets"></ws-quantity>`);
    expect(own.input.getAttribute('aria-label')).to.equal('Anzahl Politur-Sets');
    const wrapper = await fixture<HTMLElement>(
      html`<form><label for="q">Stückzahl</label><ws-quantity id="q"></ws-quantity></form>`,
    );
    const el = wrapper.querySelector('ws-quantity')!;
    const { input } = await rendered(el);
    await waitUntil(() => input.getAttribute('aria-label') === 'Stückzahl', 'label not used');
  });

  it('fires input and change once each for a button press, from the host', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><ws-quantity value="1"></ws-quantity></div>`);
    const el = wrapper.querySelector('ws-quantity')!;
    const { plus } = await rendered(el);
    const events: string[] = [];
    wrapper.addEventListener('input', (e) => events.push(`input:${(e.target as Element).localName}`));
    wrapper.addEventListener('change', (e) => events.push(`change:${(e.target as Element).localName}`));
    plus.click();
    expect(events).to.deep.equal(['input:ws-quantity', 'change:ws-quantity']);
  });

  it('typing fires one input per keystroke and change on commit, with the rules applied', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><ws-quantity value="1" max="10"></ws-quantity><button>weiter</button></div>`,
    );
    const el = wrapper.querySelector('ws-quantity')!;
    const { input } = await rendered(el);
    const events: string[] = [];
    wrapper.addEventListener('input', () => events.push('input'));
    wrapper.addEventListener('change', () => events.push('change'));
    input.focus();
    input.select();
    await sendKeys({ type: '42' });
    expect(events).to.deep.equal(['input', 'input']);
    await sendKeys({ press: 'Tab' });
    expect(events).to.deep.equal(['input', 'input', 'change']);
    expect(el.value).to.equal('10');
    await shows(input, '10');
  });

  it('arrow keys in the field step with the same rules', async () => {
    const { el, input } = await quantity(html`<ws-quantity value="1" max="2"></ws-quantity>`);
    input.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(el.value).to.equal('2');
    await sendKeys({ press: 'ArrowDown' });
    expect(el.value).to.equal('1');
    await shows(input, '1');
  });

  it('is submitted with its form under its name', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><ws-quantity name="menge" value="2"></ws-quantity></form>`);
    const el = form.querySelector('ws-quantity')!;
    const { plus } = await rendered(el);
    expect(new FormData(form).get('menge')).to.equal('2');
    plus.click();
    expect(new FormData(form).get('menge')).to.equal('3');
    expect(el.form).to.equal(form);
  });

  it('goes back to its value attribute when the form is reset', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><ws-quantity name="menge" value="2"></ws-quantity></form>`);
    const el = form.querySelector('ws-quantity')!;
    const { plus, input } = await rendered(el);
    plus.click();
    plus.click();
    expect(el.value).to.equal('4');
    form.reset();
    expect(el.value).to.equal('2');
    expect(new FormData(form).get('menge')).to.equal('2');
    await shows(input, '2');
  });

  it('is disabled with a disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset disabled><ws-quantity value="2"></ws-quantity></fieldset></form>`,
    );
    const el = form.querySelector('ws-quantity')!;
    const { plus, input } = await rendered(el);
    await waitUntil(() => input.disabled, 'field not disabled');
    plus.click();
    expect(el.value).to.equal('2');
  });

  it('accepts a value set by script, with the rules applied', async () => {
    const { el, input } = await quantity(html`<ws-quantity min="1" max="9"></ws-quantity>`);
    el.value = '7';
    await shows(input, '7');
    el.value = '99';
    expect(el.value).to.equal('9');
    el.value = 'x';
    expect(el.value).to.equal('1');
  });

  it('follows min and max attribute changes', async () => {
    const { el } = await quantity(html`<ws-quantity value="5"></ws-quantity>`);
    el.setAttribute('max', '3');
    await aTimeout(0);
    expect(el.value).to.equal('3');
  });

  it('passes axe-core', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><label for="qty">Menge Lackstift</label><ws-quantity id="qty" name="qty" value="1" min="1" max="5"></ws-quantity></form>`,
    );
    await rendered(form.querySelector('ws-quantity')!);
    await expect(form).to.be.accessible();
  });
});
