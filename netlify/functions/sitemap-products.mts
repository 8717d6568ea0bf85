/**
 *   GET /sitemap-products.xml -> the pages of the visible staff-created products (issue #13), listed by
 * the build's sitemap index next to the prebuilt pages. Live from Blobs, so a product staff add is
 * listed at once; cached on the CDN with the `products` tag that staff changes purge.
 */
import type { Config } from '@netlify/functions';
import { visibleProducts } from '../../src/lib/catalogue/public-products.ts';
import { readShell } from '../../src/lib/seo/product-page.ts';
import { sitemapXml } from '../../src/lib/seo/sitemap-xml.ts';
import { builtinEntries } from '../../src/server/catalogue/builtin-index.ts';
import { siteOrigin } from '../../src/server/env.ts';
import { publicProductCacheHeaders } from '../../src/server/http/cache-headers.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { siteFileText } from '../../src/server/http/site-file.ts';
import { PRODUCT_SHELL_PATH } from '../../src/server/product-page/product-page-facts.ts';
import { openEventualStore } from '../../src/server/storage/blob-stores.ts';
import { listProducts } from '../../src/server/storage/product-repository.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['GET', 'HEAD']);
  const siteUrl = siteOrigin(context.site?.url);
  if (!siteUrl) throw new Error('The site origin is not configured (context.site.url or URL): the product shell cannot be read.');
  const [products, builtins, shell] = await Promise.all([
    listProducts(openEventualStore('products')),
    builtinEntries(siteUrl),
    siteFileText(siteUrl, PRODUCT_SHELL_PATH),
  ]);
  // The page addresses are on the site URL the build was made for, like every canonical.
  const { origin } = readShell(shell);
  // A staff product whose id a built-in item already has never gets its own page (the built-in one wins).
  const prebuilt = new Set(builtins.map((entry) => entry._id));
  const entries = visibleProducts(products)
    .filter((product) => !prebuilt.has(product._id))
    .map((product) => ({ loc: `${origin}/product/${encodeURIComponent(product._id)}`, lastmod: product.updatedAt ?? product.createdAt }));
  return new Response(req.method === 'HEAD' ? null : sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...publicProductCacheHeaders() },
  });
});

export const config: Config = { path: '/sitemap-products.xml' };
