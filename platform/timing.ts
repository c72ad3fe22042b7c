// Pacing for work that events ask for too often (scroll, resize, typing): the one throttle and the
// one debounce of the code that ships. Each returns the paced function with `cancel()`, for the
// cleanup of whoever started it.

/** A paced function: call it as often as events come; `cancel()` drops a run that is waiting. */
export interface Paced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs `run` after `wait` ms; returns what cancels it. Replaceable in tests. */
export type Later = (run: () => void, wait: number) => () => void;

const timeout: Later = (run, wait) => {
  const id = setTimeout(run, wait);
  return () => clearTimeout(id);
};

/**
 * Runs `work` at most once per `ms`: the first call at once, the calls within the interval together
 * at its end. `now` and `later` are the clock (replaceable in tests).
 */
export function throttle(
  work: () => void,
  ms: number,
  now: () => number = () => performance.now(),
  later: Later = timeout,
): Paced<[]> {
  let last = -Infinity;
  let cancelWaiting: (() => void) | undefined;
  const run = () => {
    cancelWaiting = undefined;
    last = now();
    work();
  };
  const paced = () => {
    if (cancelWaiting) return;
    const wait = last + ms - now();
    if (wait <= 0) return run();
    cancelWaiting = later(run, wait);
  };
  paced.cancel = () => {
    cancelWaiting?.();
    cancelWaiting = undefined;
  };
  return paced;
}

/** Runs `work` once `ms` have passed without another call, with the last call's arguments. */
export function debounce<A extends unknown[]>(
  work: (...args: A) => void,
  ms: number,
  later: Later = timeout,
): Paced<A> {
  let cancelWaiting: (() => void) | undefined;
  const paced = (...args: A) => {
    cancelWaiting?.();
    cancelWaiting = later(() => {
      cancelWaiting = undefined;
      work(...args);
    }, ms);
  };
  paced.cancel = () => {
    cancelWaiting?.();
    cancelWaiting = undefined;
  };
  return paced;
}
