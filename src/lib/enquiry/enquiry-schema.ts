/**
 * The enquiry contract, shared by the contact form island and the contact-submit function:
 * the category list (rendered as the form's select), the field rules and their human
 * messages, the honeypot, and the stored record the staff area reads back.
 */
import { z } from 'astro/zod';

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
  messageTooLong: `Please keep your message to ${ENQUIRY_LIMITS.message.toLocaleString('en-IN')} characters or fewer.`,
} as const;

const PHONE_CHARACTERS = /^[0-9 +\-()]*$/;

/** A phone number, when given, has between 7 and 15 digits (E.164 allows at most 15). */
function hasPlausibleDigitCount(phone: string): boolean {
  if (phone === '') return true;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

function requiredText(required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });
}

/** What a visitor sends. Strings are trimmed; an absent phone becomes ''. */
export const enquirySchema = z.object({
  name: requiredText(ENQUIRY_MESSAGES.nameRequired, ENQUIRY_MESSAGES.nameTooLong, ENQUIRY_LIMITS.name),
  email: requiredText(ENQUIRY_MESSAGES.emailRequired, ENQUIRY_MESSAGES.emailTooLong, ENQUIRY_LIMITS.email).pipe(
    z.email({ error: ENQUIRY_MESSAGES.emailInvalid }),
  ),
  phone: z
    .string({ error: ENQUIRY_MESSAGES.phoneInvalid })
    .trim()
    .max(ENQUIRY_LIMITS.phone, { error: ENQUIRY_MESSAGES.phoneTooLong })
    .regex(PHONE_CHARACTERS, { error: ENQUIRY_MESSAGES.phoneInvalid })
    .refine(hasPlausibleDigitCount, { error: ENQUIRY_MESSAGES.phoneInvalid })
    .default(''),
  category: z.enum(ENQUIRY_CATEGORIES, { error: ENQUIRY_MESSAGES.categoryRequired }),
  message: requiredText(ENQUIRY_MESSAGES.messageRequired, ENQUIRY_MESSAGES.messageTooLong, ENQUIRY_LIMITS.message),
  [HONEYPOT_FIELD]: z.string().optional(),
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

/** Statuses a stored enquiry can have; new enquiries start as 'new'. */
export const ENQUIRY_STATUSES = ['new'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * A stored enquiry. Deliberately looser than enquirySchema for the text fields, so an
 * enquiry stored under older rules still lists if the rules tighten later.
 */
export const enquiryRecordSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  category: z.enum(ENQUIRY_CATEGORIES),
  message: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(ENQUIRY_STATUSES),
});

export type EnquiryRecord = z.output<typeof enquiryRecordSchema>;

/** The 201 answer of POST /api/contact/submit. */
export const enquiryReceiptSchema = z.object({ message: z.string(), id: z.string() });
export type EnquiryReceipt = z.output<typeof enquiryReceiptSchema>;

export const ENQUIRY_RECEIVED_MESSAGE = 'Message received';
