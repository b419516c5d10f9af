import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from '../../../src/browser/whenIdle';

/**
 * What the work scheduled with whenIdle sees, in a browser with requestIdleCallback and in one
 * without (Safari): it runs when the page is idle, or by its timeout on a page that never is; a
 * cancelled run never happens. The browser's idle scheduling is simulated (below) with the
 * semantics of the HTML standard, so the tests do not depend on how whenIdle calls it.
 */

/** A page whose main thread goes idle when the test says so; timeouts run on Vitest's fake timers. */
function browserWithIdleCallbacks() {
  const pending = new Map<number, {run: IdleRequestCallback; timer?: ReturnType<typeof setTimeout>}>();
  let next = 1;
  const fire = (handle: number, didTimeout: boolean) => {
    const request = pending.get(handle);
    if (!request) return;
    pending.delete(handle);
    clearTimeout(request.timer);
    request.run({didTimeout, timeRemaining: () => (didTimeout ? 0 : 50)});
  };
  const window = {
    requestIdleCallback(run: IdleRequestCallback, options?: IdleRequestOptions): number {
      const handle = next++;
      pending.set(handle, {run});
      if (options?.timeout !== undefined && options.timeout > 0) {
        pending.get(handle)!.timer = setTimeout(() => fire(handle, true), options.timeout);
      }
      return handle;
    },
    cancelIdleCallback(handle: number): void {
      clearTimeout(pending.get(handle)?.timer);
      pending.delete(handle);
    },
  };
  return {window, goIdle: () => [...pending.keys()].forEach((handle) => fire(handle, false))};
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle with requestIdleCallback', () => {
  it('runs the work when the page goes idle, with the idle time left', () => {
    const browser = browserWithIdleCallbacks();
    vi.stubGlobal('window', browser.window);
    const run = vi.fn();
    whenIdle(run, {timeoutMs: 2000, fallbackMs: 100});
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    browser.goIdle();
    expect(run).toHaveBeenCalledTimes(1);
    expect((run.mock.calls[0]![0] as IdleDeadline).timeRemaining()).toBeGreaterThan(0);
  });

  it('runs the work by its timeout on a page that is never idle', () => {
    vi.stubGlobal('window', browserWithIdleCallbacks().window);
    const run = vi.fn();
    whenIdle(run, {timeoutMs: 2000, fallbackMs: 100});
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect((run.mock.calls[0]![0] as IdleDeadline).didTimeout).toBe(true);
  });

  it('without a timeout, waits for idle however long it takes', () => {
    const browser = browserWithIdleCallbacks();
    vi.stubGlobal('window', browser.window);
    const run = vi.fn();
    whenIdle(run, {fallbackMs: 2000});
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    browser.goIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs cancelled work, idle or timed out', () => {
    const browser = browserWithIdleCallbacks();
    vi.stubGlobal('window', browser.window);
    const run = vi.fn();
    whenIdle(run, {timeoutMs: 2000, fallbackMs: 100})();
    browser.goIdle();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('whenIdle without requestIdleCallback (Safari)', () => {
  it('runs after the fallback delay with no time left', () => {
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const run = vi.fn();
    whenIdle(run, {timeoutMs: 2000, fallbackMs: 100});
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const deadline = run.mock.calls[0]![0] as IdleDeadline;
    expect(deadline.didTimeout).toBe(true);
    expect(deadline.timeRemaining()).toBe(0);
  });

  it('never runs cancelled work', () => {
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const run = vi.fn();
    whenIdle(run, {fallbackMs: 2000})();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
