/**
 * A festival of the order-by calendar (content/festivals/*.json; issue #17): its name, a line on
 * what people order, whether it falls in the peak season (the longer catering lead time), and its
 * date in each year the editors have entered ("2027": "2027-10-29").
 */
import { z } from 'astro/zod';
import { textSchema } from './content-fields-schema.ts';

export const festivalSchema = z.strictObject({
  name: textSchema,
  description: textSchema,
  peak: z.boolean(),
  dates: z
    .record(z.string().regex(/^\d{4}$/, { error: 'Key each date by its year, e.g. "2027"' }), z.iso.date())
    .refine((dates) => Object.entries(dates).every(([year, date]) => date.startsWith(`${year}-`)), {
      error: 'Each date must fall in the year it is filed under',
    })
    .refine((dates) => Object.keys(dates).length > 0, { error: 'Give at least one date' }),
});

export type FestivalEntry = z.output<typeof festivalSchema>;
