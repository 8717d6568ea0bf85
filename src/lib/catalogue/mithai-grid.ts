/**
 * The sweets home product grid (storefront §5, §9; FEATURES MITHAI-05..MITHAI-09, G-08): only
 * complete products, filtered by chip, "All Delights" shuffled, 6 shown up front.
 */
import { ALL_CATEGORIES, sameCategory } from './category-order.ts';
import type { CatalogueItem } from './catalogue-item.ts';

/** Cards rendered at once; the rest mount as they near the viewport. */
export const GRID_INITIAL_COUNT = 6;
/** How far ahead of the viewport the next cards mount. */
export const GRID_LAZY_MARGIN = '100px';
/** Cards whose image loads with high priority. */
export const HIGH_PRIORITY_IMAGES = 3;

/** A product the grid may show: it has an id, a name, a category, a picture and a price. */
export function isGridReady(item: CatalogueItem): boolean {
  const { price } = item;
  const hasPrice = [price.custom, price['250g'], price['500g'], price['1kg']].some((amount) => amount !== undefined);
  return item._id !== '' && item.name.trim() !== '' && item.category.trim() !== '' && item.image !== '' && hasPrice;
}

/** A shuffled copy (Fisher-Yates); `random` returns a number in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function mithaiGridProducts(items: readonly CatalogueItem[], chip: string, random: () => number = Math.random): CatalogueItem[] {
  const ready = items.filter(isGridReady);
  if (sameCategory(chip, ALL_CATEGORIES)) return shuffled(ready, random);
  return ready.filter((item) => sameCategory(item.category, chip));
}
