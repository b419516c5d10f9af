/**
 * Docusaurus prefetches the route chunks of every link that scrolls into view, from the link's
 * IntersectionObserver callback. Right after hydration that is one task for all visible links:
 * each is matched against the whole route table and gets <link rel="prefetch"> elements (on the
 * Android installation guide, 230-300 ms of main thread at 4× CPU throttling, just when a visitor
 * starts to scroll and tap). Here prefetches are queued and made in idle periods, a few at a
 * time. Docusaurus's own prefetch still decides what to fetch (and skips 2g and data saver), and
 * each chunk file is prefetched once (./prefetchOnce).
 */

import {whenIdle} from '../browser/whenIdle';
import {prefetchingOnce, type PrefetchParent} from './prefetchOnce';

/** Docusaurus's `window.docusaurus`: false when it does not fetch, else when its chunks are in. */
export interface DocusaurusPrefetcher {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

export type IdleScheduler = (run: (deadline: IdleDeadline) => void) => void;

/**
 * The next prefetch waits for another idle period unless more time is left than this and than
 * the last prefetch took: one prefetch inserts several <link> elements, which on a slow phone
 * takes tens of milliseconds, and an idle period is at most 50 ms.
 */
export const MIN_IDLE_MS = 8;

/** In idle periods, at the latest after 2 s; without requestIdleCallback (Safari), one prefetch per 100 ms. */
export const scheduleIdle: IdleScheduler = (run) => {
  whenIdle(run, {timeoutMs: 2000, fallbackMs: 100});
};

/**
 * `docusaurus` with prefetch deferred to idle periods, in call order; preload (on hover and
 * touch, a navigation is likely) stays immediate.
 */
export function withIdlePrefetch(
  docusaurus: DocusaurusPrefetcher,
  schedule: IdleScheduler = scheduleIdle,
  now: () => number = () => performance.now(),
  head: () => PrefetchParent | null = () => (typeof document === 'undefined' ? null : document.head),
): DocusaurusPrefetcher {
  const prefetched = new Set<string>();
  const queue: Array<{routePath: string; done: (result: void[]) => void}> = [];
  let scheduled = false;
  const run = (deadline: IdleDeadline): void => {
    // At least one per period, so a page that is never idle still gets its prefetches.
    let lastMs: number;
    do {
      const {routePath, done} = queue.shift() as (typeof queue)[number];
      const started = now();
      const parent = head();
      const fetching = parent ? prefetchingOnce(parent, prefetched, () => docusaurus.prefetch(routePath)) : docusaurus.prefetch(routePath);
      lastMs = now() - started;
      void Promise.resolve(fetching || []).then(done);
    } while (queue.length > 0 && deadline.timeRemaining() > Math.max(MIN_IDLE_MS, lastMs));
    if (queue.length > 0) {
      schedule(run);
    } else {
      scheduled = false;
    }
  };
  return {
    ...docusaurus,
    prefetch(routePath: string): Promise<void[]> {
      const queued = new Promise<void[]>((done) => queue.push({routePath, done}));
      if (!scheduled) {
        scheduled = true;
        schedule(run);
      }
      return queued;
    },
  };
}
