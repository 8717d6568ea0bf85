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
 */
import {
  enquiryRecordSchema,
  type Enquiry,
  type EnquiryRecord,
} from '../../lib/enquiry/enquiry-schema.ts';
import { BOOKING_FIELDS } from '../../lib/enquiry/booking-fields.ts';
import type { ResolvedSubjects } from '../../lib/enquiry/resolve-subjects.ts';
import { listAllKeys, type Store } from './blob-stores.ts';
import { createRecord, listRecords, readPage, readRecord, type StoredRecord } from './records.ts';

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
  const keys = (await listAllKeys(store)).sort((a, b) => b.localeCompare(a));
  const after = query.cursor;
  const remaining = after === undefined ? keys : keys.filter((key) => key < after);
  const page = await readPage(store, enquiryRecordSchema, remaining, query.limit, query.accept);
  return { enquiries: page.records.map((record) => record.value), nextCursor: page.nextCursor };
}
