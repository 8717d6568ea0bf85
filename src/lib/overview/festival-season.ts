/**
 * "This festival season" of the staff Overview (issue #43), from the peak festivals of
 * content/festivals (`"peak": true`), the one source of festival dates.
 *
 * The rule: peak festival days no more than SEASON_GAP_DAYS apart belong to one season (Dussehra,
 * Diwali, Christmas, New Year and Sankranti make one; the next Dussehra starts another). A season
 * runs from SEASON_LEAD_DAYS before its first peak festival (when the bulk orders and bookings come
 * in) to its last peak festival. "This festival season" is the season under way today, counted up to
 * today; when none is, the latest season that has ended. No season has begun yet: none (the picker
 * then does not offer it). A season longer than the API's longest period keeps its last days.
 * Days are India days ("YYYY-MM-DD"). Pure.
 */
import { OVERVIEW_MAX_DAYS } from '../api/overview.ts';
import { addDays, daysBetween } from '../planning/calendar-days.ts';

/** Peak festival days at most this far apart are one season. */
export const SEASON_GAP_DAYS = 60;
/** A season starts this many days before its first peak festival. */
export const SEASON_LEAD_DAYS = 30;

/** One peak festival on one day, as the page hands it to the island. */
export interface PeakFestivalDay {
  name: string;
  date: string;
}

export interface FestivalSeason {
  from: string;
  to: string;
  /** The season's peak festivals in date order (a festival once per year it falls in). */
  festivals: PeakFestivalDay[];
}

/** The seasons of the given peak festival days, earliest first, each to its last festival. */
export function festivalSeasons(days: readonly PeakFestivalDay[]): FestivalSeason[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const seasons: FestivalSeason[] = [];
  for (const day of sorted) {
    const current = seasons.at(-1);
    if (current && daysBetween(current.to, day.date) <= SEASON_GAP_DAYS) {
      current.festivals.push(day);
      current.to = day.date;
    } else {
      seasons.push({ from: addDays(day.date, -SEASON_LEAD_DAYS), to: day.date, festivals: [day] });
    }
  }
  return seasons;
}

/** The season to show on `today`: the one under way (up to today), else the latest ended; null before the first. */
export function currentFestivalSeason(days: readonly PeakFestivalDay[], today: string): FestivalSeason | null {
  const begun = festivalSeasons(days).filter((season) => season.from <= today);
  const season = begun.at(-1);
  if (!season) return null;
  const to = season.to < today ? season.to : today;
  const earliest = addDays(to, -(OVERVIEW_MAX_DAYS - 1));
  return { ...season, from: season.from < earliest ? earliest : season.from, to };
}
