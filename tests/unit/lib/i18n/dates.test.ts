import { describe, expect, test } from 'vitest';
import { formatLocaleDay, formatLocaleLongDate } from '../../../../src/lib/i18n/dates.ts';
import { LANGUAGE_TAG, LOCALES } from '../../../../src/lib/i18n/locales.ts';

/** Every day of 2026 and 2027, to meet each weekday and month. */
const DAYS = Array.from({ length: 730 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10));

describe('dates in each language (#44) write what Intl writes', () => {
  test.each(LOCALES)('%s: the short date with its weekday, and the long date', (locale) => {
    const short = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const day of DAYS) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatLocaleDay(locale, day)).toBe(short.format(date));
      expect(formatLocaleLongDate(locale, day)).toBe(long.format(date));
    }
  });

  test('examples', () => {
    expect(formatLocaleDay('en', '2026-11-08')).toBe('Sun, 8 Nov, 2026');
    expect(formatLocaleDay('te', '2026-11-08')).toBe('8 నవం, 2026, ఆది');
    expect(formatLocaleLongDate('hi', '2026-11-08')).toBe('8 नवंबर 2026');
  });
});
