/**
 * The catalogue's sort options, defined once for the logic and the dropdown alike
 * (storefront §2, §9; FEATURES SHOP-12, SHOP-13). "Featured" keeps the merged order.
 */
import { sortPrice } from '../pricing/sort-price.ts';
import type { Price } from './product-schema.ts';

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Sort by: Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortOrder = 'featured';

export function isSortOrder(value: string): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** A sorted copy; equal prices keep their featured order. */
export function sortProducts<T extends { price: Price }>(products: readonly T[], order: SortOrder): T[] {
  if (order === 'featured') return [...products];
  const direction = order === 'price-asc' ? 1 : -1;
  return products
    .map((product, index) => ({ product, index, price: sortPrice(product.price) }))
    .sort((a, b) => (a.price - b.price) * direction || a.index - b.index)
    .map(({ product }) => product);
}
