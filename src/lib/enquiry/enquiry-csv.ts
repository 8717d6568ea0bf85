/**
 * The CSV export of the Contact Responses screen (issue #11): RFC 4180 (CRLF, fields quoted when
 * needed, quotes doubled), UTF-8 with a BOM so Excel opens Telugu and ₹ correctly, and cells that
 * a spreadsheet would run as a formula (= + - @, tab, carriage return first) prefixed with a quote.
 * The last column is the language the visitor wrote in (issue #44).
 */
import { enquiryLanguage } from './enquiry-desk.ts';
import { ENQUIRY_CATEGORY_LABELS, type EnquiryRecord } from './enquiry-schema.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

export const CSV_COLUMNS = [
  'Reference',
  'Received',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Category',
  'Message',
  'About',
  'Event date',
  'Guests',
  'Quantity',
  'Needed by',
  'Notes',
  'Language',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when a spreadsheet would read it as a formula, quoted when it must be. */
export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | undefined)[]): string {
  return cells.map(csvCell).join(',') + CSV_NEWLINE;
}

export function csvHeader(): string {
  return CSV_BOM + csvLine(CSV_COLUMNS);
}

/** The name a downloaded export is saved under: `enquiries-2026-11-29.csv`. */
export function csvFileName(madeAt: Date): string {
  return `enquiries-${madeAt.toISOString().slice(0, 10)}.csv`;
}

/** The export row of one enquiry, in CSV_COLUMNS order. */
export function enquiryCsvLine(enquiry: EnquiryRecord): string {
  const about = [enquiry.subject?.label, ...(enquiry.items ?? []).map((item) => `${item.quantity} × ${item.label}`)].filter(Boolean).join('; ');
  const notes = (enquiry.notes ?? []).map((note) => `${note.at} ${note.by.email}: ${note.text}`).join('\n');
  return csvLine([
    enquiry.reference,
    enquiry.createdAt,
    enquiry.status,
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    ENQUIRY_CATEGORY_LABELS[enquiry.category],
    enquiry.message,
    about,
    enquiry.eventDate,
    enquiry.guests,
    enquiry.quantity,
    enquiry.neededBy,
    notes,
    enquiryLanguage(enquiry),
  ]);
}
