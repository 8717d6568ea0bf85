/**
 * The fields every built-in item of the sweets shop's catalogue has (content/diwali-sweets and
 * content/gift-hampers; storefront §3): each schema adds its category and its own fields.
 */
import { z } from 'astro/zod';
import { artworkSchema, orderSchema, ratingSchema, rupeesSchema, textSchema, timestampSchema, type ImageHelper } from './content-fields-schema.ts';
import { aliasesSchema, contentDietarySchema } from './dietary-schema.ts';

export function shopItemFields<I extends z.ZodType>(image: ImageHelper<I>) {
  return {
    name: textSchema,
    aliases: aliasesSchema,
    /** The first picture is the thumbnail. */
    images: z.array(artworkSchema(image)).min(1),
    /** Our price: per pack for sweets, per hamper for hampers. */
    price: z.strictObject({ custom: rupeesSchema }),
    shelfLife: textSchema,
    dietary: contentDietarySchema,
    rating: ratingSchema.default(4.5),
    isBestseller: z.boolean().default(false),
    /** False: "Currently unavailable" on its cards and page, and it cannot be put on the enquiry list (issue #41). */
    inStock: z.boolean().default(true),
    /** False: hidden, left out of every list and page of the site. */
    isActive: z.boolean().default(true),
    createdAt: timestampSchema,
    /** Position in the "Featured" order. */
    order: orderSchema,
  };
}
