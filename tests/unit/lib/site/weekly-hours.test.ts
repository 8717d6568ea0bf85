/** A store's hours by weekday, grouped for the pages and the footer line (issue #41). */
import { describe, expect, test } from 'vitest';
import { everyOpenDayHours, hoursRows, type WeeklyHours } from '../../../../src/lib/site/weekly-hours.ts';
import { en, hi, te } from '../../../../src/lib/i18n/strings/shell.ts';

const open = (opens: string, closes: string) => ({ closed: false, opens, closes });
const closed = { closed: true };

const SPEC_WEEK: WeeklyHours = {
  monday: open('08:00', '23:00'),
  tuesday: open('08:00', '23:00'),
  wednesday: open('08:00', '23:00'),
  thursday: open('08:00', '23:00'),
  friday: open('08:00', '23:00'),
  saturday: open('08:00', '24:00'),
  sunday: open('08:00', '24:00'),
};

describe('hoursRows', () => {
  test('#41 Monday to Friday is "Weekdays" and Saturday and Sunday "Weekends", as the spec writes the store hours', () => {
    expect(hoursRows(SPEC_WEEK).map((row) => [row.label, row.hours])).toEqual([
      ['Weekdays', '8:00 AM-11:00 PM'],
      ['Weekends', '8:00 AM-12:00 AM'],
    ]);
  });

  test('#41 one set of hours all week is one row, "All days"', () => {
    const week = Object.fromEntries(Object.keys(SPEC_WEEK).map((day) => [day, open('07:00', '22:30')])) as unknown as WeeklyHours;
    expect(hoursRows(week).map((row) => [row.label, row.hours])).toEqual([['All days', '7:00 AM-10:30 PM']]);
  });

  test('#41 a closed Tuesday splits the week into runs named by their first and last day', () => {
    const week = { ...SPEC_WEEK, tuesday: closed, friday: open('08:00', '24:00') };
    expect(hoursRows(week).map((row) => [row.label, row.hours])).toEqual([
      ['Monday', '8:00 AM-11:00 PM'],
      ['Tuesday', 'Closed'],
      ['Wednesday to Thursday', '8:00 AM-11:00 PM'],
      ['Friday to Sunday', '8:00 AM-12:00 AM'],
    ]);
  });
});

describe('everyOpenDayHours', () => {
  test('SHELL-15 #41 the spec stores: open all days 8:00 AM-11:00 PM (the latest opening, the earliest closing)', () => {
    expect(everyOpenDayHours(SPEC_WEEK)).toEqual({ days: 'all days', hours: '8:00 AM-11:00 PM' });
  });

  test('#41 a store closed on Sundays is open "Monday to Saturday"; one closed midweek lists its days', () => {
    expect(everyOpenDayHours({ ...SPEC_WEEK, sunday: closed })).toEqual({ days: 'Monday to Saturday', hours: '8:00 AM-11:00 PM' });
    expect(everyOpenDayHours({ ...SPEC_WEEK, monday: closed, tuesday: closed, wednesday: closed, friday: closed })).toEqual({
      days: 'Thursday, Saturday and Sunday',
      hours: '8:00 AM-11:00 PM',
    });
  });

  test('#41 nothing to say for a store that never opens, or whose days share no hours', () => {
    const never = Object.fromEntries(Object.keys(SPEC_WEEK).map((day) => [day, closed])) as unknown as WeeklyHours;
    expect(everyOpenDayHours(never)).toBeUndefined();
    expect(everyOpenDayHours({ ...SPEC_WEEK, monday: open('06:00', '10:00'), tuesday: open('14:00', '20:00') })).toBeUndefined();
  });
});

describe('in Telugu and Hindi (issue #44)', () => {
  test('#44 the rows and the footer line name the days in the page language, the times stay as the site writes them', () => {
    expect(hoursRows(SPEC_WEEK, te.hours).map((row) => [row.label, row.hours])).toEqual([
      ['సోమవారం నుండి శుక్రవారం', '8:00 AM-11:00 PM'],
      ['శని, ఆదివారాలు', '8:00 AM-12:00 AM'],
    ]);
    expect(hoursRows({ ...SPEC_WEEK, tuesday: closed }, hi.hours).map((row) => [row.label, row.hours])).toEqual([
      ['सोमवार', '8:00 AM-11:00 PM'],
      ['मंगलवार', 'बंद'],
      ['बुधवार से शुक्रवार', '8:00 AM-11:00 PM'],
      ['शनिवार और रविवार', '8:00 AM-12:00 AM'],
    ]);
    expect(everyOpenDayHours(SPEC_WEEK, te.hours)).toEqual({ days: 'ప్రతి రోజు', hours: '8:00 AM-11:00 PM' });
    expect(everyOpenDayHours({ ...SPEC_WEEK, sunday: closed }, hi.hours)).toEqual({ days: 'सोमवार से शनिवार', hours: '8:00 AM-11:00 PM' });
  });

  test('#44 English words are the default, so English pages, structured data and the PDF read as before', () => {
    expect(hoursRows(SPEC_WEEK, en.hours)).toEqual(hoursRows(SPEC_WEEK));
  });
});
