/** Whole-day arithmetic on ISO dates ("2026-11-23"), in UTC so no time zone shifts a day. Pure. */

const DAY_MS = 86_400_000;

function toUtc(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The ISO date `days` after `isoDate` (before, when negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(toUtc(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toUtc(value)) && addDays(value, 0) === value;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "2026-11-08" -> "Sun, 8 Nov, 2026", as Intl.DateTimeFormat('en-IN') writes a short date, spelled
 * out here so a page that shows one (the festival banner) loads no Intl locale data (issue #14), and
 * the build and every browser write the same text.
 */
export function formatDay(isoDate: string): string {
  const day = new Date(toUtc(isoDate));
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}, ${day.getUTCFullYear()}`;
}

/** "2026-11-08" -> "8 Nov": a day on a chart's axis, where the weekday and year would crowd it. */
export function formatShortDay(isoDate: string): string {
  const day = new Date(toUtc(isoDate));
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
