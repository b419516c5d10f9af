import {lowerBound} from '../../shared/sortedSearch';

/**
 * Binary searches over a list of terms in code-unit order (the split index's term list, and the
 * typo correction's dictionary), on the search's one lower bound.
 */

export {lowerBound};

/** First position at or after `from` whose term does not start with `prefix`. */
export function prefixEnd(terms: readonly string[], prefix: string, from = 0): number {
  // Every term starting with `prefix` sorts before prefix + the highest code unit.
  return lowerBound(terms, `${prefix}\uffff`, from);
}
