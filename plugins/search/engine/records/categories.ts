import type {CategoryCount} from '../../shared/types';
import {compareText} from '../presentation/compareText';

/**
 * The categories of a corpus numbered once at load, so that a query counts its result groups in
 * an array instead of a Map keyed by name: a common query of the scaled site has thousands of
 * groups. A category first seen after the known ones gets the next number. The counts go to the
 * filter panel: every known category, most matches first (then by name), zero counts kept so the
 * panel can show them disabled.
 */
export class CategoryNumbers {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();

  constructor(known: Iterable<string> = []) {
    for (const name of known) {
      this.numberOf(name);
    }
  }

  numberOf(name: string): number {
    let number = this.numbers.get(name);
    if (number === undefined) {
      number = this.names.push(name) - 1;
      this.numbers.set(name, number);
    }
    return number;
  }

  /** Every category with its count (`counts` by number; missing entries are 0), most first, then by name. */
  sortedCounts(counts: ArrayLike<number | undefined>): CategoryCount[] {
    return this.names
      .map((name, number) => ({name, count: counts[number] ?? 0}))
      .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
  }
}

/** A site's categories: their totals, most documents first (then by name), and numbered in that order. */
export interface NumberedCategories {
  totals: CategoryCount[];
  categories: CategoryNumbers;
}

export function numberedCategories(counts: Record<string, number>): NumberedCategories {
  const totals = Object.entries(counts)
    .map(([name, count]) => ({name, count}))
    .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
  return {totals, categories: new CategoryNumbers(totals.map(({name}) => name))};
}
