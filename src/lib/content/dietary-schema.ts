/**
 * Dietary facts and other names of a built-in product or dish, kept in content (issue #12): what
 * the catalogue's filters and the dietary badges read, and what the search also matches.
 * Everything the group serves is vegetarian, so that is not a field.
 */
import { z } from 'astro/zod';
import { textSchema } from './content-fields-schema.ts';

export const contentDietarySchema = z.strictObject({
  vegan: z.boolean(),
  glutenFree: z.boolean(),
  /** Jain: no onion, garlic or root vegetables. */
  jain: z.boolean(),
  /** No added sugar or jaggery. */
  sugarFree: z.boolean(),
  /** What a customer with allergies must know, e.g. "Cashew", "Milk", "Wheat". */
  allergens: z.array(textSchema),
});

export type ContentDietary = z.output<typeof contentDietarySchema>;

/** Other names customers search by: Telugu, Hindi, other spellings ("Kaju Barfi", "కాజు కట్లీ"). */
export const aliasesSchema = z.array(textSchema.max(80)).max(12).default([]);
