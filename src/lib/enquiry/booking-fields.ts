/**
 * Which booking details the form asks for (issue #10): the event or visit date and the number of
 * guests for banquets & hotels and restaurants & catering (or a table, hall, package or stay), the
 * time as well for a table, and the quantity and date needed for corporate and gifting enquiries.
 */
import type { EnquiryCategory } from './enquiry-schema.ts';
import type { SubjectKind } from './enquiry-subject.ts';

export const BOOKING_FIELDS = ['eventDate', 'eventTime', 'guests', 'quantity', 'neededBy'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

const EVENT_CATEGORIES: readonly (EnquiryCategory | '')[] = ['banquets & hotels', 'restaurants & catering'];
const ORDER_CATEGORIES: readonly (EnquiryCategory | '')[] = ['corporate', 'gifting'];
const EVENT_KINDS: readonly SubjectKind[] = ['table', 'venue', 'package', 'service', 'event'];

export function bookingFieldsFor(category: EnquiryCategory | '', kind?: SubjectKind): BookingField[] {
  if (kind === 'table') return ['eventDate', 'eventTime', 'guests'];
  if ((kind !== undefined && EVENT_KINDS.includes(kind)) || EVENT_CATEGORIES.includes(category)) return ['eventDate', 'guests'];
  if (ORDER_CATEGORIES.includes(category)) return ['quantity', 'neededBy'];
  return [];
}

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Today's date in India, "2026-11-23" (the business's calendar decides what "past" means). Plain
 * arithmetic rather than Intl with a time zone, whose first use costs a page 20-40 ms (issue #14).
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A date this many years after an ISO date ("2026-11-23" + 2 -> "2028-11-23"). */
export function yearsAfter(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) + years;
  return `${String(year).padStart(4, '0')}${isoDate.slice(4)}`;
}
