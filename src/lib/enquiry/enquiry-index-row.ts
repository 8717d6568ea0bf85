/**
 * One enquiry as the staff desk's index keeps it (issue #42; storage in
 * src/server/storage/enquiry-index.ts): what the list, search, filters and counts look at, so they
 * read a month's shard of rows instead of every enquiry. Pure: the same checks as on a full record
 * (enquiry-desk.ts), so the index and a read of every record always agree.
 */
import { filterFieldsTest, searchableText, searchTest, type EnquiryFilter } from './enquiry-desk.ts';
import type { EnquiryCategory, EnquiryRecord, EnquiryStatus } from './enquiry-schema.ts';
import { canReadEnquiry, type EnquiryReader } from './visible-enquiries.ts';

export interface EnquiryIndexRow {
  /** The enquiry's id (its key): the received time first, so ids sort by time. */
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  category: EnquiryCategory;
  /** Folded reference, name, email, phone and message (searchableText). */
  text: string;
  /** The phone's digits. */
  digits: string;
}

export function indexRowOf(enquiry: EnquiryRecord): EnquiryIndexRow {
  const { text, digits } = searchableText(enquiry);
  return { id: enquiry._id, createdAt: enquiry.createdAt, status: enquiry.status, category: enquiry.category, text, digits };
}

/** True when two rows say the same (a change that leaves the row alone needs no index write). */
export function sameRow(a: EnquiryIndexRow | undefined, b: EnquiryIndexRow | undefined): boolean {
  if (!a || !b) return a === b;
  return a.id === b.id && a.createdAt === b.createdAt && a.status === b.status && a.category === b.category && a.text === b.text && a.digits === b.digits;
}

/**
 * The test of a row: true when the reader may see the enquiry and it passes the filter, exactly as
 * matchesFilter tests its record. Built once per query (the query folded, the days worked out), since
 * a search runs it over every row of its range.
 */
export function rowTest(filter: EnquiryFilter, reader: EnquiryReader): (row: EnquiryIndexRow) => boolean {
  const fields = filterFieldsTest(filter);
  const search = filter.q ? searchTest(filter.q) : undefined;
  return (row) => canReadEnquiry(row, reader) && fields(row) && (search === undefined || search(row));
}

/** The month shard an id belongs to: `YYYY-MM` of its received time (UTC, the id's own stamp). */
export function monthOfId(id: string): string {
  return `${id.slice(0, 4)}-${id.slice(4, 6)}`;
}

/** Rows newest first (ids sort by received time). */
export function byNewest(a: EnquiryIndexRow, b: EnquiryIndexRow): number {
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
