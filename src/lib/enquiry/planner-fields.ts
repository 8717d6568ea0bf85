/**
 * What the planners add to an enquiry (issue #17): a corporate quote's branding and delivery with
 * its recipients, and an event plan's parts. Validated by the server (enquiry-schema.ts), its messages in the visitor's language (issue #44); a text
 * rendering is added to the stored message, so the staff screens show all of it.
 */
import * as z from 'zod/mini';
import { DIET_STYLES, OCCASIONS, type DietStyle, type Occasion } from '../planning/event-plan.ts';
import { BRANDING_OPTIONS } from '../planning/branding.ts';
import { PLANNER_LIMITS } from '../planning/planner-limits.ts';
import { RECIPIENT_COLUMNS, recipientProblems, type Recipient } from '../planning/recipients-csv.ts';
import type { EnquiryMessages } from './enquiry-messages.ts';

export { PLANNER_LIMITS };

export const recipientSchema = z
  .strictObject(Object.fromEntries(RECIPIENT_COLUMNS.map((column) => [column, z.string().check(z.trim())])) as Record<(typeof RECIPIENT_COLUMNS)[number], z.ZodMiniString>)
  .check(
    z.superRefine((recipient, context) => {
      const problems = recipientProblems(recipient as Recipient);
      if (problems.length > 0) context.addIssue({ code: 'custom', message: problems.join('; ') });
    }),
  );

function giftingFieldsWith(messages?: PlannerMessages) {
  return {
    branding: z.enum(BRANDING_OPTIONS),
    printedMessage: z.optional(z.string().check(z.trim(), z.maxLength(PLANNER_LIMITS.printedMessage, messages && { error: messages.printedMessage }))),
    delivery: z.enum(['city', 'several']),
    city: z.optional(z.string().check(z.trim(), z.maxLength(PLANNER_LIMITS.city))),
    recipients: z.optional(z.array(recipientSchema).check(z.maxLength(PLANNER_LIMITS.recipients, messages && { error: messages.recipientsTooMany }))),
  };
}

/** The planner's messages of enquiry-messages.ts, in the visitor's language. */
type PlannerMessages = Pick<EnquiryMessages, 'recipientsTooMany' | 'printedMessage' | 'printedMessageMissing' | 'cityMissing' | 'recipientsMissing' | 'planParts' | 'days'>;

/**
 * A quote's gifting as stored: the same fields without the checks between them, so a quote whose printed
 * message and recipients the retention job removed (lib/privacy/anonymise-enquiry.ts) still reads.
 */
export const storedGiftingSchema = z.strictObject(giftingFieldsWith());

/** A quote's gifting as a visitor sends it, its messages in the visitor's language. */
export function giftingSchemaWith(messages: PlannerMessages) {
  return z
    .strictObject(giftingFieldsWith(messages))
    .check(
      z.refine((gifting) => gifting.branding !== 'printed-message' || Boolean(gifting.printedMessage), {
        error: messages.printedMessageMissing,
        path: ['printedMessage'],
      }),
      z.refine((gifting) => gifting.delivery !== 'city' || Boolean(gifting.city), { error: messages.cityMissing, path: ['city'] }),
      z.refine((gifting) => gifting.delivery !== 'several' || (gifting.recipients?.length ?? 0) > 0, {
        error: messages.recipientsMissing,
        path: ['recipients'],
      }),
    );
}

function planSchemaOf(messages?: PlannerMessages) {
  const days = messages && { error: messages.days };
  return z.strictObject({
    occasion: z.enum(OCCASIONS),
    days: z.number(days).check(z.int(days), z.gte(1, days), z.lte(PLANNER_LIMITS.days, days)),
    diet: z.enum(DIET_STYLES),
    parts: z
      .array(
        z.strictObject({
          team: z.enum(['sweets', 'restaurants & catering', 'banquets & hotels']),
          label: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_LIMITS.partLabel)),
        }),
      )
      .check(z.minLength(1, messages && { error: messages.planParts }), z.maxLength(PLANNER_LIMITS.planParts)),
  });
}

/** An event plan as a visitor sends it, its messages in the visitor's language. */
export function planSchemaWith(messages: PlannerMessages) {
  return planSchemaOf(messages);
}

/** An event plan as stored (the same rules; messages are for visitors). */
export const storedPlanSchema = planSchemaOf();

export type Gifting = z.output<ReturnType<typeof giftingSchemaWith>>;
export type EventPlanFields = z.output<typeof storedPlanSchema>;
export type { DietStyle, Occasion, Recipient };
