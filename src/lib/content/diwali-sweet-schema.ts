/**
 * A built-in sweet of the Diwali Collection (content/diwali-sweets/*.json; storefront §3
 * "Diwali sweet"): priced per pack, shown on /mithai, /mithai/shop and /diwali-product/{id}.
 * The entry id (the file name) is the product `_id`.
 */
import { z } from 'astro/zod';
import { phoneNumberSchema } from './site-schema.ts';
import { artworkTextSchema, textSchema, type ImageHelper, type WithArtwork } from './content-fields-schema.ts';
import { shopItemFields } from './shop-item-fields.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

export const DIWALI_CATEGORY = 'Diwali Collection';

/** The fields a sweet has in each language (issue #44); the rest (name, price, dietary facts) stays one. */
const translatable = {
  description: textSchema.optional(),
  /** What one pack holds, e.g. "500 g box"; may be empty. */
  quantity: z.string().trim(),
  ingredients: z.array(textSchema).optional(),
};

export const DIWALI_SWEET_TRANSLATED = ['description', 'quantity', 'ingredients', 'images'] as const;

export function diwaliSweetSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    ...shopItemFields(image),
    category: z.literal(DIWALI_CATEGORY),
    ...translatable,
    /** The counter that takes orders for it (tel: and WhatsApp links). */
    phoneNumber: phoneNumberSchema,
    /** Telugu and Hindi of the fields above and of each picture's alt text, in the pictures' order (docs/i18n.md §3). */
    translations: translationsOf({ ...translatable, images: z.array(artworkTextSchema) }, DIWALI_SWEET_TRANSLATED),
  });
}

export type DiwaliSweetEntry<Img> = WithArtwork<z.output<ReturnType<typeof diwaliSweetSchema>>, 'images', Img>;
