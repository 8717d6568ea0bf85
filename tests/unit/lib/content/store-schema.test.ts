/** The store schema refuses what the pages cannot show, with a message a non-developer can act on (issue #41). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';
import { storeSchema } from '../../../../src/lib/content/store-schema.ts';

const valid = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../content/stores/sindhi-colony.json'), 'utf8')) as Record<string, unknown>;
const hours = valid['hours'] as Record<string, unknown>;
const sankranti = { from: '2027-01-14', to: '2027-01-14', kind: 'closed', text: 'Closed on 14 January for Sankranti' };

function errorsOf(entry: unknown) {
  const result = storeSchema.safeParse(entry);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('storeSchema hours (#41)', () => {
  test('a closed day needs no times; the seed stores are open every day', () => {
    const parsed = storeSchema.parse({ ...valid, hours: { ...hours, tuesday: { closed: true } } });
    expect(parsed.hours.tuesday).toEqual({ closed: true });
    expect(parsed.hours.monday).toEqual({ closed: false, opens: '08:00', closes: '23:00' });
  });

  test.each([
    ['a missing day', { ...hours, sunday: undefined }, 'hours.sunday'],
    ['an open day without its closing time', { ...hours, monday: { opens: '08:00' } }, 'hours.monday.closes'],
  ])('refuses %s', (_title, week, field) => {
    expect(Object.keys(errorsOf({ ...valid, hours: week }))).toContain(field);
  });

  test.each([
    [{ opens: '8 am', closes: '23:00' }, 'hours.monday.opens', 'Must be a 24-hour time "HH:MM" (closing at midnight: "24:00")'],
    [{ opens: '23:00', closes: '08:00' }, 'hours.monday.closes', 'The closing time must be after the opening time (closing at midnight: "24:00")'],
    [{ closed: true, opens: '08:00', closes: '23:00' }, 'hours.monday.opens', 'A closed day has no opening times: clear them, or untick "closed"'],
    [{}, 'hours.monday.opens', 'Give the opening time, or mark the day closed'],
  ])('refuses Monday %j with the message on the field', (monday, field, message) => {
    expect(errorsOf({ ...valid, hours: { ...hours, monday } })[field]).toBe(message);
  });

  test('refuses the old weekdays/weekends shape (unknown days are errors)', () => {
    expect(storeSchema.safeParse({ ...valid, hours: { weekdays: { opens: '08:00', closes: '23:00' }, weekends: { opens: '08:00', closes: '24:00' } } }).success).toBe(false);
  });
});

describe('storeSchema notices (#41)', () => {
  test('notices are optional: none is an empty list', () => {
    const { notices: _notices, ...without } = valid;
    expect(storeSchema.parse(without).notices).toEqual([]);
  });

  test('accepts a closure and a special-hours notice with its times', () => {
    const special = { from: '2027-10-28', to: '2027-10-29', kind: 'special-hours', opens: '07:00', closes: '24:00', text: 'Open late for Diwali' };
    expect(storeSchema.parse({ ...valid, notices: [sankranti, special] }).notices).toEqual([sankranti, special]);
  });

  test.each([
    ['the last day before the first', { ...sankranti, to: '2027-01-13' }, 'notices.0.to', 'The last day must be on or after the first day'],
    ['a date that is not a date', { ...sankranti, from: '14/01/2027' }, 'notices.0.from', 'Must be a date "YYYY-MM-DD"'],
    ['a date out of range', { ...sankranti, from: '1999-01-14', to: '1999-01-14' }, 'notices.0.from', 'Must be a date between 2024-01-01 and 2099-12-31'],
    ['more than a year', { ...sankranti, to: '2028-01-15' }, 'notices.0.to', 'A notice lasts at most 366 days; change the weekly hours instead'],
    ['special hours without times', { ...sankranti, kind: 'special-hours' }, 'notices.0.opens', 'Special hours need the opening time'],
    ['special hours closing before opening', { ...sankranti, kind: 'special-hours', opens: '18:00', closes: '10:00' }, 'notices.0.closes', 'The closing time must be after the opening time (closing at midnight: "24:00")'],
    ['a closure with times', { ...sankranti, opens: '10:00', closes: '18:00' }, 'notices.0.opens', 'A closure has no opening times: clear them, or choose "Special hours"'],
    ['an unknown kind', { ...sankranti, kind: 'holiday' }, 'notices.0.kind', 'Choose "Closed" or "Special hours"'],
    ['no text', { ...sankranti, text: ' ' }, 'notices.0.text', 'Write what visitors should read, e.g. "Closed on 14 January for Sankranti"'],
    ['a text too long for the footer', { ...sankranti, text: 'x'.repeat(161) }, 'notices.0.text', 'Keep it to 160 characters: it shows in the footer'],
  ])('refuses %s with the message on the field', (_title, notice, field, message) => {
    expect(errorsOf({ ...valid, notices: [notice] })[field]).toBe(message);
  });

  test('refuses two notices covering the same day', () => {
    const week = { ...sankranti, from: '2027-01-10', to: '2027-01-16', text: 'Closed for the Sankranti week' };
    expect(errorsOf({ ...valid, notices: [sankranti, week] })['notices.1.from']).toBe('Overlaps notice 1 (2027-01-14 to 2027-01-14): one day has one set of hours');
  });
});
