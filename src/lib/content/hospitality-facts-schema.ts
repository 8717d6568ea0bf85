/**
 * Capacity and kitchen facts of the hotels and banquets side (content/hospitality/hospitality.json,
 * one entry; storefront §1 and §9): "100+ recipes", private dining up to 50 guests, two banquet
 * halls for 150 and 400 guests, wedding stays of 2-3 days.
 */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { textSchema } from './content-fields-schema.ts';

const titled = z.strictObject({ title: textSchema, text: textSchema });

/**
 * What Telugu and Hindi translate (issue #44): every text, the numbers staying English's; the halls
 * by their place in English's list (lib/i18n/localise merges them item by item).
 */
const translated = {
  recipes: textSchema,
  privateDining: z.strictObject({ text: textSchema }),
  banquetHalls: z.array(z.strictObject({ name: textSchema, description: textSchema }).partial()).min(1),
  weddingStays: z.strictObject({ duration: textSchema, text: textSchema }).partial(),
  banquetIntro: titled.partial(),
  aboutTeaser: titled.partial(),
};

export const hospitalityFactsSchema = z.strictObject({
  /** As shown: "100+ recipes". */
  recipes: textSchema,
  privateDining: z.strictObject({ maxGuests: z.number().int().positive(), text: textSchema }),
  banquetHalls: z
    .array(z.strictObject({ name: textSchema, capacity: z.number().int().positive(), description: textSchema }))
    .min(1),
  weddingStays: z.strictObject({ duration: textSchema, text: textSchema }),
  /** Intro of the banquet and stay section. */
  banquetIntro: titled,
  /** The about teaser on the hotels page ("Discover Our Story"). */
  aboutTeaser: titled,
  translations: translationsOf(translated, ['recipes', 'privateDining', 'banquetHalls', 'weddingStays', 'banquetIntro', 'aboutTeaser']),
});

export type HospitalityFactsEntry = z.output<typeof hospitalityFactsSchema>;
