/**
 * The lead-time rule of the planners (issue #17): a date in the past is refused; a date sooner
 * than the recommended weeks ahead gets a warning that quotes the recommendation (the FAQ's 2-3
 * weeks for bulk gifts, 2-4 weeks for catering, 6-8 in the peak season or for large events).
 */
import type { Locale } from '../i18n/locales.ts';
import { fill, plural, type Translation } from '../i18n/ui-strings.ts';
import { daysBetween } from './calendar-days.ts';

/**
 * The planners' lead-time words in English; the events area of the UI strings (issue #44) holds
 * them in Telugu and Hindi, and the islands get a page's own as props.
 */
export const LEAD_TIME_WORDS = {
  weeksRange: '{min}-{max} weeks',
  weeks: '{weeks} weeks',
  days: { one: '1 day', other: '{count} days' },
  past: 'That date has passed. Please choose today or a later date.',
  /** A date sooner than the recommendation, for an event booking and for bulk gift orders. */
  booking: 'That is {days} away. We recommend booking {weeks} ahead; we will tell you what we can still do.',
  bulk: 'That is {days} away. We recommend placing bulk orders {weeks} ahead; we will tell you what we can still do.',
} as const;

export type LeadTimeWords = Translation<typeof LEAD_TIME_WORDS>;

export interface WeeksRange {
  min: number;
  max: number;
}

export type LeadTimeCheck =
  | { status: 'missing' }
  | { status: 'past' }
  | { status: 'short'; daysAhead: number; weeks: WeeksRange }
  | { status: 'ok'; daysAhead: number; weeks: WeeksRange };

/** Checks `date` against `today` and the recommended weeks ahead. */
export function checkLeadTime(date: string, today: string, weeks: WeeksRange): LeadTimeCheck {
  if (date === '') return { status: 'missing' };
  const daysAhead = daysBetween(today, date);
  if (daysAhead < 0) return { status: 'past' };
  return { status: daysAhead < weeks.max * 7 ? 'short' : 'ok', daysAhead, weeks };
}

/** "2-3 weeks" ("2-3 వారాలు" with Telugu words). */
export function weeksText(weeks: WeeksRange, words: LeadTimeWords = LEAD_TIME_WORDS): string {
  return weeks.min === weeks.max ? fill(words.weeks, { weeks: weeks.min }) : fill(words.weeksRange, { min: weeks.min, max: weeks.max });
}

/** The visitor-facing sentence for a check, for a booking or a bulk order; '' when all is well. */
export function leadTimeMessage(check: LeadTimeCheck, kind: 'booking' | 'bulk', words: LeadTimeWords = LEAD_TIME_WORDS, locale: Locale = 'en'): string {
  if (check.status === 'past') return words.past;
  if (check.status === 'short') {
    const days = plural(locale, words.days, check.daysAhead);
    return fill(words[kind], { days, weeks: weeksText(check.weeks, words) });
  }
  return '';
}

export interface CateringLeadFacts {
  leadTimeWeeks: WeeksRange;
  peakLeadTimeWeeks: WeeksRange;
  peakMonths: readonly number[];
  largeEventGuests: number;
}

/** The catering lead time for an event: the peak one in peak months or above the large-event size. */
export function cateringLeadWeeks(date: string, guests: number, facts: CateringLeadFacts): WeeksRange {
  const month = Number(date.slice(5, 7));
  const peak = facts.peakMonths.includes(month) || guests > facts.largeEventGuests;
  return peak ? facts.peakLeadTimeWeeks : facts.leadTimeWeeks;
}
