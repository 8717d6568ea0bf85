/**
 * The built-in half of the header search (issue #12): every built-in product the shop lists (Diwali
 * sweets and gift hampers, storefront §3), reduced to what a suggestion needs, with its thumbnail at
 * a stable URL (/thumbnails/…, served by src/pages/thumbnails/[...path].ts). Written to
 * src/lib/search/builtin-search-index.json by `npm run index:builtin` (and before every build), so the
 * suggestions function imports it instead of reading content/ or fetching the site at run time.
 * tests/unit/content/builtin-search-index.test.ts fails when the file is out of date.
 */
import { relative } from 'node:path';
import { toBuiltinProducts } from '../lib/catalogue/builtin-products.ts';
import { shopBuiltinProducts } from '../lib/catalogue/merge-products.ts';
import { diwaliSweetSchema } from '../lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../lib/content/gift-hamper-schema.ts';
import type { BuiltinSearchEntry } from '../lib/search/builtin-search-entry.ts';
import { loadCollection, repoRoot } from './read-content-files.ts';

export const BUILTIN_SEARCH_INDEX_FILE = 'src/lib/search/builtin-search-index.json';
const ASSETS = 'src/assets/';
export const THUMBNAIL_PREFIX = '/thumbnails/';

/** /thumbnails/sweets/kaju-katli.svg for src/assets/sweets/kaju-katli.svg. */
export function thumbnailUrl(absolutePath: string): string {
  const path = relative(repoRoot, absolutePath).split('\\').join('/');
  if (!path.startsWith(ASSETS)) throw new Error(`Built-in artwork must live under ${ASSETS}: ${path}`);
  return THUMBNAIL_PREFIX + path.slice(ASSETS.length);
}

/** The asset file behind a thumbnail URL path ("sweets/kaju-katli.svg"). */
export function thumbnailAsset(pathAfterPrefix: string): string {
  return ASSETS + pathAfterPrefix;
}

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
  }));
}

export function serialiseBuiltinSearchIndex(entries: readonly BuiltinSearchEntry[]): string {
  return `${JSON.stringify(entries, null, 1)}\n`;
}
