/**
 * The typo-tolerant side of the search (fuse.js over the folded names and aliases of an index):
 * what the header suggests when the exact search (lib/search/match-products.ts) finds nothing, and
 * the catalogue's "Did you mean …?" name. Build it once per product list.
 */
import Fuse from 'fuse.js';
import { MAX_QUERY_LENGTH, parseQuery, type SearchIndex } from './match-products.ts';

/** Fuse's matcher works on short patterns; a typo in a sweet's name fits well within this. */
const MAX_FUZZY_LENGTH = 40;

export interface FuzzyIndex<T> {
  items: readonly T[];
  fuse: Fuse<{ at: number; texts: string[] }>;
}

export function buildFuzzyIndex<T>(index: SearchIndex<T>): FuzzyIndex<T> {
  const docs = index.texts.map((texts, at) => ({ at, texts: texts.map((text) => text.folded) }));
  const fuse = new Fuse(docs, { keys: ['texts'], threshold: 0.35, ignoreLocation: true, includeScore: true });
  return { items: index.items, fuse };
}

/** The items closest to a text that may be misspelt, closest first. */
export function fuzzyItems<T>(index: FuzzyIndex<T>, text: string, limit: number): T[] {
  const query = parseQuery(text.slice(0, MAX_QUERY_LENGTH));
  if (!query || query.folded === '' || query.folded.length > MAX_FUZZY_LENGTH) return [];
  return index.fuse
    .search(query.folded, { limit })
    .map((result) => index.items[result.item.at])
    .filter((item): item is T => item !== undefined);
}

/** The name to offer under "Did you mean …?", or undefined when nothing is close. */
export function didYouMean<T extends { name: string }>(index: FuzzyIndex<T>, text: string): string | undefined {
  return fuzzyItems(index, text, 1)[0]?.name;
}
