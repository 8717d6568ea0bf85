/**
 * The days of an Overview period (issue #43), in India time (Asia/Kolkata, UTC+05:30 all year): a
 * period is `from`..`to`, both India days included; the previous period is as many days straight
 * before it; an enquiry belongs to the India day it was received on. Charts count per day up to
 * DAY_BUCKETS_UP_TO days, per week (Monday to Sunday) above. Pure; date arithmetic on YYYY-MM-DD in UTC.
 */
import { todayInIndia } from '../enquiry/booking-fields.ts';
import { endOfIndianDay, startOfIndianDay } from '../enquiry/enquiry-desk.ts';
import { addDays, daysBetween } from '../planning/calendar-days.ts';

/** Periods of up to this many days are counted per day, longer ones per week. */
export const DAY_BUCKETS_UP_TO = 31;

export interface Period {
  from: string;
  to: string;
  days: number;
}

export type Bucket = 'day' | 'week';

export function periodOf(from: string, to: string): Period {
  return { from, to, days: daysBetween(from, to) + 1 };
}

/** The same number of days, ending the day before `period.from`. */
export function previousPeriod(period: Period): Period {
  const to = addDays(period.from, -1);
  return periodOf(addDays(to, -(period.days - 1)), to);
}

/** The instants a period spans: received at or after `since`, before `before` (ISO, as the index compares). */
export function periodRange(period: Pick<Period, 'from' | 'to'>): { since: string; before: string } {
  return { since: startOfIndianDay(period.from), before: endOfIndianDay(period.to) };
}

/** The India day an instant falls on ("2026-11-03T18:31:00Z" is "2026-11-04" in India). */
export function indianDayOf(instant: string): string {
  return todayInIndia(new Date(instant));
}

/** The Monday of the week (Monday to Sunday) a day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function bucketOf(period: Pick<Period, 'days'>): Bucket {
  return period.days <= DAY_BUCKETS_UP_TO ? 'day' : 'week';
}

/** Where a day is counted: itself, or the Monday of its week. */
export function bucketStartOf(day: string, bucket: Bucket): string {
  return bucket === 'day' ? day : mondayOf(day);
}

/**
 * The first day of every bucket of the period, in order: each day, or each week's Monday (the first
 * may fall before `from` and the last week may run past `to`; only the period's days are counted).
 */
export function bucketStarts(period: Period): string[] {
  const bucket = bucketOf(period);
  const starts: string[] = [];
  for (let start = bucketStartOf(period.from, bucket); start <= period.to; start = addDays(start, bucket === 'day' ? 1 : 7)) starts.push(start);
  return starts;
}
