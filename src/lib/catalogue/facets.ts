/**
 * The catalogue's dietary, occasion and price filters (issue #12), applied after the search or
 * category (lib/catalogue/filter-products.ts): a product must carry every chosen tag and, when a
 * price range is set, have a price (the sort price, storefront §9) inside it. Counts tell, for each
 * tag, how many products would show with that tag added, so a visitor never picks an empty view
 * blind.
 */
import { sortPrice } from '../pricing/sort-price.ts';
import { DIET_TAGS, type DietTag } from './dietary.ts';
import type { Price } from './product-schema.ts';

export interface Facets {
  diet: readonly DietTag[];
  /** Whole rupees, inclusive; undefined for no bound. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export const NO_FACETS: Facets = { diet: [] };

interface Faceted {
  diet: readonly DietTag[];
  price: Price;
}

function inPriceRange(price: Price, facets: Facets): boolean {
  if (facets.minPrice === undefined && facets.maxPrice === undefined) return true;
  const amount = sortPrice(price);
  if (amount <= 0) return false; // "Price on request" has no price to compare
  return (facets.minPrice === undefined || amount >= facets.minPrice) && (facets.maxPrice === undefined || amount <= facets.maxPrice);
}

export function matchesFacets(item: Faceted, facets: Facets): boolean {
  return facets.diet.every((tag) => item.diet.includes(tag)) && inPriceRange(item.price, facets);
}

export function applyFacets<T extends Faceted>(items: readonly T[], facets: Facets): T[] {
  if (facets.diet.length === 0 && facets.minPrice === undefined && facets.maxPrice === undefined) return [...items];
  return items.filter((item) => matchesFacets(item, facets));
}

/** For each tag: how many of `items` match the facets with that tag added. */
export function facetCounts(items: readonly Faceted[], facets: Facets): Record<DietTag, number> {
  const counts = Object.fromEntries(DIET_TAGS.map((tag) => [tag, 0])) as Record<DietTag, number>;
  for (const item of items) {
    if (!inPriceRange(item.price, facets) || !facets.diet.every((tag) => item.diet.includes(tag))) continue;
    for (const tag of item.diet) counts[tag] += 1;
  }
  return counts;
}

export function hasFacets(facets: Facets): boolean {
  return facets.diet.length > 0 || facets.minPrice !== undefined || facets.maxPrice !== undefined;
}
