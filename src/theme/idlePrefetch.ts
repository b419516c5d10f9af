/**
 * Docusaurus prefetches the route chunks of every link that scrolls into view, from the link's
 * IntersectionObserver callback. Right after hydration that is one task for all visible links:
 * each is matched against the whole route table and gets <link rel="prefetch"> elements (on the
 * Android installation guide, 230-300 ms of main thread at 4× CPU throttling, just when a visitor
 * starts to scroll and tap). Here prefetches are queued and made in idle periods, a few at a
 * time. Docusaurus's own prefetch still decides what to fetch (and skips 2g and data saver).
 */

/** Docusaurus's `window.docusaurus`: false when it does not fetch, else when its chunks are in. */
export interface DocusaurusPrefetcher {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

export type IdleScheduler = (run: (deadline: IdleDeadline) => void) => void;

/** Below this many milliseconds left in an idle period, the next prefetch waits for another. */
export const MIN_IDLE_MS = 8;

/** requestIdleCallback where there is one (not in Safari); otherwise one prefetch per 100 ms. */
export const scheduleIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: 2000});
  } else {
    window.setTimeout(() => run({didTimeout: true, timeRemaining: () => 0}), 100);
  }
};

/**
 * `docusaurus` with prefetch deferred to idle periods, in call order; preload (on hover and
 * touch, a navigation is likely) stays immediate.
 */
export function withIdlePrefetch(docusaurus: DocusaurusPrefetcher, schedule: IdleScheduler = scheduleIdle): DocusaurusPrefetcher {
  const queue: Array<{routePath: string; done: (result: void[]) => void}> = [];
  let scheduled = false;
  const run = (deadline: IdleDeadline): void => {
    // At least one per period, so a page that is never idle still gets its prefetches.
    do {
      const {routePath, done} = queue.shift() as (typeof queue)[number];
      const fetching = docusaurus.prefetch(routePath);
      void Promise.resolve(fetching || []).then(done);
    } while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS);
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
