import { describe, expect, test } from 'vitest';
import { formatTime, formatTimeRange } from '../../../../src/lib/site/opening-hours.ts';

describe('formatTime', () => {
  test.each([
    ['00:00', '12:00 AM'],
    ['07:00', '7:00 AM'],
    ['08:30', '8:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:15', '1:15 PM'],
    ['23:00', '11:00 PM'],
    ['24:00', '12:00 AM'],
  ])('shows %s as %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  test.each(['8:00', '24:30', '25:00', '12:60', 'noon'])('refuses %j', (time) => {
    expect(() => formatTime(time)).toThrow(/HH:MM/);
  });
});

describe('formatTimeRange', () => {
  test('SHELL-15 writes the group hours as the spec does', () => {
    expect(formatTimeRange({ opens: '08:00', closes: '23:00' })).toBe('8:00 AM-11:00 PM');
  });

  test('STORE-01 shows a midnight closing as 12:00 AM', () => {
    expect(formatTimeRange({ opens: '08:00', closes: '24:00' })).toBe('8:00 AM-12:00 AM');
  });
});
