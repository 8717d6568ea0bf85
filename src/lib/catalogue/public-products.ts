/** What the public product endpoints may show of the staff-created products (DESIGN API, G-22, G-25). */
import { categoryNamesEqual, dedupeCategoryNames } from './category-name.ts';
import type { Product } from './product-schema.ts';

/** Categories every catalogue has, even before staff add products to them. */
export const FIXED_CATEGORIES = ['Diwali Collection', 'Gift Hampers'] as const;

export const RELATED_LIMIT = 4;

/** Hidden products (isActive false) never leave the public endpoints. */
export function visibleProducts<P extends Product>(products: readonly P[]): P[] {
  return products.filter((product) => product.isActive);
}

/**
 * Sorted category names of visible products plus the fixed ones, de-duplicated by
 * category-name.ts; the spelling of the earliest product wins.
 */
export function categoryNames(products: readonly Product[]): string[] {
  const oldestFirst = visibleProducts(products).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return dedupeCategoryNames([...FIXED_CATEGORIES, ...oldestFirst.map((p) => p.category)]).sort((a, b) => a.localeCompare(b, 'en'));
}

/** Up to four other visible products of the same category. */
export function relatedProducts<P extends Product>(products: readonly P[], id: string, limit = RELATED_LIMIT): P[] {
  const visible = visibleProducts(products);
  const product = visible.find((p) => p._id === id);
  if (!product) return [];
  return visible.filter((p) => p._id !== id && categoryNamesEqual(p.category, product.category)).slice(0, limit);
}
