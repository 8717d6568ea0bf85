/**
 * The header search's index, built once per function instance (issue #12): the built-in products
 * come from the index file the build writes (src/lib/search/builtin-search-index.json), the staff
 * products from Blobs. Each request lists the products store once (keys and etags, no data); only
 * when that listing changes are the changed products read again and the index rebuilt. Nothing is
 * fetched over HTTP and nothing is shared between writers.
 */
import builtinIndex from '../../lib/search/builtin-search-index.json' with { type: 'json' };
import { mergeProducts } from '../../lib/catalogue/merge-products.ts';
import type { Product } from '../../lib/catalogue/product-schema.ts';
import type { BuiltinSearchEntry } from '../../lib/search/builtin-search-entry.ts';
import { buildSuggestionIndex, type SuggestibleProduct, type SuggestionIndex } from '../../lib/search/suggest.ts';
import type { Store } from '../storage/blob-stores.ts';
import { listProductVersions, readListedProducts } from '../storage/product-repository.ts';

const BUILTIN: readonly BuiltinSearchEntry[] = builtinIndex;

interface Built {
  version: string;
  index: SuggestionIndex;
}

/** Products read so far, by id, with the etag they were read at. */
const known = new Map<string, { etag: string; product: Product }>();
let built: Promise<Built> | undefined;

async function rebuild(store: Store, version: string, listed: { key: string; etag: string }[]): Promise<Built> {
  const stale = listed.filter(({ key, etag }) => known.get(key)?.etag !== etag);
  for (const record of await readListedProducts(store, stale)) known.set(record.key, { etag: record.etag, product: record.value });
  const present = new Set(listed.map(({ key }) => key));
  for (const key of known.keys()) if (!present.has(key)) known.delete(key);
  const staff = listed.flatMap(({ key }) => known.get(key)?.product ?? []);
  const products = mergeProducts<SuggestibleProduct & { isActive?: boolean }>(BUILTIN, staff);
  return { version, index: buildSuggestionIndex(products) };
}

/** The index for the products as stored now. */
export async function suggestionIndex(store: Store): Promise<SuggestionIndex> {
  const listed = await listProductVersions(store);
  const version = listed.map(({ key, etag }) => `${key}\u0000${etag}`).join('\u0001');
  const current = built;
  if (current) {
    const ready = await current.catch(() => undefined);
    if (ready?.version === version) return ready.index;
  }
  const next = rebuild(store, version, listed);
  built = next;
  next.catch(() => {
    if (built === next) built = undefined;
  });
  return (await next).index;
}

/** Forgets everything (tests). */
export function resetSuggestionIndex(): void {
  known.clear();
  built = undefined;
}
