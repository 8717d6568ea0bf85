/**
 * The header search's index, built once per function instance (issue #12): the built-in products
 * come from the index file the build writes (src/lib/search/builtin-search-index.json), the staff
 * products from Blobs through the instance's listing cache (one listing per request, keys and etags
 * only; changed products are read again). The index is rebuilt only when that listing changes.
 * Nothing is fetched over HTTP and nothing is shared between writers.
 */
import builtinIndex from '../../lib/search/builtin-search-index.json' with { type: 'json' };
import { mergeProducts } from '../../lib/catalogue/merge-products.ts';
import type { BuiltinSearchEntry } from '../../lib/search/builtin-search-entry.ts';
import { buildSuggestionIndex, type SuggestibleProduct, type SuggestionIndex } from '../../lib/search/suggest.ts';
import type { Store } from '../storage/blob-stores.ts';
import { readProductsForVisitors } from '../storage/product-repository.ts';

const BUILTIN: readonly BuiltinSearchEntry[] = builtinIndex;

let built: { version: string; index: SuggestionIndex } | undefined;

/** The index for the products as stored now. */
export async function suggestionIndex(store: Store): Promise<SuggestionIndex> {
  const { version, values } = await readProductsForVisitors(store);
  if (built?.version !== version) {
    const products = mergeProducts<SuggestibleProduct & { isActive?: boolean }>(BUILTIN, values);
    built = { version, index: buildSuggestionIndex(products) };
  }
  return built.index;
}
