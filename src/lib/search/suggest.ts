/**
 * Header search suggestions (storefront §3, §5; G-37): fuzzy matching with fuse.js
 * over normalised names (weight 0.7) and categories (0.3), at most 8 results,
 * nothing under 2 characters.
 */
import Fuse from 'fuse.js';
import { normaliseSweetName } from './spelling-variants.ts';

export const MIN_SUGGESTION_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;

export interface SuggestionItem {
  id: string;
  name: string;
  image: string;
  category: string;
}

interface IndexedItem {
  item: SuggestionItem;
  name: string;
  category: string;
}

export interface SuggestionIndex {
  fuse: Fuse<IndexedItem>;
}

export interface SuggestibleProduct {
  _id: string;
  name: string;
  category: string;
  images: readonly string[];
}

export function toSuggestionItem(product: SuggestibleProduct): SuggestionItem {
  return { id: product._id, name: product.name, image: product.images[0] ?? '', category: product.category };
}

export function buildSuggestionIndex(products: readonly SuggestibleProduct[]): SuggestionIndex {
  const items = products.map((product) => ({
    item: toSuggestionItem(product),
    name: normaliseSweetName(product.name),
    category: normaliseSweetName(product.category),
  }));
  const fuse = new Fuse(items, {
    keys: [
      { name: 'name', weight: 0.7 },
      { name: 'category', weight: 0.3 },
    ],
    threshold: 0.35,
    ignoreLocation: true,
    includeScore: true,
  });
  return { fuse };
}

export function suggest(index: SuggestionIndex, query: string, limit = MAX_SUGGESTIONS): SuggestionItem[] {
  const text = normaliseSweetName(query);
  if (text.length < MIN_SUGGESTION_LENGTH) return [];
  const seen = new Set<string>();
  const results: SuggestionItem[] = [];
  for (const { item } of index.fuse.search(text, { limit: limit * 2 })) {
    if (seen.has(item.item.id)) continue;
    seen.add(item.item.id);
    results.push(item.item);
    if (results.length === limit) break;
  }
  return results;
}
