/**
 * The catalogue filter (storefront §4, §5; FEATURES SHOP-08, SHOP-09, SHOP-10): a non-empty
 * trimmed search text matches the name as a case-insensitive substring and overrides the
 * category; otherwise the category matches exactly (ignoring case) unless it is "all".
 */
import { ALL_CATEGORIES, sameCategory } from './category-order.ts';

export interface CatalogueFilter {
  category: string;
  search: string;
}

export function filterProducts<T extends { name: string; category: string }>(products: readonly T[], filter: CatalogueFilter): T[] {
  const search = filter.search.trim().toLowerCase();
  if (search !== '') return products.filter((product) => product.name.toLowerCase().includes(search));
  if (sameCategory(filter.category, ALL_CATEGORIES)) return [...products];
  return products.filter((product) => sameCategory(product.category, filter.category));
}
