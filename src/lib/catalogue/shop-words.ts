/**
 * The shop's words in a language (issue #44, docs/i18n.md §2): the types of each part of
 * `strings/shop.ts` that islands and the catalogue's script take as props, and the category names
 * the site itself uses. The English parts are the defaults of lib's text functions, so English
 * callers need not pass them (only English's part is bundled: the other languages' exports are
 * never imported by client code, and a Telugu page's script gets its words from the page).
 */
import { en } from '../i18n/strings/shop.ts';
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

/** English, the source and the default. */
export const EN_SHOP_WORDS: ShopWords = en;

const SITE_CATEGORIES: Readonly<Record<string, keyof CategoryWords>> = {
  [categoryKey(en.categories.diwaliCollection)]: 'diwaliCollection',
  [categoryKey(en.categories.giftHampers)]: 'giftHampers',
  [categoryKey(en.categories.corporateGifting)]: 'corporateGifting',
};

export const EN_HEADER_SEARCH_WORDS: HeaderSearchWords = headerSearchWords(en);

/** A category in the page's language: the site's own ones translated, a staff-made one as written. */
export function categoryName(category: string, words: CategoryWords = en.categories): string {
  const key = SITE_CATEGORIES[categoryKey(category)];
  return key ? words[key] : category;
}
