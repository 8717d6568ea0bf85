/**
 * The staff enquiry desk's rules (issue #11): status changes with history, append-only notes,
 * the search and filters of the Contact Responses screen. Pure: storage and HTTP live elsewhere.
 */
import type { EnquiryCategory, EnquiryNote, EnquiryRecord, EnquiryStatus } from './enquiry-schema.ts';
import { formatCount } from '../text/indian-number.ts';
import { LANGUAGE_NAME } from '../i18n/locales.ts';

/** A note holds at most this many characters (after trimming). */
export const NOTE_MAX_LENGTH = 2_000;

export const DESK_MESSAGES = {
  stale: 'This enquiry was changed by someone else since you opened it. Please reload it and try again.',
  noteEmpty: 'Write a note first.',
  noteTooLong: `A note can be at most ${formatCount(NOTE_MAX_LENGTH)} characters.`,
  sameStatus: 'The enquiry already has this status.',
  notSpam: 'Only an enquiry marked spam can be deleted.',
  notFound: 'Enquiry not found.',
} as const;

export interface DeskActor {
  id: string;
  email: string;
}

export type DeskResult = { ok: true; record: EnquiryRecord } | { ok: false; message: string };

/** The record with its status set to `to` and the change appended to its history. */
export function changeStatus(record: EnquiryRecord, to: EnquiryStatus, by: DeskActor, now: Date): DeskResult {
  if (record.status === to) return { ok: false, message: DESK_MESSAGES.sameStatus };
  const change = { from: record.status, to, by: { id: by.id, email: by.email }, at: now.toISOString() };
  return { ok: true, record: { ...record, status: to, history: [...(record.history ?? []), change] } };
}

/** The note as it will be stored (trimmed), or why it cannot be. */
export function checkNote(text: string): { ok: true; text: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: DESK_MESSAGES.noteEmpty };
  if ([...trimmed].length > NOTE_MAX_LENGTH) return { ok: false, message: DESK_MESSAGES.noteTooLong };
  return { ok: true, text: trimmed };
}

/** The record with a note appended (notes are never edited or removed). */
export function addNote(record: EnquiryRecord, text: string, by: DeskActor, now: Date): DeskResult {
  const checked = checkNote(text);
  if (!checked.ok) return checked;
  const note: EnquiryNote = { text: checked.text, by: { id: by.id, email: by.email }, at: now.toISOString() };
  return { ok: true, record: { ...record, notes: [...(record.notes ?? []), note] } };
}

/** Lower case without accents or marks, so "Réddy" finds "reddy" and "REDDY". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What the list is narrowed to. Dates are YYYY-MM-DD days in India time, both ends included. */
export interface EnquiryFilter {
  q?: string | undefined;
  status?: EnquiryStatus | undefined;
  category?: EnquiryCategory | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const INDIA_OFFSET = '+05:30';

/** The first instant of a YYYY-MM-DD day in India, as an ISO string. */
export function startOfIndianDay(day: string): string {
  return new Date(`${day}T00:00:00.000${INDIA_OFFSET}`).toISOString();
}

/** The first instant after a YYYY-MM-DD day in India, as an ISO string. */
export function endOfIndianDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00.000${INDIA_OFFSET}`).getTime() + 86_400_000).toISOString();
}

/**
 * What a search looks in, as the desk's index keeps it (enquiry-index-row.ts) and a record gives it:
 * the folded reference, name, email, phone and message, and the phone's digits.
 */
export interface SearchableText {
  text: string;
  digits: string;
}

export function searchableText(enquiry: Pick<EnquiryRecord, 'reference' | 'name' | 'email' | 'phone' | 'message'>): SearchableText {
  return {
    text: foldText([enquiry.reference ?? '', enquiry.name, enquiry.email, enquiry.phone, enquiry.message].join('\n')),
    digits: enquiry.phone.replace(/\D/g, ''),
  };
}

/**
 * The test of a search query, folded once (an index search runs it over every row of its range): true
 * when every search word is in the text, or (a word of 4+ digits, spaces and + ( ) -) in the phone's digits.
 */
export function searchTest(q: string): (searchable: SearchableText) => boolean {
  const words = foldText(q).split(/\s+/).filter(Boolean).map((word) => {
    const wordDigits = word.replace(/\D/g, '');
    return { word, digits: wordDigits.length >= 4 && wordDigits === word.replace(/[\s+()-]/g, '') ? wordDigits : undefined };
  });
  return ({ text, digits }) => words.every((word) => text.includes(word.word) || (word.digits !== undefined && digits.includes(word.digits)));
}


/** True when the enquiry matches the search words: reference, name, email, phone or message. */
export function matchesSearch(enquiry: EnquiryRecord, q: string): boolean {
  return searchTest(q)(searchableText(enquiry));
}

/** The fields of an enquiry a filter looks at besides the search. */
export type FilteredFields = Pick<EnquiryRecord, 'status' | 'category' | 'createdAt'>;

/** The test of the status, category and received day of a filter (the search aside), its days worked out once. */
export function filterFieldsTest(filter: EnquiryFilter): (enquiry: FilteredFields) => boolean {
  const since = filter.from ? startOfIndianDay(filter.from) : undefined;
  const before = filter.to ? endOfIndianDay(filter.to) : undefined;
  return (enquiry) =>
    (!filter.status || enquiry.status === filter.status) &&
    (!filter.category || enquiry.category === filter.category) &&
    (since === undefined || enquiry.createdAt >= since) &&
    (before === undefined || enquiry.createdAt < before);
}


/** True when the enquiry passes every part of the filter. */
export function matchesFilter(enquiry: EnquiryRecord, filter: EnquiryFilter): boolean {
  return filterFieldsTest(filter)(enquiry) && (filter.q ? matchesSearch(enquiry, filter.q) : true);
}

/** tel:, mailto: and WhatsApp links to reply to a visitor (WhatsApp needs a full number: 10 digits get India's 91). */
export function replyLinks(enquiry: Pick<EnquiryRecord, 'email' | 'phone' | 'reference' | 'name'>): { tel?: string; mailto: string; whatsapp?: string } {
  const digits = enquiry.phone.replace(/\D/g, '');
  const international = digits.length === 10 ? `91${digits}` : digits.replace(/^0+/, '');
  const subject = enquiry.reference ? `Your enquiry ${enquiry.reference}` : 'Your enquiry';
  const links: { tel?: string; mailto: string; whatsapp?: string } = { mailto: `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}` };
  if (international.length >= 10) {
    links.tel = `tel:+${international}`;
    links.whatsapp = `https://wa.me/${international}?text=${encodeURIComponent(`Namaste ${enquiry.name}, about ${subject.toLowerCase()}:`)}`;
  }
  return links;
}

/** The language the visitor wrote in, as staff read it ("Telugu"); enquiries from before languages were English (issue #44). */
export function enquiryLanguage(enquiry: Pick<EnquiryRecord, 'language'>): string {
  return LANGUAGE_NAME[enquiry.language ?? 'en'].english;
}
