/**
 * What the planners add to an enquiry (issue #17): a corporate quote's branding and delivery with
 * its recipients, and an event plan's parts. Validated by the server (enquiry-schema.ts); a text
 * rendering is added to the stored message, so the staff screens show all of it.
 */
import * as z from 'zod/mini';
import { DIET_STYLES, OCCASIONS, type DietStyle, type Occasion } from '../planning/event-plan.ts';
import { BRANDING_OPTIONS } from '../planning/branding.ts';
import { PLANNER_LIMITS } from '../planning/planner-limits.ts';
import { RECIPIENT_COLUMNS, recipientProblems, type Recipient } from '../planning/recipients-csv.ts';
import { formatCount } from '../text/indian-number.ts';

export { PLANNER_LIMITS };

export const PLANNER_MESSAGES = {
  recipientsTooMany: `Please send at most ${formatCount(PLANNER_LIMITS.recipients)} recipients.`,
  printedMessage: `Please keep the printed message to ${PLANNER_LIMITS.printedMessage} characters or fewer.`,
  printedMessageMissing: 'Please write the message to print, or choose another option.',
  cityMissing: 'Please enter the delivery city, or choose several addresses.',
  recipientsMissing: 'Please upload the recipients for several addresses.',
  planParts: 'Please keep at least one part of the plan.',
  days: `Please choose from 1 to ${PLANNER_LIMITS.days} days.`,
} as const;

export const recipientSchema = z
  .strictObject(Object.fromEntries(RECIPIENT_COLUMNS.map((column) => [column, z.string().check(z.trim())])) as Record<(typeof RECIPIENT_COLUMNS)[number], z.ZodMiniString>)
  .check(
    z.superRefine((recipient, context) => {
      const problems = recipientProblems(recipient as Recipient);
      if (problems.length > 0) context.addIssue({ code: 'custom', message: problems.join('; ') });
    }),
  );

const giftingFields = {
  branding: z.enum(BRANDING_OPTIONS),
  printedMessage: z.optional(z.string().check(z.trim(), z.maxLength(PLANNER_LIMITS.printedMessage, { error: PLANNER_MESSAGES.printedMessage }))),
  delivery: z.enum(['city', 'several']),
  city: z.optional(z.string().check(z.trim(), z.maxLength(PLANNER_LIMITS.city))),
  recipients: z.optional(z.array(recipientSchema).check(z.maxLength(PLANNER_LIMITS.recipients, { error: PLANNER_MESSAGES.recipientsTooMany }))),
};

/**
 * A quote's gifting as stored: the same fields without the checks between them, so a quote whose printed
 * message and recipients the retention job removed (lib/privacy/anonymise-enquiry.ts) still reads.
 */
export const storedGiftingSchema = z.strictObject(giftingFields);

export const giftingSchema = z
  .strictObject(giftingFields)
  .check(
    z.refine((gifting) => gifting.branding !== 'printed-message' || Boolean(gifting.printedMessage), {
      error: PLANNER_MESSAGES.printedMessageMissing,
      path: ['printedMessage'],
    }),
    z.refine((gifting) => gifting.delivery !== 'city' || Boolean(gifting.city), { error: PLANNER_MESSAGES.cityMissing, path: ['city'] }),
    z.refine((gifting) => gifting.delivery !== 'several' || (gifting.recipients?.length ?? 0) > 0, {
      error: PLANNER_MESSAGES.recipientsMissing,
      path: ['recipients'],
    }),
  );

export const planSchema = z.strictObject({
  occasion: z.enum(OCCASIONS),
  days: z
    .number({ error: PLANNER_MESSAGES.days })
    .check(z.int({ error: PLANNER_MESSAGES.days }), z.gte(1, { error: PLANNER_MESSAGES.days }), z.lte(PLANNER_LIMITS.days, { error: PLANNER_MESSAGES.days })),
  diet: z.enum(DIET_STYLES),
  parts: z
    .array(
      z.strictObject({
        team: z.enum(['sweets', 'restaurants & catering', 'banquets & hotels']),
        label: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_LIMITS.partLabel)),
      }),
    )
    .check(z.minLength(1, { error: PLANNER_MESSAGES.planParts }), z.maxLength(PLANNER_LIMITS.planParts)),
});

export type Gifting = z.output<typeof giftingSchema>;
export type EventPlanFields = z.output<typeof planSchema>;
export type { DietStyle, Occasion, Recipient };
