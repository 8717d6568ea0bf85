/**
 * The shop's words in a language (issue #44, docs/i18n.md §2): the types of each part of
 * `strings/shop.ts` that islands and the catalogue's script take as props, and the category names
 * the site itself uses. The English parts are the defaults of lib's text functions, so English
 * callers need not pass them. Client code takes the English parts it needs (EN_CARD, …), never `en`
 * or the other languages, so a script bundles only those parts, as it held those words before; a
 * Telugu page's script gets its words from the page.
 */
import { EN_BOOK, EN_CARD, EN_CATALOGUE, EN_CATEGORIES, EN_DIWALI, EN_GRID, EN_LIST, EN_PRODUCT, EN_SEARCH, en } from '../i18n/strings/shop.ts';
import type { Translation } from '../i18n/ui-strings.ts';
import { categoryKey } from './category-name.ts';

export type ShopWords = Translation<typeof en>;
export type CategoryWords = ShopWords['categories'];
export type SearchWords = ShopWords['search'];
export type CardWords = ShopWords['card'];
export type CatalogueWords = ShopWords['catalogue'];
export type ProductWords = ShopWords['product'];
export type DiwaliWords = ShopWords['diwali'];
export type BookWords = ShopWords['book'];
export type GridWords = ShopWords['grid'];
export type ListWords = ShopWords['list'];

/** What the header search shows (issue #44): its own words, a suggestion's price line and category. */
export interface HeaderSearchWords {
  search: SearchWords;
  card: Pick<CardWords, 'perPack' | 'per250g' | 'priceOnRequest' | 'soldOut'>;
  categories: CategoryWords;
}

/** The header search's part of a language's words. */
export function headerSearchWords(words: ShopWords): HeaderSearchWords {
  const { perPack, per250g, priceOnRequest, soldOut } = words.card;
  return { search: words.search, card: { perPack, per250g, priceOnRequest, soldOut }, categories: words.categories };
}

/** English, the source and the default: all of it (build-time code), and each part (client code). */
export const EN_SHOP_WORDS: ShopWords = en;
export { EN_BOOK, EN_CARD, EN_CATALOGUE, EN_CATEGORIES, EN_DIWALI, EN_GRID, EN_LIST, EN_PRODUCT };

const SITE_CATEGORIES: Readonly<Record<string, keyof CategoryWords>> = {
  [categoryKey(EN_CATEGORIES.diwaliCollection)]: 'diwaliCollection',
  [categoryKey(EN_CATEGORIES.giftHampers)]: 'giftHampers',
  [categoryKey(EN_CATEGORIES.corporateGifting)]: 'corporateGifting',
};

export const EN_HEADER_SEARCH_WORDS: HeaderSearchWords = {
  search: EN_SEARCH,
  card: { perPack: EN_CARD.perPack, per250g: EN_CARD.per250g, priceOnRequest: EN_CARD.priceOnRequest, soldOut: EN_CARD.soldOut },
  categories: EN_CATEGORIES,
};

/** A category in the page's language: the site's own ones translated, a staff-made one as written. */
export function categoryName(category: string, words: CategoryWords = EN_CATEGORIES): string {
  const key = SITE_CATEGORIES[categoryKey(category)];
  return key ? words[key] : category;
}
