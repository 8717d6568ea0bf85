/**
 * The built-in half of the header search (issue #12): every built-in product the shop lists (Diwali
 * sweets and gift hampers, storefront §3), reduced to what a suggestion needs, with its thumbnail at
 * a stable URL (/thumbnails/…, src/build/search-thumbnails.ts). The suggestions function imports the
 * index instead of reading content/ or fetching the site at run time.
 *
 * Two files (docs/content-editing.md §4):
 * - the seed, src/lib/search/builtin-search-index.json, made from content/ as shipped and committed
 *   (tests/unit/content/builtin-search-index.test.ts fails when it is out of date);
 * - the live index, {live content}/_generated/builtin-search-index.json (git-ignored), made from the
 *   content the build reads once staff changes are applied. The function bundles the live one:
 *   scripts/local-platform/live-content-plugin.mjs points the local runtime's import at it, and a
 *   Netlify build writes it over the seed in its own checkout (scripts/builtin-search-index.mjs).
 * Both are written by `npm run index:builtin`, which runs in every build.
 */
import { toBuiltinProducts } from '../lib/catalogue/builtin-products.ts';
import { shopBuiltinProducts } from '../lib/catalogue/merge-products.ts';
import { diwaliSweetSchema } from '../lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../lib/content/gift-hamper-schema.ts';
import type { BuiltinSearchEntry } from '../lib/search/builtin-search-entry.ts';
import { loadCollection } from './read-content-files.ts';
import { thumbnailUrl } from './search-thumbnails.ts';

export { BUILTIN_SEARCH_INDEX_FILE } from './search-index-file.ts';

/** The index of the content under `root` (the build's content root unless told). */
export function buildBuiltinSearchIndex(root?: string): BuiltinSearchEntry[] {
  const products = toBuiltinProducts(
    {
      diwaliSweets: loadCollection('diwali-sweets', diwaliSweetSchema, root),
      giftHampers: loadCollection('gift-hampers', giftHamperSchema, root),
      corporateGifts: [],
    },
    { imageUrl: thumbnailUrl, phoneNumber: '' },
  );
  return shopBuiltinProducts(products).map((product) => ({
    _id: product._id,
    name: product.name,
    aliases: product.aliases,
    category: product.category,
    images: product.images.slice(0, 1),
    price: product.price,
    inStock: product.inStock,
  }));
}

export function serialiseBuiltinSearchIndex(entries: readonly BuiltinSearchEntry[]): string {
  return `${JSON.stringify(entries, null, 1)}\n`;
}
