/** A home-page collection card: Sweets, Namkeen, Bakery, Gift Boxes, all to the shop (content/collection-cards). */
import { z } from 'astro/zod';
import { pictureInListFields, sitePathSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const COLLECTION_CARD_TITLES = ['Sweets', 'Namkeen', 'Bakery', 'Gift Boxes'] as const;

export function collectionCardSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    title: z.enum(COLLECTION_CARD_TITLES),
    description: textSchema,
    /** Every card goes to the shop: "/mithai/shop" (optionally with ?search=). */
    href: sitePathSchema.refine((href) => href.startsWith('/mithai/shop'), { error: 'Collection cards lead to /mithai/shop' }),
    ...pictureInListFields(image),
  });
}
