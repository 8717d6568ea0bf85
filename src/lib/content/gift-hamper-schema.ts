/**
 * A built-in gift hamper of the sweets shop (content/gift-hampers/*.json; storefront §3
 * "Gift hamper"): priced per hamper, with the MRP printed on it. The file name is the `_id`.
 */
import { z } from 'astro/zod';
import {
  artworkSchema,
  orderSchema,
  ratingSchema,
  rupeeTextSchema,
  rupeesFromText,
  rupeesSchema,
  textSchema,
  timestampSchema,
  type ImageHelper,
} from './content-fields-schema.ts';
import { aliasesSchema, contentDietarySchema } from './dietary-schema.ts';

export const GIFT_HAMPER_CATEGORY = 'Gift Hampers';

export function giftHamperSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z
    .strictObject({
      name: textSchema,
      aliases: aliasesSchema,
      category: z.literal(GIFT_HAMPER_CATEGORY),
      subtitle: textSchema.optional(),
      description: textSchema,
      images: z.array(artworkSchema(image)).min(1),
      /** Our price for the hamper. */
      price: z.strictObject({ custom: rupeesSchema }),
      /** The MRP printed on the pack, e.g. "₹1,250". */
      mrp: rupeeTextSchema,
      shelfLife: textSchema,
      dietary: contentDietarySchema,
      weight: textSchema,
      rating: ratingSchema.default(4.5),
      inStock: z.boolean().default(true),
      isBestseller: z.boolean().default(false),
      createdAt: timestampSchema,
      order: orderSchema,
    })
    .refine((hamper) => hamper.price.custom <= rupeesFromText(hamper.mrp), {
      error: 'The price may not be above the MRP',
      path: ['price', 'custom'],
    });
}

export type GiftHamperEntry<Img> = Omit<z.output<ReturnType<typeof giftHamperSchema>>, 'images'> & {
  images: { src: Img; alt: string }[];
};
