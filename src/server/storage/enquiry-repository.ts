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
import type { Store } from './blob-stores.ts';
import { createRecordCache } from './listing-cache.ts';
import { createRecord, listRecords, listRecordVersions, readRecord, replaceRecordTagged, type RecordVersion, type StoredRecord } from './records.ts';

const WRITE_ATTEMPTS = 3;

/**
 * Enquiries already read by this instance, by key and etag: a page, search, count or export lists
 * the keys and etags once and reads only the enquiries new or changed since, so a warm instance
 * searches a year of enquiries from memory (see listing-cache.ts).
 */
const enquiryRecords = createRecordCache(enquiryRecordSchema);

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
      ...(enquiry.gifting === undefined ? {} : { gifting: enquiry.gifting }),
      ...(enquiry.plan === undefined ? {} : { plan: enquiry.plan }),
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
 * One page of enquiries, newest first: one listing gives every key and etag (names only; the
 * received-time range narrows it by key), then records are read a batch at a time, in key
 * order, until `limit` of them are accepted, so a page reads only what it needs (a search with few
 * matches reads on to the end). The cursor is the last key looked at: the next page continues
 * strictly after it, so every enquiry is returned once even while new ones arrive (they sort first).
 */
export async function listEnquiryPage(store: Store, query: EnquiryPageQuery): Promise<{ enquiries: EnquiryRecord[]; nextCursor: string | null }> {
  const versions = await enquiryVersions(store, query);
  const after = query.cursor;
  const remaining = after === undefined ? versions : versions.filter((version) => version.key < after);
  const enquiries: EnquiryRecord[] = [];
  let looked = 0;
  while (looked < remaining.length && enquiries.length < query.limit) {
    const batch = remaining.slice(looked, looked + Math.min(SCAN_BATCH, Math.max(query.limit - enquiries.length, MIN_BATCH)));
    const read = new Map((await enquiryRecords.read(store, batch)).map((record) => [record.key, record.value]));
    for (const version of batch) {
      looked += 1;
      const enquiry = read.get(version.key);
      if (enquiry && (query.accept?.(enquiry) ?? true)) enquiries.push(enquiry);
      if (enquiries.length >= query.limit) break;
    }
  }
  return { enquiries, nextCursor: looked < remaining.length ? (remaining[looked - 1]?.key ?? null) : null };
}

/** The id prefix of an instant: ids start with their received time, so a time range is a key range. */
function keyStamp(iso: string): string {
  return iso.replace(/[-:.]/g, '');
}

/** Every enquiry key (with its etag) in the received-time range, newest first; no record is read. */
async function enquiryVersions(store: Store, range: { since?: string | undefined; before?: string | undefined }): Promise<RecordVersion[]> {
  const since = range.since === undefined ? undefined : keyStamp(range.since);
  const before = range.before === undefined ? undefined : keyStamp(range.before);
  return (await listRecordVersions(store))
    .filter(({ key }) => (since === undefined || key >= since) && (before === undefined || key < before))
    .sort((a, b) => b.key.localeCompare(a.key));
}

/** Reads this many enquiries at once when scanning (a page, a search, an export, counts). */
const SCAN_BATCH = 50;
/** A page reads at least this many at once, even when only a few more are needed. */
const MIN_BATCH = 10;

/** Every enquiry in the range that `accept` takes, newest first, a batch at a time (for streaming). */
export async function* scanEnquiries(
  store: Store,
  query: { since?: string | undefined; before?: string | undefined; accept?: (enquiry: EnquiryRecord) => boolean },
): AsyncGenerator<EnquiryRecord[]> {
  const versions = await enquiryVersions(store, query);
  for (let start = 0; start < versions.length; start += SCAN_BATCH) {
    const read = await enquiryRecords.read(store, versions.slice(start, start + SCAN_BATCH));
    const batch = read.flatMap((record) => ((query.accept?.(record.value) ?? true) ? [record.value] : []));
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
