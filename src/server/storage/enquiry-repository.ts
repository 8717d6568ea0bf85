/**
 * Visitor enquiries in the `enquiries` store.
 *
 * Key layout: `{id}` -> EnquiryRecord JSON, one blob per enquiry, where
 *   id = `{received time, UTC, compact ISO: 20251121T063100123Z}_{random UUID}`.
 * The time prefix has a fixed width, so keys (and ids) sort by received time; the UUID keeps two
 * enquiries received in the same millisecond apart. Records are written once with onlyIfNew.
 * Newer records also carry their reference (RS-YYMM-XXXX, reserved in enquiry-reference-repository.ts),
 * the summary of what they are about, the enquiry list lines and booking details; older records
 * simply lack those optional fields and still read and list.
 * Staff change an enquiry's status and add notes with conditional writes (the etag read with it);
 * staff delete only an enquiry marked spam. Privacy (issue #42 item 5): the retention job anonymises an
 * enquiry past its period (anonymiseStoredEnquiry), a superadmin's erasure deletes a visitor's
 * enquiries (eraseEnquiry); both keep the index like every other write.
 *
 * The desk reads through the index (enquiry-index.ts, issue #42): a page, a search, the filters and the
 * counts read month shards of rows, then only the records they return. Every write here keeps it: a
 * pending mark first, then the record; a staff change then settles its row at once, a new enquiry's row
 * is settled by the desk's next read (a crash anywhere after the mark is repaired from it).
 * A row also carries the alert outcome (issue #43), so recording it keeps the index too (recordEnquiryAlert).
 */
import type { EnquiryAlert } from '../../lib/api/enquiries.ts';
import { indexRowOf, isCurrentRow, sameRow, type EnquiryIndexRow } from '../../lib/enquiry/enquiry-index-row.ts';
import {
  enquiryRecordSchema,
  type Enquiry,
  type EnquiryRecord,
} from '../../lib/enquiry/enquiry-schema.ts';
import { BOOKING_FIELDS } from '../../lib/enquiry/booking-fields.ts';
import type { ResolvedSubjects } from '../../lib/enquiry/resolve-subjects.ts';
import { anonymiseEnquiry as withoutVisitorDetails } from '../../lib/privacy/anonymise-enquiry.ts';
import { HttpError } from '../http/http-error.ts';
import type { Store } from './blob-stores.ts';
import { recordAlert } from './enquiry-alert-repository.ts';
import { markPending, matchingRows, openIndexStore, readyIndex, repairPending, settlePending, upgradeRows } from './enquiry-index.ts';
import { mapBounded } from './map-bounded.ts';
import { createRecord, listRecords, readRecord, replaceRecordTagged, type StoredRecord } from './records.ts';

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
      ...(enquiry.gifting === undefined ? {} : { gifting: enquiry.gifting }),
      ...(enquiry.plan === undefined ? {} : { plan: enquiry.plan }),
      language: enquiry.locale ?? 'en',
    });
    // The mark is the new enquiry's way into the index: the desk's next read gives it its row (a
    // burst of visitors never queues on a month's shard). A false result means the key already existed
    // (a UUID clash): try a fresh id (that mark settles to nothing).
    await markPending(openIndexStore(), record._id, 'new');
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

/**
 * Every stored enquiry that still parses, newest first, read one by one (follows every listing page):
 * what the index is checked against, never a request's path.
 */
export async function listEnquiries(store: Store): Promise<EnquiryRecord[]> {
  const records = await listRecords(store, enquiryRecordSchema);
  return records.sort((a, b) => b.key.localeCompare(a.key)).map((record) => record.value);
}

/** What the desk asks for: the received-time range, the reader's filter on a row and on a record. */
export interface EnquiryScopeQuery {
  since?: string | undefined;
  before?: string | undefined;
  /** The same test on an index row (which a stale row may pass) and on the record (the truth). */
  acceptRow: (row: EnquiryIndexRow) => boolean;
  accept: (enquiry: EnquiryRecord) => boolean;
}

export interface EnquiryPageQuery extends EnquiryScopeQuery {
  limit: number;
  /** Continue after this id (the nextCursor of the page before). */
  cursor?: string | undefined;
}

/** Reads this many enquiries at once (a page, an export). */
const READ_CONCURRENCY = 25;

/** The records of the rows that still pass the filter (a row may lag its record by a moment), in row order. */
async function recordsOf(store: Store, rows: readonly EnquiryIndexRow[], accept: (enquiry: EnquiryRecord) => boolean): Promise<EnquiryRecord[]> {
  const records = await mapBounded(rows, READ_CONCURRENCY, (row) => getEnquiry(store, row.id));
  return records.flatMap((record) => (record && accept(record.value) ? [record.value] : []));
}

/**
 * One page of enquiries, newest first: the index gives the ids that match (reading the newest month
 * shards first), then only those records are read. The cursor is the last id of the page: the next page
 * continues strictly after it, so every enquiry is returned once even while new ones arrive (they sort first).
 */
export async function listEnquiryPage(store: Store, query: EnquiryPageQuery): Promise<{ enquiries: EnquiryRecord[]; nextCursor: string | null }> {
  const index = openIndexStore();
  await readyIndex(store, index);
  const { rows, more } = await matchingRows(index, { since: query.since, before: query.before, cursor: query.cursor, accept: query.acceptRow }, query.limit);
  return { enquiries: await recordsOf(store, rows, query.accept), nextCursor: more ? (rows.at(-1)?.id ?? null) : null };
}

/** Every index row the scope accepts, newest first (counts and figures need no record). */
export async function enquiryRows(store: Store, query: Omit<EnquiryScopeQuery, 'accept'>): Promise<EnquiryIndexRow[]> {
  const index = openIndexStore();
  await readyIndex(store, index);
  return (await matchingRows(index, { since: query.since, before: query.before, accept: query.acceptRow })).rows;
}

/** Time a request may spend upgrading rows written before issue #43 (a one-off after the upgrade is deployed). */
const UPGRADE_BUDGET_MS = 10_000;
/** Answered while a large store's rows are still being upgraded (the next request goes on). */
export const ROWS_UPGRADING_MESSAGE = 'The figures are being prepared. Please try again in a minute.';

/**
 * Every index row of the range the scope accepts, newest first, each in the current format with the
 * Overview's facts (issue #43): rows written before are upgraded from their records first, at most
 * UPGRADE_BUDGET_MS per request (503 with Retry-After while a large store is not done). Reads the
 * month shards of the range only, never the records of current rows.
 */
export async function currentEnquiryRows(store: Store, query: Omit<EnquiryScopeQuery, 'accept'>): Promise<EnquiryIndexRow[]> {
  const index = openIndexStore();
  await readyIndex(store, index);
  // Twice at most: a row an older instance wrote during the first pass is upgraded by the second.
  for (let pass = 0; pass < 2; pass += 1) {
    if (!(await upgradeRows(store, index, { since: query.since, before: query.before, budgetMs: UPGRADE_BUDGET_MS })).complete) break;
    const { rows } = await matchingRows(index, { since: query.since, before: query.before, accept: query.acceptRow });
    if (rows.every(isCurrentRow)) return rows;
  }
  throw new HttpError(503, ROWS_UPGRADING_MESSAGE, { headers: { 'Retry-After': '30' } });
}

/**
 * Records what became of a new enquiry's alert (enquiry-alert-repository.ts) and keeps its row: an
 * `alert` mark first, which the desk's next read settles once the row has the outcome (like a new
 * enquiry, so a burst of alerts never queues on a month's shard).
 */
export async function recordEnquiryAlert(alerts: Store, id: string, alert: EnquiryAlert): Promise<void> {
  await markPending(openIndexStore(), id, 'alert');
  await recordAlert(alerts, id, alert);
}

/** Reads this many enquiries per batch when scanning (an export streams a batch at a time). */
const SCAN_BATCH = 100;

/** Every enquiry the scope accepts, newest first, a batch at a time (for streaming). */
export async function* scanEnquiries(store: Store, query: EnquiryScopeQuery): AsyncGenerator<EnquiryRecord[]> {
  yield* enquiryBatches(store, await enquiryRows(store, query), query.accept);
}

/** The records of rows already chosen (enquiryRows: an export counts them first), a batch at a time. */
export async function* enquiryBatches(store: Store, rows: readonly EnquiryIndexRow[], accept: (enquiry: EnquiryRecord) => boolean): AsyncGenerator<EnquiryRecord[]> {
  for (let start = 0; start < rows.length; start += SCAN_BATCH) {
    const batch = await recordsOf(store, rows.slice(start, start + SCAN_BATCH), accept);
    if (batch.length > 0) yield batch;
  }
}

/**
 * Replaces an enquiry only if it still has the etag that was read: its new etag, or null when stale.
 * `previous` is the copy the change was made from: when its index row says the same as the new one
 * (a note), the index is left alone.
 */
export async function saveEnquiry(store: Store, record: EnquiryRecord, etag: string, previous?: EnquiryRecord): Promise<string | null> {
  if (previous !== undefined && sameRow(indexRowOf(previous), indexRowOf(record))) {
    return replaceRecordTagged(store, record._id, enquiryRecordSchema.parse(record), etag);
  }
  const index = openIndexStore();
  const mark = await markPending(index, record._id, 'change');
  const saved = await replaceRecordTagged(store, record._id, enquiryRecordSchema.parse(record), etag);
  await settlePending(store, index, record._id, mark);
  return saved;
}

/**
 * Deletes an enquiry that is still exactly the copy read (same etag). Blobs has no conditional
 * delete, so the etag is checked right before: a change landing in that instant is the only gap.
 */
export async function deleteEnquiry(store: Store, id: string, etag: string): Promise<boolean> {
  const current = await getEnquiry(store, id);
  if (!current || current.etag !== etag) return false;
  const index = openIndexStore();
  const mark = await markPending(index, id, 'change');
  await store.delete(id);
  await settlePending(store, index, id, mark);
  return true;
}

/**
 * Deletes an enquiry whatever its state (a visitor's erasure: their request outranks a staff change in
 * flight). Keeps the index: mark, delete, settle. Answers false when there was nothing to delete.
 */
export async function eraseEnquiry(store: Store, id: string): Promise<boolean> {
  if (!(await getEnquiry(store, id))) return false;
  const index = openIndexStore();
  const mark = await markPending(index, id, 'change');
  await store.delete(id);
  await settlePending(store, index, id, mark);
  return true;
}

/**
 * Removes the visitor's details from a stored enquiry (lib/privacy/anonymise-enquiry.ts), with a
 * conditional write on the etag read: a staff change landing meanwhile makes it read and try again.
 * Keeps the index (mark, write, settle), so the row no longer holds the name, email or phone.
 * Answers false when the enquiry is gone or was anonymised already.
 */
export async function anonymiseStoredEnquiry(store: Store, id: string, now: Date = new Date()): Promise<boolean> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const stored = await getEnquiry(store, id);
    if (!stored || stored.value.anonymisedAt !== undefined) return false;
    if ((await saveEnquiry(store, withoutVisitorDetails(stored.value, now), stored.etag)) !== null) return true;
  }
  throw new Error(`Enquiry ${id} kept changing while it was being anonymised.`);
}

/**
 * After a batch of erasures or anonymisations: every index row says what its record says now (a
 * writer's own settle gives up on a busy month and leaves it to the next read), so no row keeps the
 * text of a record that no longer has it, even in a backup taken before the desk's next read.
 */
export async function settleEnquiryIndex(store: Store): Promise<void> {
  await repairPending(store, openIndexStore());
}
