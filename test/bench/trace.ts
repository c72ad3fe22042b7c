// What the benchmarks read from a Chromium trace and print: the main thread's tasks, medians and maxima.

export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string } };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);

/** The complete events ('X') of the renderer's main thread in a trace. */
export function mainThreadEvents(trace: { traceEvents: TraceEvent[] }): TraceEvent[] {
  const main = trace.traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return [];
  return trace.traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
}

/** The renderer's main thread in a trace, and its tasks' durations in ms. */
export function mainThreadTasks(trace: { traceEvents: TraceEvent[] }): number[] {
  return mainThreadEvents(trace)
    .filter((event) => event.name === 'RunTask')
    .map((event) => (event.dur ?? 0) / 1000);
}
