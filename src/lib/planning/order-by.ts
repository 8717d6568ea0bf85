/**
 * The order-by festival calendar (issue #17): for each festival date in content, the last safe day
 * to order bulk sweets (the festival's own `orderLeadDays`, issue #41, else the gifting lead time's
 * longer end) and to book catering (the catering lead time's longer end; the peak one for festivals
 * in the peak season), and which festivals are still ahead of a given day.
 */
import type { PlanningFacts } from '../content/planning-facts-schema.ts';
import { addDays } from './calendar-days.ts';
import type { WeeksRange } from './lead-time.ts';

export interface Festival {
  id: string;
  name: string;
  description: string;
  peak: boolean;
  dates: Record<string, string>;
  /** Days ahead to order bulk sweets by; undefined: the gifting lead time. */
  orderLeadDays?: number | undefined;
}

export interface OrderByFacts {
  giftingWeeks: WeeksRange;
  cateringWeeks: WeeksRange;
  cateringPeakWeeks: WeeksRange;
}

/** The lead times the calendar counts back from, as content/planning states them. */
export function orderByFacts(facts: PlanningFacts): OrderByFacts {
  return { giftingWeeks: facts.gifting.leadTimeWeeks, cateringWeeks: facts.catering.leadTimeWeeks, cateringPeakWeeks: facts.catering.peakLeadTimeWeeks };
}

export interface FestivalDeadline {
  id: string;
  name: string;
  description: string;
  date: string;
  sweetsBy: string;
  cateringBy: string;
}

/** How many days before the festival bulk sweets must be ordered: its own lead time, else the gifting one (3 weeks). */
export function sweetsLeadDays(festival: Pick<Festival, 'orderLeadDays'>, facts: OrderByFacts): number {
  return festival.orderLeadDays ?? 7 * facts.giftingWeeks.max;
}

export function deadlinesFor(festival: Festival, date: string, facts: OrderByFacts): FestivalDeadline {
  const catering = festival.peak ? facts.cateringPeakWeeks : facts.cateringWeeks;
  return {
    id: festival.id,
    name: festival.name,
    description: festival.description,
    date,
    sweetsBy: addDays(date, -sweetsLeadDays(festival, facts)),
    cateringBy: addDays(date, -7 * catering.max),
  };
}

/** Every dated occurrence on or after `today`, soonest first. */
export function upcomingFestivals(festivals: readonly Festival[], today: string, facts: OrderByFacts): FestivalDeadline[] {
  return festivals
    .flatMap((festival) => Object.values(festival.dates).filter((date) => date >= today).map((date) => deadlinesFor(festival, date, facts)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** The festival to announce on the sweets pages: the soonest whose sweets order-by day is within `days`. */
export function festivalToAnnounce<D extends FestivalDeadline>(upcoming: readonly D[], today: string, days: number): D | undefined {
  const horizon = addDays(today, days);
  return upcoming.find((deadline) => deadline.sweetsBy >= today && deadline.sweetsBy <= horizon);
}
