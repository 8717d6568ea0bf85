/**
 * Which stored enquiries are about one visitor (issue #42 item 5, the right to erasure): the email and
 * phone a superadmin looks up are compared exactly, never as a substring, so an erasure can never take
 * another visitor's enquiry with it. Pure; the index rows are only a first sieve, the records decide.
 *   - email: trimmed and lower-cased on both sides, then equal ("Asha@Example.com " = "asha@example.com");
 *   - phone: its digits, without the prefixes an Indian number is written with: the international
 *     "00" and any trunk "0" in front, and the country code 91 in front of a 10-digit number, so
 *     "+91 98480 22338", "098480-22338", "0091 9848022338" and "9848022338" are one number. A number
 *     of another country keeps its country code ("+1 415 555 0100" is 14155550100).
 */
import { foldText } from '../enquiry/enquiry-desk.ts';
import type { EnquiryIndexRow } from '../enquiry/enquiry-index-row.ts';
import type { EnquiryRecord } from '../enquiry/enquiry-schema.ts';

/** A phone number to look up has this many digits once normalised (as the contact form allows: 7 to 15). */
export const VISITOR_PHONE_DIGITS = { min: 7, max: 15 } as const;

/** What to look for: an email, a phone, or both (then an enquiry with either is theirs). */
export interface VisitorQuery {
  email?: string | undefined;
  phone?: string | undefined;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The digits that identify a phone number (see the header); '' when it has none. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

/** The query with both values normalised; empty values dropped. */
export function normaliseVisitorQuery(query: VisitorQuery): { email?: string; phone?: string } {
  const email = normaliseEmail(query.email ?? '');
  const phone = normalisePhone(query.phone ?? '');
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/** True when the enquiry was sent with the query's email or phone (the query normalised first). */
export function isVisitorsEnquiry(enquiry: Pick<EnquiryRecord, 'email' | 'phone'>, query: VisitorQuery): boolean {
  const { email, phone } = normaliseVisitorQuery(query);
  return (email !== undefined && normaliseEmail(enquiry.email) === email) || (phone !== undefined && normalisePhone(enquiry.phone) === phone);
}

/**
 * True when an index row may be the visitor's: its phone digits are the number, or its folded text
 * holds the email. Never false for one of theirs; the record is checked after (isVisitorsEnquiry).
 */
export function rowMayBeVisitors(row: Pick<EnquiryIndexRow, 'text' | 'digits'>, query: VisitorQuery): boolean {
  const { email, phone } = normaliseVisitorQuery(query);
  return (email !== undefined && row.text.includes(foldText(email))) || (phone !== undefined && normalisePhone(row.digits) === phone);
}
