/**
 * Request and response shapes of a visitor's data (issue #42 item 5, superadmins only):
 *   GET  /api/admin/visitor-data?email=&phone=                 everything stored about that email or phone
 *   POST /api/admin/visitor-data/erase { email?, phone?, confirm: true }   erases it
 * The email is matched exactly (case aside), the phone by its digits (lib/privacy/visitor-match.ts).
 */
import { z } from 'astro/zod';
import { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, ENQUIRY_STATUSES } from '../enquiry/enquiry-schema.ts';
import { ALERT_STATES } from './enquiries.ts';
import { normalisePhone, VISITOR_PHONE_DIGITS } from '../privacy/visitor-match.ts';

export const VISITOR_DATA_MESSAGES = {
  nothingToFind: 'Enter an email address or a phone number.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: `Enter a phone number of ${VISITOR_PHONE_DIGITS.min} to ${VISITOR_PHONE_DIGITS.max} digits.`,
  confirm: 'Confirm the erasure first.',
} as const;

/** An optional text field: trimmed, '' and absent alike. */
const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).optional().transform((value) => (value ? value : undefined));

/** Whom to look up: an email, a phone or both (a query string's `?email=&phone=`, or a JSON body). */
export const visitorLookupSchema = z
  .object({
    email: optionalText(ENQUIRY_LIMITS.email, VISITOR_DATA_MESSAGES.emailInvalid),
    phone: optionalText(40, VISITOR_DATA_MESSAGES.phoneInvalid),
  })
  .superRefine((query, context) => {
    if (query.email === undefined && query.phone === undefined) context.addIssue({ code: 'custom', path: ['email'], message: VISITOR_DATA_MESSAGES.nothingToFind });
    if (query.email !== undefined && !z.email().safeParse(query.email).success) context.addIssue({ code: 'custom', path: ['email'], message: VISITOR_DATA_MESSAGES.emailInvalid });
    const digits = query.phone === undefined ? undefined : normalisePhone(query.phone).length;
    if (digits !== undefined && (digits < VISITOR_PHONE_DIGITS.min || digits > VISITOR_PHONE_DIGITS.max)) context.addIssue({ code: 'custom', path: ['phone'], message: VISITOR_DATA_MESSAGES.phoneInvalid });
  });
export type VisitorLookup = z.output<typeof visitorLookupSchema>;

export const visitorEraseSchema = z.intersection(visitorLookupSchema, z.object({ confirm: z.literal(true, { error: VISITOR_DATA_MESSAGES.confirm }) }));

/** GET /api/admin/visitor-data: what is stored about the visitor. */
export const visitorDataAnswer = z.object({
  enquiries: z.array(z.object({
    id: z.string(),
    reference: z.string().optional(),
    receivedAt: z.string(),
    name: z.string(),
    category: z.enum(ENQUIRY_CATEGORIES),
    status: z.enum(ENQUIRY_STATUSES),
  })),
  /** The outcome of the alert sent for each of those enquiries. */
  alerts: z.array(z.object({ enquiryId: z.string(), reference: z.string().optional(), state: z.enum(ALERT_STATES), at: z.string() })),
  /** Activity log entries about those enquiries (their label names the enquiry). */
  activity: z.array(z.object({ id: z.string(), at: z.string(), action: z.string(), label: z.string() })),
});
export type VisitorData = z.output<typeof visitorDataAnswer>;

/** POST /api/admin/visitor-data/erase: what was erased. */
export const visitorErasedAnswer = z.object({
  message: z.string(),
  erased: z.object({
    enquiries: z.number().int(),
    alerts: z.number().int(),
    activityLabels: z.number().int(),
    /** The erased enquiries' references (ids for those without one): what the activity log keeps. */
    references: z.array(z.string()),
  }),
});
export type VisitorErased = z.output<typeof visitorErasedAnswer>;
