/** Dates in search-db.json: whole days since 1970-01-01, written at build time, read in the browser. */

const DAY_MS = 86_400_000;
/** The furthest day from 1970-01-01 a Date can hold (8.64e15 ms), either way. */
export const MAX_DAY = 100_000_000;

/** ISO strings of the days already decoded: a site's pages share a few hundred days. */
const isoDays = new Map<number, string>();

export function isoDay(day: number): string {
  let iso = isoDays.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString();
    isoDays.set(day, iso);
  }
  return iso;
}

/** The day of an ISO date (0 for a date that does not parse). */
export function dayOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? Math.floor(time / DAY_MS) : 0;
}
