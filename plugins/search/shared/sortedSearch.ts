/**
 * The one binary search over sorted values: terms in code-unit order (the split index's term list,
 * the typo correction's dictionary), and ascending numbers (the split index's piece starts, a
 * snippet's sentence breaks).
 */

/** First position at or after `from` whose value is not below `value` (values.length if none). */
export function lowerBound<T extends string | number>(values: ArrayLike<T>, value: T, from = 0): number {
  let low = from;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}
