/**
 * Visitor enquiries in the `enquiries` store.
 *
 * Key layout: `{id}` -> EnquiryRecord JSON, one blob per enquiry, where
 *   id = `{received time, UTC, compact ISO: 20251121T063100123Z}_{random UUID}`.
 * The time prefix has a fixed width, so keys (and ids) sort by received time and
 * listing newest first is a reverse sort of the keys; the UUID keeps two enquiries
 * received in the same millisecond apart. Records are written once with onlyIfNew.
 * Newer records also carry their reference (RS-YYMM-XXXX, reserved in enquiry-reference-repository.ts),
 * the summary of what they are about, the enquiry list lines and booking details; older records
 * simply lack those optional fields and still read and list.
 * Staff change an enquiry's status and add notes with conditional writes (the etag read with it);
 * only an enquiry marked spam is ever deleted.
 */
import {
  enquiryRecordSchema,
  type Enquiry,
  type EnquiryRecord,
} from '../../lib/enquiry/enquiry-schema.ts';
import { BOOKING_FIELDS } from '../../lib/enquiry/booking-fields.ts';
import type { ResolvedSubjects } from '../../lib/enquiry/resolve-subjects.ts';
import { listAllKeys, type Store } from './blob-stores.ts';
import { createRecord, listRecords, readPage, readRecord, replaceRecordTagged, type StoredRecord } from './records.ts';

const WRITE_ATTEMPTS = 3;

/** A new enquiry id for the given received time. */
export function newEnquiryId(receivedAt: Date = new Date()): string {
  const stamp = receivedAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}_${crypto.randomUUID()}`;
}

/** What an enquiry carries beyond the visitor's fields: its reference and the resolved summaries. */
export interface EnquiryExtras {
  reference?: string;
  resolved?: ResolvedSubjects;
}

function bookingOf(enquiry: Enquiry): Partial<Pick<EnquiryRecord, (typeof BOOKING_FIELDS)[number]>> {
  const booking: Record<string, unknown> = {};
  for (const field of BOOKING_FIELDS) if (enquiry[field] !== undefined) booking[field] = enquiry[field];
  return booking;
}

/** Stores a validated enquiry as received now; returns the stored record. */
export async function createEnquiry(
  store: Store,
  enquiry: Enquiry,
  receivedAt: Date = new Date(),
  extras: EnquiryExtras = {},
): Promise<EnquiryRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const record: EnquiryRecord = enquiryRecordSchema.parse({
      _id: newEnquiryId(receivedAt),
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      category: enquiry.category,
      message: enquiry.message,
      createdAt: receivedAt.toISOString(),
      status: 'new',
      ...(extras.reference === undefined ? {} : { reference: extras.reference }),
      ...extras.resolved,
      ...bookingOf(enquiry),
    });
    // A false result means the key already existed (a UUID clash): try a fresh id.
    if (await storeOnce(store, record)) return record;
  }
  throw new Error(`Could not store an enquiry after ${WRITE_ATTEMPTS} attempts.`);
}

/**
 * Writes the record once. When storage fails to confirm the write (a timeout or a dropped
 * answer), the write may still have landed: one read of the key tells, so a stored enquiry is
 * never reported to the visitor as failed (who would then send it twice).
 */
async function storeOnce(store: Store, record: EnquiryRecord): Promise<boolean> {
  try {
    return await createRecord(store, record._id, record);
  } catch (error) {
    const landed = await readRecord(store, record._id, enquiryRecordSchema).catch(() => null);
    if (landed && landed.value._id === record._id && landed.value.createdAt === record.createdAt) return true;
    throw error;
  }
}

export async function getEnquiry(store: Store, id: string): Promise<StoredRecord<EnquiryRecord> | null> {
  return readRecord(store, id, enquiryRecordSchema);
}

/** Every stored enquiry that still parses, newest first (follows every listing page). */
export async function listEnquiries(store: Store): Promise<EnquiryRecord[]> {
  const records = await listRecords(store, enquiryRecordSchema);
  return records.sort((a, b) => b.key.localeCompare(a.key)).map((record) => record.value);
}

export interface EnquiryPageQuery {
  limit: number;
  /** Only enquiries received at or after this instant (ISO), and before `before`. */
  since?: string | undefined;
  before?: string | undefined;
  /** Continue after this key (the nextCursor of the page before). */
  cursor?: string | undefined;
  /** Which enquiries the reader may see; the others are skipped, not counted. */
  accept?: (enquiry: EnquiryRecord) => boolean;
}

/**
 * One page of enquiries, newest first: the keys are listed (names only), and only the
 * records of this page are read.
 */
export async function listEnquiryPage(store: Store, query: EnquiryPageQuery): Promise<{ enquiries: EnquiryRecord[]; nextCursor: string | null }> {
  const keys = await enquiryKeys(store, query);
  const after = query.cursor;
  const remaining = after === undefined ? keys : keys.filter((key) => key < after);
  const page = await readPage(store, enquiryRecordSchema, remaining, query.limit, query.accept);
  return { enquiries: page.records.map((record) => record.value), nextCursor: page.nextCursor };
}

/** The id prefix of an instant: ids start with their received time, so a time range is a key range. */
function keyStamp(iso: string): string {
  return iso.replace(/[-:.]/g, '');
}

/** Every enquiry key in the received-time range, newest first (names only, no record is read). */
async function enquiryKeys(store: Store, range: { since?: string | undefined; before?: string | undefined }): Promise<string[]> {
  const since = range.since === undefined ? undefined : keyStamp(range.since);
  const before = range.before === undefined ? undefined : keyStamp(range.before);
  return (await listAllKeys(store))
    .filter((key) => (since === undefined || key >= since) && (before === undefined || key < before))
    .sort((a, b) => b.localeCompare(a));
}

/** Reads this many enquiries at once when scanning for an export or counts. */
const SCAN_BATCH = 50;

/** Every enquiry in the range that `accept` takes, newest first, a batch at a time (for streaming). */
export async function* scanEnquiries(
  store: Store,
  query: { since?: string | undefined; before?: string | undefined; accept?: (enquiry: EnquiryRecord) => boolean },
): AsyncGenerator<EnquiryRecord[]> {
  const keys = await enquiryKeys(store, query);
  for (let start = 0; start < keys.length; start += SCAN_BATCH) {
    const read = await Promise.all(keys.slice(start, start + SCAN_BATCH).map((key) => readRecord(store, key, enquiryRecordSchema)));
    const batch = read.flatMap((record) => (record && (query.accept?.(record.value) ?? true) ? [record.value] : []));
    if (batch.length > 0) yield batch;
  }
}

/** Replaces an enquiry only if it still has the etag that was read: its new etag, or null when stale. */
export async function saveEnquiry(store: Store, record: EnquiryRecord, etag: string): Promise<string | null> {
  return replaceRecordTagged(store, record._id, enquiryRecordSchema.parse(record), etag);
}

/**
 * Deletes an enquiry that is still exactly the copy read (same etag). Blobs has no conditional
 * delete, so the etag is checked right before: a change landing in that instant is the only gap.
 */
export async function deleteEnquiry(store: Store, id: string, etag: string): Promise<boolean> {
  const current = await getEnquiry(store, id);
  if (!current || current.etag !== etag) return false;
  await store.delete(id);
  return true;
}
