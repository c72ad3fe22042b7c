// Collects what a piece of test code writes to console.warn or console.error, and restores it.
export async function capturingConsole(
  method: 'warn' | 'error',
  run: () => Promise<void> | void,
): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => calls.push(args);
  try {
    await run();
  } finally {
    console[method] = original;
  }
  return calls;
}
