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

/** "2026-11-08" -> "Sun, 8 Nov 2026". */
export function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(toUtc(isoDate)),
  );
}
