// How an element asks for consent: it follows the bus's consent$, and never reads a cookie.
import { useSyncExternalStore } from 'react';
import { consent$, getConsent, hasConsent, type ConsentState } from '../../consent-bus/index.ts';

function subscribe(onChange: () => void): () => void {
  const subscription = consent$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** True while the visitor accepts `category`; the component re-renders when that changes. */
export function useConsent(category: string): boolean {
  return useSyncExternalStore(subscribe, () => hasConsent(category));
}

/** The whole consent state (banner, switches): re-renders on every change the bus publishes. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, getConsent);
}
