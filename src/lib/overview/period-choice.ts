/**
 * The period picker of the staff Overview (issue #43): the last 7, 30 or 90 India days up to today,
 * this festival season (festival-season.ts) or a custom range of two dates. The choice lives in the
 * address as the desk's filters do (`?period=30`, `?period=custom&from=2026-10-01&to=2026-10-31`),
 * so a reload or Back shows the same period. Pure.
 */
import { OVERVIEW_MAX_DAYS, OVERVIEW_MESSAGES, type OverviewQuery } from '../api/overview.ts';
import { addDays, daysBetween, isIsoDate } from '../planning/calendar-days.ts';
import type { FestivalSeason } from './festival-season.ts';

export const PERIOD_CHOICES = ['7', '30', '90', 'season', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodChoice, string>> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  season: 'This festival season',
  custom: 'Custom range',
};

/** What the Overview shows when the address chooses nothing (or something unknown). */
export const DEFAULT_PERIOD: PeriodChoice = '30';

export const PERIOD_MESSAGES = {
  fromRequired: 'Choose a start date.',
  toRequired: 'Choose an end date.',
  toAfterToday: 'Choose an end date no later than today.',
  noSeason: 'No festival season has begun yet. Choose another period.',
} as const;

/** The picker's state: a choice, and the two dates of a custom range as typed ('' when empty). */
export interface PeriodSelection {
  choice: PeriodChoice;
  from: string;
  to: string;
}

export type PeriodErrors = Partial<Record<'period' | 'from' | 'to', string>>;

export type ResolvedPeriod = { ok: true; query: OverviewQuery } | { ok: false; errors: PeriodErrors };

const isChoice = (value: string | null): value is PeriodChoice => PERIOD_CHOICES.some((choice) => choice === value);

/** The selection the address asks for; an unknown or missing choice is the default. */
export function readPeriodParams(params: URLSearchParams): PeriodSelection {
  const asked = params.get('period');
  const choice = isChoice(asked) ? asked : DEFAULT_PERIOD;
  return choice === 'custom' ? { choice, from: params.get('from') ?? '', to: params.get('to') ?? '' } : { choice, from: '', to: '' };
}

/** The address query of a selection (the dates only for a custom range). */
export function periodParams(selection: PeriodSelection): URLSearchParams {
  const params = new URLSearchParams({ period: selection.choice });
  if (selection.choice === 'custom') {
    params.set('from', selection.from);
    params.set('to', selection.to);
  }
  return params;
}

function lastDays(days: number, today: string): OverviewQuery {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The errors of a custom range as typed, none when it is a period the Overview can show. */
export function customRangeErrors(from: string, to: string, today: string): PeriodErrors {
  const errors: PeriodErrors = {};
  if (from === '') errors.from = PERIOD_MESSAGES.fromRequired;
  else if (!isIsoDate(from)) errors.from = OVERVIEW_MESSAGES.dateInvalid;
  if (to === '') errors.to = PERIOD_MESSAGES.toRequired;
  else if (!isIsoDate(to)) errors.to = OVERVIEW_MESSAGES.dateInvalid;
  else if (to > today) errors.to = PERIOD_MESSAGES.toAfterToday;
  if (errors.from || errors.to) return errors;
  if (from > to) return { to: OVERVIEW_MESSAGES.rangeReversed };
  if (daysBetween(from, to) + 1 > OVERVIEW_MAX_DAYS) return { from: OVERVIEW_MESSAGES.rangeTooLong };
  return {};
}

/** The dates a selection stands for on `today` (an India day), or why it stands for none. */
export function resolvePeriod(selection: PeriodSelection, today: string, season: FestivalSeason | null): ResolvedPeriod {
  switch (selection.choice) {
    case '7':
      return { ok: true, query: lastDays(7, today) };
    case '30':
      return { ok: true, query: lastDays(30, today) };
    case '90':
      return { ok: true, query: lastDays(90, today) };
    case 'season':
      return season ? { ok: true, query: { from: season.from, to: season.to } } : { ok: false, errors: { period: PERIOD_MESSAGES.noSeason } };
    case 'custom': {
      const errors = customRangeErrors(selection.from, selection.to, today);
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, query: { from: selection.from, to: selection.to } };
    }
  }
}
