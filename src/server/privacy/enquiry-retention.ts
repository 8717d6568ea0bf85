/**
 * The enquiry retention period for the server (issue #42 item 5): read from content/site/site.json,
 * bundled into the function like product-page-facts.ts reads it, and checked with the site schema's
 * rule (a whole number of months, 1 to 120). The privacy notice states the same value, so the job that
 * anonymises old enquiries and the page that promises it cannot disagree.
 */
import site from '../../../content/site/site.json' with { type: 'json' };
import { sitePrivacySchema } from '../../lib/content/site-schema.ts';
import { retentionCutoff } from '../../lib/privacy/retention.ts';

/** Months an enquiry is kept after it was received (content/site/site.json `privacy.enquiryRetentionMonths`). */
export const ENQUIRY_RETENTION_MONTHS: number = sitePrivacySchema.parse(site.privacy).enquiryRetentionMonths;

/** The ISO instant before which a received enquiry is past retention, `now` being the job's run time. */
export function enquiryRetentionCutoff(now: Date): string {
  return retentionCutoff(now, ENQUIRY_RETENTION_MONTHS);
}
