/**
 * The one change ever made to written audit entries (issue #42 item 5): when a visitor's data is
 * erased, the entries about their enquiries keep what staff did and when, but their label no longer
 * names the visitor. The store's layout is audit-repository.ts's: `{13-digit inverted epoch ms}_{uuid}`,
 * so the entries written since an instant are the keys below that instant's prefix, found from a
 * listing of names alone; only those are read.
 */
import { auditEntrySchema, type AuditEntry } from '../../lib/staff/audit-entry-schema.ts';
import { listAllKeys, type Store } from './blob-stores.ts';
import { mapBounded } from './map-bounded.ts';
import { readRecord, replaceRecord, type StoredRecord } from './records.ts';

/** audit-repository.ts writes an entry's key as this minus its time in ms, 13 digits. */
const MAX_EPOCH_MS = 9_999_999_999_999;
const READ_CONCURRENCY = 25;

/** When the entry of this key was written, in epoch ms (NaN for a key of another shape). */
function writtenAt(key: string): number {
  return MAX_EPOCH_MS - Number(key.slice(0, 13));
}

/** The entries written at or after `since` (ISO) whose target is one of these enquiries, newest first. */
export async function auditEntriesAboutEnquiries(store: Store, enquiryIds: ReadonlySet<string>, since: string): Promise<StoredRecord<AuditEntry>[]> {
  if (enquiryIds.size === 0) return [];
  const from = Date.parse(since);
  const keys = (await listAllKeys(store)).filter((key) => writtenAt(key) >= from).toSorted();
  const entries = await mapBounded(keys, READ_CONCURRENCY, (key) => readRecord(store, key, auditEntrySchema));
  return entries.filter((entry): entry is StoredRecord<AuditEntry> => entry !== null && entry.value.target.type === 'enquiry' && enquiryIds.has(entry.value.target.id));
}

/** Gives an entry a new target label (conditional on the etag read): false when it changed meanwhile or says that already. */
export async function relabelAuditEntry(store: Store, entry: StoredRecord<AuditEntry>, label: string): Promise<boolean> {
  if (entry.value.target.label === label) return false;
  return replaceRecord(store, entry.value._id, { ...entry.value, target: { ...entry.value.target, label } }, entry.etag);
}
