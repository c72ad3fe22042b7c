// When the kit's work is done: a parcel's lifecycles run in microtasks of the task that asked for
// them (elements/kit/define.ts), so tests look at the end of that task, or right before the next frame.
import { inNextTask } from '../../platform/next-task.ts';

/** Resolves in a task queued now: the current task and all its microtasks are over. */
export const afterThisTask = () => new Promise<void>((resolve) => inNextTask(resolve));

/** Runs `look` right before the next frame is painted: what it sees is what that frame shows. */
export const beforeNextFrame = <T>(look: () => T) =>
  new Promise<T>((resolve) => requestAnimationFrame(() => resolve(look())));

/**
 * Resolves once every finite animation and transition now running in the page, and in `host`'s
 * shadow root, has ended: a condition to wait for where a sleep of its duration loses on a slow run.
 */
export async function afterAnimations(host?: Element): Promise<void> {
  const running = new Set([...document.getAnimations(), ...(host?.shadowRoot?.getAnimations() ?? [])]);
  const finite = [...running].filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
