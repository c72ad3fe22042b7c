// What an element starts while in the page (listeners, observers, watchers, waits), kept in one place
// and stopped together when it leaves: the one cleanup list of the element classes.

export class Disposer {
  #stops: Array<() => void> = [];

  /** Whether anything is held: what was started still runs. */
  get active(): boolean {
    return this.#stops.length > 0;
  }

  /** Keeps what stops something that was started. */
  add(...stops: Array<() => void>): void {
    this.#stops.push(...stops);
  }

  /** Listens, and keeps what stops listening. */
  listen<T extends Event>(
    target: EventTarget,
    type: string,
    handler: (event: T) => void,
    options?: AddEventListenerOptions,
  ): void {
    target.addEventListener(type, handler as EventListener, options);
    this.add(() => target.removeEventListener(type, handler as EventListener, options));
  }

  /** Stops everything, in the order it was added. */
  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
  }
}
