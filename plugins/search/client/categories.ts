import type {CategoryCount} from '../shared/types';
import {compareText} from './compareText';

/**
 * Match counts per category for the filter panel: every known category, counted over the
 * category of each result, most matches first (then by name). Zero counts stay in the list so the
 * panel can show them disabled.
 */
export function countCategories(
  resultCategories: Iterable<string>,
  knownCategories: Iterable<string> = [],
): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const name of knownCategories) {
    counts.set(name, 0);
  }
  for (const category of resultCategories) {
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({name, count}))
    .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
}
