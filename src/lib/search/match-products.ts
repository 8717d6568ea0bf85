/**
 * The one search of the site (issue #12): what the header suggestions and the catalogue both use to
 * decide what a text finds. A product is found when
 *   - its name contains the trimmed text, ignoring case (storefront §5, the spec's rule), or
 *   - after folding both sides (lib/search/spelling-variants.ts) the name or one of its aliases
 *     (Telugu, Hindi or other names kept in content or by staff) contains the text, spaces ignored
 *     ("mysorepak" finds "Mysore Pak", "kaju katri" finds "Kaju Katli"), or
 *   - every word of the text is in the same name or alias, in any order ("katli kaju").
 * Pure: build the index once per product list, then each query is a scan of precomputed strings.
 */
import { normaliseSweetName } from './spelling-variants.ts';

/** Longer input is cut here: no sweet is called anything this long. */
export const MAX_QUERY_LENGTH = 100;

export interface Searchable {
  name: string;
  aliases?: readonly string[] | undefined;
}

interface SearchText {
  /** Lower-cased, as typed (the spec's substring rule). */
  lower: string;
  folded: string;
  /** Folded, without spaces. */
  squashed: string;
}

export interface SearchIndex<T> {
  items: readonly T[];
  /** Per item: the name first, then its aliases. */
  texts: readonly (readonly SearchText[])[];
}

export interface SearchQuery {
  lower: string;
  folded: string;
  squashed: string;
  words: string[];
}

const squash = (text: string) => text.replaceAll(' ', '');

function searchText(text: string): SearchText {
  const folded = normaliseSweetName(text);
  return { lower: text.toLowerCase(), folded, squashed: squash(folded) };
}

export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  return {
    items,
    texts: items.map((item) => [item.name, ...(item.aliases ?? [])].filter((text) => text.trim() !== '').map(searchText)),
  };
}

/** The query a text asks for; undefined when it is blank. Punctuation alone folds to nothing. */
export function parseQuery(text: string): SearchQuery | undefined {
  const trimmed = text.trim().slice(0, MAX_QUERY_LENGTH).trim();
  if (trimmed === '') return undefined;
  const folded = normaliseSweetName(trimmed);
  return { lower: trimmed.toLowerCase(), folded, squashed: squash(folded), words: folded === '' ? [] : folded.split(' ') };
}

/** How well one name or alias fits: 0 not at all; more for a whole-text match, most at the start. */
function textScore(text: SearchText, query: SearchQuery): number {
  const folded = query.folded !== '';
  if (text.lower.includes(query.lower) || (folded && text.squashed.includes(query.squashed))) {
    if (text.lower.startsWith(query.lower) || (folded && text.folded.startsWith(query.folded))) return 4;
    if (` ${text.lower}`.includes(` ${query.lower}`) || (folded && ` ${text.folded}`.includes(` ${query.folded}`))) return 3;
    return 2;
  }
  return query.words.length > 0 && query.words.every((word) => text.squashed.includes(word)) ? 1 : 0;
}

/** The best fit of an item: its name counts a little more than its aliases. */
function itemScore(texts: readonly SearchText[], query: SearchQuery): number {
  let best = 0;
  texts.forEach((text, i) => {
    const score = textScore(text, query);
    if (score > 0) best = Math.max(best, score * 2 + (i === 0 ? 1 : 0));
  });
  return best;
}

/** Every item the text finds, in the order given (the catalogue then sorts them its own way). */
export function searchItems<T>(index: SearchIndex<T>, text: string): T[] {
  const query = parseQuery(text);
  if (!query) return [...index.items];
  return index.items.filter((_, i) => itemScore(index.texts[i] ?? [], query) > 0);
}

/** The items the text finds, best fit first (ties keep the given order), at most `limit`. */
export function rankItems<T>(index: SearchIndex<T>, text: string, limit: number): T[] {
  const query = parseQuery(text);
  if (!query) return [];
  const scored: { item: T; score: number; at: number }[] = [];
  index.items.forEach((item, at) => {
    const score = itemScore(index.texts[at] ?? [], query);
    if (score > 0) scored.push({ item, score, at });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, limit)
    .map(({ item }) => item);
}
