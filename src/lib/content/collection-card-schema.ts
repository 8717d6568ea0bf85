/** A home-page collection card: Sweets, Namkeen, Bakery, Gift Boxes, all to the shop (content/collection-cards). */
import { z } from 'astro/zod';
import { artworkTextSchema, pictureInListFields, sitePathSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

export const COLLECTION_CARD_TITLES = ['Sweets', 'Namkeen', 'Bakery', 'Gift Boxes'] as const;

/**
 * The fields a card has in each language (issue #44): its text and its picture's alt text. Its title
 * is one of four fixed names, named in each language by the home UI strings (`collectionTitles`).
 */
const translatable = { description: textSchema };
const translatableText = { ...translatable, image: artworkTextSchema };

export const COLLECTION_CARD_TRANSLATED = ['description', 'image'] as const;

export function collectionCardSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    title: z.enum(COLLECTION_CARD_TITLES),
    ...translatable,
    /** Telugu and Hindi of the description and the alt text (docs/i18n.md §3). */
    translations: translationsOf(translatableText, COLLECTION_CARD_TRANSLATED),
    /** Every card goes to the shop: "/mithai/shop" (optionally with ?search=). */
    href: sitePathSchema.refine((href) => href.startsWith('/mithai/shop'), { error: 'Collection cards lead to /mithai/shop' }),
    ...pictureInListFields(image),
  });
}
