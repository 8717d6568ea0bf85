/**
 * The category names the site itself uses, in English (issue #44; strings/shop.ts `categories`), and
 * a category in the page's language: the header search, the shop, the product pages and the sweets
 * home grid show them.
 */
import type { Translation } from '../../i18n/ui-strings.ts';
import { categoryKey } from '../category-name.ts';

/** Category names the site itself uses; a staff category not listed here shows as written. */
export const EN_CATEGORIES = {
  diwaliCollection: 'Diwali Collection',
  giftHampers: 'Gift Hampers',
  corporateGifting: 'Corporate Gifting',
  all: 'All',
  allCollections: 'All Collections',
  allDelights: 'All Delights',
} as const;

export type CategoryWords = Translation<typeof EN_CATEGORIES>;

const SITE_CATEGORIES: Readonly<Record<string, keyof CategoryWords>> = {
  [categoryKey(EN_CATEGORIES.diwaliCollection)]: 'diwaliCollection',
  [categoryKey(EN_CATEGORIES.giftHampers)]: 'giftHampers',
  [categoryKey(EN_CATEGORIES.corporateGifting)]: 'corporateGifting',
};

/** A category in the page's language: the site's own ones translated, a staff-made one as written. */
export function categoryName(category: string, words: CategoryWords = EN_CATEGORIES): string {
  const key = SITE_CATEGORIES[categoryKey(category)];
  return key ? words[key] : category;
}
