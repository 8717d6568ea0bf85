/**
 * The page of every product staff create (issue #13; DESIGN Routes). Prebuilt pages win
 * (`preferStatic`): built-in items and the shells are static files. For any other id:
 *   GET /product/{id}          -> the product page: the built shell with the product's own title,
 *                                 description, canonical, share image and Product JSON-LD (200);
 *                                 the shell as is with 404 when the product is unknown or hidden
 *   GET /diwali-product/{id}   -> the same for Diwali Collection products (404 for other categories)
 *   GET /te/product/{id}, /hi/product/{id}, /te/diwali-product/{id}, /hi/diwali-product/{id}
 *                              -> the same from that language's shell, its head in that language (issue #44)
 * Answers are cached on the CDN with the `products` and `product-{id}` tags that staff changes purge.
 */
import type { Config } from '@netlify/functions';
import { isRecordId } from '../../src/lib/api/record-id.ts';
import { localePath, splitLocalePath } from '../../src/lib/i18n/locales.ts';
import { ui } from '../../src/lib/i18n/strings/index.ts';
import { DIWALI_COLLECTION, sameCategory } from '../../src/lib/catalogue/category-order.ts';
import type { Product } from '../../src/lib/catalogue/product-schema.ts';
import { renderProductPage } from '../../src/lib/seo/product-page.ts';
import type { ProductPrefix } from '../../src/lib/seo/product-seo.ts';
import { siteOrigin } from '../../src/server/env.ts';
import { publicProductCacheHeaders } from '../../src/server/http/cache-headers.ts';
import { allowMethods, handle, isStorageFailure } from '../../src/server/http/handle.ts';
import { html } from '../../src/server/http/html.ts';
import { NO_STORE } from '../../src/server/http/json.ts';
import { siteFileText } from '../../src/server/http/site-file.ts';
import { productPageFacts, SHELL_PATHS } from '../../src/server/product-page/product-page-facts.ts';
import { openEventualStore } from '../../src/server/storage/blob-stores.ts';
import { getProduct } from '../../src/server/storage/product-repository.ts';

/** The visible product this address shows, or undefined (unknown, hidden, or not a Diwali sweet on a Diwali address). */
async function visibleProduct(id: string, prefix: ProductPrefix): Promise<Product | undefined> {
  if (!isRecordId(id)) return undefined;
  const record = await getProduct(openEventualStore('products'), id);
  if (!record || !record.value.isActive) return undefined;
  if (prefix === '/diwali-product/' && !sameCategory(record.value.category, DIWALI_COLLECTION)) return undefined;
  return record.value;
}

export default handle(async (req, context) => {
  const url = new URL(req.url);
  const { locale, englishPath } = splitLocalePath(url.pathname);
  const prefix: ProductPrefix = englishPath.startsWith('/diwali-product/') ? '/diwali-product/' : '/product/';
  const id = context.params['id'] ?? '';
  allowMethods(req, ['GET', 'HEAD']);
  const origin = siteOrigin(context.site?.url);
  if (!origin) throw new Error('The site origin is not configured (context.site.url or URL): the product shell cannot be read.');
  const shell = await siteFileText(origin, localePath(locale, SHELL_PATHS[prefix]));
  const body = (page: string) => (req.method === 'HEAD' ? null : page);
  let product: Product | undefined;
  try {
    product = await visibleProduct(id, prefix);
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    // Storage is down: the shell still lets the visitor's browser try again; nothing is cached.
    console.error('Storage unavailable for the product page:', error);
    return html(503, body(shell), { 'Cache-Control': NO_STORE, 'Retry-After': '30' });
  }
  const cache = publicProductCacheHeaders([`product-${id}`]);
  if (!product) return html(404, body(shell), cache);
  const language = locale === 'en' ? undefined : { locale, words: ui(locale).shop };
  return html(200, body(renderProductPage(shell, product, productPageFacts(prefix), language)), cache);
});

export const config: Config = {
  path: ['/product/:id', '/diwali-product/:id', '/te/product/:id', '/hi/product/:id', '/te/diwali-product/:id', '/hi/diwali-product/:id'],
  preferStatic: true,
};
