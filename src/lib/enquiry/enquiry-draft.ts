/**
 * Turns what the contact form holds (text fields, the subject it shows, the list it sends, the
 * booking fields it asks for) into the body of POST /api/contact/submit. Booking fields the form
 * does not show are never sent; empty ones are left out; numbers stay numbers, and text that is
 * not a number becomes NaN so the shared schema answers with its field message.
 */
import type { BookingField } from './booking-fields.ts';
import type { EnquiryDraft } from './enquiry-schema.ts';
import type { ListItemRef, SubjectRef } from './enquiry-subject.ts';

export type BookingValues = Record<BookingField, string>;

export const EMPTY_BOOKING: BookingValues = { eventDate: '', eventTime: '', guests: '', quantity: '', neededBy: '' };

const NUMBER_FIELDS: readonly BookingField[] = ['guests', 'quantity'];

function bookingValue(field: BookingField, text: string): string | number {
  if (!NUMBER_FIELDS.includes(field)) return text.trim();
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export interface DraftParts {
  fields: { name: string; email: string; phone: string; category: string; message: string; website: string };
  booking: BookingValues;
  shownBooking: readonly BookingField[];
  subject?: SubjectRef | undefined;
  items?: readonly ListItemRef[] | undefined;
}

export function toEnquiryDraft({ fields, booking, shownBooking, subject, items }: DraftParts): EnquiryDraft {
  const draft: Record<string, unknown> = { ...fields };
  if (fields.website === '') delete draft['website'];
  for (const field of shownBooking) {
    if (booking[field].trim() !== '') draft[field] = bookingValue(field, booking[field]);
  }
  if (subject) draft['context'] = { kind: subject.kind, id: subject.id, ...(subject.size ? { size: subject.size } : {}), ...(subject.quality ? { quality: subject.quality } : {}) };
  if (items && items.length > 0) draft['items'] = items.map((item) => ({ ...item }));
  return draft as EnquiryDraft;
}
