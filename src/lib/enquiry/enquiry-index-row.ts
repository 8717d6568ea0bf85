/**
 * One enquiry as the staff desk's index keeps it (issue #42; storage in
 * src/server/storage/enquiry-index.ts): what the list, search, filters and counts look at, so they
 * read a month's shard of rows instead of every enquiry. Pure: the same checks as on a full record
 * (enquiry-desk.ts), so the index and a read of every record always agree.
 * Since issue #43 a row also keeps the facts the Overview counts (lib/overview/enquiry-facts.ts:
 * first response, origin, subjects, alert) and its format version `v`. Rows written before lack both:
 * such a row is outdated (isCurrentRow), and the index upgrades it from its record (enquiry-index.ts
 * `upgradeRows`) before any figure is counted from it.
 */
import type { EnquiryAlert } from '../api/enquiries.ts';
import { enquiryFactsOf, sameFacts, type AlertState, type SubjectTally } from '../overview/enquiry-facts.ts';
import type { EnquiryOrigin } from '../overview/enquiry-origin.ts';
import { filterFieldsTest, searchableText, searchTest, type EnquiryFilter } from './enquiry-desk.ts';
import type { EnquiryCategory, EnquiryRecord, EnquiryStatus } from './enquiry-schema.ts';
import { canReadEnquiry, type EnquiryReader } from './visible-enquiries.ts';

/** The row format: 2 since the Overview's facts (issue #43); rows without `v` are from before. */
export const INDEX_ROW_VERSION = 2;

export interface EnquiryIndexRow {
  /** The row's format, INDEX_ROW_VERSION; absent on rows written before issue #43 (no facts). */
  v?: number | undefined;
  /** The enquiry's id (its key): the received time first, so ids sort by time. */
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  category: EnquiryCategory;
  /** Folded reference, name, email, phone and message (searchableText). */
  text: string;
  /** The phone's digits. */
  digits: string;
  /** The Overview's facts (lib/overview/enquiry-facts.ts); absent from rows before issue #43. */
  firstResponseAt?: string | undefined;
  origin?: EnquiryOrigin | undefined;
  subjects?: SubjectTally[] | undefined;
  alert?: AlertState | undefined;
}

/** The row of an enquiry and its alert record (null or absent: no alert was recorded). */
export function indexRowOf(enquiry: EnquiryRecord, alert?: Pick<EnquiryAlert, 'state'> | null): EnquiryIndexRow {
  const { text, digits } = searchableText(enquiry);
  return { v: INDEX_ROW_VERSION, id: enquiry._id, createdAt: enquiry.createdAt, status: enquiry.status, category: enquiry.category, text, digits, ...enquiryFactsOf(enquiry, alert) };
}

/** True for a row in the current format (one written before issue #43 has no facts yet). */
export function isCurrentRow(row: Pick<EnquiryIndexRow, 'v'>): boolean {
  return row.v === INDEX_ROW_VERSION;
}

/** True when two rows say the same (a change that leaves the row alone needs no index write). */
export function sameRow(a: EnquiryIndexRow | undefined, b: EnquiryIndexRow | undefined): boolean {
  if (!a || !b) return a === b;
  return a.v === b.v && a.id === b.id && a.createdAt === b.createdAt && a.status === b.status && a.category === b.category && a.text === b.text && a.digits === b.digits && sameFacts(a, b);
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
