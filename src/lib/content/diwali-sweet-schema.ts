/**
 * A built-in sweet of the Diwali Collection (content/diwali-sweets/*.json; storefront §3
 * "Diwali sweet"): priced per pack, shown on /mithai, /mithai/shop and /diwali-product/{id}.
 * The entry id (the file name) is the product `_id`.
 */
import { z } from 'astro/zod';
import { phoneNumberSchema } from './site-schema.ts';
import {
  artworkSchema,
  orderSchema,
  ratingSchema,
  rupeesSchema,
  textSchema,
  timestampSchema,
  type ImageHelper,
} from './content-fields-schema.ts';
import { aliasesSchema, contentDietarySchema } from './dietary-schema.ts';

export const DIWALI_CATEGORY = 'Diwali Collection';

export function diwaliSweetSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: textSchema,
    aliases: aliasesSchema,
    category: z.literal(DIWALI_CATEGORY),
    description: textSchema.optional(),
    /** The counter that takes orders for it (tel: and WhatsApp links). */
    phoneNumber: phoneNumberSchema,
    /** The first picture is the thumbnail. */
    images: z.array(artworkSchema(image)).min(1),
    /** Diwali sweets are priced per pack. */
    price: z.strictObject({ custom: rupeesSchema }),
    shelfLife: textSchema,
    dietary: contentDietarySchema,
    /** What one pack holds, e.g. "500 g box"; may be empty. */
    quantity: z.string().trim(),
    ingredients: z.array(textSchema).optional(),
    rating: ratingSchema.default(4.5),
    isBestseller: z.boolean().default(false),
    inStock: z.boolean().default(true),
    isActive: z.boolean().default(true),
    createdAt: timestampSchema,
    /** Position in the "Featured" order. */
    order: orderSchema,
  });
}

export type DiwaliSweetEntry<Img> = Omit<z.output<ReturnType<typeof diwaliSweetSchema>>, 'images'> & {
  images: { src: Img; alt: string }[];
};
