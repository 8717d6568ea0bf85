import { describe, expect, test } from 'vitest';
import { changeText, enquiriesText, formatMinutes, formatPromise, formatRate, promiseText, rangeText } from '../../../../../src/islands/staff/overview/overview-wording.ts';

describe('overview wording (issue #43)', () => {
  test.each([
    [null, '–'], [0, 'under 1 min'], [1, '1 min'], [59, '59 min'], [60, '1 h'], [95, '1 h 35 min'],
    [1439, '23 h 59 min'], [1440, '1 d'], [1500, '1 d 1 h'], [2880, '2 d'], [60 * 24 * 1000, '1,000 d'],
  ])('formatMinutes(%s) is %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  test('promised replies: one for all, or the shortest to the longest', () => {
    expect([formatPromise(4), formatPromise(24), formatPromise(0.5), formatPromise(48)]).toEqual(['4 h', '1 d', '30 min', '2 d']);
    expect(promiseText({ promiseHours: 4, perCategory: [{ promiseHours: 4 }] })).toBe('4 h');
    expect(promiseText({ promiseHours: 4, perCategory: [{ promiseHours: 24 }, { promiseHours: 4 }, { promiseHours: 24 }] })).toBe('4 h to 1 d, by category');
    expect(promiseText({ promiseHours: 24, perCategory: [] })).toBe('1 d');
  });

  test('rates, changes, counts and ranges', () => {
    expect([formatRate(null), formatRate(0), formatRate(2 / 3), formatRate(1)]).toEqual(['–', '0%', '67%', '100%']);
    expect([changeText(12, 9), changeText(8, 10), changeText(5, 5), changeText(4, 0), changeText(1_200, 1_000)]).toEqual(['up 3 (33%)', 'down 2 (20%)', 'no change', 'up 4', 'up 200 (20%)']);
    expect([enquiriesText(1), enquiriesText(0), enquiriesText(1_204)]).toEqual(['1 enquiry', '0 enquiries', '1,204 enquiries']);
    expect([rangeText('2026-11-01', '2026-11-07'), rangeText('2026-11-01', '2026-11-01')]).toEqual(['Sun, 1 Nov, 2026 to Sat, 7 Nov, 2026', 'Sun, 1 Nov, 2026']);
  });
});
