/** A festival's own order-by lead time (issue #41): optional, whole days, within four months, with a message staff can act on. */
import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';
import { festivalSchema } from '../../../../src/lib/content/festival-schema.ts';
import { loadCollection } from '../../content/load-content.ts';

const diwali = { name: 'Diwali', description: 'Boxes of mithai.', peak: true, dates: { 2027: '2027-10-29' } };

function errorsOf(entry: unknown) {
  const result = festivalSchema.safeParse(entry);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('festivalSchema orderLeadDays (#41)', () => {
  test('the shipped festivals use the planners\' gifting lead time (no own value)', () => {
    expect(loadCollection('festivals', () => festivalSchema).filter((festival) => festival.data.orderLeadDays !== undefined)).toEqual([]);
  });

  test('accepts a festival\'s own lead time in days', () => {
    expect(festivalSchema.parse({ ...diwali, orderLeadDays: 30 }).orderLeadDays).toBe(30);
  });

  test.each([
    [0, 'At least 1 day before the festival'],
    [121, 'At most 120 days (about four months) before the festival'],
    [2.5, 'A whole number of days, e.g. 21'],
    ['21', 'A number of days, e.g. 21'],
  ])('refuses %j with the message on the field', (days, message) => {
    expect(errorsOf({ ...diwali, orderLeadDays: days })['orderLeadDays']).toBe(message);
  });

  test('a date filed under the wrong year is still refused', () => {
    expect(errorsOf({ ...diwali, dates: { 2027: '2028-10-17' } })['dates']).toBe('Each date must fall in the year it is filed under');
  });
});
