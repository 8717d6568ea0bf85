/**
 * A festival of the order-by calendar (content/festivals/*.json; issue #17): its name, a line on
 * what people order, whether it falls in the peak season (the longer catering lead time), its
 * date in each year the editors have entered ("2027": "2027-10-29") and, when it needs its own, how
 * many days ahead bulk sweets must be ordered (issue #41; otherwise the gifting lead time's longer
 * end in content/planning, 3 weeks).
 */
import { z } from 'astro/zod';
import { textSchema } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

/** The order-by lead time a festival may set, in days. */
export const FESTIVAL_LEAD_DAYS = { min: 1, max: 120 } as const;

const festivalText = { name: textSchema, description: textSchema };

export const festivalSchema = z.strictObject({
  ...festivalText,
  /** The name and the line in Telugu and Hindi (issue #44). */
  translations: translationsOf(festivalText, ['name', 'description']),
  peak: z.boolean(),
  dates: z
    .record(z.string().regex(/^\d{4}$/, { error: 'Key each date by its year, e.g. "2027"' }), z.iso.date())
    .refine((dates) => Object.entries(dates).every(([year, date]) => date.startsWith(`${year}-`)), {
      error: 'Each date must fall in the year it is filed under',
    })
    .refine((dates) => Object.keys(dates).length > 0, { error: 'Give at least one date' }),
  /** Order bulk sweets this many days before the festival; absent: the gifting lead time (content/planning). */
  orderLeadDays: z
    .number({ error: 'A number of days, e.g. 21' })
    .int({ error: 'A whole number of days, e.g. 21' })
    .min(FESTIVAL_LEAD_DAYS.min, { error: `At least ${FESTIVAL_LEAD_DAYS.min} day before the festival` })
    .max(FESTIVAL_LEAD_DAYS.max, { error: `At most ${FESTIVAL_LEAD_DAYS.max} days (about four months) before the festival` })
    .optional(),
});

export type FestivalEntry = z.output<typeof festivalSchema>;
