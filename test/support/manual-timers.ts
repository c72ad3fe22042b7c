// Hand-driven setTimeout/clearTimeout for debounce tests: time moves only when the test says so.
export interface ManualTimers {
  /** Runs every timer due within the next `ms` milliseconds, in order. */
  advance(ms: number): void;
  /** Delays of the pending timers from now. */
  pending(): number[];
  restore(): void;
}

/**
 * Timers that single-spa (its lifecycle watchdogs) and single-spa-react (its completion callbacks)
 * set themselves while an element mounts: not the element's own, so they stay real timers. The
 * stack's third line is the code that called setTimeout (the first two: the error, this mock).
 */
const setBySingleSpa = (stack: string | undefined) => /[\\/]single-spa(-react)?[\\/]/.test(stack?.split('\n')[2] ?? '');

export function manualTimers(): ManualTimers {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  let now = 0;
  let sequence = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    if (setBySingleSpa(new Error().stack)) return realSet(handler, ms, ...args);
    sequence += 1;
    timers.set(sequence, {
      at: now + Number(ms),
      run: () => (typeof handler === 'function' ? handler(...args) : undefined),
    });
    return sequence;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => void timers.delete(id ?? -1)) as typeof window.clearTimeout;
  return {
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
    pending: () => [...timers.values()].map((timer) => timer.at - now),
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
