import type {FieldTermData} from './miniSearchInternals';

const byTerm = (a: [string, FieldTermData], b: [string, FieldTermData]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * A prefix's index terms in code-unit order. The radix tree lists them in the order they were
 * added: sorted for search-db.json, whose terms are written sorted, but not for the split index,
 * whose shards arrive as queries need them. Scores are sums over these terms, and the order of a
 * sum can change its last bit, and with it the order of two results that tie: a fixed order keeps
 * the ranking the same whichever way the index was loaded. Sorting is skipped when already sorted.
 */
export function inTermOrder(entries: Iterable<[string, FieldTermData]>): Array<[string, FieldTermData]> {
  const list = [...entries];
  for (let i = 1; i < list.length; i += 1) {
    if (list[i - 1][0] > list[i][0]) {
      return list.sort(byTerm);
    }
  }
  return list;
}
