import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from '../../../src/browser/whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the work to requestIdleCallback with the timeout, and cancels it there', () => {
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', {requestIdleCallback, cancelIdleCallback});
    const run = vi.fn();
    const cancel = whenIdle(run, {timeoutMs: 2000, fallbackMs: 100});
    expect(requestIdleCallback).toHaveBeenCalledWith(run, {timeout: 2000});
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('passes no timeout when none is asked for', () => {
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal('window', {requestIdleCallback, cancelIdleCallback: vi.fn()});
    whenIdle(vi.fn(), {fallbackMs: 2000});
    expect(requestIdleCallback.mock.calls[0][1]).toBeUndefined();
  });

  it('without requestIdleCallback (Safari), runs after the fallback delay with no time left', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const run = vi.fn();
    whenIdle(run, {timeoutMs: 2000, fallbackMs: 100});
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const deadline = run.mock.calls[0][0] as IdleDeadline;
    expect(deadline.didTimeout).toBe(true);
    expect(deadline.timeRemaining()).toBe(0);
  });

  it('without requestIdleCallback, a cancelled run never happens', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const run = vi.fn();
    const cancel = whenIdle(run, {fallbackMs: 2000});
    cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
