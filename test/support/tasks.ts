// When the kit's work is done: a parcel's lifecycles run in microtasks of the task that asked for
// them (elements/kit/define.ts), so tests look at the end of that task, or right before the next frame.
import { inNextTask } from '../../platform/next-task.ts';

/** Resolves in a task queued now: the current task and all its microtasks are over. */
export const afterThisTask = () => new Promise<void>((resolve) => inNextTask(resolve));

/** Runs `look` right before the next frame is painted: what it sees is what that frame shows. */
export const beforeNextFrame = <T>(look: () => T) =>
  new Promise<T>((resolve) => requestAnimationFrame(() => resolve(look())));
