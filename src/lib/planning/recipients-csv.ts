/**
 * The recipients CSV of a corporate quote (issue #17): name, phone, address, city, pincode, one
 * recipient a line after the header. Parsed with quoted fields (RFC 4180) and checked row by row;
 * every error names its line in the file, so a visitor can fix it in a spreadsheet. Pure and small
 * (no schema library), so the builder island stays light.
 */
import { fill, type Translation } from '../i18n/ui-strings.ts';
import { formatCount } from '../text/indian-number.ts';

/**
 * What is wrong with a file or a line, in English (the server's words); the events area of the UI
 * strings (issue #44) holds them in Telugu and Hindi for the builder on those pages.
 */
export const RECIPIENT_WORDS = {
  nameEmpty: 'name is empty',
  nameLong: 'name is longer than {max} characters',
  phone: 'phone needs 10 to 15 digits',
  addressEmpty: 'address is empty',
  addressLong: 'address is longer than {max} characters',
  cityEmpty: 'city is empty',
  cityLong: 'city is longer than {max} characters',
  pincode: 'pincode must be 6 digits',
  empty: 'The file is empty. Start from the template.',
  header: 'The first line must be: {columns}',
  noRecipients: 'Add at least one recipient below the header.',
  tooMany: 'At most {max} recipients per file.',
  columns: 'expected {expected} columns, found {found}',
} as const;

export type RecipientWords = Translation<typeof RECIPIENT_WORDS>;

export const RECIPIENT_COLUMNS = ['name', 'phone', 'address', 'city', 'pincode'] as const;
export type RecipientColumn = (typeof RECIPIENT_COLUMNS)[number];
export type Recipient = Record<RecipientColumn, string>;

export const RECIPIENT_LIMITS = { name: 100, phone: 20, address: 300, city: 60 } as const;

export interface RowError {
  /** The line of the file (the header is line 1). */
  line: number;
  message: string;
}

export type RecipientsResult = { ok: true; recipients: Recipient[] } | { ok: false; errors: RowError[] };

/**
 * The downloadable template: the header line alone. No example recipient, so a template sent back
 * unedited is refused instead of posting a box to a made-up person (and the site states no phone
 * number outside the contact source).
 */
export const RECIPIENTS_TEMPLATE = `${RECIPIENT_COLUMNS.join(',')}\n`;

/** Splits CSV text into rows of fields, honouring quotes; each row keeps the line it started on. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows.filter((row) => row.fields.some((value) => value.trim() !== ''));
}

/** What is wrong with one recipient ([] when nothing); the island and the server share it. */
export function recipientProblems(recipient: Recipient, words: RecipientWords = RECIPIENT_WORDS): string[] {
  const problems: string[] = [];
  if (recipient.name === '') problems.push(words.nameEmpty);
  else if (recipient.name.length > RECIPIENT_LIMITS.name) problems.push(fill(words.nameLong, { max: RECIPIENT_LIMITS.name }));
  const digits = recipient.phone.replace(/\D/g, '').length;
  if (!/^[0-9 +\-()]+$/.test(recipient.phone) || digits < 10 || digits > 15) problems.push(words.phone);
  if (recipient.address === '') problems.push(words.addressEmpty);
  else if (recipient.address.length > RECIPIENT_LIMITS.address) problems.push(fill(words.addressLong, { max: RECIPIENT_LIMITS.address }));
  if (recipient.city === '') problems.push(words.cityEmpty);
  else if (recipient.city.length > RECIPIENT_LIMITS.city) problems.push(fill(words.cityLong, { max: RECIPIENT_LIMITS.city }));
  if (!/^[1-9]\d{5}$/.test(recipient.pincode)) problems.push(words.pincode);
  return problems;
}

/** Reads a recipients file: the header first, then at most `maxRows` recipients. */
export function readRecipientsCsv(text: string, maxRows: number, words: RecipientWords = RECIPIENT_WORDS): RecipientsResult {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) return { ok: false, errors: [{ line: 1, message: words.empty }] };
  const names = header.fields.map((value) => value.trim().toLowerCase());
  if (names.join(',') !== RECIPIENT_COLUMNS.join(',')) {
    return { ok: false, errors: [{ line: header.line, message: fill(words.header, { columns: RECIPIENT_COLUMNS.join(',') }) }] };
  }
  const body = rows.slice(1);
  if (body.length === 0) return { ok: false, errors: [{ line: header.line + 1, message: words.noRecipients }] };
  if (body.length > maxRows) return { ok: false, errors: [{ line: body[maxRows]?.line ?? 0, message: fill(words.tooMany, { max: formatCount(maxRows) }) }] };
  const errors: RowError[] = [];
  const recipients: Recipient[] = [];
  for (const row of body) {
    if (row.fields.length !== RECIPIENT_COLUMNS.length) {
      errors.push({ line: row.line, message: fill(words.columns, { expected: RECIPIENT_COLUMNS.length, found: row.fields.length }) });
      continue;
    }
    const recipient = Object.fromEntries(RECIPIENT_COLUMNS.map((column, index) => [column, (row.fields[index] ?? '').trim()])) as Recipient;
    const problems = recipientProblems(recipient, words);
    if (problems.length > 0) errors.push({ line: row.line, message: problems.join('; ') });
    else recipients.push(recipient);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, recipients };
}
