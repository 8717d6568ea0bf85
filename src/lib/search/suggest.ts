/**
 * Header search suggestions (storefront §3, §5; G-37; issue #12): the same search as the catalogue
 * (lib/search/match-products.ts), best fit first, so Enter on /mithai/shop?search=… lists what was
 * suggested; when it finds nothing, the closest names by fuse.js (typos). At most 8, one per product
 * and per name, each with its thumbnail and its card's price; nothing under 2 characters.
 */
import type { SuggestionItem } from '../api/catalogue.ts';
import type { Price } from '../catalogue/product-schema.ts';
import { buildFuzzyIndex, fuzzyItems, type FuzzyIndex } from './fuzzy-search.ts';
import { buildSearchIndex, rankItems, type SearchIndex } from './match-products.ts';
import { nameKey } from './name-key.ts';

export const MIN_SUGGESTION_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;

export type { SuggestionItem };

export interface SuggestibleProduct {
  _id: string;
  name: string;
  category: string;
  images: readonly string[];
  price: Price;
  aliases?: readonly string[] | undefined;
  /** False: sold out; the suggestion says so (issue #41). */
  inStock?: boolean | undefined;
}

interface Entry {
  item: SuggestionItem;
  name: string;
  aliases: readonly string[];
}

export interface SuggestionIndex {
  search: SearchIndex<Entry>;
  fuzzy: FuzzyIndex<Entry>;
}

export function toSuggestionItem(product: SuggestibleProduct): SuggestionItem {
  return { id: product._id, name: product.name, image: product.images[0] ?? '', category: product.category, price: product.price, inStock: product.inStock ?? true, aliases: [...(product.aliases ?? [])] };
}

/** Products should come merged (lib/catalogue/merge-products.ts); a repeated id or name is still kept once. */
export function buildSuggestionIndex(products: readonly SuggestibleProduct[]): SuggestionIndex {
  const ids = new Set<string>();
  const names = new Set<string>();
  const entries: Entry[] = [];
  for (const product of products) {
    const key = nameKey(product.name);
    if (ids.has(product._id) || names.has(key)) continue;
    ids.add(product._id);
    names.add(key);
    entries.push({ item: toSuggestionItem(product), name: product.name, aliases: product.aliases ?? [] });
  }
  const search = buildSearchIndex(entries);
  return { search, fuzzy: buildFuzzyIndex(search) };
}

export function suggest(index: SuggestionIndex, query: string, limit = MAX_SUGGESTIONS): SuggestionItem[] {
  if (query.trim().length < MIN_SUGGESTION_LENGTH) return [];
  const found = rankItems(index.search, query, limit);
  const entries = found.length > 0 ? found : fuzzyItems(index.fuzzy, query, limit);
  return entries.map((entry) => entry.item);
}
