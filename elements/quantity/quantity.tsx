import { useState, useSyncExternalStore, type KeyboardEvent, type FormEvent } from 'react';
import type { ElementProps } from '../kit/define.ts';
import { pageLanguage } from '../../platform/environment.ts';
import type { QuantityHost } from './quantity-element.ts';
import { QUANTITY_LABELS } from './rules.ts';
import type { quantityAttributes } from './schema.ts';

export type QuantityProps = ElementProps<typeof quantityAttributes, QuantityHost>;

interface StepButtonProps {
  part: 'minus' | 'plus';
  label: string;
  symbol: string;
  enabled: boolean;
  onStep: () => void;
}

/** Minus or plus. At a limit it is aria-disabled rather than disabled, so it keeps focus. */
function StepButton({ part, label, symbol, enabled, onStep }: StepButtonProps) {
  return (
    <button
      type="button"
      part={`button ${part}`}
      className="step"
      aria-label={label}
      aria-disabled={!enabled}
      onClick={() => enabled && onStep()}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

/** The view of <ws-quantity>: it renders the host's value and forwards intent to it. */
export function Quantity({ host }: QuantityProps) {
  // The attributes arrive as props too; the host reads them itself, so every change re-renders here.
  useSyncExternalStore(host.subscribe, () => host.revision);
  const value = host.valueAsNumber;
  const [draft, setDraft] = useState<string | null>(null);
  const labels = QUANTITY_LABELS[pageLanguage(host)];
  const name = host.accessibleLabel ?? labels.quantity;
  const { min, max, step } = host.limits;
  const disabled = host.formDisabled;
  const canDown = !disabled && host.canStepDown();
  const canUp = !disabled && host.canStepUp();

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    host.commitValue();
  };
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    // The host fires its own input event; the inner one must not reach the page twice.
    event.stopPropagation();
    setDraft(event.currentTarget.value);
    host.typeValue(event.currentTarget.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      // Our rules, not the browser's: the same stops and rounding as the buttons.
      event.preventDefault();
      commit();
      if (event.key === 'ArrowUp') host.stepUp();
      else host.stepDown();
    } else if (event.key === 'Enter') {
      commit();
    }
  };

  return (
    <div className="quantity" part="group" role="group" aria-label={name}>
      <StepButton part="minus" label={labels.decrease} symbol="−" enabled={canDown} onStep={() => host.stepDown()} />
      <input
        part="input"
        type="number"
        inputMode="decimal"
        aria-label={name}
        value={draft ?? String(value)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onInput={onInput}
        onChange={() => undefined}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <StepButton part="plus" label={labels.increase} symbol="+" enabled={canUp} onStep={() => host.stepUp()} />
    </div>
  );
}
