/**
 * How the Overview (issue #43) writes its figures: durations and promises, rates, changes against
 * the previous period, and days. Numbers and durations go through lib/text (Indian digit grouping),
 * rupees through formatRupees, days through calendar-days (no Intl on this screen). Names of origins,
 * item kinds and statuses are lib's, the same as the server's CSVs.
 */
import { formatDay } from '../../../lib/planning/calendar-days.ts';
import { formatDuration } from '../../../lib/text/duration.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';

/** What a figure reads when there is nothing to compute it from (no answered enquiry, nothing decided). */
export const NO_FIGURE = '–';

/** A time to first response in whole minutes (the server rounds): "under 1 min", "45 min", "3 h 20 min", "2 d 4 h"; NO_FIGURE for none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return NO_FIGURE;
  return minutes < 1 ? 'under 1 min' : formatDuration(minutes);
}

/** A promised reply in hours: "4 h", "1 d", "30 min". */
export function formatPromise(hours: number): string {
  return formatDuration(Math.round(hours * 60));
}

/**
 * The reply promised in the categories shown (`promiseHours` is the server's shortest of them): "4 h"
 * when they all promise the same, else the shortest to the longest, "4 h to 1 d, by category".
 */
export function promiseText(response: { promiseHours: number; perCategory: readonly { promiseHours: number }[] }): string {
  const shortest = response.promiseHours;
  const longest = Math.max(shortest, ...response.perCategory.map((entry) => entry.promiseHours));
  return shortest === longest ? formatPromise(shortest) : `${formatPromise(shortest)} to ${formatPromise(longest)}, by category`;
}

/** A share 0..1 as a whole percentage, "67%"; NO_FIGURE for none. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_FIGURE : `${Math.round(rate * 100)}%`;
}

/** How `now` compares with `before`: "up 6 (18%)", "down 2 (10%)", "no change", "up 4" (from none). */
export function changeText(now: number, before: number): string {
  if (now === before) return 'no change';
  const word = now > before ? 'up' : 'down';
  const difference = formatCount(Math.abs(now - before));
  return before === 0 ? `${word} ${difference}` : `${word} ${difference} (${Math.round((Math.abs(now - before) / before) * 100)}%)`;
}

/** "Sun, 1 Nov, 2026 to Mon, 30 Nov, 2026" (one day: just the day). */
export function rangeText(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
}

/** "1 enquiry", "1,204 enquiries". */
export function enquiriesText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'enquiry' : 'enquiries'}`;
}
