/**
 * The enquiry rules in each of the site's languages (issue #44, docs/i18n.md §4): the schema of
 * enquiry-schema.ts with the messages of `ui(locale).forms.messages`, one per language, built on first
 * use. For the function and tests only: an island gets its page's templates as props
 * (enquirySchemaWith(enquiryMessages(strings))), since importing this module ships every language.
 */
import { LOCALES, isLocale, type Locale } from '../i18n/locales.ts';
import { ui } from '../i18n/strings/index.ts';
import { enquiryMessages, type EnquiryMessages } from './enquiry-messages.ts';
import { enquirySchemaWith, type EnquirySchema } from './enquiry-schema.ts';

const schemas = new Map<Locale, EnquirySchema>();

/** The enquiry messages in a language, ready to show. */
export function enquiryMessagesIn(locale: Locale): EnquiryMessages {
  return enquiryMessages(ui(locale).forms.messages);
}

/** The enquiry schema whose messages are in the language. */
export function enquirySchemaIn(locale: Locale): EnquirySchema {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = enquirySchemaWith(enquiryMessagesIn(locale))));
  return schema;
}

/** The English rules: the API contract's request schema (lib/api/contract.ts). */
export const enquirySchema = enquirySchemaIn('en');

/** The message of a `locale` the site does not have (English: the language is what is unknown). */
export const UNKNOWN_LOCALE_MESSAGE = `Unknown language: send "locale" as one of ${LOCALES.map((locale) => `"${locale}"`).join(', ')}, or leave it out for English.`;

/**
 * The language of a raw (unvalidated) enquiry body: its `locale`, English when absent, or null when it
 * names a language the site does not have (the function answers 400 before reading anything else).
 */
export function enquiryLocaleOf(body: unknown): Locale | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['locale'] : undefined;
  if (value === undefined) return 'en';
  return isLocale(value) ? value : null;
}
