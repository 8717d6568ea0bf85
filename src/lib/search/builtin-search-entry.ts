/**
 * One built-in product as the search index file carries it (src/lib/search/builtin-search-index.json,
 * written by src/build/builtin-search-index.ts): what a suggestion needs, nothing more.
 */
import type { Price } from '../catalogue/product-schema.ts';

export interface BuiltinSearchEntry {
  _id: string;
  name: string;
  aliases: string[];
  category: string;
  /** The thumbnail first (a stable /thumbnails/… URL). */
  images: string[];
  price: Price;
  /** False: sold out (issue #41). */
  inStock: boolean;
}
