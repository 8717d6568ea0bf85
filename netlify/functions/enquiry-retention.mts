/**
 * Scheduled, daily: the enquiry retention job (issue #42 item 5; src/server/privacy/enquiry-retention-job.ts).
 * Anonymises the enquiries received before the retention period (content/site/site.json
 * `privacy.enquiryRetentionMonths`), found through the desk's index, and removes their alert records;
 * writes one activity log entry with the count. Within Netlify's 30 s for a scheduled function: it stops
 * starting enquiries after 20 s, and the next run takes what is left.
 */
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { runEnquiryRetention } from '../../src/server/privacy/enquiry-retention-job.ts';

/** Leaves room in the 30 s limit for the enquiries in flight, the index settle and the audit entry. */
const BUDGET_MS = 20_000;

export default handle(async () => {
  const report = await runEnquiryRetention({ budgetMs: BUDGET_MS });
  console.log(`Enquiry retention: ${report.anonymised} anonymised (received before ${report.cutoff})${report.left > 0 ? `; ${report.left} left for the next run` : ''}.`);
  return json(200, report);
});

export const config: Config = { schedule: '@daily' };
