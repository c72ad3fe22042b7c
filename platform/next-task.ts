// A task of its own for work that would otherwise lengthen the current one (docs/REFERENCE.md,
// "Very many elements").

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-visible' }): Promise<unknown>;
}

/** A new task: the browser's scheduler where it has one (no 4 ms clamping of nested timers), else a timer. */
export function inNextTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(run, { priority: 'user-visible' });
  else setTimeout(run, 0);
}

/** Resolves in a new task (see inNextTask): a long run of work awaits it to let the visitor's input in. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
