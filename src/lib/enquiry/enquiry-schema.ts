/**
 * The enquiry contract, shared by the contact form island and the contact-submit function:
 * the category list (rendered as the form's select), the field rules and their human
 * messages, the honeypot, and the stored record the staff area reads back. Written with `zod/mini`
 * (issue #14): the contact form and the planners ship this file, and the functional API tree-shakes
 * to the checks used here instead of the whole of classic Zod.
 */
import * as z from 'zod/mini';
import { QUALITY_LEVELS, SIZES } from '../catalogue/product-schema.ts';
import { todayInIndia, yearsAfter } from './booking-fields.ts';
import { LOCALES } from '../i18n/locales.ts';
import { BOOKING_YEARS_AHEAD, ENQUIRY_LIMITS, MAX_GUESTS } from './enquiry-limits.ts';
import type { EnquiryMessages } from './enquiry-messages.ts';
import { giftingSchemaWith, planSchemaWith, storedGiftingSchema, storedPlanSchema } from './planner-fields.ts';
import { ENQUIRY_LIST_LIMITS, LIST_KINDS, SUBJECT_ID_PATTERN, SUBJECT_KINDS } from './enquiry-subject.ts';

/** The enquiry categories, in the order the form offers them (spec S§3). */
export const ENQUIRY_CATEGORIES = [
  'sweets',
  'restaurants & catering',
  'corporate',
  'banquets & hotels',
  'gifting',
  'other',
] as const;

export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export { ENQUIRY_CATEGORY_LABELS } from './category-labels.ts';

export { BOOKING_YEARS_AHEAD, ENQUIRY_LIMITS, MAX_GUESTS } from './enquiry-limits.ts';

/** The hidden field only bots fill in; a filled one is answered as a success and dropped. */
export const HONEYPOT_FIELD = 'website';

/** Fields in the order the form shows them (the first invalid one gets the focus). */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'category', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

const PHONE_CHARACTERS = /^[0-9 +\-()]*$/;

/** A phone number, when given, has between 7 and 15 digits (E.164 allows at most 15). */
function hasPlausibleDigitCount(phone: string): boolean {
  if (phone === '') return true;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

function requiredText(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));
}

/** What the enquiry is about: a reference only; the server looks the rest up. */
function subjectRefSchemaWith(unknown: string) {
  const subjectId = z.string({ error: unknown }).check(z.regex(SUBJECT_ID_PATTERN, { error: unknown }));
  return z.strictObject(
    { kind: z.enum(SUBJECT_KINDS), id: subjectId, size: z.optional(z.enum(SIZES)), quality: z.optional(z.enum(QUALITY_LEVELS)) },
    { error: unknown },
  );
}

function quantitySchemaWith(range: string) {
  return z.number({ error: range }).check(z.int({ error: range }), z.gte(ENQUIRY_LIST_LIMITS.minQuantity, { error: range }), z.lte(ENQUIRY_LIST_LIMITS.maxQuantity, { error: range }));
}

/** A date from today (India) up to BOOKING_YEARS_AHEAD years ahead, "YYYY-MM-DD". */
function bookingDateSchemaWith(messages: EnquiryMessages) {
  return z.iso
    .date({ error: messages.dateInvalid })
    .check(
      z.refine((date) => date >= todayInIndia(), { error: messages.datePast }),
      z.refine((date) => date <= yearsAfter(todayInIndia(), BOOKING_YEARS_AHEAD), { error: messages.dateTooFar }),
    );
}

/**
 * What a visitor sends, its messages in the visitor's language (issue #44: `enquiryMessages` of
 * `ui(locale).forms.messages`; lib/enquiry/enquiry-schema-in.ts keeps one per language). Strings are
 * trimmed; an absent phone becomes ''. `locale` is the page's language, stored as the record's `language`.
 */
export function enquirySchemaWith(messages: EnquiryMessages) {
  const subjectRef = subjectRefSchemaWith(messages.subjectUnknown);
  const quantity = quantitySchemaWith(messages.quantityRange);
  const bookingDate = bookingDateSchemaWith(messages);
  const listItemRef = z.strictObject({ ...subjectRef.shape, kind: z.enum(LIST_KINDS), quantity }, { error: messages.subjectUnknown });
  return z.object({
    name: requiredText(messages.nameRequired, messages.nameTooLong, ENQUIRY_LIMITS.name),
    email: z.pipe(requiredText(messages.emailRequired, messages.emailTooLong, ENQUIRY_LIMITS.email), z.email({ error: messages.emailInvalid })),
    phone: z._default(
      z
        .string({ error: messages.phoneInvalid })
        .check(
          z.trim(),
          z.maxLength(ENQUIRY_LIMITS.phone, { error: messages.phoneTooLong }),
          z.regex(PHONE_CHARACTERS, { error: messages.phoneInvalid }),
          z.refine(hasPlausibleDigitCount, { error: messages.phoneInvalid }),
        ),
      '',
    ),
    category: z.enum(ENQUIRY_CATEGORIES, { error: messages.categoryRequired }),
    message: requiredText(messages.messageRequired, messages.messageTooLong, ENQUIRY_LIMITS.message),
    [HONEYPOT_FIELD]: z.optional(z.string()),
    context: z.optional(subjectRef),
    items: z.optional(z.array(listItemRef).check(z.maxLength(ENQUIRY_LIST_LIMITS.items, { error: messages.tooManyItems }))),
    eventDate: z.optional(bookingDate),
    eventTime: z.optional(z.string({ error: messages.timeInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.timeInvalid }))),
    guests: z.optional(
      z.number({ error: messages.guestsRange }).check(z.int({ error: messages.guestsRange }), z.gte(1, { error: messages.guestsRange }), z.lte(MAX_GUESTS, { error: messages.guestsRange })),
    ),
    quantity: z.optional(quantity),
    neededBy: z.optional(bookingDate),
    /** A corporate gift quote's branding, delivery and recipients (issue #17). */
    gifting: z.optional(giftingSchemaWith(messages)),
    /** An event plan's occasion, days, style and parts (issue #17). */
    plan: z.optional(planSchemaWith(messages)),
    /** The language of the page it was sent from (issue #44); contact-submit.mts refuses any other value first. */
    locale: z.optional(z.enum(LOCALES)),
  });
}

export type EnquirySchema = ReturnType<typeof enquirySchemaWith>;

/** The validated enquiry (trimmed, phone always a string). */
export type Enquiry = z.output<EnquirySchema>;
/** What the form sends before validation. */
export type EnquiryDraft = z.input<EnquirySchema>;

/** True when the honeypot of a raw (unvalidated) body has any text in it. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** A category from outside (e.g. `?category=corporate`), matched case-insensitively; '' when unknown. */
export function toEnquiryCategory(value: string | null | undefined): EnquiryCategory | '' {
  const wanted = (value ?? '').trim().toLowerCase();
  return ENQUIRY_CATEGORIES.find((category) => category === wanted) ?? '';
}

/** Statuses a stored enquiry can have; new enquiries start as 'new', staff move them on (and back) by hand. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How each status reads on the desk, the Overview and their CSVs. */
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost', spam: 'Spam' };

/** Who did something on the staff desk (never shown to visitors). */
const deskActorSchema = z.object({ id: z.string(), email: z.string() });

/** One status change: from, to, who and when. */
export const statusChangeSchema = z.object({
  from: z.enum(ENQUIRY_STATUSES),
  to: z.enum(ENQUIRY_STATUSES),
  by: deskActorSchema,
  at: z.iso.datetime(),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** An internal note: append-only, with its author and time. */
export const enquiryNoteSchema = z.object({ text: z.string(), by: deskActorSchema, at: z.iso.datetime() });
export type EnquiryNote = z.output<typeof enquiryNoteSchema>;

/** A subject as stored: the reference plus the summary the site built for it. */
const storedSubjectSchema = z.object({
  kind: z.enum(SUBJECT_KINDS),
  id: z.string(),
  name: z.string(),
  size: z.optional(z.enum(SIZES)),
  quality: z.optional(z.enum(QUALITY_LEVELS)),
  unitPrice: z.optional(z.number()),
  label: z.string(),
  category: z.enum(ENQUIRY_CATEGORIES),
});

/**
 * A stored enquiry. Deliberately looser than enquirySchema for the text fields, so an
 * enquiry stored under older rules still lists if the rules tighten later.
 */
export const enquiryRecordSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  category: z.enum(ENQUIRY_CATEGORIES),
  message: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(ENQUIRY_STATUSES),
  /** RS-YYMM-XXXX; absent on enquiries stored before references existed. */
  reference: z.optional(z.string()),
  /** What the enquiry is about, as the site described it when it was sent. */
  subject: z.optional(storedSubjectSchema),
  /** The enquiry list sent with it, line by line. */
  items: z.optional(z.array(z.extend(storedSubjectSchema, { quantity: z.number().check(z.int()), lineTotal: z.optional(z.number()) }))),
  /** Sum of the priced lines (indicative, inclusive of all taxes). */
  indicativeTotal: z.optional(z.number()),
  eventDate: z.optional(z.string()),
  eventTime: z.optional(z.string()),
  guests: z.optional(z.number().check(z.int())),
  quantity: z.optional(z.number().check(z.int())),
  neededBy: z.optional(z.string()),
  /** Status changes, oldest first (absent until the first change). */
  history: z.optional(z.array(statusChangeSchema)),
  /** Internal notes, oldest first (absent until the first note). */
  notes: z.optional(z.array(enquiryNoteSchema)),
  gifting: z.optional(storedGiftingSchema),
  plan: z.optional(storedPlanSchema),
  /** The language the visitor wrote in (issue #44); absent on enquiries from before languages: English. */
  language: z.optional(z.enum(LOCALES)),
  /** When the retention job removed the visitor's details (issue #42 item 5; lib/privacy/anonymise-enquiry.ts). */
  anonymisedAt: z.optional(z.iso.datetime()),
});

export type EnquiryRecord = z.output<typeof enquiryRecordSchema>;

/** The 201 answer of POST /api/contact/submit. */
export const enquiryReceiptSchema = z.object({ message: z.string(), id: z.string(), reference: z.string() });
export type EnquiryReceipt = z.output<typeof enquiryReceiptSchema>;

export const ENQUIRY_RECEIVED_MESSAGE = 'Message received';
