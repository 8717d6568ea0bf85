/**
 * The numbers the planners work from (content/planning/planning.json, one entry; issue #17): the
 * corporate gifting minimum order and lead time, the catering lead times, wedding stays, return
 * gifts and the "travels well" bands. The FAQ answers state the same numbers in words; a unit test
 * checks that they agree.
 */
import { z } from 'astro/zod';
import { textSchema } from './content-fields-schema.ts';
import { TRAVEL_BAND_IDS } from '../planning/travel-label.ts';

const positive = z.number().int().positive();

const weeksSchema = z
  .strictObject({ min: positive, max: positive })
  .refine((weeks) => weeks.min <= weeks.max, { error: 'min must not exceed max' });

export const travelBandSchema = z.strictObject({
  id: z.enum(TRAVEL_BAND_IDS),
  label: textSchema,
  /** The shortest shelf life, in days, that reaches this band. */
  minDays: z.number().int().min(0),
  text: textSchema,
});

export const planningFactsSchema = z.strictObject({
  gifting: z.strictObject({
    minimumOrder: positive,
    leadTimeWeeks: weeksSchema,
    messageMaxCharacters: positive,
    maxRecipients: positive,
  }),
  catering: z.strictObject({
    leadTimeWeeks: weeksSchema,
    peakLeadTimeWeeks: weeksSchema,
    /** Months (1-12) of the peak wedding and festival season. */
    peakMonths: z.array(z.number().int().min(1).max(12)),
    /** Above this many guests an event counts as large (the longer lead time applies). */
    largeEventGuests: positive,
  }),
  stays: z.strictObject({
    minDays: positive,
    maxDays: positive,
    guestsStayingPercent: z.number().int().min(1).max(100),
    guestsPerRoom: positive,
  }),
  returnGifts: z.strictObject({ guestsPerBox: positive }),
  /** The shipping guide page: its intro and sections (packing, NRI gifting, luggage). */
  shippingGuide: z.strictObject({
    intro: textSchema,
    sections: z.array(z.strictObject({ title: textSchema, text: textSchema })).min(1),
  }),
  /** A festival's banner shows on the sweets pages from this many days before its order-by date. */
  festivalBannerDays: positive,
  travel: z
    .array(travelBandSchema)
    .length(4)
    .refine((bands) => bands.every((band, index) => index === 0 || band.minDays > (bands[index - 1]?.minDays ?? 0)), {
      error: 'travel bands go from the shortest shelf life to the longest',
    }),
});

export type PlanningFacts = z.output<typeof planningFactsSchema>;
export type TravelBand = z.output<typeof travelBandSchema>;
