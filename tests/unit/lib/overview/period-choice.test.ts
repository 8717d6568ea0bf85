import { describe, expect, test } from 'vitest';
import { OVERVIEW_MESSAGES } from '../../../../src/lib/api/overview.ts';
import type { FestivalSeason } from '../../../../src/lib/overview/festival-season.ts';
import { customRangeErrors, PERIOD_MESSAGES, periodParams, readPeriodParams, resolvePeriod } from '../../../../src/lib/overview/period-choice.ts';

const TODAY = '2026-11-29';
const SEASON: FestivalSeason = { from: '2026-09-20', to: TODAY, festivals: [{ name: 'Dussehra', date: '2026-10-20' }] };
const read = (query: string) => readPeriodParams(new URLSearchParams(query));

describe('readPeriodParams / periodParams (issue #43)', () => {
  test.each([
    ['', { choice: '30', from: '', to: '' }],
    ['?period=7', { choice: '7', from: '', to: '' }],
    ['?period=90&from=2026-01-01', { choice: '90', from: '', to: '' }],
    ['?period=season', { choice: 'season', from: '', to: '' }],
    ['?period=custom&from=2026-10-01&to=2026-10-31', { choice: 'custom', from: '2026-10-01', to: '2026-10-31' }],
    ['?period=custom', { choice: 'custom', from: '', to: '' }],
    ['?period=365', { choice: '30', from: '', to: '' }],
  ])('%s reads as %j', (query, selection) => {
    expect(read(query)).toEqual(selection);
  });

  test('round-trips through the address, the dates only for a custom range', () => {
    expect(periodParams({ choice: '7', from: 'x', to: 'y' }).toString()).toBe('period=7');
    const custom = { choice: 'custom', from: '2026-10-01', to: '2026-10-31' } as const;
    expect(periodParams(custom).toString()).toBe('period=custom&from=2026-10-01&to=2026-10-31');
    expect(read(`?${periodParams(custom).toString()}`)).toEqual(custom);
  });
});

describe('resolvePeriod (issue #43)', () => {
  test.each([
    ['7', { from: '2026-11-23', to: TODAY }],
    ['30', { from: '2026-10-31', to: TODAY }],
    ['90', { from: '2026-09-01', to: TODAY }],
  ] as const)('the last %s days end today, both ends included', (choice, query) => {
    expect(resolvePeriod({ choice, from: '', to: '' }, TODAY, SEASON)).toEqual({ ok: true, query });
  });

  test('this festival season is the season handed in; with none it says so', () => {
    expect(resolvePeriod({ choice: 'season', from: '', to: '' }, TODAY, SEASON)).toEqual({ ok: true, query: { from: '2026-09-20', to: TODAY } });
    expect(resolvePeriod({ choice: 'season', from: '', to: '' }, TODAY, null)).toEqual({ ok: false, errors: { period: PERIOD_MESSAGES.noSeason } });
  });

  test('a valid custom range is asked for as typed', () => {
    expect(resolvePeriod({ choice: 'custom', from: '2026-10-01', to: '2026-10-31' }, TODAY, null)).toEqual({ ok: true, query: { from: '2026-10-01', to: '2026-10-31' } });
  });
});

describe('customRangeErrors (issue #43)', () => {
  test.each([
    ['', '', { from: PERIOD_MESSAGES.fromRequired, to: PERIOD_MESSAGES.toRequired }],
    ['2026-02-30', '2026-03-01', { from: OVERVIEW_MESSAGES.dateInvalid }],
    ['2026-03-01', '01/03/2026', { to: OVERVIEW_MESSAGES.dateInvalid }],
    ['2026-11-01', '2026-11-30', { to: PERIOD_MESSAGES.toAfterToday }],
    ['2026-11-10', '2026-11-01', { to: OVERVIEW_MESSAGES.rangeReversed }],
    ['2025-10-24', '2026-11-28', { from: OVERVIEW_MESSAGES.rangeTooLong }],
  ])('%s to %s: %j', (from, to, errors) => {
    expect(customRangeErrors(from, to, TODAY)).toEqual(errors);
  });

  test('one day, today, and exactly 400 days are fine', () => {
    expect(customRangeErrors(TODAY, TODAY, TODAY)).toEqual({});
    expect(customRangeErrors('2025-10-26', '2026-11-29', TODAY)).toEqual({});
  });
});
