/**
 * Turns the built-in content lists (Diwali sweets, gift hampers, corporate gifts) into products of
 * the storefront §3 shape, the one staff-created products have. Pure: the caller resolves each image
 * to a URL (at build time, through Astro's image service).
 */
import type { Artwork } from '../content/content-fields-schema.ts';
import { rupeesFromText } from '../content/content-fields-schema.ts';
import type { CorporateGiftEntry } from '../content/corporate-gift-schema.ts';
import type { DiwaliSweetEntry } from '../content/diwali-sweet-schema.ts';
import type { GiftHamperEntry } from '../content/gift-hamper-schema.ts';
import { byGiftNumber, byOrder } from '../content/content-order.ts';
import type { ContentDietary } from '../content/dietary-schema.ts';
import { activeItems } from './availability.ts';
import type { DietaryInfo, Product } from './product-schema.ts';
import type { Locale } from '../i18n/locales.ts';
import { localise, type Translatable } from '../i18n/localise.ts';

/** Category of the corporate gifting items (they are not in the shop's category list). */
export const CORPORATE_GIFT_CATEGORY = 'Corporate Gifting';

/** When the corporate gifting range was launched (about page timeline, 2024). */
export const CORPORATE_GIFTS_CREATED_AT = '2024-10-01T00:00:00.000Z';

export const BUILTIN_SOURCES = ['diwali-collection', 'gift-hamper', 'corporate-gift'] as const;
export type BuiltinSource = (typeof BUILTIN_SOURCES)[number];

/** A built-in product: the §3 product plus what the gift lists also carry. */
export type BuiltinProduct = Product & {
  source: BuiltinSource;
  /** Line under the name (hampers and corporate gifts). */
  subtitle?: string;
  /** The MRP printed on the pack, e.g. "₹1,250" (hampers and corporate gifts). */
  mrp?: string;
  /** Alt text of each image, in the order of `images`. */
  imageAlts: string[];
};

interface Entry<T> {
  /** The content entry id: the file name, used as the product _id. */
  id: string;
  data: T;
}

export interface BuiltinLists<Img> {
  diwaliSweets: Entry<DiwaliSweetEntry<Img>>[];
  giftHampers: Entry<GiftHamperEntry<Img>>[];
  corporateGifts: Entry<CorporateGiftEntry<Img>>[];
}

export interface BuiltinOptions<Img> {
  /** URL of an image as the site serves it. */
  imageUrl: (image: Img) => string;
  /** Phone for items whose content has none (hampers, corporate gifts). */
  phoneNumber: string;
}

/** The product id of corporate gift n: "gift-n" (/product/gift-{id}). */
export function corporateGiftId(id: number): string {
  return `gift-${id}`;
}

/** The content's dietary facts in the product's dietaryInfo shape; everything is vegetarian. */
export function dietaryInfoFromContent(dietary: ContentDietary): DietaryInfo {
  return {
    isVegetarian: true,
    isVegan: dietary.vegan,
    isGlutenFree: dietary.glutenFree,
    isJain: dietary.jain,
    isSugarFree: dietary.sugarFree,
    allergens: [...dietary.allergens],
  };
}

function pictures<Img>(images: Artwork<Img>[], imageUrl: (image: Img) => string) {
  return { images: images.map((image) => imageUrl(image.src)), imageAlts: images.map((image) => image.alt) };
}

export function diwaliSweetToProduct<Img>({ id, data }: Entry<DiwaliSweetEntry<Img>>, imageUrl: (image: Img) => string): BuiltinProduct {
  return {
    _id: id,
    source: 'diwali-collection',
    name: data.name,
    aliases: data.aliases,
    category: data.category,
    description: data.description ?? '',
    phoneNumber: data.phoneNumber,
    ...pictures(data.images, imageUrl),
    price: { custom: data.price.custom },
    isBestseller: data.isBestseller,
    isActive: data.isActive,
    createdAt: data.createdAt,
    shelfLife: data.shelfLife,
    dietaryInfo: dietaryInfoFromContent(data.dietary),
    ingredients: data.ingredients ?? [],
    quantity: data.quantity,
    rating: data.rating,
    inStock: data.inStock,
  };
}

export function giftHamperToProduct<Img>({ id, data }: Entry<GiftHamperEntry<Img>>, options: BuiltinOptions<Img>): BuiltinProduct {
  return {
    _id: id,
    source: 'gift-hamper',
    name: data.name,
    aliases: data.aliases,
    category: data.category,
    ...(data.subtitle === undefined ? {} : { subtitle: data.subtitle }),
    description: data.description,
    phoneNumber: options.phoneNumber,
    ...pictures(data.images, options.imageUrl),
    price: { custom: data.price.custom },
    mrp: data.mrp,
    isBestseller: data.isBestseller,
    isActive: data.isActive,
    createdAt: data.createdAt,
    shelfLife: data.shelfLife,
    dietaryInfo: dietaryInfoFromContent(data.dietary),
    ingredients: [],
    weight: data.weight,
    rating: data.rating,
    inStock: data.inStock,
  };
}

/** Corporate gifts carry only an MRP, so it is also their price per pack. */
export function corporateGiftToProduct<Img>({ data }: Entry<CorporateGiftEntry<Img>>, options: BuiltinOptions<Img>): BuiltinProduct {
  return {
    _id: corporateGiftId(data.id),
    source: 'corporate-gift',
    name: data.name,
    aliases: data.aliases,
    category: CORPORATE_GIFT_CATEGORY,
    ...(data.subtitle === undefined ? {} : { subtitle: data.subtitle }),
    description: data.description,
    phoneNumber: options.phoneNumber,
    ...pictures([data.image], options.imageUrl),
    price: { custom: rupeesFromText(data.mrp) },
    mrp: data.mrp,
    isBestseller: false,
    isActive: data.isActive,
    createdAt: CORPORATE_GIFTS_CREATED_AT,
    shelfLife: data.shelfLife,
    dietaryInfo: dietaryInfoFromContent(data.dietary),
    ingredients: [],
    ...(data.weight === undefined ? {} : { weight: data.weight }),
    rating: 4.5,
    inStock: data.inStock,
  };
}

/**
 * The built-in products the site shows: Diwali sweets (featured order), then hampers, then corporate
 * gifts 1 to 19. Hidden items (`isActive: false`, issue #41) are left out, so they get no page, card,
 * suggestion or enquiry entry anywhere.
 */
export function toBuiltinProducts<Img>(lists: BuiltinLists<Img>, options: BuiltinOptions<Img>, locale: Locale = 'en'): BuiltinProduct[] {
  return activeItems([
    ...lists.diwaliSweets.toSorted(byOrder).map((entry) => diwaliSweetToProduct(localised(entry, locale), options.imageUrl)),
    ...lists.giftHampers.toSorted(byOrder).map((entry) => giftHamperToProduct(localised(entry, locale), options)),
    ...lists.corporateGifts.toSorted(byGiftNumber).map((entry) => corporateGiftToProduct(localised(entry, locale), options)),
  ]);
}

/** An entry in a language (issue #44): its translated fields in place of English's, the rest as it is. */
function localised<T extends object>(entry: Entry<T>, locale: Locale): Entry<T> {
  return locale === 'en' ? entry : { ...entry, data: localise(entry.data as T & Translatable<Partial<T>>, locale) };
}
