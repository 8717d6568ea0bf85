/**
 * How the Overview (issue #43) writes its figures: names of origins and item kinds, durations,
 * rates, changes against the previous period, and days. Numbers go through lib/text (Indian digit
 * grouping), rupees through formatRupees, days through calendar-days (no Intl on this screen).
 */
import type { EnquiryOrigin } from '../../../lib/api/overview.ts';
import type { SubjectKind } from '../../../lib/enquiry/enquiry-subject.ts';
import { formatDay } from '../../../lib/planning/calendar-days.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';

export const ORIGIN_LABELS: Readonly<Record<EnquiryOrigin, string>> = {
  product: 'Product page',
  'enquiry-list': 'Enquiry list',
  'quote-builder': 'Quote builder',
  'event-planner': 'Event planner',
  announcement: 'Announcement',
  contact: 'Contact form',
};

export const SUBJECT_KIND_LABELS: Readonly<Record<SubjectKind, string>> = {
  product: 'Product',
  diwali: 'Diwali pack',
  service: 'Catering service',
  package: 'Event package',
  event: 'Event',
  dish: 'Dish',
  table: 'Table',
  venue: 'Hall or stay',
  campaign: 'Campaign',
};

/** What a figure reads when there is nothing to compute it from (no answered enquiry, nothing decided). */
export const NO_FIGURE = '–';

/** A time to first response: "under 1 min", "45 min", "3 h 20 min", "2 d 4 h"; NO_FIGURE for none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return NO_FIGURE;
  if (minutes < 1) return 'under 1 min';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${rest} min`;
  }
  const hours = Math.round(whole / 60);
  const rest = hours % 24;
  return rest === 0 ? `${formatCount(Math.floor(hours / 24))} d` : `${formatCount(Math.floor(hours / 24))} d ${rest} h`;
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
