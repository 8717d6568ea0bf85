/**
 * A visitor's right to erasure (issue #42 item 5, DPDP Act 2023): a superadmin finds everything stored
 * about one email or phone (lib/privacy/visitor-match.ts) and erases it. What is stored about a visitor
 * on the server: their enquiries (the index rows are derived from them), the alert outcome of each, and
 * activity log entries about those enquiries. Their enquiry list lives in their own browser, never here.
 * Erasing deletes the enquiries (the plain reading of "erase": nothing of them is left to count), removes
 * the alerts, and rewrites older activity labels that named the visitor to the enquiry's reference. The
 * erasure itself is logged first (a deletion is never unrecorded) with counts and references only.
 */
import { randomUUID } from 'node:crypto';
import type { VisitorData, VisitorErased, VisitorLookup } from '../../lib/api/visitor-data.ts';
import type { EnquiryAlert } from '../../lib/api/enquiries.ts';
import type { EnquiryRecord } from '../../lib/enquiry/enquiry-schema.ts';
import { isVisitorsEnquiry, rowMayBeVisitors } from '../../lib/privacy/visitor-match.ts';
import type { AuditEntry } from '../../lib/staff/audit-entry-schema.ts';
import { enquiryAuditTarget } from '../enquiries/enquiry-commands.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { auditEntriesAboutEnquiries, relabelAuditEntry } from '../storage/audit-redaction.ts';
import { openStore } from '../storage/blob-stores.ts';
import { deleteAlert, getAlert } from '../storage/enquiry-alert-repository.ts';
import { eraseEnquiry, scanEnquiries, settleEnquiryIndex } from '../storage/enquiry-repository.ts';
import { mapBounded } from '../storage/map-bounded.ts';
import type { StoredRecord } from '../storage/records.ts';

const READ_CONCURRENCY = 25;

interface Found {
  enquiries: EnquiryRecord[];
  alerts: { enquiry: EnquiryRecord; alert: EnquiryAlert }[];
  activity: StoredRecord<AuditEntry>[];
}

async function findStored(query: VisitorLookup): Promise<Found> {
  const enquiries: EnquiryRecord[] = [];
  const scope = { acceptRow: (row: Parameters<typeof rowMayBeVisitors>[0]) => rowMayBeVisitors(row, query), accept: (record: EnquiryRecord) => isVisitorsEnquiry(record, query) };
  for await (const batch of scanEnquiries(openStore('enquiries'), scope)) enquiries.push(...batch);
  const alertStore = openStore('enquiryAlerts');
  const alerts = (await mapBounded(enquiries, READ_CONCURRENCY, async (enquiry) => ({ enquiry, alert: await getAlert(alertStore, enquiry._id) })))
    .flatMap(({ enquiry, alert }) => (alert ? [{ enquiry, alert }] : []));
  const oldest = enquiries.at(-1)?.createdAt;
  const activity = oldest === undefined ? [] : await auditEntriesAboutEnquiries(openStore('audit'), new Set(enquiries.map((enquiry) => enquiry._id)), oldest);
  return { enquiries, alerts, activity };
}

const referenceOf = (enquiry: Pick<EnquiryRecord, '_id' | 'reference'>) => enquiry.reference ?? enquiry._id;

/** Everything stored about the visitor, newest enquiry first. */
export async function findVisitorData(query: VisitorLookup): Promise<VisitorData> {
  const found = await findStored(query);
  return {
    enquiries: found.enquiries.map((enquiry) => ({
      id: enquiry._id,
      ...(enquiry.reference === undefined ? {} : { reference: enquiry.reference }),
      receivedAt: enquiry.createdAt,
      name: enquiry.name,
      category: enquiry.category,
      status: enquiry.status,
    })),
    alerts: found.alerts.map(({ enquiry, alert }) => ({
      enquiryId: enquiry._id,
      ...(enquiry.reference === undefined ? {} : { reference: enquiry.reference }),
      state: alert.state,
      at: alert.at,
    })),
    activity: found.activity.map(({ value }) => ({ id: value._id, at: value.at, action: value.action, label: value.target.label })),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The erasure's activity log entry: counts and references, never the email or phone asked for. */
function erasureDetails(found: Found, references: readonly string[]): string {
  const enquiries = plural(found.enquiries.length, 'enquiry', 'enquiries');
  return `${enquiries} deleted${references.length > 0 ? ` (${references.join(', ')})` : ''}; ${plural(found.alerts.length, 'alert record', 'alert records')} removed; ${plural(found.activity.length, 'activity entry', 'activity entries')} relabelled`;
}

/** Erases everything stored about the visitor; answers what was erased. */
export async function eraseVisitorData(actor: Actor, query: VisitorLookup): Promise<VisitorErased> {
  const found = await findStored(query);
  const references = found.enquiries.map(referenceOf);
  await recordAudit(openStore('audit'), actor, 'visitor-data.erase', { type: 'visitor-data', id: randomUUID(), label: `Erasure of ${plural(found.enquiries.length, 'enquiry', 'enquiries')}` }, erasureDetails(found, references));

  const byId = new Map(found.enquiries.map((enquiry) => [enquiry._id, enquiry]));
  const audit = openStore('audit');
  const relabelled = await mapBounded(found.activity, READ_CONCURRENCY, (entry) => {
    const enquiry = byId.get(entry.value.target.id);
    return enquiry ? relabelAuditEntry(audit, entry, enquiryAuditTarget(enquiry).label) : Promise.resolve(false);
  });
  // One after another: a visitor has a few enquiries, and each settles its own index row at once.
  const enquiries = openStore('enquiries');
  const alerts = openStore('enquiryAlerts');
  for (const enquiry of found.enquiries) {
    await eraseEnquiry(enquiries, enquiry._id);
    await deleteAlert(alerts, enquiry._id);
  }
  await settleEnquiryIndex(enquiries);
  const erased = { enquiries: found.enquiries.length, alerts: found.alerts.length, activityLabels: relabelled.filter(Boolean).length, references };
  const message = found.enquiries.length === 0 ? 'Nothing was stored about this visitor.' : `Erased ${plural(erased.enquiries, 'enquiry', 'enquiries')}, ${plural(erased.alerts, 'alert record', 'alert records')} and the visitor's name in ${plural(erased.activityLabels, 'activity entry', 'activity entries')}.`;
  return { message, erased };
}
