/**
 * The names closest to an unknown one (operation ids, object names): a name containing the
 * wanted text first, then by edit distance. Case is ignored.
 */
export function nearestNames(wanted: string, names: string[], count = 5): string[] {
  const target = wanted.toLowerCase();
  return names
    .map((name) => {
      const lower = name.toLowerCase();
      const contains = lower.includes(target) || target.includes(lower) ? 0 : 1;
      return {name, contains, distance: editDistance(target, lower)};
    })
    .sort((a, b) => a.contains - b.contains || a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({name}) => name);
}

/**
 * How many characters of each text the edit distance compares. Names and routes are shorter (the
 * longest route is about 75 characters); a longer input, up to the 2,048 characters get_page
 * accepts, is compared by its start. The work of one lookup is bounded by this squared times the
 * number of names, whatever V8 flags the launcher runs with (under --no-opt a 2,048-character URL
 * cost seconds of CPU, during which every other request waited).
 */
export const MAX_COMPARED_LENGTH = 96;

/** Levenshtein distance on one row, of the first MAX_COMPARED_LENGTH characters of each text. */
export function editDistance(fullA: string, fullB: string): number {
  const a = fullA.slice(0, MAX_COMPARED_LENGTH);
  const b = fullB.slice(0, MAX_COMPARED_LENGTH);
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
