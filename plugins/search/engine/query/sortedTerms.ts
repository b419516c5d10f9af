/**
 * Binary searches over a list of terms in code-unit order (the split index's term list, and the
 * typo correction's dictionary).
 */

/** First position in sorted `terms` whose term is not below `term`. */
export function lowerBound(terms: readonly string[], term: string, from = 0): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < term) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

/** First position at or after `from` whose term does not start with `prefix`. */
export function prefixEnd(terms: readonly string[], prefix: string, from = 0): number {
  // Every term starting with `prefix` sorts before prefix + the highest code unit.
  return lowerBound(terms, `${prefix}\uffff`, from);
}
