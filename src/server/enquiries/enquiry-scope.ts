/**
 * The filter of the staff list and export, read from the query string and narrowed to what the
 * reader may see (G-05): a subadmin asking for another category is refused (403), never shown it.
 */
import { toFieldErrors } from '../../lib/api/api-error.ts';
import { enquiryFilterQuerySchema } from '../../lib/api/enquiries.ts';
import { endOfIndianDay, matchesFilter, startOfIndianDay, type EnquiryFilter } from '../../lib/enquiry/enquiry-desk.ts';
import { rowTest, type EnquiryIndexRow } from '../../lib/enquiry/enquiry-index-row.ts';
import type { EnquiryRecord } from '../../lib/enquiry/enquiry-schema.ts';
import { canReadEnquiry, type EnquiryReader } from '../../lib/enquiry/visible-enquiries.ts';
import { HttpError } from '../http/http-error.ts';

export interface EnquiryScope {
  filter: EnquiryFilter;
  since: string | undefined;
  before: string | undefined;
  /** The same test on an index row and on a record (the record has the last word). */
  acceptRow: (row: EnquiryIndexRow) => boolean;
  accept: (enquiry: EnquiryRecord) => boolean;
}

const FILTER_FIELDS = ['q', 'status', 'category', 'from', 'to'] as const;

export function readEnquiryScope(url: URL, reader: EnquiryReader): EnquiryScope {
  const raw: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = url.searchParams.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value;
  }
  const parsed = enquiryFilterQuerySchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'Please correct the filter.', { errors: toFieldErrors(parsed.error) });
  return enquiryScope(parsed.data, reader);
}

/** The scope of a filter already parsed (an export job keeps its filter), for this reader. */
export function enquiryScope(filter: EnquiryFilter, reader: EnquiryReader): EnquiryScope {
  if (filter.category && reader.role !== 'superadmin' && filter.category !== reader.category) {
    throw new HttpError(403, 'You can only see the enquiries of your own category.');
  }
  return {
    filter,
    since: filter.from ? startOfIndianDay(filter.from) : undefined,
    before: filter.to ? endOfIndianDay(filter.to) : undefined,
    acceptRow: rowTest(filter, reader),
    accept: (enquiry) => canReadEnquiry(enquiry, reader) && matchesFilter(enquiry, filter),
  };
}
