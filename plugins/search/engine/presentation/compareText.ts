/**
 * Orders two strings case-insensitively, by code unit, then exactly: for the site's names and
 * titles (ASCII) the order localeCompare gives, without it. The first localeCompare of a page
 * loads the ICU collator, about 10 ms, and category counts are sorted on the first query's path.
 */
export function compareText(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) {
    return lowerA < lowerB ? -1 : 1;
  }
  return a === b ? 0 : a < b ? -1 : 1;
}
