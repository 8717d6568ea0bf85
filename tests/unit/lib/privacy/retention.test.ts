import { describe, expect, test } from 'vitest';
import { formatRetentionPeriod, retentionCutoff } from '../../../../src/lib/privacy/retention.ts';

describe('retentionCutoff', () => {
  test.each([
    ['2026-11-29T05:50:00.000Z', 24, '2024-11-29T05:50:00.000Z', 'keeps the day and time of day'],
    ['2026-03-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z', '31 Mar minus 1 month is the last day of February'],
    ['2028-03-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z', 'lands on 29 Feb in a leap year'],
    ['2026-05-31T23:59:59.999Z', 1, '2026-04-30T23:59:59.999Z', 'lands on the 30th of a 30-day month'],
    ['2026-03-01T00:00:00.000Z', 1, '2026-02-01T00:00:00.000Z', 'moves the first of a month to the first of the one before'],
    ['2026-01-15T12:00:00.000Z', 1, '2025-12-15T12:00:00.000Z', 'crosses back into the previous year'],
    ['2026-02-28T00:00:00.000Z', 24, '2024-02-28T00:00:00.000Z', 'leaves 28 Feb alone when the earlier February has 29 days'],
    ['2028-02-29T08:00:00.000Z', 12, '2027-02-28T08:00:00.000Z', 'turns 29 Feb into 28 Feb of a common year'],
    ['2026-12-31T00:00:00.000Z', 120, '2016-12-31T00:00:00.000Z', 'goes back ten years at most'],
  ])('%s minus %i months is %s (%s)', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months)).toBe(cutoff);
  });

  test('does not change the date it is given', () => {
    const now = new Date('2026-03-31T10:00:00.000Z');
    retentionCutoff(now, 1);
    expect(now.toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  test('an enquiry received after the cutoff is kept, one received before it is past retention', () => {
    const cutoff = retentionCutoff(new Date('2026-11-29T00:00:00.000Z'), 24);
    expect('2024-11-29T00:00:00.001Z' >= cutoff).toBe(true);
    expect('2024-11-28T23:59:59.999Z' < cutoff).toBe(true);
  });

  test.each([0, -1, 121, 1.5, Number.NaN])('refuses a period of %s months', (months) => {
    expect(() => retentionCutoff(new Date('2026-01-01T00:00:00Z'), months)).toThrow(RangeError);
  });

  test('refuses an invalid date', () => {
    expect(() => retentionCutoff(new Date('not a date'), 24)).toThrow(RangeError);
  });
});

describe('formatRetentionPeriod', () => {
  test.each([
    [1, '1 month'],
    [24, '24 months'],
    [120, '120 months'],
  ])('writes %i as "%s"', (months, text) => {
    expect(formatRetentionPeriod(months)).toBe(text);
  });

  test('refuses a period outside 1 to 120 months', () => {
    expect(() => formatRetentionPeriod(0)).toThrow(RangeError);
  });
});
