// The form-associated part of <ws-quantity>: it owns the value so that forms, scripts and the
// React view all see the same number (a native field keeps its value on the element too).
import { settingsOf, type WsElementBase, type WsElementConstructor } from '../kit/define.ts';
import {
  attributesFromField,
  canStepDown,
  canStepUp,
  normalizeQuantity,
  parseQuantity,
  quantityLimits,
  stepDown,
  stepUp,
  visitorValue,
  type QuantityLimits,
} from './rules.ts';
import type { quantityAttributes } from './schema.ts';

export interface QuantityHost extends WsElementBase {
  readonly limits: QuantityLimits;
  readonly valueAsNumber: number;
  value: string;
  readonly formDisabled: boolean;
  readonly accessibleLabel: string | undefined;
  readonly form: HTMLFormElement | null;
  stepUp(): void;
  stepDown(): void;
  canStepUp(): boolean;
  canStepDown(): boolean;
  /** A keystroke in the field: the value follows at once, `change` waits for commit. */
  typeValue(text: string): void;
  /** Enter, blur: the typed value is normalized and `change` fires. */
  commitValue(): void;
  subscribe(listener: () => void): () => void;
  /** Grows on every change of value, limits or disabled state: the view's store snapshot. */
  readonly revision: number;
}

/** Fallback fields already taken over (an element moved in the page connects again). */
const takenOver = new WeakSet<HTMLInputElement>();

export function withFormAssociation(Base: WsElementConstructor): WsElementConstructor {
  class QuantityElement extends Base implements QuantityHost {
    static formAssociated = true;

    readonly #internals = this.attachInternals();
    readonly #listeners = new Set<() => void>();
    /** What the visitor or a script set; undefined means "the value attribute". */
    #currentValue: unknown = undefined;
    #formDisabled = false;
    #revision = 0;
    /** Watches for a fallback field that arrives after the element (see enteredPageCallback). */
    #fieldWatch: MutationObserver | undefined;
    /** The no-JS field this element took over (at most one). */
    #field: HTMLInputElement | undefined;

    constructor() {
      super();
      // A <label for> click arrives as a click on the host itself: take it to the field, as natively.
      this.addEventListener('click', (event) => {
        if (event.composedPath()[0] === this) this.focus();
      });
    }

    /** Focus goes to the number field, not to the minus button that comes first. */
    override focus(options?: FocusOptions): void {
      this.shadowRoot?.querySelector('input')?.focus(options);
    }

    get revision(): number {
      return this.#revision;
    }

    get limits(): QuantityLimits {
      // Read on every render and click: computed once per change of the attributes.
      return settingsOf<typeof quantityAttributes, QuantityLimits>(this, quantityLimits);
    }

    /** The value attribute is the default value, as on <input>. */
    get #defaultValue(): unknown {
      return this.getAttribute('value');
    }

    get valueAsNumber(): number {
      return normalizeQuantity(this.#currentValue ?? this.#defaultValue, this.limits);
    }

    get value(): string {
      return String(this.valueAsNumber);
    }

    set value(next: string | number) {
      this.#currentValue = parseQuantity(next);
      this.#publish();
    }

    get form(): HTMLFormElement | null {
      return this.#internals.form;
    }

    get formDisabled(): boolean {
      return this.#formDisabled;
    }

    /** The `label` attribute, else the text of a <label for> pointing at the element. */
    get accessibleLabel(): string | undefined {
      const own = this.getAttribute('label');
      if (own) return own;
      const text = this.#internals.labels[0]?.textContent?.trim();
      return text || undefined;
    }

    /** Whether the visitor was typing in the fallback field as it was taken over. */
    #fieldHadFocus = false;

    override willRenderCallback(): void {
      super.willRenderCallback();
      // Before the first render, so it shows the field's value; until then the field is the visitor's.
      const field = this.#fallbackField();
      this.#fieldHadFocus = field ? this.#takeOver(field) : false;
    }

    override enteredPageCallback(): void {
      super.enteredPageCallback();
      // The caret goes on in ours.
      if (this.#fieldHadFocus) this.focus();
      this.#fieldHadFocus = false;
      this.#publish();
      if (this.#field) return;
      // The shell runs async, so the element may be defined while the page still parses: the parser
      // then adds the field after the element.
      this.#fieldWatch = new MutationObserver(() => {
        const late = this.#fallbackField();
        if (!late) return;
        this.#stopWatching();
        this.#takeOver(late);
        this.#publish();
      });
      this.#fieldWatch.observe(this, { childList: true });
    }

    override leftPageCallback(): void {
      this.#stopWatching();
      super.leftPageCallback();
    }

    #stopWatching(): void {
      this.#fieldWatch?.disconnect();
      this.#fieldWatch = undefined;
    }

    /** The page author's no-JS field: an `<input>` child not taken over yet. */
    #fallbackField(): HTMLInputElement | undefined {
      const field = this.querySelector<HTMLInputElement>(':scope > input');
      return field && !takenOver.has(field) ? field : undefined;
    }

    /**
     * The page author's no-JS field (`<input type="number">` inside the tag) hands over what the
     * element lacks (README: the element's attributes win), its id (so `<label for>` now names the
     * element) and what the visitor typed; then it leaves the form so the value is sent once.
     * The shadow root has no slot, so the field is no longer shown. Returns whether it had focus.
     */
    #takeOver(field: HTMLInputElement): boolean {
      takenOver.add(field);
      this.#field = field;
      const fallback = {
        attribute: (name: string) => field.getAttribute(name),
        value: field.value,
        defaultValue: field.defaultValue,
      };
      for (const [name, value] of attributesFromField((name) => this.hasAttribute(name), fallback))
        this.setAttribute(name, value);
      const typed = visitorValue(fallback);
      if (typed !== undefined) this.#currentValue = parseQuantity(typed);
      if (field.id && !this.id) {
        const id = field.id;
        field.removeAttribute('id');
        this.id = id;
      }
      const hadFocus = field.ownerDocument.activeElement === field;
      // Disabled fields are neither submitted nor validated nor focusable: ours is the one field now.
      field.disabled = true;
      field.removeAttribute('name');
      return hadFocus;
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      this.#publish();
    }

    stepUp(): void {
      this.#change(stepUp(this.valueAsNumber, this.limits));
    }

    stepDown(): void {
      this.#change(stepDown(this.valueAsNumber, this.limits));
    }

    canStepUp(): boolean {
      return canStepUp(this.valueAsNumber, this.limits);
    }

    canStepDown(): boolean {
      return canStepDown(this.valueAsNumber, this.limits);
    }

    typeValue(text: string): void {
      this.#currentValue = parseQuantity(text);
      this.#internals.setFormValue(this.value);
      this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }

    commitValue(): void {
      this.#currentValue = this.valueAsNumber;
      this.#publish();
      this.dispatchEvent(new Event('change', { bubbles: true }));
    }

    subscribe = (listener: () => void): (() => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };

    formResetCallback(): void {
      this.#currentValue = undefined;
      this.#publish();
    }

    formStateRestoreCallback(state: string | File | FormData | null): void {
      if (typeof state === 'string') this.value = state;
    }

    formDisabledCallback(disabled: boolean): void {
      this.#formDisabled = disabled;
      this.#publish();
    }

    /** A button or arrow key: fires input and change like a native number field does. */
    #change(next: number): void {
      if (next === this.valueAsNumber) return;
      this.#currentValue = next;
      this.#publish();
      this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      this.dispatchEvent(new Event('change', { bubbles: true }));
    }

    #publish(): void {
      this.#revision += 1;
      this.#internals.setFormValue(this.value);
      for (const listener of this.#listeners) listener();
    }
  }
  return QuantityElement;
}
