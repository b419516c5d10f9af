import {describe, expect, it, vi} from 'vitest';
import {MIN_IDLE_MS, withIdlePrefetch} from '../../../src/theme/idlePrefetch';

/** A scheduler the test drives: `idle(ms)` runs the pending callback with that much time left. */
function manualScheduler() {
  const pending: Array<(deadline: IdleDeadline) => void> = [];
  return {
    schedule: (run: (deadline: IdleDeadline) => void) => pending.push(run),
    get pending() {
      return pending.length;
    },
    idle(remainingMs: number[]) {
      const run = pending.shift();
      if (!run) throw new Error('nothing scheduled');
      run({didTimeout: false, timeRemaining: () => remainingMs.shift() ?? 0});
    },
  };
}

/** A clock that never moves: a prefetch takes no time, whatever the host's load (a real clock made
 * a call descheduled for 40 ms look like a slow prefetch, and the test failed on a busy machine). */
const stoppedClock = (): number => 0;

describe('withIdlePrefetch', () => {
  it('prefetches nothing until the page is idle, then in call order', () => {
    const prefetch = vi.fn((): false => false);
    const scheduler = manualScheduler();
    const docusaurus = withIdlePrefetch({prefetch, preload: vi.fn((): false => false)}, scheduler.schedule, stoppedClock);
    docusaurus.prefetch('/a');
    docusaurus.prefetch('/b');
    docusaurus.prefetch('/c');
    expect(prefetch).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(1);
    scheduler.idle([40, 40]);
    expect(prefetch.mock.calls).toEqual([['/a'], ['/b'], ['/c']]);
    expect(scheduler.pending).toBe(0);
  });

  it('stops when the idle period runs short and goes on in the next one', () => {
    const prefetch = vi.fn((): false => false);
    const scheduler = manualScheduler();
    const docusaurus = withIdlePrefetch({prefetch, preload: vi.fn((): false => false)}, scheduler.schedule, stoppedClock);
    ['/a', '/b', '/c'].forEach((path) => docusaurus.prefetch(path));
    scheduler.idle([MIN_IDLE_MS]);
    // One prefetch per period at least; the second waits, for only MIN_IDLE_MS were left.
    expect(prefetch.mock.calls).toEqual([['/a']]);
    expect(scheduler.pending).toBe(1);
    scheduler.idle([0]);
    scheduler.idle([]);
    expect(prefetch.mock.calls).toEqual([['/a'], ['/b'], ['/c']]);
    // A later link schedules a new idle callback.
    docusaurus.prefetch('/d');
    expect(scheduler.pending).toBe(1);
  });

  it('leaves preload (hover, touch) immediate', () => {
    const preload = vi.fn((): false => false);
    const scheduler = manualScheduler();
    withIdlePrefetch({prefetch: vi.fn((): false => false), preload}, scheduler.schedule).preload('/a');
    expect(preload).toHaveBeenCalledWith('/a');
    expect(scheduler.pending).toBe(0);
  });

  it('does not start another prefetch in a period with less time left than the last one took', () => {
    let clock = 0;
    // Each prefetch takes 30 ms (a slow phone inserting its <link> elements).
    const prefetch = vi.fn((): false => {
      clock += 30;
      return false;
    });
    const scheduler = manualScheduler();
    const docusaurus = withIdlePrefetch({prefetch, preload: vi.fn((): false => false)}, scheduler.schedule, () => clock);
    ['/a', '/b', '/c'].forEach((path) => docusaurus.prefetch(path));
    // 20 ms left after the first: more than MIN_IDLE_MS, less than the 30 ms it took.
    scheduler.idle([20]);
    expect(prefetch).toHaveBeenCalledTimes(1);
    scheduler.idle([40, 5]);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });
});
