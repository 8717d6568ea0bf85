/**
 * How long enquiries are kept (issue #42 item 5, DPDP Act 2023): the rule shared by the privacy notice,
 * which states the period, and the server's retention job, which anonymises what is past it.
 * The period itself lives once, in content/site/site.json (`privacy.enquiryRetentionMonths`); the server
 * reads it through src/server/privacy/enquiry-retention.ts, the pages through the site loader. Pure.
 */

/** The bounds of a retention period in months (the site schema enforces them on site.json). */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

function assertRetentionMonths(months: number): void {
  if (!Number.isInteger(months) || months < RETENTION_MONTHS.min || months > RETENTION_MONTHS.max) {
    throw new RangeError(`A retention period is a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}, not ${months}`);
  }
}

/**
 * The ISO instant before which an enquiry received is past retention: `now` moved back `months`
 * calendar months in UTC, at the same time of day. A day the earlier month does not have becomes its
 * last day (31 Mar minus 1 month is 28 Feb, or 29 Feb in a leap year), so a month-end enquiry is
 * never kept short of its period. An enquiry received at the cutoff itself is still kept.
 */
export function retentionCutoff(now: Date, months: number): string {
  assertRetentionMonths(months);
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('retentionCutoff needs a valid date');
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(time);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString();
}

/** The period as the privacy notice writes it: "1 month", "24 months". */
export function formatRetentionPeriod(months: number): string {
  assertRetentionMonths(months);
  return months === 1 ? '1 month' : `${months} months`;
}
