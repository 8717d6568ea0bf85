/**
 * The lead-time rule of the planners (issue #17): a date in the past is refused; a date sooner
 * than the recommended weeks ahead gets a warning that quotes the recommendation (the FAQ's 2-3
 * weeks for bulk gifts, 2-4 weeks for catering, 6-8 in the peak season or for large events).
 */
import { daysBetween } from './calendar-days.ts';
import { fill } from '../i18n/ui-strings.ts';

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

/** "2-3 weeks". */
export function weeksText(weeks: WeeksRange): string {
  return weeks.min === weeks.max ? `${weeks.min} weeks` : `${weeks.min}-${weeks.max} weeks`;
}

/** The same in a language's words (issue #44): `range` fills {min} and {max}, `exact` fills {count}. */
export function weeksTextIn(weeks: WeeksRange, words: { readonly range: string; readonly exact: string }): string {
  return weeks.min === weeks.max ? fill(words.exact, { count: weeks.min }) : fill(words.range, { min: weeks.min, max: weeks.max });
}

/** The visitor-facing sentence for a check; '' when all is well. */
export function leadTimeMessage(check: LeadTimeCheck, what: string): string {
  if (check.status === 'past') return 'That date has passed. Please choose today or a later date.';
  if (check.status === 'short') {
    const days = check.daysAhead === 1 ? '1 day' : `${check.daysAhead} days`;
    return `That is ${days} away. We recommend ${what} ${weeksText(check.weeks)} ahead; we will tell you what we can still do.`;
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
