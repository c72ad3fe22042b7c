import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { debounce, throttle, type Later } from '../../platform/timing.ts';

/** A clock the test moves by hand: `later` queues, `advance` runs what is due. */
function manualClock() {
  let now = 0;
  let queue: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
  const later: Later = (run, wait) => {
    const entry = { at: now + wait, run, cancelled: false };
    queue.push(entry);
    return () => (entry.cancelled = true);
  };
  const advance = (ms: number) => {
    now += ms;
    const due = queue.filter((entry) => entry.at <= now);
    queue = queue.filter((entry) => entry.at > now);
    for (const entry of due) if (!entry.cancelled) entry.run();
  };
  return { now: () => now, later, advance };
}

describe('platform/timing', () => {
  it('debounce runs once, with the last arguments, after a quiet spell', () => {
    const clock = manualClock();
    const seen: string[] = [];
    const typed = debounce((text: string) => seen.push(text), 500, clock.later);
    typed('k');
    clock.advance(300);
    typed('ka');
    clock.advance(300);
    typed('kar');
    assert.deepEqual(seen, []);
    clock.advance(499);
    assert.deepEqual(seen, []);
    clock.advance(1);
    assert.deepEqual(seen, ['kar']);
  });

  it('cancel drops the waiting run of a debounce and of a throttle', () => {
    const clock = manualClock();
    let runs = 0;
    const debounced = debounce(() => (runs += 1), 100, clock.later);
    debounced();
    debounced.cancel();
    const throttled = throttle(() => (runs += 1), 100, clock.now, clock.later);
    throttled();
    throttled();
    throttled.cancel();
    clock.advance(1000);
    assert.equal(runs, 1, 'only the throttle’s first call ran');
    throttled();
    assert.equal(runs, 2, 'after a cancel the throttle runs at once again');
  });
});
