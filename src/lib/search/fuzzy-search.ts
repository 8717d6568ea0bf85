/**
 * The typo-tolerant side of the search: what the header suggests when the exact search
 * (lib/search/match-products.ts) finds nothing, and the catalogue's "Did you mean …?" name. Each
 * misspelt word is corrected to the closest word of the product names and aliases (fuse.js over
 * that vocabulary, which stays small however many products there are), then the corrected text is
 * searched exactly, so what is offered is always what the shop would list for it.
 * Build it once per product list.
 */
import Fuse from 'fuse.js';
import { parseQuery, rankItems, type SearchIndex } from './match-products.ts';

/** A misspelt word longer than this is not worth correcting. */
const MAX_WORD_LENGTH = 30;

export interface FuzzyIndex<T> {
  index: SearchIndex<T>;
  words: ReadonlySet<string>;
  fuse: Fuse<string>;
}

export function buildFuzzyIndex<T>(index: SearchIndex<T>): FuzzyIndex<T> {
  const words = new Set<string>();
  for (const texts of index.texts) {
    for (const text of texts) for (const word of text.folded.split(' ')) if (word !== '' && !/^\d+$/.test(word)) words.add(word);
  }
  const fuse = new Fuse([...words], { threshold: 0.4, ignoreLocation: true, includeScore: true });
  return { index, words, fuse };
}

/** The text with each unknown word replaced by the closest known one; undefined when one has none. */
export function correctedText<T>(fuzzy: FuzzyIndex<T>, text: string): string | undefined {
  const query = parseQuery(text);
  if (!query || query.words.length === 0) return undefined;
  const corrected: string[] = [];
  for (const word of query.words) {
    if (fuzzy.words.has(word)) {
      corrected.push(word);
      continue;
    }
    const best = word.length > MAX_WORD_LENGTH ? undefined : fuzzy.fuse.search(word, { limit: 1 })[0]?.item;
    if (best === undefined) return undefined;
    corrected.push(best);
  }
  return corrected.join(' ');
}

/** The items closest to a text that may be misspelt, best fit first. */
export function fuzzyItems<T>(fuzzy: FuzzyIndex<T>, text: string, limit: number): T[] {
  const corrected = correctedText(fuzzy, text);
  return corrected === undefined ? [] : rankItems(fuzzy.index, corrected, limit);
}

/** The item to offer under "Did you mean …?", or undefined when nothing is close. */
export function didYouMeanItem<T>(fuzzy: FuzzyIndex<T>, text: string): T | undefined {
  return fuzzyItems(fuzzy, text, 1)[0];
}

/** The name to offer under "Did you mean …?", or undefined when nothing is close. */
export function didYouMean<T extends { name: string }>(fuzzy: FuzzyIndex<T>, text: string): string | undefined {
  return didYouMeanItem(fuzzy, text)?.name;
}
