/**
 * Public product reads (staff-created products in Blobs; hidden ones never appear):
 *   GET /api/products                -> Product[]
 *   GET /api/products/categories     -> string[]
 *   GET /api/products/{id}           -> Product (404 when unknown or hidden)
 *   GET /api/products/related/{id}   -> up to 4 visible products of the same category
 */
import type { Config } from '@netlify/functions';
import { categoryNames, relatedProducts, visibleProducts } from '../../src/lib/catalogue/public-products.ts';
import { publicProductCacheHeaders } from '../../src/server/http/cache-headers.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { json } from '../../src/server/http/json.ts';
import { openEventualStore } from '../../src/server/storage/blob-stores.ts';
import { getProduct, listProducts } from '../../src/server/storage/product-repository.ts';

async function allVisible() {
  return visibleProducts(await listProducts(openEventualStore('products')));
}

async function oneVisible(id: string) {
  const record = await getProduct(openEventualStore('products'), id);
  if (!record || !record.value.isActive) throw new HttpError(404, 'Product not found.');
  return record.value;
}

export default handle(async (req, context) => {
  allowMethods(req, ['GET', 'HEAD']);
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  const id = context.params['id'];

  if (path === '/api/products') return json(200, await allVisible(), publicProductCacheHeaders());
  if (path === '/api/products/categories') return json(200, categoryNames(await allVisible()), publicProductCacheHeaders());
  if (id && path.startsWith('/api/products/related/')) {
    return json(200, relatedProducts(await allVisible(), id), publicProductCacheHeaders([`product-${id}`]));
  }
  if (id) return json(200, await oneVisible(id), publicProductCacheHeaders([`product-${id}`]));
  throw new HttpError(404, 'Not found.');
});

export const config: Config = {
  path: ['/api/products', '/api/products/categories', '/api/products/related/:id', '/api/products/:id'],
};
