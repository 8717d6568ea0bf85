/**
 * The built-in half of the header search (issue #12): every built-in product the shop lists (Diwali
 * sweets and gift hampers, storefront §3), reduced to what a suggestion needs, with its thumbnail at
 * a stable URL (/thumbnails/…, src/build/search-thumbnails.ts). Written to
 * src/lib/search/builtin-search-index.json by `npm run index:builtin` (and before every build), so the
 * suggestions function imports it instead of reading content/ or fetching the site at run time.
 * tests/unit/content/builtin-search-index.test.ts fails when the file is out of date.
 */
import { toBuiltinProducts } from '../lib/catalogue/builtin-products.ts';
import { shopBuiltinProducts } from '../lib/catalogue/merge-products.ts';
import { diwaliSweetSchema } from '../lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../lib/content/gift-hamper-schema.ts';
import type { BuiltinSearchEntry } from '../lib/search/builtin-search-entry.ts';
import { loadCollection } from './read-content-files.ts';
import { thumbnailUrl } from './search-thumbnails.ts';

export const BUILTIN_SEARCH_INDEX_FILE = 'src/lib/search/builtin-search-index.json';

export function buildBuiltinSearchIndex(): BuiltinSearchEntry[] {
  const products = toBuiltinProducts(
    {
      diwaliSweets: loadCollection('diwali-sweets', diwaliSweetSchema),
      giftHampers: loadCollection('gift-hampers', giftHamperSchema),
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
