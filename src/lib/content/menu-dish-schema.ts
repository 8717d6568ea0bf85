/**
 * A dish of the restaurant menu (content/menu-dishes/*.json; storefront §3 "Menu dish"): the Full
 * Menu panel and the "Signature Delights" carousel of /hotels-banquet. Everything is vegetarian.
 */
import { z } from 'astro/zod';
import { artworkSchema, artworkTextSchema, orderSchema, rupeeTextSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';
import { contentDietarySchema } from './dietary-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

/** The twelve menu categories, in menu order (storefront §3). */
export const MENU_CATEGORIES = [
  'Soups',
  'Tandoori Starters',
  'Roti/Naan',
  'Rice',
  'Chinese Starters',
  'Continental Starters',
  'Curries',
  'Noodles',
  'Pasta',
  'Salads',
  'Chef Specials',
  'Pizza',
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** The fields a dish has in each language (issue #44): its name, description and picture's alt. */
const translatable = { name: textSchema, description: textSchema };

export const MENU_DISH_TRANSLATED = ['name', 'description', 'image'] as const;

export function menuDishSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    ...translatable,
    /** Telugu and Hindi of the name, description and picture's alt (docs/i18n.md §3). */
    translations: translationsOf({ ...translatable, image: artworkTextSchema }, MENU_DISH_TRANSLATED),
    dietary: contentDietarySchema,
    /** As printed on the menu, e.g. "₹249". */
    price: rupeeTextSchema,
    image: artworkSchema(image),
    category: z.enum(MENU_CATEGORIES),
    /** Shown in the "Signature Delights" carousel. */
    signature: z.boolean().default(false),
    /** Order inside its category. */
    order: orderSchema,
  });
}
