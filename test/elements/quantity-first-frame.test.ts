// The quantity box's first frame (elements/quantity/first-frame.ts): minus and plus drawn without React
// around the page's own field, in the element's box; they step that field by the element's rules and
// fire input and change on it; the element's code waits for interest, then takes the field over with
// what the buttons set, and focus stays on the same button.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { defineElement } from '../../elements/kit/define.ts';
import { paintFirstFrame, whenCodeWanted } from '../../elements/quantity/first-frame.ts';
import { Quantity } from '../../elements/quantity/quantity.tsx';
import { withFormAssociation } from '../../elements/quantity/quantity-element.ts';
import { quantityAttributes } from '../../elements/quantity/schema.ts';
import { quantityStyles } from '../../elements/quantity/styles.ts';
import { FIRST_FRAME_ATTRIBUTE } from '../../platform/element-states.ts';
import { reserveStylesFor } from '../../shell/reserve.ts';
import { elementReserves } from '../../shell/reserves.ts';

/** The element under a tag of its own per test: each test defines its tag once, when "its code comes". */
const elementUnderTag = (tag: `ws-${string}`) =>
  defineElement({
    tag,
    component: Quantity,
    attributes: quantityAttributes,
    styles: quantityStyles,
    extend: withFormAssociation,
  });

/** The box's reserve rules under a test's own tag, as dist/ws.css carries them for ws-quantity. */
function reserveFor(tag: string): CSSStyleSheet {
  const quantity = elementReserves.find((entry) => entry.tag === 'ws-quantity')!;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserveStylesFor([{ ...quantity, tag: tag as `ws-${string}` }]));
  return sheet;
}

/** The group and its buttons: classes, parts, roles, names and states, what the take-over must keep. */
const buttonsShape = (root: ShadowRoot) =>
  [...root.querySelectorAll('.quantity, button, button span')].map((node) =>
    ['class', 'part', 'role', 'aria-label', 'aria-disabled', 'aria-hidden', 'type']
      .map((name) => node.getAttribute(name) ?? '')
      .join('|')
      .concat(`<${node.localName}>${node.childElementCount ? '' : (node.textContent ?? '')}`),
  );

const buttonOf = (el: HTMLElement, part: 'minus' | 'plus') =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[part="button ${part}"]`)!;

/** A cart form with one box around the page's field; the box with its first frame painted. */
async function framed(tag: string, boxAttributes = '', fieldAttributes = 'value="1" min="0" max="3"') {
  const form = await fixture<HTMLFormElement>(html`<form><label for="menge">Politur-Set</label></form>`);
  form.insertAdjacentHTML(
    'beforeend',
    `<${tag} ${boxAttributes}><input type="number" id="menge" name="qty" ${fieldAttributes}></${tag}>`,
  );
  const el = form.lastElementChild as HTMLElement;
  paintFirstFrame(el);
  return { form, el, field: el.querySelector('input')! };
}

describe('the quantity box’s first frame (without React)', () => {
  afterEach(() => {
    document.adoptedStyleSheets = [];
  });

  it('draws the element’s minus and plus around the field, named by its label; the element takes it over unchanged', async () => {
    const { el, field } = await framed('ws-quantity-same');
    document.adoptedStyleSheets = [reserveFor('ws-quantity-same')];
    expect(el.hasAttribute(FIRST_FRAME_ATTRIBUTE)).to.equal(true);
    const group = el.shadowRoot!.querySelector('[part="group"]')!;
    expect(`${group.getAttribute('role')} ${group.getAttribute('aria-label')}`).to.equal('group Politur-Set');
    expect(buttonOf(el, 'minus').getAttribute('aria-label')).to.equal('Menge verringern');
    expect(buttonOf(el, 'plus').getAttribute('aria-label')).to.equal('Menge erhöhen');
    // The page's field is shown between them, the form's field still.
    expect(field.assignedSlot).to.not.equal(null);
    await expect(el).to.be.accessible();
    const before = buttonsShape(el.shadowRoot!);
    const box = JSON.stringify(el.getBoundingClientRect());
    const fieldBox = field.getBoundingClientRect();

    elementUnderTag('ws-quantity-same').define();
    await waitUntil(() => el.shadowRoot!.querySelector('input'), 'no field of the element’s after the take-over');
    expect(buttonsShape(el.shadowRoot!)).to.deep.equal(before);
    expect(JSON.stringify(el.getBoundingClientRect())).to.equal(box);
    // The element's own field sits where the page's was.
    const own = el.shadowRoot!.querySelector('input')!.getBoundingClientRect();
    expect([own.x, own.width, own.height]).to.deep.equal([fieldBox.x, fieldBox.width, fieldBox.height]);
  });

  it('plus and minus step the field by the element’s rules, fire input and change, and stop at the limits', async () => {
    // The box's own max wins over the field's, as when the element takes the field over.
    const { el, field } = await framed('ws-quantity-steps', 'max="2"', 'value="1" min="0" max="9" step="0.5"');
    const events: string[] = [];
    for (const type of ['input', 'change']) el.addEventListener(type, () => events.push(`${type} ${field.value}`));
    buttonOf(el, 'plus').click();
    buttonOf(el, 'plus').click();
    expect(field.value).to.equal('2');
    expect(events).to.deep.equal(['input 1.5', 'change 1.5', 'input 2', 'change 2']);
    expect(buttonOf(el, 'plus').getAttribute('aria-disabled')).to.equal('true');
    buttonOf(el, 'plus').click();
    expect(events).to.have.length(4);
    for (let press = 0; press < 5; press += 1) buttonOf(el, 'minus').click();
    expect(field.value).to.equal('0');
    expect(buttonOf(el, 'minus').getAttribute('aria-disabled')).to.equal('true');
    // Typed into the field: the buttons follow.
    field.value = '1';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(buttonOf(el, 'minus').getAttribute('aria-disabled')).to.equal('false');
  });

  it('a disabled form field steps nothing; a reset puts the field and the buttons back', async () => {
    const { form, el, field } = await framed('ws-quantity-reset');
    buttonOf(el, 'plus').click();
    expect(field.value).to.equal('2');
    form.reset();
    await aTimeout(0);
    expect(field.value).to.equal('1');
    field.disabled = true;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    buttonOf(el, 'plus').click();
    expect(field.value).to.equal('1');
    expect(`${buttonOf(el, 'minus').ariaDisabled} ${buttonOf(el, 'plus').ariaDisabled}`).to.equal('true true');
  });

  it('a box without a field of the page gets no frame, and its code comes at once', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = '<ws-quantity-bare name="qty" value="2"></ws-quantity-bare>';
    const el = wrapper.firstElementChild as HTMLElement;
    paintFirstFrame(el);
    expect(el.shadowRoot).to.equal(null);
    let waited = false;
    await whenCodeWanted(el, () => (waited = true));
    expect(waited).to.equal(false);
  });

  it('its code comes at once when focus is already in the box: the interest came before the rule listened', async () => {
    const { el, field } = await framed('ws-quantity-early');
    field.focus();
    let waited = false;
    await whenCodeWanted(el, () => (waited = true));
    expect(waited).to.equal(false);
  });

  it('its code waits for interest in the box or a script’s change of it', async () => {
    const interests: Array<{ event?: string; attribute?: string }> = [
      ...['pointerover', 'pointerdown', 'focusin', 'keydown'].map((type) => ({ event: type })),
      ...['value', 'max'].map((name) => ({ attribute: name })),
    ];
    for (const [index, { event, attribute }] of interests.entries()) {
      const interest = event ?? attribute;
      const { el } = await framed(`ws-quantity-wait-${index}`);
      let waited = false;
      let wanted = false;
      void whenCodeWanted(el, () => (waited = true)).then(() => (wanted = true));
      await aTimeout(30);
      expect(`${interest}: ${waited} ${wanted}`).to.equal(`${interest}: true false`);
      if (event) el.dispatchEvent(new Event(event, { bubbles: true, composed: true }));
      else el.setAttribute(attribute!, '2');
      await waitUntil(() => wanted, `${interest} did not want the code`);
    }
  });

  it('focus on plus stays there through the take-over, and the element holds what the frame set', async () => {
    const { el } = await framed('ws-quantity-focus');
    buttonOf(el, 'plus').focus();
    buttonOf(el, 'plus').click();
    elementUnderTag('ws-quantity-focus').define();
    await waitUntil(() => el.shadowRoot!.querySelector('input'), 'no field of the element’s after the take-over');
    await waitUntil(() => el.shadowRoot!.activeElement === buttonOf(el, 'plus'), 'focus left plus');
    expect((el as HTMLElement & { value: string }).value).to.equal('2');
    expect(el.shadowRoot!.querySelector('input')!.value).to.equal('2');
  });
});
