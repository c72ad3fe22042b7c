// The order the page runtime starts in: the consent bus first, so that no element can render
// content that needs consent before consent is known; the elements second.

export interface BootSteps<L> {
  startConsentBus: () => void;
  startElements: () => L;
}

export interface BootResult<L> {
  loader: L;
  /** The steps in the order they ran: checked by the tests. */
  order: string[];
}

export function boot<L>(steps: BootSteps<L>): BootResult<L> {
  const order: string[] = [];
  steps.startConsentBus();
  order.push('consent-bus');
  const loader = steps.startElements();
  order.push('elements');
  return { loader, order };
}
