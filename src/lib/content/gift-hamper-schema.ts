/**
 * A built-in gift hamper of the sweets shop (content/gift-hampers/*.json; storefront §3
 * "Gift hamper"): priced per hamper, with the MRP printed on it. The file name is the `_id`.
 */
import { z } from 'astro/zod';
import { artworkTextSchema, rupeeTextSchema, rupeesFromText, textSchema, type ImageHelper, type WithArtwork } from './content-fields-schema.ts';
import { shopItemFields } from './shop-item-fields.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

export const GIFT_HAMPER_CATEGORY = 'Gift Hampers';

/** The fields a hamper has in each language (issue #44). */
const translatable = { subtitle: textSchema.optional(), description: textSchema, weight: textSchema };

export const GIFT_HAMPER_TRANSLATED = ['subtitle', 'description', 'weight', 'images'] as const;

export function giftHamperSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z
    .strictObject({
      ...shopItemFields(image),
      category: z.literal(GIFT_HAMPER_CATEGORY),
      subtitle: translatable.subtitle,
      description: translatable.description,
      /** The MRP printed on the pack, e.g. "₹1,250". */
      mrp: rupeeTextSchema,
      weight: translatable.weight,
      /** Telugu and Hindi of the subtitle, description, weight (when it has words) and each picture's alt text (docs/i18n.md §3). */
      translations: translationsOf({ ...translatable, images: z.array(artworkTextSchema) }, GIFT_HAMPER_TRANSLATED),
    })
    .refine((hamper) => hamper.price.custom <= rupeesFromText(hamper.mrp), {
      error: 'The price may not be above the MRP',
      path: ['price', 'custom'],
    });
}

export type GiftHamperEntry<Img> = WithArtwork<z.output<ReturnType<typeof giftHamperSchema>>, 'images', Img>;
