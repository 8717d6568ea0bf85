import { describe, expect, test } from 'vitest';
import { bucketOf, bucketStarts, indianDayOf, mondayOf, periodOf, periodRange, previousPeriod } from '../../../../src/lib/overview/overview-period.ts';

describe('overview periods in India time', () => {
  test('an instant belongs to its India day: 23:59 and 00:01 India sit either side of midnight', () => {
    expect(indianDayOf('2026-11-01T18:29:00.000Z')).toBe('2026-11-01');
    expect(indianDayOf('2026-11-01T18:30:00.000Z')).toBe('2026-11-02');
    expect(indianDayOf('2026-11-01T18:31:00.000Z')).toBe('2026-11-02');
  });

  test('a period spans its India days, both included', () => {
    expect(periodOf('2026-11-02', '2026-11-08')).toEqual({ from: '2026-11-02', to: '2026-11-08', days: 7 });
    expect(periodOf('2026-11-02', '2026-11-02').days).toBe(1);
    expect(periodRange({ from: '2026-11-02', to: '2026-11-08' })).toEqual({ since: '2026-11-01T18:30:00.000Z', before: '2026-11-08T18:30:00.000Z' });
  });

  test('the previous period has as many days and ends the day before', () => {
    expect(previousPeriod(periodOf('2026-11-02', '2026-11-08'))).toEqual({ from: '2026-10-26', to: '2026-11-01', days: 7 });
    expect(previousPeriod(periodOf('2026-03-01', '2026-03-31'))).toEqual({ from: '2026-01-29', to: '2026-02-28', days: 31 });
    expect(previousPeriod(periodOf('2026-01-01', '2026-01-01'))).toEqual({ from: '2025-12-31', to: '2025-12-31', days: 1 });
  });

  test('up to 31 days are counted per day, longer periods per week from Monday', () => {
    expect(bucketOf({ days: 31 })).toBe('day');
    expect(bucketOf({ days: 32 })).toBe('week');
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    expect(bucketStarts(periodOf('2026-11-06', '2026-11-08'))).toEqual(['2026-11-06', '2026-11-07', '2026-11-08']);
    expect(bucketStarts(periodOf('2026-11-01', '2026-12-14'))).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
  });
});
