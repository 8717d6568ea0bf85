/**
 * The enquiry retention job (issue #42 item 5): every enquiry received before the cutoff
 * (enquiry-retention.ts: the period of content/site/site.json before the run) is anonymised
 * (lib/privacy/anonymise-enquiry.ts: what the business counts stays, the visitor's details go) and its
 * alert record removed. The enquiries due are found through the desk's index, from the month shards up
 * to the cutoff, never by reading every record. A run stops starting enquiries once its time budget is
 * spent (a scheduled function has 30 s); what is left is taken by the next run. Each run writes one
 * activity log entry with its count.
 */
import { isDueForRetention } from '../../lib/privacy/anonymise-enquiry.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { deleteAlert } from '../storage/enquiry-alert-repository.ts';
import { anonymiseStoredEnquiry, enquiryRows, settleEnquiryIndex } from '../storage/enquiry-repository.ts';
import { mapBounded } from '../storage/map-bounded.ts';
import { enquiryRetentionCutoff, ENQUIRY_RETENTION_MONTHS } from './enquiry-retention.ts';

/** Who the activity log says ran it. */
export const RETENTION_ACTOR: Actor = { _id: 'system', email: 'retention job', role: 'system' };

/** Enquiries anonymised at once: each is a few storage calls, and enquiries of one month share a shard. */
const CONCURRENCY = 4;

export interface RetentionReport {
  cutoff: string;
  anonymised: number;
  /** Due, but left for the next run when the budget ran out. */
  left: number;
}

export async function runEnquiryRetention({ now = new Date(), budgetMs = 20_000 }: { now?: Date; budgetMs?: number } = {}): Promise<RetentionReport> {
  const started = Date.now();
  const cutoff = enquiryRetentionCutoff(now);
  const enquiries = openStore('enquiries');
  const alerts = openStore('enquiryAlerts');
  const due = (await enquiryRows(enquiries, { before: cutoff, acceptRow: (row) => isDueForRetention(row, cutoff) })).toReversed();
  const report: RetentionReport = { cutoff, anonymised: 0, left: 0 };
  await mapBounded(due, CONCURRENCY, async (row) => {
    if (Date.now() - started > budgetMs) {
      report.left += 1;
      return;
    }
    // The alert record goes first: the anonymised record's index row is then settled without it
    // (the row keeps the alert's outcome for the Overview, issue #43). A run that stops in between
    // leaves the row due, and the next run settles it.
    await deleteAlert(alerts, row.id);
    if (await anonymiseStoredEnquiry(enquiries, row.id, now)) report.anonymised += 1;
  });
  if (report.anonymised > 0) await settleEnquiryIndex(enquiries);
  const details = `${report.anonymised} anonymised (received before ${cutoff.slice(0, 10)}, kept ${ENQUIRY_RETENTION_MONTHS} months)${report.left > 0 ? `; ${report.left} left for the next run` : ''}`;
  await recordAudit(openStore('audit'), RETENTION_ACTOR, 'enquiry.retention', { type: 'enquiries', id: cutoff, label: `Enquiries received before ${cutoff.slice(0, 10)}` }, details, now);
  return report;
}
