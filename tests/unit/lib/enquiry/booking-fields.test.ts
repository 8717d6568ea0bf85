import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { bookingFieldsFor, todayInIndia } from '../../../../src/lib/enquiry/booking-fields.ts';
import { enquirySchema } from '../../../../src/lib/enquiry/enquiry-schema-in.ts';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';

const base = { name: 'Asha', email: 'asha@example.com', category: 'banquets & hotels', message: 'A reception for our daughter.' };

function errorsOf(extra: Record<string, unknown>) {
  const parsed = enquirySchema.safeParse({ ...base, ...extra });
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

describe('bookingFieldsFor (issue #10)', () => {
  test.each([
    ['banquets & hotels', undefined, ['eventDate', 'guests']],
    ['restaurants & catering', undefined, ['eventDate', 'guests']],
    ['sweets', 'table', ['eventDate', 'eventTime', 'guests']],
    ['', 'package', ['eventDate', 'guests']],
    ['', 'venue', ['eventDate', 'guests']],
    ['corporate', undefined, ['quantity', 'neededBy']],
    ['gifting', 'product', ['quantity', 'neededBy']],
    ['sweets', 'product', []],
    ['other', undefined, []],
  ] as const)('%s with a %s subject asks for %j', (category, kind, fields) => {
    expect(bookingFieldsFor(category, kind)).toEqual(fields);
  });
});

describe('booking fields in the enquiry schema (issue #10)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23 Nov 2026, 23:30 in India (18:00 UTC).
    vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  test('today is the date in India', () => {
    expect(todayInIndia()).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
  });

  test('the day in India turns at 18:30 UTC (midnight at UTC+05:30), across a month and a year end, as Intl with Asia/Kolkata says (issue #14)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    const moments = ['2026-11-30T18:29:59.999Z', '2026-11-30T18:30:00Z', '2026-12-31T18:29:59Z', '2026-12-31T18:30:00Z', '2028-02-28T18:30:00Z', '2027-06-15T00:00:00Z'];
    expect(moments.map((moment) => todayInIndia(new Date(moment)))).toEqual(['2026-11-30', '2026-12-01', '2026-12-31', '2027-01-01', '2028-02-29', '2027-06-15']);
    for (const moment of moments) expect(todayInIndia(new Date(moment))).toBe(intl.format(new Date(moment)));
  });

  test('accepts today, a later date, a time and 1 to 2,000 guests', () => {
    expect(errorsOf({ eventDate: '2026-11-23', eventTime: '19:30', guests: 1 })).toEqual({});
    expect(errorsOf({ eventDate: '2027-02-14', guests: 2000, quantity: 10_000, neededBy: '2026-12-01' })).toEqual({});
  });

  test.each([
    [{ eventDate: '2026-11-22' }, 'eventDate', 'Please choose today or a later date.'],
    [{ neededBy: '2025-01-01' }, 'neededBy', 'Please choose today or a later date.'],
    [{ eventDate: '2030-01-01' }, 'eventDate', 'Please choose a date within the next 3 years.'],
    [{ eventDate: '23/12/2026' }, 'eventDate', 'Please choose a date.'],
    [{ eventTime: '7pm' }, 'eventTime', 'Please choose a time, for example 19:30.'],
    [{ guests: 0 }, 'guests', 'Please enter a number of guests from 1 to 2,000.'],
    [{ guests: 2001 }, 'guests', 'Please enter a number of guests from 1 to 2,000.'],
    [{ guests: 12.5 }, 'guests', 'Please enter a number of guests from 1 to 2,000.'],
    [{ guests: Number.NaN }, 'guests', 'Please enter a number of guests from 1 to 2,000.'],
    [{ quantity: 0 }, 'quantity', 'Please choose a quantity from 1 to 10,000.'],
    [{ quantity: 10_001 }, 'quantity', 'Please choose a quantity from 1 to 10,000.'],
  ])('refuses %j with a field message', (extra, field, message) => {
    expect(errorsOf(extra)[field]).toBe(message);
  });

  test('refuses more than 30 list items, bad quantities and unknown kinds per field', () => {
    const item = { kind: 'diwali', id: 'kaju-katli', quantity: 1 };
    expect(errorsOf({ items: Array.from({ length: 31 }, () => item) })['items']).toBe('An enquiry list can hold at most 30 items.');
    expect(errorsOf({ items: [item, { ...item, quantity: 0 }] })['items.1.quantity']).toBe('Please choose a quantity from 1 to 10,000.');
    expect(errorsOf({ items: [{ ...item, kind: 'dish' }] })['items.0.kind']).toBeDefined();
    expect(errorsOf({ context: { kind: 'product', id: '../etc/passwd' } })['context.id']).toMatch(/^This item is not on our site/);
    expect(errorsOf({ context: { kind: 'product', id: 'kaju-katli', price: 1 } })['context']).toMatch(/^This item is not on our site/);
  });
});
