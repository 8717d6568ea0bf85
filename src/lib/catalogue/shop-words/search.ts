/**
 * The header search's words in English (issue #44; strings/shop.ts `search`), and what the header
 * search shows in a language: its own words, a suggestion's price line and category.
 */
import type { Translation } from '../../i18n/ui-strings.ts';
import { EN_CATEGORIES, type CategoryWords } from './categories.ts';
import { EN_PRICE, type CardPriceWords } from './price.ts';

export const EN_SEARCH = {
  label: 'Search sweets',
  placeholder: 'Search sweets...',
  suggestions: 'Sweet suggestions',
} as const;

export type SearchWords = Translation<typeof EN_SEARCH>;

export interface HeaderSearchWords {
  search: SearchWords;
  card: CardPriceWords;
  categories: CategoryWords;
}

/** The header search's part of a language's shop words. */
export function headerSearchWords(words: { search: SearchWords; card: CardPriceWords; categories: CategoryWords }): HeaderSearchWords {
  const { perPack, per250g, priceOnRequest, soldOut } = words.card;
  return { search: words.search, card: { perPack, per250g, priceOnRequest, soldOut }, categories: words.categories };
}

export const EN_HEADER_SEARCH_WORDS: HeaderSearchWords = { search: EN_SEARCH, card: EN_PRICE, categories: EN_CATEGORIES };
