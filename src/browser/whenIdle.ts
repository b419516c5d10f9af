/**
 * Runs work when the browser is idle, for what may wait (link prefetches, the search preload):
 * requestIdleCallback where there is one; Safari has none, so there a timer stands in, and the
 * work gets a deadline with no time left.
 */

export interface WhenIdleOptions {
  /** requestIdleCallback's `timeout`: run by then even if the page was never idle. */
  timeoutMs?: number;
  /** Without requestIdleCallback: the delay before the work runs. */
  fallbackMs: number;
}

/** Schedules `run` and returns a function that cancels it if it has not run yet. */
export function whenIdle(run: (deadline: IdleDeadline) => void, {timeoutMs, fallbackMs}: WhenIdleOptions): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, timeoutMs === undefined ? undefined : {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => run({didTimeout: true, timeRemaining: () => 0}), fallbackMs);
  return () => window.clearTimeout(handle);
}
