/**
 * The staff-created products that exist when the site is built, for the PDF catalogue. On Netlify
 * the build has a Blobs context; a local build gets one for the Blobs folder of `npm start` from
 * scripts/local-blobs-for-build.mjs. Without one (a fresh clone), or when the store cannot be read,
 * the catalogue lists the built-in items only and the build says so.
 */
import type { Product } from '../../lib/catalogue/product-schema.ts';
import { visibleProducts } from '../../lib/catalogue/public-products.ts';
import { openEventualStore } from '../../server/storage/blob-stores.ts';
import { listProducts } from '../../server/storage/product-repository.ts';

async function readVisible(): Promise<Product[]> {
  return visibleProducts(await listProducts(openEventualStore('products')));
}

export async function loadStaffProducts(): Promise<Product[]> {
  try {
    if (process.env['NETLIFY_BLOBS_CONTEXT']) return await readVisible();
    console.warn('[catalogue] No Blobs at build time: the PDF lists the built-in products only.');
  } catch (error) {
    console.warn('[catalogue] Could not read the staff products; the PDF lists the built-in products only.', error);
  }
  return [];
}
