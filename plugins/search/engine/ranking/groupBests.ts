import {GroupList} from './groupList';

/**
 * The best score of each result group (a page and its sections) among the records added, kept in
 * typed arrays indexed by group number: a common query matches a thousand records, and ranking
 * needs only each group's best and the n-th best of them before any result object is made.
 *
 * One instance serves every query of a corpus (see reset): Chromium takes about 0.1 ms to allocate
 * a typed array of a few thousand entries, more than ranking reads from it.
 */
export class GroupBests {
  /** Best score added per group (meaningless for groups not in `groups`). */
  readonly best: Float64Array;
  /** Position (as given to add) of each group's best record; the first one on equal scores. */
  readonly bestPosition: Int32Array;
  /** Groups that received a record since the last reset, in the order of their first one. */
  readonly groups: GroupList;
  /** Room for nthBest to select among the groups' scores in. */
  private readonly sorted: Float64Array;

  constructor(groupCount: number) {
    this.best = new Float64Array(groupCount);
    this.bestPosition = new Int32Array(groupCount).fill(-1);
    this.sorted = new Float64Array(groupCount);
    this.groups = new GroupList(groupCount);
  }

  /** Forgets every group added, for the next query. */
  reset(): this {
    const {items, size} = this.groups;
    for (let i = 0; i < size; i += 1) {
      this.bestPosition[items[i]] = -1;
    }
    this.groups.clear();
    return this;
  }

  add(group: number, position: number, score: number): void {
    if (this.bestPosition[group] === -1) {
      this.groups.push(group);
    } else if (score <= this.best[group]) {
      return;
    }
    this.best[group] = score;
    this.bestPosition[group] = position;
  }

  /**
   * The n-th best group score among the groups `include` accepts (all by default), or 0 when
   * there are fewer than n: a record scoring below it cannot bring its group into the first n.
   */
  nthBest(n: number, include: (group: number) => boolean = () => true): number {
    let length = 0;
    const {items, size} = this.groups;
    for (let i = 0; i < size; i += 1) {
      const group = items[i];
      if (include(group)) {
        this.sorted[length] = this.best[group];
        length += 1;
      }
    }
    return length < n ? 0 : selectAscending(this.sorted, length, length - n);
  }
}

/**
 * The value that would be at position k of values[0, length) sorted in ascending order, found by
 * quickselect: in place, with no copy (sorting a typed array's view allocated one per call, and
 * ranking asks several times per query). Reorders values[0, length).
 */
export function selectAscending(values: Float64Array, length: number, k: number): number {
  let low = 0;
  let high = length - 1;
  while (low < high) {
    // Median of three as the pivot, so that sorted input does not take quadratic time.
    const middle = (low + high) >>> 1;
    const a = values[low];
    const b = values[middle];
    const c = values[high];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i += 1;
      while (values[j] > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) {
      high = j;
    } else if (k >= i) {
      low = i;
    } else {
      return values[k];
    }
  }
  return values[k];
}
