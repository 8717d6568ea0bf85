import { describe, expect, test } from 'vitest';
import { nextRun, parseSchedule } from '../../../../scripts/local-platform/cron.mjs';

const next = (expression: string, after: string) => nextRun(parseSchedule(expression), new Date(after)).toISOString();

describe('local schedules of Netlify scheduled functions (cron, UTC)', () => {
  test('nicknames run at the start of their period', () => {
    expect(next('@daily', '2026-11-29T05:47:12Z')).toBe('2026-11-30T00:00:00.000Z');
    expect(next('@hourly', '2026-11-29T05:47:12Z')).toBe('2026-11-29T06:00:00.000Z');
    expect(next('@weekly', '2026-11-29T05:47:12Z')).toBe('2026-12-06T00:00:00.000Z'); // 29 Nov 2026 is a Sunday
    expect(next('@monthly', '2026-12-15T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('@yearly', '2026-11-29T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  test('a run is strictly after the given time, even on the very minute', () => {
    expect(next('30 2 * * *', '2026-11-29T02:30:00Z')).toBe('2026-11-30T02:30:00.000Z');
    expect(next('30 2 * * *', '2026-11-29T02:29:59Z')).toBe('2026-11-29T02:30:00.000Z');
  });

  test('lists, ranges and steps', () => {
    expect(next('*/15 * * * *', '2026-11-29T05:47:00Z')).toBe('2026-11-29T06:00:00.000Z');
    expect(next('0 9-17/4 * * *', '2026-11-29T10:00:00Z')).toBe('2026-11-29T13:00:00.000Z');
    expect(next('0 3 * * 1,5', '2026-11-29T05:00:00Z')).toBe('2026-11-30T03:00:00.000Z');
    expect(next('0 3 * * 7', '2026-11-29T05:00:00Z')).toBe('2026-12-06T03:00:00.000Z');
  });

  test('day of month and day of week together run when either matches, as cron does', () => {
    expect(next('0 0 13 * 5', '2026-11-01T00:00:00Z')).toBe('2026-11-06T00:00:00.000Z');
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
  });

  test('a schedule that is not cron is refused with the reason', () => {
    expect(() => parseSchedule('every day')).toThrow('needs five cron fields');
    expect(() => parseSchedule('61 * * * *')).toThrow('out of range');
    expect(() => parseSchedule('0 0 31 2 *')).not.toThrow();
    expect(() => nextRun(parseSchedule('0 0 31 2 *'), new Date('2026-01-01T00:00:00Z'))).toThrow('never runs');
  });
});
