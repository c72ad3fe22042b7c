// How an `extend` element class that owns its state tells its React view (off-canvas, lightbox):
// the view subscribes with useSyncExternalStore, the element publishes after every change.
import { flushSync } from 'react-dom';

export interface ViewChannel {
  /** For useSyncExternalStore: a bound function, safe to hand over as it is. */
  subscribe(listener: () => void): () => void;
  /** Tells the view; it has rendered the change when this returns (so the element can focus and measure what it shows).
   */
  publish(): void;
}

export function viewChannel(): ViewChannel {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: () =>
      flushSync(() => {
        for (const listener of listeners) listener();
      }),
  };
}
