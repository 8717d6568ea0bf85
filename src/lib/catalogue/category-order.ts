/**
 * Category lists of the storefront (storefront §5 "Category order and chips"; FEATURES SHOP-04,
 * SHOP-05, MITHAI-06). Names are matched by category-name.ts (case and spaces ignored); the first
 * spelling seen wins.
 */
import { compareNames } from '../text/compare-names.ts';
import { categoryKey, categoryNamesEqual, dedupeCategoryNames } from './category-name.ts';
import { categoryName, EN_CATEGORIES, type CategoryWords } from './shop-words/categories.ts';

export const DIWALI_COLLECTION = 'Diwali Collection';
export const GIFT_HAMPERS = 'Gift Hampers';
/** The catalogue's value for "every category". */
export const ALL_CATEGORIES = 'all';
/** A legacy category name the catalogue leaves out. */
export const EXCLUDED_CATEGORY = 'Collection';

export const DEFAULT_CATEGORY = DIWALI_COLLECTION;

/**
 * The catalogue's categories, derived from the products it holds: "Diwali Collection", "all",
 * "Gift Hampers", then the others alphabetically, never "Collection".
 */
export function catalogueCategories(products: readonly { category: string }[]): string[] {
  const others = dedupeCategoryNames(
    products.map((product) => product.category),
    [DIWALI_COLLECTION, GIFT_HAMPERS, ALL_CATEGORIES, EXCLUDED_CATEGORY],
  ).sort(compareNames);
  return [DIWALI_COLLECTION, ALL_CATEGORIES, GIFT_HAMPERS, ...others];
}

/** The label of a category in the catalogue's list: "all" reads "All". */
export function categoryLabel(category: string, words: CategoryWords = EN_CATEGORIES): string {
  return categoryKey(category) === ALL_CATEGORIES ? words.all : categoryName(category, words);
}

/** The collection name the catalogue hero shows: "all" reads "All Collections". */
export function collectionTitle(category: string, words: CategoryWords = EN_CATEGORIES): string {
  return categoryKey(category) === ALL_CATEGORIES ? words.allCollections : categoryName(category, words);
}

export interface CategoryChip {
  /** The filter value: a category name, or "all". */
  value: string;
  label: string;
}

/**
 * The sweets home chips: "Diwali Collection", "All Delights", "Gift Hampers", then the other
 * categories in the order given; the two fixed ones are there even when the server lists neither.
 */
export function mithaiChips(categories: readonly string[], words: CategoryWords = EN_CATEGORIES): CategoryChip[] {
  const others = dedupeCategoryNames(categories, [DIWALI_COLLECTION, GIFT_HAMPERS, ALL_CATEGORIES]);
  return [
    { value: DIWALI_COLLECTION, label: words.diwaliCollection },
    { value: ALL_CATEGORIES, label: words.allDelights },
    { value: GIFT_HAMPERS, label: words.giftHampers },
    ...others.map((name) => ({ value: name, label: categoryName(name, words) })),
  ];
}

/** Whether two category names are the same category (category-name.ts). */
export const sameCategory = categoryNamesEqual;
