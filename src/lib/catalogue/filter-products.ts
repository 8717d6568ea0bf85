/**
 * The catalogue filter (storefront §4, §5; FEATURES SHOP-08, SHOP-09, SHOP-10; issue #12): a
 * non-empty trimmed search text finds products by the site's one search (lib/search/match-products.ts:
 * the name as a case-insensitive substring, plus spellings, aliases and any word order) and
 * overrides the category; otherwise the category matches exactly (ignoring case) unless it is "all".
 * Pass the index built once for the product list; without one it is built for this call, and only
 * when there is a search to run.
 */
import { buildSearchIndex, searchItems, type Searchable, type SearchIndex } from '../search/match-products.ts';
import { ALL_CATEGORIES, sameCategory } from './category-order.ts';

export interface CatalogueFilter {
  category: string;
  search: string;
}

export function filterProducts<T extends Searchable & { category: string }>(
  products: readonly T[],
  filter: CatalogueFilter,
  index?: SearchIndex<T>,
): T[] {
  if (filter.search.trim() !== '') return searchItems(index ?? buildSearchIndex(products), filter.search);
  if (sameCategory(filter.category, ALL_CATEGORIES)) return [...products];
  return products.filter((product) => sameCategory(product.category, filter.category));
}
