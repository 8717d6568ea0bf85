/**
 * What a product card needs of a product, built-in or staff-created (storefront §3, §9;
 * FEATURES SHOP-21..SHOP-23): plain data, small enough to hand to an island as props.
 */
import { DIWALI_COLLECTION, GIFT_HAMPERS, sameCategory } from './category-order.ts';
import { dietTags, type DietTag } from './dietary.ts';
import type { Price, Product } from './product-schema.ts';

export interface CatalogueItem {
  _id: string;
  name: string;
  /** Other names the search matches (Telugu, Hindi, other spellings). */
  aliases: string[];
  category: string;
  /** Dietary and shipping facts (lib/catalogue/dietary.ts), for the filters and the badges. */
  diet: DietTag[];
  /** The thumbnail URL; '' when the product has no picture. */
  image: string;
  imageAlt: string;
  price: Price;
  isBestseller: boolean;
  inStock: boolean;
  quantity?: string;
  weight?: string;
  shelfLife?: string;
}

type Source = Pick<Product, '_id' | 'name' | 'category' | 'images' | 'price' | 'isBestseller' | 'inStock'> &
  Partial<Pick<Product, 'quantity' | 'weight' | 'shelfLife' | 'dietaryInfo' | 'aliases'>> & { imageAlts?: readonly string[] };

const optional = <K extends string>(name: K, value: string | undefined) =>
  value === undefined || value.trim() === '' ? {} : ({ [name]: value } as Record<K, string>);

export function toCatalogueItem(product: Source): CatalogueItem {
  return {
    _id: product._id,
    name: product.name,
    aliases: [...(product.aliases ?? [])],
    category: product.category,
    diet: dietTags(product.dietaryInfo, product.shelfLife),
    image: product.images[0] ?? '',
    imageAlt: product.imageAlts?.[0] ?? product.name,
    price: product.price,
    isBestseller: product.isBestseller,
    inStock: product.inStock,
    ...optional('quantity', product.quantity),
    ...optional('weight', product.weight),
    ...optional('shelfLife', product.shelfLife),
  };
}

export type Badge = 'BESTSELLER' | 'GIFT HAMPER';

/** "BESTSELLER" for bestsellers, "GIFT HAMPER" for Gift Hampers items (CONST-27). */
export function productBadges(item: Pick<CatalogueItem, 'isBestseller' | 'category'>): Badge[] {
  const badges: Badge[] = [];
  if (item.isBestseller) badges.push('BESTSELLER');
  if (sameCategory(item.category, GIFT_HAMPERS)) badges.push('GIFT HAMPER');
  return badges;
}

export interface PackDetail {
  label: 'Quantity' | 'Weight' | 'Shelf life';
  value: string;
}

/** The key of each label among the card's words (strings/shop.ts `card`, issue #44). */
export const PACK_DETAIL_WORDS = { Quantity: 'quantity', Weight: 'weight', 'Shelf life': 'shelfLife' } as const satisfies Record<PackDetail['label'], string>;

/** Quantity, weight and shelf life, shown for Diwali Collection and Gift Hampers items only (SHOP-23). */
export function packDetails(item: Pick<CatalogueItem, 'category' | 'quantity' | 'weight' | 'shelfLife'>): PackDetail[] {
  if (!sameCategory(item.category, DIWALI_COLLECTION) && !sameCategory(item.category, GIFT_HAMPERS)) return [];
  const details: PackDetail[] = [];
  if (item.quantity) details.push({ label: 'Quantity', value: item.quantity });
  if (item.weight) details.push({ label: 'Weight', value: item.weight });
  if (item.shelfLife) details.push({ label: 'Shelf life', value: item.shelfLife });
  return details;
}
