/**
 * Capacity and kitchen facts of the hotels and banquets side (content/hospitality/hospitality.json,
 * one entry; storefront §1 and §9): "100+ recipes", private dining up to 50 guests, two banquet
 * halls for 150 and 400 guests, wedding stays of 2-3 days.
 */
import { z } from 'astro/zod';
import { textSchema } from './content-fields-schema.ts';

export const hospitalityFactsSchema = z.strictObject({
  /** As shown: "100+ recipes". */
  recipes: textSchema,
  privateDining: z.strictObject({ maxGuests: z.number().int().positive(), text: textSchema }),
  banquetHalls: z
    .array(z.strictObject({ name: textSchema, capacity: z.number().int().positive(), description: textSchema }))
    .min(1),
  weddingStays: z.strictObject({ duration: textSchema, text: textSchema }),
  /** Intro of the banquet and stay section. */
  banquetIntro: z.strictObject({ title: textSchema, text: textSchema }),
  /** The about teaser on the hotels page ("Discover Our Story"). */
  aboutTeaser: z.strictObject({ title: textSchema, text: textSchema }),
});

export type HospitalityFactsEntry = z.output<typeof hospitalityFactsSchema>;
