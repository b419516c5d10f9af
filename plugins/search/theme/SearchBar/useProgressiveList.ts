import {useEffect, useMemo, useState} from 'react';
import {FIRST_SCREEN_RESULTS, RESULTS_BATCH} from '../../shared/limits';

/**
 * The first FIRST_SCREEN_RESULTS items of a list at once, then RESULTS_BATCH more per frame after
 * the first are painted: the first results show without waiting for the snippets and markup of
 * all 50. A new list starts again from the first batch. `laterReady` (the split index's
 * previewsReady) holds the later batches back until the text of their snippets is in.
 */
export function useProgressiveList<T>(items: readonly T[] | null, laterReady?: Promise<void>): T[] {
  const [rendered, setRendered] = useState<{items: readonly T[] | null; count: number}>({items: null, count: 0});
  const count = rendered.items === items ? rendered.count : FIRST_SCREEN_RESULTS;
  useEffect(() => {
    if (!items || count >= items.length) {
      return undefined;
    }
    let timer: number | undefined;
    let frame: number | undefined;
    let live = true;
    void (laterReady ?? Promise.resolve()).then(() => {
      if (live) {
        frame = window.requestAnimationFrame(() => {
          timer = window.setTimeout(() => setRendered({items, count: count + RESULTS_BATCH}));
        });
      }
    });
    return () => {
      live = false;
      if (frame !== undefined) {
        window.cancelAnimationFrame(frame);
      }
      window.clearTimeout(timer);
    };
  }, [items, count, laterReady]);
  return useMemo(() => items?.slice(0, count) ?? [], [items, count]);
}
