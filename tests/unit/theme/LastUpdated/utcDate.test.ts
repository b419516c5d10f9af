import {describe, expect, it} from 'vitest';
import {formatUtcDate, writesLikeIntl} from '../../../../src/theme/LastUpdated/utcDate';

const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('formatUtcDate', () => {
  it('writes every day of a leap year and a plain year as Intl does in English', () => {
    for (const year of [2024, 2026]) {
      for (let day = 0; day < 366; day += 1) {
        const date = new Date(Date.UTC(year, 0, 1 + day, 13, 35));
        expect(formatUtcDate(date)).toBe(intl.format(date));
      }
    }
  });

  it('takes the UTC date, not the local one, at either edge of the day', () => {
    expect(formatUtcDate(new Date('2026-11-28T00:00:00Z'))).toBe('Nov 28, 2026');
    expect(formatUtcDate(new Date('2026-11-28T23:59:59Z'))).toBe('Nov 28, 2026');
  });

  it('is used only where it matches Intl: English with the Gregorian calendar', () => {
    expect(writesLikeIntl('en', 'gregory')).toBe(true);
    expect(writesLikeIntl('en-GB', 'gregory')).toBe(false);
    expect(writesLikeIntl('fr', 'gregory')).toBe(false);
    expect(writesLikeIntl('en', 'buddhist')).toBe(false);
  });
});
