// Statistics of repeated measurements. Non-numbers (a run that measured nothing) are left out.

/** The median (the mean of the two middle values for an even count); null for an empty list. */
export function median(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers; null for an empty list. */
export function percentile(values, p) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

/** `value` rounded to `digits` decimals; null stays null (a missing figure in a table). */
export function round(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Bytes as KB with one decimal, for tables; null stays null. */
export const kb = (bytes) => (bytes === null || bytes === undefined ? null : round(bytes / 1024, 1));

function finiteSorted(values) {
  return values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
}
