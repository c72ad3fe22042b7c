// <ws-quantity>'s first frame: minus and plus drawn without React around the page author's own number
// field (slotted), which stays the form's field until the element takes it over. The buttons step
// that field by the element's rules (rules.ts) and fire input and change on it, as the element does;
// what they set is what the element takes over (quantity-element.ts). So the element's code (with
// React) waits for a sign of interest in the box (whenCodeWanted), and a shop page whose visitor only
// looks loads no React. A box without a fallback field has nothing to show or send before its code:
// its code comes at once (README.md, "Before the code"). The build makes this file self-contained
// (rollup.config.mjs).
import { parseAttributes } from '../kit/attributes.ts';
import { Disposer } from '../../platform/disposer.ts';
import { FIRST_FRAME_ATTRIBUTE } from '../../platform/element-states.ts';
import { pageLanguage, whenParsed } from '../../platform/environment.ts';
import { alreadyInterested, onFirstInterest } from '../../platform/interest.ts';
import { madeElement } from '../../platform/made-element.ts';
import { sharedSheet } from '../../platform/sheets.ts';
import { handFocusOver, trackPresses } from '../../platform/take-over.ts';
import { tokenStyles } from '../../platform/tokens.ts';
import {
  canStepDown,
  canStepUp,
  QUANTITY_LABELS,
  quantityLimits,
  stepDown,
  stepUp,
  type QuantityLimits,
} from './rules.ts';
import { quantityAttributes } from './schema.ts';
import { quantityStyles } from './styles.ts';

// The shell asks the frame's file for it (shell/registry.ts).
export { whenUnpressed } from '../../platform/take-over.ts';

/** The page author's no-JS field, as the element finds it (quantity-element.ts). */
const fallbackField = (host: Element) => host.querySelector<HTMLInputElement>(':scope > input');

/** The element warns about impossible limits once its code has come; the frame stays quiet. */
const quiet = () => {};

/** The limits the element will apply: its own attributes win over the field's (README.md). */
function limitsOf(host: Element, field: HTMLInputElement): QuantityLimits {
  const read = (name: string) => host.getAttribute(name) ?? field.getAttribute(name);
  return quantityLimits(parseAttributes(quantityAttributes, read, quiet, false), quiet);
}

/** Draws minus and plus around the fallback field of a not-yet-defined <ws-quantity> (nothing without one). */
export function paintFirstFrame(host: HTMLElement): void {
  if (customElements.get(host.localName) || host.shadowRoot) return;
  const field = fallbackField(host);
  // The parser may not have reached the field yet (the shell runs async).
  if (!field) {
    if (host.ownerDocument.readyState === 'loading')
      void whenParsed(host.ownerDocument).then(() => fallbackField(host) && paintFirstFrame(host));
    return;
  }
  const labels = QUANTITY_LABELS[pageLanguage(host)];
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sharedSheet(tokenStyles), sharedSheet(quantityStyles)];
  const name = host.getAttribute('label') || field.labels?.[0]?.textContent?.trim() || labels.quantity;
  const group = madeElement('div', { class: 'quantity', part: 'group', role: 'group', 'aria-label': name });
  const stepButton = (part: 'minus' | 'plus', label: string, symbol: string) => {
    const button = madeElement('button', {
      type: 'button',
      part: `button ${part}`,
      class: 'step',
      'aria-label': label,
    });
    button.append(madeElement('span', { 'aria-hidden': 'true' }, symbol));
    return button;
  };
  const minus = stepButton('minus', labels.decrease, '−');
  const plus = stepButton('plus', labels.increase, '+');
  group.append(minus, document.createElement('slot'), plus);
  root.append(group);

  // At a limit a button is aria-disabled rather than disabled, so it keeps focus (as the element's).
  const showLimits = () => {
    const limits = limitsOf(host, field);
    const usable = !field.matches(':disabled');
    minus.setAttribute('aria-disabled', String(!(usable && canStepDown(field.value, limits))));
    plus.setAttribute('aria-disabled', String(!(usable && canStepUp(field.value, limits))));
  };
  const step = (next: (value: string, limits: QuantityLimits) => number) => {
    if (field.matches(':disabled')) return;
    const value = String(next(field.value, limitsOf(host, field)));
    if (value === field.value) return;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const stops = new Disposer();
  stops.listen(minus, 'click', () => step(stepDown));
  stops.listen(plus, 'click', () => step(stepUp));
  stops.listen(host, 'input', showLimits);
  stops.listen(host, 'change', showLimits);
  // A reset puts the field back after its event.
  if (field.form) stops.listen(field.form, 'reset', () => setTimeout(showLimits, 0));
  showLimits();

  trackPresses(host, root);
  // The reserved look of the field gives way to the frame's own (shell/reserves.ts).
  host.setAttribute(FIRST_FRAME_ATTRIBUTE, '');
  let handedOver = false;
  handFocusOver(
    host,
    root,
    (node) => group.contains(node),
    () => !handedOver,
    () => {
      handedOver = true;
      stops.dispose();
    },
  );
}

/** What a script may change that only the element's code answers. */
const SCRIPTED = ['value', 'min', 'max', 'step', 'name', 'label', 'lang'];

/** The element's waiting rule (shell/registry.ts): its code comes with interest, at once without a page's field. */
export async function whenCodeWanted(host: Element, onWait: () => void): Promise<void> {
  await whenParsed(host.ownerDocument);
  // Without the page's field, or the visitor already on the box (pointer or focus came before this rule listened).
  if (!fallbackField(host) || alreadyInterested(host)) return;
  onWait();
  return new Promise((resolve) => {
    const stops = onFirstInterest([host], resolve);
    const changed = new MutationObserver(() => {
      stops.dispose();
      resolve();
    });
    changed.observe(host, { attributeFilter: SCRIPTED });
    stops.add(() => changed.disconnect());
  });
}
