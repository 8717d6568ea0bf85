/**
 * What the retention job leaves of an enquiry past its period (issue #42 item 5; the period in
 * retention.ts): everything the business counts stays (category, status and its history, the dates,
 * what it was about, the items and booking numbers, the event plan), everything that could identify
 * the visitor goes (name, email, phone, message, staff notes, a gift quote's printed message and
 * recipients). The index row of an anonymised enquiry then holds nothing but its reference, so no
 * search by the old name, email or phone finds it. Pure.
 */
import type { EnquiryIndexRow } from '../enquiry/enquiry-index-row.ts';
import type { EnquiryRecord } from '../enquiry/enquiry-schema.ts';

/** The enquiry without the visitor's details, marked with when that was done. */
export function anonymiseEnquiry(record: EnquiryRecord, now: Date): EnquiryRecord {
  const { notes: _notes, gifting, ...kept } = record;
  const anonymised: EnquiryRecord = { ...kept, name: '', email: '', phone: '', message: '', anonymisedAt: now.toISOString() };
  if (gifting) {
    const { printedMessage: _printed, recipients: _recipients, ...giftingKept } = gifting;
    anonymised.gifting = giftingKept;
  }
  return anonymised;
}

/**
 * True for the index row of an anonymised enquiry: its searchable text (reference, name, email, phone,
 * message, one a line) is the reference alone. A received enquiry never looks so: its name and message
 * are required and trimmed.
 */
export function isAnonymisedRow(row: Pick<EnquiryIndexRow, 'text' | 'digits'>): boolean {
  return row.digits === '' && /^[^\n]*\n\n\n\n$/.test(row.text);
}

/** The rows the retention job takes: received before the cutoff (an ISO instant) and not anonymised yet. */
export function isDueForRetention(row: Pick<EnquiryIndexRow, 'createdAt' | 'text' | 'digits'>, cutoff: string): boolean {
  return row.createdAt < cutoff && !isAnonymisedRow(row);
}
