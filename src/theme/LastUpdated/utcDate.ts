/**
 * A date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone:
 * 'UTC'})` writes it ("Nov 28, 2026"), without Intl: the first DateTimeFormat of a page loads the
 * locale's calendar data, about 40 ms of the hydration task at 4× CPU throttling, for one date.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Whether formatUtcDate writes what Intl would for this locale and calendar (English, Gregorian). */
export function writesLikeIntl(locale: string, calendar: string): boolean {
  return /^en(-US)?$/.test(locale) && calendar === 'gregory';
}
