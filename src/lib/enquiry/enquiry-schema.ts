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
import { giftingSchema, planSchema, storedGiftingSchema } from './planner-fields.ts';
import { ENQUIRY_LIST_LIMITS, LIST_KINDS, SUBJECT_ID_PATTERN, SUBJECT_KINDS } from './enquiry-subject.ts';
import { formatCount } from '../text/indian-number.ts';

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

/** How each category reads in menus and lists (the stored value stays lower case). */
export const ENQUIRY_CATEGORY_LABELS: Record<EnquiryCategory, string> = {
  sweets: 'Sweets',
  'restaurants & catering': 'Restaurants & Catering',
  corporate: 'Corporate',
  'banquets & hotels': 'Banquets & Hotels',
  gifting: 'Gifting',
  other: 'Other',
};

/** Longest accepted value per field, in characters after trimming. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;

/** The hidden field only bots fill in; a filled one is answered as a success and dropped. */
export const HONEYPOT_FIELD = 'website';

/** Fields in the order the form shows them (the first invalid one gets the focus). */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'category', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** Booking bounds: guests per event or table, and how far ahead a date may be. */
export const MAX_GUESTS = 2000;
export const BOOKING_YEARS_AHEAD = 3;

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name to ${ENQUIRY_LIMITS.name} characters or fewer.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: `Please keep your email address to ${ENQUIRY_LIMITS.email} characters or fewer.`,
  phoneInvalid: 'Please enter a valid phone number (digits, spaces and + - ( ) only).',
  phoneTooLong: `Please keep your phone number to ${ENQUIRY_LIMITS.phone} characters or fewer.`,
  categoryRequired: 'Please choose a category.',
  messageRequired: 'Please enter your message.',
  messageTooLong: `Please keep your message to ${formatCount(ENQUIRY_LIMITS.message)} characters or fewer.`,
  subjectUnknown: 'This item is not on our site (any more). Please remove it and describe what you need in your message.',
  tooManyItems: `An enquiry list can hold at most ${ENQUIRY_LIST_LIMITS.items} items.`,
  quantityRange: `Please choose a quantity from 1 to ${formatCount(ENQUIRY_LIST_LIMITS.maxQuantity)}.`,
  dateInvalid: 'Please choose a date.',
  datePast: 'Please choose today or a later date.',
  dateTooFar: `Please choose a date within the next ${BOOKING_YEARS_AHEAD} years.`,
  timeInvalid: 'Please choose a time, for example 19:30.',
  guestsRange: `Please enter a number of guests from 1 to ${formatCount(MAX_GUESTS)}.`,
} as const;

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

const subjectIdSchema = z.string({ error: ENQUIRY_MESSAGES.subjectUnknown }).check(z.regex(SUBJECT_ID_PATTERN, { error: ENQUIRY_MESSAGES.subjectUnknown }));

/** What the enquiry is about: a reference only; the server looks the rest up. */
export const subjectRefSchema = z.strictObject(
  {
    kind: z.enum(SUBJECT_KINDS),
    id: subjectIdSchema,
    size: z.optional(z.enum(SIZES)),
    quality: z.optional(z.enum(QUALITY_LEVELS)),
  },
  { error: ENQUIRY_MESSAGES.subjectUnknown },
);

const quantitySchema = z
  .number({ error: ENQUIRY_MESSAGES.quantityRange })
  .check(
    z.int({ error: ENQUIRY_MESSAGES.quantityRange }),
    z.gte(ENQUIRY_LIST_LIMITS.minQuantity, { error: ENQUIRY_MESSAGES.quantityRange }),
    z.lte(ENQUIRY_LIST_LIMITS.maxQuantity, { error: ENQUIRY_MESSAGES.quantityRange }),
  );

/** One line of an enquiry list. */
export const listItemRefSchema = z.strictObject(
  { ...subjectRefSchema.shape, kind: z.enum(LIST_KINDS), quantity: quantitySchema },
  { error: ENQUIRY_MESSAGES.subjectUnknown },
);

/** A date from today (India) up to BOOKING_YEARS_AHEAD years ahead, "YYYY-MM-DD". */
const bookingDateSchema = z.iso
  .date({ error: ENQUIRY_MESSAGES.dateInvalid })
  .check(
    z.refine((date) => date >= todayInIndia(), { error: ENQUIRY_MESSAGES.datePast }),
    z.refine((date) => date <= yearsAfter(todayInIndia(), BOOKING_YEARS_AHEAD), { error: ENQUIRY_MESSAGES.dateTooFar }),
  );

/** What a visitor sends. Strings are trimmed; an absent phone becomes ''. */
export const enquirySchema = z.object({
  name: requiredText(ENQUIRY_MESSAGES.nameRequired, ENQUIRY_MESSAGES.nameTooLong, ENQUIRY_LIMITS.name),
  email: z.pipe(
    requiredText(ENQUIRY_MESSAGES.emailRequired, ENQUIRY_MESSAGES.emailTooLong, ENQUIRY_LIMITS.email),
    z.email({ error: ENQUIRY_MESSAGES.emailInvalid }),
  ),
  phone: z._default(
    z
      .string({ error: ENQUIRY_MESSAGES.phoneInvalid })
      .check(
        z.trim(),
        z.maxLength(ENQUIRY_LIMITS.phone, { error: ENQUIRY_MESSAGES.phoneTooLong }),
        z.regex(PHONE_CHARACTERS, { error: ENQUIRY_MESSAGES.phoneInvalid }),
        z.refine(hasPlausibleDigitCount, { error: ENQUIRY_MESSAGES.phoneInvalid }),
      ),
    '',
  ),
  category: z.enum(ENQUIRY_CATEGORIES, { error: ENQUIRY_MESSAGES.categoryRequired }),
  message: requiredText(ENQUIRY_MESSAGES.messageRequired, ENQUIRY_MESSAGES.messageTooLong, ENQUIRY_LIMITS.message),
  [HONEYPOT_FIELD]: z.optional(z.string()),
  context: z.optional(subjectRefSchema),
  items: z.optional(z.array(listItemRefSchema).check(z.maxLength(ENQUIRY_LIST_LIMITS.items, { error: ENQUIRY_MESSAGES.tooManyItems }))),
  eventDate: z.optional(bookingDateSchema),
  eventTime: z.optional(z.string({ error: ENQUIRY_MESSAGES.timeInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ENQUIRY_MESSAGES.timeInvalid }))),
  guests: z.optional(
    z
      .number({ error: ENQUIRY_MESSAGES.guestsRange })
      .check(
        z.int({ error: ENQUIRY_MESSAGES.guestsRange }),
        z.gte(1, { error: ENQUIRY_MESSAGES.guestsRange }),
        z.lte(MAX_GUESTS, { error: ENQUIRY_MESSAGES.guestsRange }),
      ),
  ),
  quantity: z.optional(quantitySchema),
  neededBy: z.optional(bookingDateSchema),
  /** A corporate gift quote's branding, delivery and recipients (issue #17). */
  gifting: z.optional(giftingSchema),
  /** An event plan's occasion, days, style and parts (issue #17). */
  plan: z.optional(planSchema),
});

/** The validated enquiry (trimmed, phone always a string). */
export type Enquiry = z.output<typeof enquirySchema>;
/** What the form sends before validation. */
export type EnquiryDraft = z.input<typeof enquirySchema>;

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
  plan: z.optional(planSchema),
  /** When the retention job removed the visitor's details (issue #42 item 5; lib/privacy/anonymise-enquiry.ts). */
  anonymisedAt: z.optional(z.iso.datetime()),
});

export type EnquiryRecord = z.output<typeof enquiryRecordSchema>;

/** The 201 answer of POST /api/contact/submit. */
export const enquiryReceiptSchema = z.object({ message: z.string(), id: z.string(), reference: z.string() });
export type EnquiryReceipt = z.output<typeof enquiryReceiptSchema>;

export const ENQUIRY_RECEIVED_MESSAGE = 'Message received';
